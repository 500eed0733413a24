/**
 * Request tracking against the real local stack (PGlite, and PostgreSQL 15
 * where it is installed): who may read and change a request's status (anon,
 * a signed-in user who is not staff, a staff member), what track_request
 * answers the customer, and its limits. Sign-in goes through supabase-js and
 * the local Supabase-Auth-compatible endpoints (supabase/local/auth.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeNewsletter } from '@/api/index.ts';
import { getRequest, isStaff, listRequests, setRequestStatus } from '@/api/staff.ts';
import { normaliseOrderId, trackMyRequests, trackRequest } from '@/api/tracking.ts';
import { createSupabaseClient, type AppSupabaseClient } from '@/api/supabase.ts';
import { LOCAL_STAFF } from '../../supabase/local/auth.ts';
import {
  backends,
  person,
  rateLimit,
  requestsLike,
  signedIn,
  startTestStack,
  submit,
  type TestRequest,
  type TestStack,
} from '../support/integration/test-stack';

const request = requestsLike({
  name: 'Kamla Bai',
  emailName: 'kamla',
  phonePrefix: '97',
  service: 'property_registration',
  documentType: 'sale_deed',
  urgency: 'standard',
  message: 'Plot in Maihar.',
  language: 'hi',
});

describe.each(backends())('request tracking on $name', (backend) => {
  let t: TestStack;
  let staff: AppSupabaseClient;
  let outsider: AppSupabaseClient;
  let stored: { orderId: string; row: TestRequest };

  beforeAll(async () => {
    if (backend.skip) return;
    t = await startTestStack(backend.name);
    staff = await signedIn(t, LOCAL_STAFF.email, LOCAL_STAFF.password);
    const email = `not.staff.${Date.now()}@example.in`;
    const created = await t.service.auth.admin.createUser({ email, password: 'another-password', email_confirm: true });
    expect(created.error).toBeNull();
    outsider = await signedIn(t, email, 'another-password');
    const row = request();
    stored = { orderId: await submit(row, person, t.anon), row };
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe.skipIf(Boolean(backend.skip))('signing in', () => {
    it('gives a session whose JWT carries Supabase Auth claims; a wrong password gives none', async () => {
      const { data } = await staff.auth.getSession();
      const claims = JSON.parse(
        Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
      ) as Record<string, unknown>;
      expect(claims).toMatchObject({
        sub: LOCAL_STAFF.id,
        role: 'authenticated',
        aud: 'authenticated',
        email: LOCAL_STAFF.email,
        aal: 'aal1',
      });
      expect(typeof claims.session_id).toBe('string');
      expect((await staff.auth.getUser()).data.user?.email).toBe(LOCAL_STAFF.email);

      const other = await createSupabaseClient({ url: t.stack.apiUrl, anonKey: t.stack.anonKey, sessionKey: 'x' });
      const wrong = await other.auth.signInWithPassword({ email: LOCAL_STAFF.email, password: 'wrong' });
      expect(wrong.data.session).toBeNull();
      expect(wrong.error?.message).toBe('Invalid login credentials');
    });

    it('signing out ends the session: the next read is anonymous', async () => {
      const client = await signedIn(t, LOCAL_STAFF.email, LOCAL_STAFF.password);
      expect((await listRequests(client, {})).total).toBeGreaterThan(0);
      await client.auth.signOut();
      expect((await client.auth.getSession()).data.session).toBeNull();
      // Anonymous again: requests are not even a table it may read.
      await expect(listRequests(client, {})).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe.skipIf(Boolean(backend.skip))('who may read and change a request', () => {
    it('a new request starts as received, with one history entry', async () => {
      const found = await getRequest(staff, stored.orderId);
      expect(found?.request.status).toBe('received');
      expect(found?.history.map((h) => [h.status, h.changed_by])).toEqual([['received', null]]);
    });

    it('anon reads no request, no history, no staff, no lookups, and cannot change a status', async () => {
      for (const table of [
        'contact_submissions',
        'request_status_history',
        'staff_members',
        'customer_messages',
        'whatsapp_opt_outs',
      ] as const) {
        const { data, error } = await t.anon.from(table).select('*');
        expect(error?.code).toBe('42501');
        expect(data ?? []).toEqual([]);
      }
      const attempts = await t.anon.from('track_attempts' as 'staff_members').select('*');
      expect(attempts.error?.code).toBe('42501');
      const change = await t.anon.rpc('set_request_status', {
        p_order_id: stored.orderId,
        p_status: 'delivered',
        p_change_key: randomUUID(),
      });
      expect(change.error?.code).toBe('42501');
      const direct = await t.anon
        .from('contact_submissions')
        .update({ status: 'delivered' })
        .eq('order_id', stored.orderId);
      expect(direct.error?.code).toBe('42501');
      expect((await getRequest(staff, stored.orderId))?.request.status).toBe('received');
    });

    it('a signed-in user who is not staff reads nothing and cannot change a status or make themselves staff', async () => {
      expect(await isStaff(outsider)).toBe(false);
      expect(await listRequests(outsider, {})).toEqual({ rows: [], total: 0 });
      const history = await outsider.from('request_status_history').select('*');
      expect(history.data).toEqual([]);
      await expect(setRequestStatus(outsider, { orderId: stored.orderId, status: 'delivered' })).rejects.toMatchObject({
        code: '42501',
      });
      const { data: user } = await outsider.auth.getUser();
      const join = await outsider.from('staff_members').insert({ user_id: user.user!.id, name: 'Intruder' });
      expect(join.error?.code).toBe('42501');
      const found = await getRequest(staff, stored.orderId);
      const forged = await outsider
        .from('request_status_history')
        .insert({ submission_id: found!.request.id, status: 'delivered' } as never);
      expect(forged.error?.code).toBe('42501');
      expect(await isStaff(outsider)).toBe(false);
    });

    it('staff read every field, change the status with notes, and each change is recorded with who made it', async () => {
      expect(await isStaff(staff)).toBe(true);
      const first = await setRequestStatus(staff, {
        orderId: stored.orderId,
        status: 'drafting',
        customerNote: '  Draft ready for your review tomorrow. ',
        internalNote: 'Check khasra number with the patwari.',
      });
      expect(first).toMatchObject({
        status: 'drafting',
        changed_by: LOCAL_STAFF.id,
        customer_note: 'Draft ready for your review tomorrow.',
        internal_note: 'Check khasra number with the patwari.',
      });
      await setRequestStatus(staff, { orderId: stored.orderId, status: 'ready' });
      const found = await getRequest(staff, stored.orderId);
      expect(found?.request).toMatchObject({ status: 'ready', email: stored.row.email, message: 'Plot in Maihar.' });
      expect(found?.history.map((h) => h.status)).toEqual(['received', 'drafting', 'ready']);
    });

    it('a change sent twice with its key is saved once: one history entry, one e-mail to the customer', async () => {
      const order = await submit(request(), person, t.anon);
      const change = { orderId: order, status: 'in_review', notifyCustomer: true, changeKey: randomUUID() } as const;
      const [first, again] = await Promise.all([setRequestStatus(staff, change), setRequestStatus(staff, change)]);
      expect(again).toEqual(first);
      expect(await setRequestStatus(staff, change)).toEqual(first);
      const found = await getRequest(staff, order);
      expect(found?.history.map((h) => h.status)).toEqual(['received', 'in_review']);
      expect(found?.messages.filter((m) => m.kind === 'status')).toHaveLength(1);
      // The same change written anew (another key) is another entry; a key is one request's only.
      await setRequestStatus(staff, { ...change, changeKey: randomUUID() });
      expect((await getRequest(staff, order))?.history).toHaveLength(3);
      await expect(setRequestStatus(staff, { ...change, orderId: stored.orderId })).rejects.toMatchObject({
        code: '23505',
      });
    });

    it('an unknown status, an unknown order or a control character in a note is refused', async () => {
      await expect(
        setRequestStatus(staff, { orderId: stored.orderId, status: 'lost' as 'ready' }),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(setRequestStatus(staff, { orderId: 'LP1', status: 'ready' })).rejects.toMatchObject({
        code: 'P0002',
      });
      // As a script sends it: the site's own call sends a control character as a space (statusNote).
      const { error } = await staff.rpc('set_request_status', {
        p_order_id: stored.orderId,
        p_status: 'ready',
        p_change_key: randomUUID(),
        p_customer_note: 'a\u0007b',
      });
      expect(error?.code).toBe('23514');
    });

    it('the inbox filters by status, urgency, service and date, and finds by name, e-mail, phone or order id', async () => {
      const urgent = request({
        urgency: 'urgent',
        service: 'will_creation',
        documentType: 'will',
        name: 'Ramesh Kori',
      });
      const urgentId = await submit(urgent, person, t.anon);
      const ids = async (filters: Parameters<typeof listRequests>[1]) =>
        (await listRequests(staff, filters)).rows.map((r) => r.order_id);

      expect((await ids({}))[0]).toBe(urgentId); // newest first
      expect(await ids({ status: 'ready' })).toContain(stored.orderId);
      expect(await ids({ status: 'ready' })).not.toContain(urgentId);
      expect(await ids({ urgency: 'urgent', service: 'will_creation' })).toEqual([urgentId]);
      const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
      expect(await ids({ from: today, to: today })).toContain(urgentId);
      expect(await ids({ to: '2020-01-01' })).toEqual([]);
      expect(await ids({ search: 'ramesh' })).toEqual([urgentId]);
      expect(await ids({ search: urgent.email.toUpperCase() })).toEqual([urgentId]);
      expect(await ids({ search: urgent.phone.replace(/\D/g, '').slice(-10) })).toEqual([urgentId]);
      expect(await ids({ search: urgent.phone })).toEqual([urgentId]); // as written, with +91 and spaces
      expect(await ids({ search: urgentId.toLowerCase() })).toEqual([urgentId]);
      // PostgREST's filter syntax in a search finds nothing and breaks nothing.
      expect(await ids({ search: 'x),status.eq.received,(name.ilike.*' })).toEqual([]);
    });
  });

  describe.skipIf(Boolean(backend.skip))('track_request', () => {
    it('shows the status and the customer notes, never the internal note, for the e-mail or the phone however written', async () => {
      const digits = stored.row.phone.replace(/\D/g, '');
      for (const contact of [
        stored.row.email.toUpperCase(),
        stored.row.phone,
        digits.slice(-10),
        `0${digits.slice(-10)}`,
      ]) {
        const tracked = await trackRequest(stored.orderId, contact, t.anon);
        expect(tracked).toMatchObject({ order_id: stored.orderId, status: 'ready', service: 'property_registration' });
        expect(tracked?.history.map((h) => h.status)).toEqual(['received', 'drafting', 'ready']);
        expect(tracked?.history[1]?.note).toBe('Draft ready for your review tomorrow.');
        expect(JSON.stringify(tracked)).not.toContain('patwari');
        expect(JSON.stringify(tracked)).not.toContain(stored.row.email.split('@')[0]);
      }
      expect(await trackRequest(stored.orderId.toLowerCase(), stored.row.email, t.anon)).not.toBeNull();
    });

    it('answers the same null for a wrong phone, a wrong e-mail, an empty contact and an order that does not exist', async () => {
      expect(await trackRequest(stored.orderId, '+91 90000 00000', t.anon)).toBeNull();
      expect(await trackRequest(stored.orderId, 'someone.else@example.in', t.anon)).toBeNull();
      expect(await trackRequest(stored.orderId, '', t.anon)).toBeNull();
      expect(await trackRequest('LP999999999', stored.row.email, t.anon)).toBeNull();
      // Part of a number is not the number.
      expect(await trackRequest(stored.orderId, stored.row.phone.replace(/\D/g, '').slice(-6), t.anon)).toBeNull();
    });

    /** The anon key as seen from another client address (the platform's cf-connecting-ip). */
    const from = (ip: string) =>
      createSupabaseClient({
        url: t.stack.apiUrl,
        anonKey: t.stack.anonKey,
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set('cf-connecting-ip', ip);
          return fetch(input, { ...init, headers });
        },
      });
    const outcome = (promise: Promise<unknown>) =>
      promise.then(
        (answer) => (answer === null ? 'null' : 'answer'),
        (err: { code?: string }) => String(err.code),
      );

    it("a stranger's wrong guesses for an order, however many, never stop its customer's right answer", async () => {
      const row = request();
      const orderId = await submit(row, person, t.anon);
      for (let i = 0; i < 40; i++) {
        const stranger = await from(`198.51.100.${i}`);
        expect(await trackRequest(orderId, `+91 98${String(i).padStart(3, '0')} 00000`, stranger)).toBeNull();
      }
      expect(await trackRequest(orderId, row.phone, t.anon)).toMatchObject({ order_id: orderId });
      expect(await trackRequest(orderId, row.email, await from('198.51.100.1'))).toMatchObject({ order_id: orderId });
    });

    it('one phone or e-mail walked along the order ids is refused after track_misses_per_contact misses an hour, from any address, however written', async () => {
      const perContact = await rateLimit(t, 'track_misses_per_contact');
      const misses = Array<string>(perContact).fill('null');
      const owner = request();
      const ownOrder = await submit(owner, person, t.anon);
      // The customer looked their order up once: that answer stays theirs.
      expect(await trackRequest(ownOrder, owner.phone, t.anon)).not.toBeNull();
      const newer = await submit(request({ phone: owner.phone }), person, t.anon);

      const digits = owner.phone.replace(/\D/g, '').slice(-10);
      const forms = [owner.phone, digits, `0${digits}`, `91${digits}`, `+91-${digits.slice(0, 5)}-${digits.slice(5)}`];
      const walk: string[] = [];
      for (let i = 0; i < perContact + 3; i++) {
        const order = `LP${600000 + i}`; // orders that are not this phone's (most do not exist)
        walk.push(await outcome(trackRequest(order, forms[i % forms.length]!, await from(`192.0.2.${i}`))));
      }
      expect(walk).toEqual([...misses, 'SLLIM', 'SLLIM', 'SLLIM']);
      // Refused even where it would match: a walker cannot tell a hit from a miss any more.
      expect(await outcome(trackRequest(newer, owner.phone, await from('192.0.2.99')))).toBe('SLLIM');
      // An answer already given is given again: it tells nobody anything new.
      expect(await outcome(trackRequest(ownOrder, `0${digits}`, t.anon))).toBe('answer');
      // The same for an e-mail, in any letter case.
      const mails: string[] = [];
      for (let i = 0; i < perContact + 1; i++) {
        const email = i % 2 ? owner.email.toUpperCase() : owner.email;
        mails.push(await outcome(trackRequest(`LP${610000 + i}`, email, await from(`198.18.0.${i}`))));
      }
      expect(mails).toEqual([...misses, 'SLLIM']);
    });

    it('track_my_requests answers the requests of these request ids only, newest first; at most 50 ids', async () => {
      const second = request();
      const secondId = await submit(second, person, t.anon);
      const mine = await trackMyRequests([stored.row.requestId, second.requestId, randomUUID()], t.anon);
      expect(mine.map((r) => [r.order_id, r.status])).toEqual([
        [secondId, 'received'],
        [stored.orderId, 'ready'],
      ]);
      expect(JSON.stringify(mine)).not.toContain('patwari');
      expect(JSON.stringify(mine)).not.toContain(stored.row.email);
      const tooMany = await t.anon.rpc('track_my_requests', {
        p_request_ids: Array.from({ length: 51 }, () => randomUUID()),
      });
      expect(tooMany.error?.code).toBe('22023');
    });

    it("every lookup counts toward the client's track_per_client an hour, answers too; an answer asked again adds no row", async () => {
      const lookups = await rateLimit(t, 'track_per_client');
      const missesAllowed = await rateLimit(t, 'track_misses_per_client');
      const row = request();
      const orderId = await submit(row, person, t.anon);
      const client = await from('203.0.113.144');
      // The client gets its answer, spends its misses, then asks for the answer again and again.
      expect(await trackRequest(orderId, row.phone, client)).not.toBeNull();
      for (let i = 0; i < missesAllowed; i++)
        expect(await trackRequest(`LP88${i}`, `m${i}@example.in`, client)).toBeNull();
      const left = lookups - 1 - missesAllowed;
      const answers: string[] = [];
      for (let i = 0; i < left + 80; i++) answers.push(await outcome(trackRequest(orderId, row.phone, client)));
      expect(answers.slice(0, left).every((a) => a === 'answer')).toBe(true);
      expect(answers.slice(left).every((a) => a === 'SLLIM')).toBe(true);
      // "My requests" counts toward the same budget.
      expect(await outcome(trackMyRequests([row.requestId], client))).toBe('SLLIM');
      const { data } = await t.service.from('track_attempts').select('*').eq('order_id', orderId);
      expect(data).toHaveLength(1);
      // Another client is not affected.
      expect(await trackRequest(orderId, row.phone, await from('203.0.113.145'))).not.toBeNull();
    });

    it("the lookups keep no one's contact in clear, and the client only as a keyed hash", async () => {
      const row = request();
      const orderId = await submit(row, person, t.anon);
      const missed = `LP9${Date.now() % 1_000_000}`;
      const ip = '198.51.100.201';
      const client = await from(ip);
      expect(await trackRequest(orderId, row.email.toUpperCase(), client)).not.toBeNull();
      expect(await trackRequest(missed, row.phone, client)).toBeNull();
      const { data } = await t.service.from('track_attempts').select('*').in('order_id', [orderId, missed]);
      expect(data).toHaveLength(2);
      const digits = row.phone.replace(/\D/g, '').slice(-10);
      const md5 = (text: string) => createHash('md5').update(text).digest('hex');
      const stored = JSON.stringify(data);
      for (const clear of [row.email.toLowerCase(), digits, md5(ip), md5(row.email.toLowerCase()), md5(digits)]) {
        expect(stored).not.toContain(clear);
      }
      for (const attempt of data!) {
        expect(attempt.contact_key).toMatch(/^[0-9a-f]{64}$/);
        expect(attempt.client_key).toMatch(/^[0-9a-f]{64}$/);
      }
      expect(data![0]!.client_key).toBe(data![1]!.client_key);
      expect(data![0]!.contact_key).not.toBe(data![1]!.contact_key);
    });

    it.skipIf(backend.name === 'pglite')(
      'no lookup or sign-up waits on a lock shared by the whole site (PGlite runs one statement at a time)',
      async () => {
        // Another session holds the locks that every lookup and every sign-up took before.
        let released = false;
        const holder = t.stack
          .sql('select pg_advisory_xact_lock(7301002), pg_advisory_xact_lock(7301003), pg_sleep(8)')
          .then(() => (released = true));
        await new Promise((resolve) => setTimeout(resolve, 500));
        const row = request();
        await submit(row, person, t.anon);
        await Promise.all([
          trackRequest('LP1', row.email, await from('192.0.2.150')),
          trackMyRequests([row.requestId], t.anon),
          subscribeNewsletter(`lock.${Date.now()}@example.in`, 'en', person, t.anon),
        ]);
        expect(released).toBe(false);
        await holder;
      },
    );

    it("track_misses_per_client misses an hour from one client address (the platform's cf-connecting-ip)", async () => {
      const missesAllowed = await rateLimit(t, 'track_misses_per_client');
      const client = await from('203.0.113.77');
      const answers: string[] = [];
      for (let i = 0; i < missesAllowed + 2; i++)
        answers.push(await outcome(trackRequest(`LP77${i}`, `a${i}@example.in`, client)));
      expect(answers.slice(0, missesAllowed).every((a) => a === 'null')).toBe(true);
      expect(answers.slice(missesAllowed)).toEqual(['SLLIM', 'SLLIM']);
      // Another address is not affected.
      expect(await trackRequest(stored.orderId, stored.row.email, t.anon)).not.toBeNull();
    });
  });
});

describe('normaliseOrderId', () => {
  it('reads an order id however it is typed, and nothing else', () => {
    expect(normaliseOrderId('LP10042')).toBe('LP10042');
    expect(normaliseOrderId(' lp 10042 ')).toBe('LP10042');
    expect(normaliseOrderId('LP-10042')).toBe('LP10042');
    expect(normaliseOrderId('10042')).toBe('LP10042');
    expect(normaliseOrderId('LPX')).toBeNull();
    expect(normaliseOrderId('')).toBeNull();
    expect(normaliseOrderId('LP10042; drop table')).toBeNull();
  });
});
