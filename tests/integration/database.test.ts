/**
 * The database behind the site, through supabase-js and the real local stack
 * (PostgREST over PGlite, and over PostgreSQL 15 where it is installed):
 * the calls the site makes, row level security, the CHECK constraints.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  classifyError,
  countPosts,
  getPost,
  getPosts,
  getRelatedPosts,
  getTranslation,
  listAllPosts,
  listCategories,
  listPostCards,
  listRecentPosts,
  publishedIds,
  requestRowProblems,
  subscribeNewsletter,
  type BlogPost,
  type Database,
} from '@/api/index.ts';
import { htmlToText } from '@/features/blog/data/derive.ts';
import { sendAdminEmail } from '@/api/email.ts';
import { adminEmailParams } from '@/domain/request/admin-email.ts';
import { createEmailSender } from '@/api/emailjs.ts';
import { BLOG_PAGE_SIZE, NEWSLETTER_LINK_DAYS } from '@/business/config.ts';
import { readOutbox } from '../../supabase/local/gateway.ts';
import { mailAbout, messagesWhen as mailWhen, newsletterMail } from '../support/integration/message-queue';
import {
  backends,
  provideLocation,
  rateLimit,
  startTestStack,
  submit,
  submitFrom,
  type TestRequest,
  type TestStack,
} from '../support/integration/test-stack';

let people = 0;

/** A valid request from a person of its own (own e-mail and phone: the hourly limits count per person). */
function request(overrides: Partial<TestRequest> = {}): TestRequest {
  people += 1;
  return {
    requestId: randomUUID(),
    name: 'Ravi Sharma',
    email: `ravi.sharma.${people}.${Date.now() % 100000}@example.in`,
    phone: `+91 98${String(people).padStart(3, '0')} ${String(Date.now() % 100000).padStart(5, '0')}`,
    service: 'legal_documentation',
    documentType: 'rent_agreement',
    urgency: 'standard',
    message: 'Rent agreement for a flat in Bhopal, 11 months.',
    language: 'en',
    ...overrides,
  };
}

/** What a person's form sends along (src/features/requests/human-signals.tsx). */
const person = { website: '', fillMs: 6_000 };
const now = () => ({ ...person, submittedAt: Date.now() });

async function expectApiError(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe.each(backends())('local backend on $name', (backend) => {
  let t: TestStack;

  beforeAll(async () => {
    if (backend.skip) return;
    t = await startTestStack(backend.name);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const rest = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(`${t.stack.apiUrl}/rest/v1${path}`, {
      ...init,
      headers: {
        apikey: t.stack.anonKey,
        Authorization: `Bearer ${t.stack.anonKey}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
    });
  /** subscribe_newsletter as a script calls it, from a client address of its choosing. */
  const signUpFrom = (ip: string, email: string) =>
    rest('/rpc/subscribe_newsletter', {
      method: 'POST',
      headers: { 'cf-connecting-ip': ip },
      body: JSON.stringify({ p_email: email, p_website: '', p_fill_ms: 5000 }),
    });

  describe.skipIf(Boolean(backend.skip))('document requests', () => {
    it('submit_request stores a request the service role can read back, field for field, with the order id it returns', async () => {
      const row = request({ language: 'hi', urgency: 'urgent', name: '  सुनीता वर्मा ', message: '' });
      const submittedAt = Date.now() - 3 * 24 * 3600_000; // queued offline three days ago
      const orderId = await submit(row, { ...person, submittedAt }, t.anon);
      expect(orderId).toMatch(/^LP\d+$/);
      expect(Number(orderId.slice(2))).toBeGreaterThanOrEqual(10001);

      const { data, error } = await t.service.from('contact_submissions').select('*').eq('request_id', row.requestId);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(data![0]).toMatchObject({
        order_id: orderId,
        name: 'सुनीता वर्मा',
        email: row.email,
        phone: row.phone,
        service: 'legal_documentation',
        document_type: 'rent_agreement',
        urgency: 'urgent',
        message: null,
        language: 'hi',
      });
      expect(Date.parse(data![0]!.submitted_at!)).toBe(submittedAt);
      expect(Date.parse(data![0]!.created_at)).toBeGreaterThan(submittedAt);
    });

    it('the same request_id again returns the same order id and stores nothing new, even sent 10 times at once', async () => {
      const row = request();
      const first = await submit(row, now(), t.anon);
      expect(await submit(row, now(), t.anon)).toBe(first);
      // Even with other contents (a retry must never create a second request).
      expect(await submit({ ...row, name: 'Someone Else' }, now(), t.anon)).toBe(first);
      const again = request();
      const ids = await Promise.all(Array.from({ length: 10 }, () => submit(again, now(), t.anon)));
      expect(new Set(ids).size).toBe(1);

      for (const id of [row.requestId, again.requestId]) {
        const { count } = await t.service
          .from('contact_submissions')
          .select('*', { count: 'exact', head: true })
          .eq('request_id', id);
        expect(count).toBe(1);
      }
    });

    it('20 concurrent requests get 20 distinct order ids', async () => {
      const ids = await Promise.all(Array.from({ length: 20 }, () => submit(request(), now(), t.anon)));
      expect(new Set(ids).size).toBe(20);
    });

    it('the browser sends the firm its e-mail; the customer is e-mailed by the server, without free text', async () => {
      provideLocation(t.stack.siteUrl);
      const sender = createEmailSender({ origin: t.stack.mailUrl });
      const row = request({ documentType: 'affidavit', service: 'stamp_papers' });
      // The customer's send is slow: the stack's periodic wake is mid-send when this test wakes the
      // function too. The test waits for the queue's state, never for one wake's answer.
      t.stack.setMailMode('ok', { recipient: row.email, delayMs: 1500 });
      const orderId = await submit(row, now(), t.anon);
      await sendAdminEmail(
        // The stored values as the labels: the firm's mail shows an option by its label.
        adminEmailParams(orderId, {
          ...row,
          labels: { service: row.service, documentType: row.documentType, urgency: row.urgency },
        }),
        sender,
      );
      await expect
        .poll(async () => (await mailAbout(t, [orderId]))[0]?.claimed_until ?? null, { timeout: 30_000 })
        .not.toBeNull();
      await t.stack.wakeMessages(); // finds the mail claimed: answers at once, having sent nothing
      const [mail] = await mailWhen(t, () => mailAbout(t, [orderId]));
      expect(mail).toMatchObject({ kind: 'confirmation', attempts: 1 });
      expect(mail!.sent_at).not.toBeNull();
      t.stack.setMailMode('ok');
      const mails = readOutbox(t.stack.mailOutbox).filter((m) => m.template_params.order_id === orderId);
      expect(mails.map((m) => [m.template_id, m.access_token])).toEqual([
        [sender.settings.adminTemplateId, false],
        ['local-confirmation-template', true],
      ]);
      expect(mails[0]!.template_params).toEqual({
        from_name: 'Ravi Sharma',
        from_email: row.email,
        phone: row.phone,
        service: 'stamp_papers',
        document_type: 'affidavit',
        urgency: 'standard',
        message: row.message,
        order_id: orderId,
        reply_to: row.email,
      });
      expect(mails[1]!.template_params).toMatchObject({ to_email: row.email, order_id: orderId });
      // Nothing the visitor typed reaches their inbox (docs/security.md, "What a stranger typed").
      expect(JSON.stringify(mails[1]!.template_params)).not.toContain('Ravi');
      expect(mails[1]!.template_params).not.toHaveProperty('message');
    });
  });

  describe.skipIf(Boolean(backend.skip))('CHECK constraints refuse bad rows with a clear error', () => {
    const cases: [string, Partial<TestRequest>, string][] = [
      ['name too long', { name: 'क'.repeat(101) }, 'contact_submissions_name_length'],
      ['blank name', { name: '   ' }, 'contact_submissions_name_required'],
      ['name with digits', { name: 'Win 5000 Rupees' }, 'contact_submissions_name_letters'],
      ['name with a link', { name: 'Visit https://spam.example' }, 'contact_submissions_name_letters'],
      ['name with CR/LF', { name: 'Ravi\r\nBcc: victim@example.in' }, 'contact_submissions_name_letters'],
      // What a mail app would turn into a link (docs/security.md, "What a stranger typed").
      [
        'name with a www. address',
        { name: 'Your KYC is on hold verify at www.sbi-kyc-update.example today' },
        'contact_submissions_name_no_address',
      ],
      ['name with a domain', { name: 'Claim refund at sbi-kyc-update.com now' }, 'contact_submissions_name_no_address'],
      ['name with an Indian domain', { name: 'Verify at Kyc.In' }, 'contact_submissions_name_no_address'],
      ['name with a new top-level domain', { name: 'Verify at sbi-kyc.bank' }, 'contact_submissions_name_no_address'],
      ['bad email', { email: 'ravi.sharma@example' }, 'contact_submissions_email_format'],
      ['email with a space', { email: 'ravi sharma@example.in' }, 'contact_submissions_email_format'],
      ['email with a control character', { email: 'ravi\u0001@example.in' }, 'contact_submissions_email_format'],
      ['email too long', { email: `${'a'.repeat(250)}@example.in` }, 'contact_submissions_email_length'],
      // Mail headers riding on an address (a mailto: link or a recipient would carry them): the one e-mail rule.
      [
        'email with ?bcc=',
        { email: 'ravi@example.com?bcc=attacker%40evil.example&body=Pay' },
        'contact_submissions_email_format',
      ],
      ['email with an encoded line break', { email: 'ravi%0ABcc:x@example.in' }, 'contact_submissions_email_format'],
      ['email with a slash', { email: 'ravi/evil@example.in' }, 'contact_submissions_email_format'],
      ['email with a backslash', { email: 'ravi\\evil@example.in' }, 'contact_submissions_email_format'],
      ['email with =', { email: 'ravi=1@example.in' }, 'contact_submissions_email_format'],
      ['email with a quoted local part', { email: '"ravi"@gmail.com' }, 'contact_submissions_email_format'],
      ['email with a trailing dot', { email: 'ravi@gmail.com.' }, 'contact_submissions_email_format'],
      ['phone with letters', { phone: '98260-CALL-ME' }, 'contact_submissions_phone_format'],
      ['phone with CR/LF', { phone: '98260\r\n12345' }, 'contact_submissions_phone_format'],
      ['phone too short', { phone: '12345' }, 'contact_submissions_phone_format'],
      ['phone too long', { phone: '+91 98260 12345 67890 1' }, 'contact_submissions_phone_format'],
      ['bad service', { service: 'tax_filing' as never }, 'contact_submissions_service_valid'],
      ['bad document_type', { documentType: 'sell_agreement' as never }, 'contact_submissions_document_type_valid'],
      ['bad urgency', { urgency: 'tomorrow' as never }, 'contact_submissions_urgency_valid'],
      ['message too long', { message: 'अ'.repeat(2001) }, 'contact_submissions_message_length'],
      [
        'message with a control character',
        { message: 'Ring\u0007 the bell' },
        'contact_submissions_message_no_control',
      ],
      [
        'message with a bidirectional override',
        { message: 'Pay at \u202Etxt.exe' },
        'contact_submissions_message_characters',
      ],
      ['bad language', { language: 'fr' as never }, 'contact_submissions_language_valid'],
    ];

    it.each(cases)('%s', async (_label, overrides, constraint) => {
      const row = request(overrides);
      // The form-side mirror (src/api/validation.ts) names the same rule.
      expect(requestRowProblems(row)).toEqual([constraint]);
      const err = await expectApiError(submit(row, now(), t.anon));
      expect(err.message).toMatch(/^Error saving form submission: /);
      expect(err.message).toContain(constraint);
      expect(err.code).toBe('23514');
      expect(err.status).toBe(400);
      expect(classifyError(err)).toBe('stop');
      const { count } = await t.service
        .from('contact_submissions')
        .select('*', { count: 'exact', head: true })
        .eq('request_id', row.requestId);
      expect(count).toBe(0);
    });

    it('names with initials and dots are names', async () => {
      for (const name of ['R.K. Mishra', 'Dr. A.K.Sharma', 'Smt. Kamla Devi', "D'Souza Anne-Marie", 'रा. कु. मिश्रा']) {
        const row = request({ name });
        expect(requestRowProblems(row)).toEqual([]);
        expect(await submit(row, now(), t.anon)).toMatch(/^LP\d+$/);
      }
    });

    it('the limits themselves are accepted, and a message keeps its line breaks', async () => {
      const row = request({
        name: 'क'.repeat(100),
        email: `${'a'.repeat(243)}@example.in`,
        phone: '1234567',
        message: `${'अ'.repeat(1980)}\r\nपंक्ति\tदो`,
      });
      expect(row.email).toHaveLength(254);
      expect(requestRowProblems(row)).toEqual([]);
      expect(await submit(row, now(), t.anon)).toMatch(/^LP\d+$/);
      expect(await submit(request({ phone: '+91-98260 12345 6789' }), now(), t.anon)).toMatch(/^LP\d+$/);
    });
  });

  describe.skipIf(Boolean(backend.skip))(
    'what a script with the anon key tries is refused, and nothing is stored',
    () => {
      const countWhere = async (column: string, value: string) =>
        (
          await t.service
            .from('contact_submissions')
            .select('*', { count: 'exact', head: true })
            .eq(column as 'email', value)
        ).count;

      /** The contact_submissions row a script would insert for a request. */
      const rowOf = (r: TestRequest) => ({
        request_id: r.requestId,
        name: r.name,
        email: r.email,
        phone: r.phone,
        service: r.service,
        document_type: r.documentType,
        urgency: r.urgency,
        message: r.message,
        language: r.language,
      });

      it('a direct insert with a chosen order id and created_at (squatting the next numbers) is refused', async () => {
        const row = request();
        const squat = { ...rowOf(row), order_id: 'LP99999999', created_at: '1999-01-01T00:00:00Z' };
        const res = await rest('/contact_submissions', { method: 'POST', body: JSON.stringify(squat) });
        expect(res.status).toBe(401);
        expect((await res.json()).code).toBe('42501');
        expect(await countWhere('email', row.email)).toBe(0);
      });

      it('one POST with an array of rows inserts nothing', async () => {
        const rows = [request(), request(), request()];
        const res = await rest('/contact_submissions', { method: 'POST', body: JSON.stringify(rows.map(rowOf)) });
        expect(res.status).toBe(401);
        for (const row of rows) expect(await countWhere('email', row.email)).toBe(0);
        // Nor through the function: it takes one request per call.
        const bulk = await rest('/rpc/submit_request', {
          method: 'POST',
          body: JSON.stringify(rows.map((r) => ({ p_request_id: r.requestId, p_name: r.name }))),
        });
        expect(bulk.status).toBeGreaterThanOrEqual(400);
        for (const row of rows) expect(await countWhere('email', row.email)).toBe(0);
      });

      it("order numbers cannot be drawn: next_contact_order_id is not the public's", async () => {
        const res = await rest('/rpc/next_contact_order_id', { method: 'POST', body: '{}' });
        expect(res.status).toBe(401);
        expect((await res.json()).code).toBe('42501');
      });

      it('update and delete change nothing', async () => {
        const row = request({ name: 'Anita Patel' });
        await submit(row, now(), t.anon);
        await t.anon.from('contact_submissions').update({ name: 'Changed' }).eq('request_id', row.requestId);
        await t.anon.from('contact_submissions').delete().eq('request_id', row.requestId);
        const { data } = await t.service.from('contact_submissions').select('name').eq('request_id', row.requestId);
        expect(data).toEqual([{ name: 'Anita Patel' }]);
      });

      it('select is refused: anon has no grant on requests or sign-ups (docs/security.md, the allowlist)', async () => {
        await submit(request(), now(), t.anon);
        for (const table of ['contact_submissions', 'newsletter_subscriptions'] as const) {
          const { data, error } = await t.anon.from(table).select('*');
          expect(error?.code).toBe('42501');
          expect(data ?? []).toEqual([]);
        }
      });

      it('the hidden field filled, or the form sent faster than a person types: SLBOT, nothing stored', async () => {
        for (const signals of [
          { website: 'http://spam.example', fillMs: 9_000 },
          { website: '', fillMs: 300 },
          { website: '', fillMs: null as unknown as number },
        ]) {
          const row = request();
          const err = await expectApiError(submit(row, { ...signals, submittedAt: Date.now() }, t.anon));
          expect(err.code).toBe('SLBOT');
          expect(err.status).toBe(400);
          expect(classifyError(err)).toBe('stop');
          expect(await countWhere('email', row.email)).toBe(0);
        }
        const err = await expectApiError(
          subscribeNewsletter('bot.reader@example.in', 'en', { website: 'x', fillMs: 9_000 }, t.anon),
        );
        expect(err.code).toBe('SLBOT');
      });

      it('a submitted_at from a wrong clock is kept within what can be true, and the request is not refused', async () => {
        for (const [submittedAt, within] of [
          [Date.now() + 24 * 3600_000, [Date.now() - 60_000, Date.now() + 60_000]],
          [Date.UTC(1999, 0, 1), [Date.now() - 31 * 24 * 3600_000 - 60_000, Date.now() - 31 * 24 * 3600_000 + 60_000]],
        ] as const) {
          const row = request();
          await submit(row, { ...person, submittedAt }, t.anon);
          const { data } = await t.service
            .from('contact_submissions')
            .select('submitted_at')
            .eq('request_id', row.requestId);
          const stored = Date.parse(data![0]!.submitted_at!);
          expect(stored).toBeGreaterThan(within[0]);
          expect(stored).toBeLessThan(within[1]);
        }
      });

      it('a flood from one e-mail address: request_per_mailbox an hour are stored, the rest refused with SLLIM', async () => {
        const perMailbox = await rateLimit(t, 'request_per_mailbox');
        const email = `flood.${Date.now()}@example.in`;
        const answers = await Promise.allSettled(
          Array.from({ length: perMailbox + 7 }, () => submit(request({ email }), now(), t.anon)),
        );
        expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(perMailbox);
        for (const refused of answers.filter((a) => a.status === 'rejected')) {
          expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'SLLIM', status: 400 });
          expect(classifyError((refused as PromiseRejectedResult).reason)).toBe('stop');
        }
        expect(await countWhere('email', email)).toBe(perMailbox);
        // In any letter case.
        await expect(submit(request({ email: email.toUpperCase() }), now(), t.anon)).rejects.toMatchObject({
          code: 'SLLIM',
        });
      });

      it('a flood from one phone number, however it is written: request_per_phone an hour', async () => {
        const perPhone = await rateLimit(t, 'request_per_phone');
        const digits = String(Date.now()).slice(-10);
        // One Indian mobile number as people write it: with 0, +91, 91 or nothing before it.
        const written = [
          digits,
          `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
          `0${digits.slice(0, 5)} ${digits.slice(5)}`,
          `91-${digits.slice(0, 5)}-${digits.slice(5)}`,
        ];
        let stored = 0;
        for (let i = 0; i < perPhone + 3; i++) {
          const ok = await submit(request({ phone: written[i % 4]! }), now(), t.anon).then(
            () => true,
            (err: unknown) => {
              expect(err).toMatchObject({ code: 'SLLIM' });
              return false;
            },
          );
          if (ok) stored += 1;
        }
        expect(stored).toBe(perPhone);
      });

      it("a flood from one client address (the platform's cf-connecting-ip): request_per_client and newsletter_per_client an hour", async () => {
        const perClient = await rateLimit(t, 'request_per_client');
        const signUps = await rateLimit(t, 'newsletter_per_client');
        const ip = `203.0.113.${Date.now() % 250}`;
        const statuses: number[] = [];
        for (let i = 0; i < perClient + 4; i++) {
          const res = await submitFrom(t, ip, request());
          statuses.push(res.status);
          if (res.status !== 200) expect((await res.json()).code).toBe('SLLIM');
        }
        expect(statuses.filter((s) => s === 200)).toHaveLength(perClient);
        const signups: number[] = [];
        for (let i = 0; i < signUps + 2; i++)
          signups.push((await signUpFrom(ip, `reader.${i}.${Date.now()}@example.in`)).status);
        expect(signups.filter((s) => s === 200)).toHaveLength(signUps);
        // A forged x-forwarded-for is not an address: it neither limits others nor escapes the limit.
        const stored = await t.service.from('contact_submissions').select('client_key').not('client_key', 'is', null);
        expect(new Set(stored.data!.map((r) => r.client_key)).size).toBeGreaterThanOrEqual(1);
      });

      it('one IPv6 /64 is one client: twice request_per_client requests from as many of its addresses store request_per_client; sign-ups the same', async () => {
        const perClient = await rateLimit(t, 'request_per_client');
        const signUps = await rateLimit(t, 'newsletter_per_client');
        const prefix = `2001:db8:${(Date.now() % 65_000).toString(16)}:64`;
        const statuses: number[] = [];
        const emails: string[] = [];
        for (let i = 0; i < 2 * perClient; i++) {
          const r = request();
          emails.push(r.email);
          const res = await submitFrom(t, `${prefix}:${(i + 1).toString(16)}::${(7 * i + 1).toString(16)}`, r);
          statuses.push(res.status);
          if (res.status !== 200) expect((await res.json()).code).toBe('SLLIM');
        }
        expect(statuses.filter((s) => s === 200)).toHaveLength(perClient);
        const signups: number[] = [];
        for (let i = 0; i < signUps + 2; i++) {
          const email = `six4.${i}.${Date.now()}@example.in`;
          signups.push((await signUpFrom(`${prefix}:${i.toString(16)}:ffff::9`, email)).status);
        }
        expect(signups.filter((s) => s === 200)).toHaveLength(signUps);
        // The next /64 is another client.
        const next = await signUpFrom(`${prefix.replace(/:64$/, ':65')}::1`, `six5.${Date.now()}@example.in`);
        expect(next.status).toBe(200);
        // The client is kept as a keyed hash: not the md5 of any of its addresses, the same for the whole /64.
        const stored = await t.service.from('contact_submissions').select('client_key').in('email', emails);
        const keys = new Set(stored.data!.map((r) => r.client_key));
        expect(keys.size).toBe(1);
        const [key] = [...keys];
        expect(key).toMatch(/^[0-9a-f]{64}$/);
        const md5 = (text: string) => createHash('md5').update(text).digest('hex');
        expect(key).not.toBe(md5(`${prefix}:1::1`));
        expect(key).not.toBe(md5(`${prefix}::/64`));
      });

      it('one mailbox, however its address is written, is one count: request_per_mailbox an hour; the address is kept as typed', async () => {
        const perMailbox = await rateLimit(t, 'request_per_mailbox');
        const box = `box${Date.now()}`;
        const spellings = [
          `${box}@gmail.com`,
          `${box}+1@gmail.com`,
          `${box.slice(0, 1)}.${box.slice(1)}@gmail.com`,
          `${box}@googlemail.com`,
          `${box.toUpperCase()}@GMAIL.COM`,
        ];
        const stored = Array.from({ length: perMailbox }, (_, i) => spellings[i] ?? `${box}+${i}@googlemail.com`);
        for (const email of stored) expect(await submit(request({ email }), now(), t.anon)).toMatch(/^LP\d+$/);
        for (const email of [`${box}+8@gmail.com`, `b.${box.slice(1, 3)}.${box.slice(3)}+x@googlemail.com`]) {
          await expect(submit(request({ email }), now(), t.anon)).rejects.toMatchObject({ code: 'SLLIM' });
        }
        const { data } = await t.service
          .from('contact_submissions')
          .select('email')
          .ilike('email', `%${box.slice(3)}%`);
        expect(data!.map((r) => r.email).sort()).toEqual([...stored].sort());

        // Elsewhere only a +tag is dropped: dots make another mailbox.
        const other = `post${Date.now()}`;
        for (let i = 0; i < perMailbox; i++)
          await submit(request({ email: `${other}+${i}@example.in` }), now(), t.anon);
        await expect(submit(request({ email: `${other}@example.in` }), now(), t.anon)).rejects.toMatchObject({
          code: 'SLLIM',
        });
        expect(await submit(request({ email: `p.${other.slice(1)}@example.in` }), now(), t.anon)).toMatch(/^LP\d+$/);
      });

      it('a retry of an accepted request is answered even over the limit', async () => {
        const perMailbox = await rateLimit(t, 'request_per_mailbox');
        const email = `retry.${Date.now()}@example.in`;
        const first = request({ email });
        const orderId = await submit(first, now(), t.anon);
        for (let i = 1; i < perMailbox; i++) await submit(request({ email }), now(), t.anon);
        await expect(submit(request({ email }), now(), t.anon)).rejects.toMatchObject({ code: 'SLLIM' });
        expect(await submit(first, now(), t.anon)).toBe(orderId);
      });

      it('a direct insert into newsletter_subscriptions is refused (only the RPC writes it)', async () => {
        const { error } = await t.anon.from('newsletter_subscriptions').insert({ email: 'direct@example.in' });
        expect(error?.code).toBe('42501');
      });
    },
  );

  describe.skipIf(Boolean(backend.skip))('newsletter (docs/security.md, "Newsletter")', () => {
    const subscribers = async (mailboxOf: string) => {
      const [{ key }] = await t.stack.sql<{ key: string }>('select public.mailbox_key($1) as key', [mailboxOf]);
      const { data } = await t.service.from('newsletter_subscriptions').select('*').eq('mailbox_key', key);
      return data!;
    };

    it('answers the same for an address new to the list, one waiting for its link and a subscriber; one row per mailbox', async () => {
      const stamp = Date.now();
      const typed = `Priya.Jain${stamp}@Gmail.com`;
      expect(await subscribeNewsletter(typed, 'en', person, t.anon)).toBe('check_inbox');
      expect(await subscribeNewsletter(`priyajain${stamp}+news@googlemail.com`, 'en', person, t.anon)).toBe(
        'check_inbox',
      );
      const [row] = await subscribers(typed);
      const { error } = await t.service
        .from('newsletter_subscriptions')
        .update({ confirmed_at: new Date().toISOString() })
        .eq('id', row!.id);
      expect(error).toBeNull();
      expect(await subscribeNewsletter(`  PRIYA.JAIN${stamp}@GMAIL.COM `, 'hi', person, t.anon)).toBe('check_inbox');
      const rows = await subscribers(typed);
      expect(rows).toHaveLength(1);
      // A subscriber stays as they were: a stranger cannot change their address or language.
      expect(rows[0]).toMatchObject({ email: `priyajain${stamp}+news@googlemail.com`, language: 'en' });
    });

    it("every call counts toward the client's newsletter_per_client an hour, for an address already on the list too", async () => {
      const signUps = await rateLimit(t, 'newsletter_per_client');
      const ip = `198.18.${Date.now() % 250}.7`;
      const email = `listed.${Date.now()}@example.in`;
      const answers: number[] = [];
      for (let i = 0; i < signUps + 2; i++) {
        const res = await signUpFrom(ip, email);
        answers.push(res.status);
        const body = (await res.json()) as unknown;
        expect(body).toEqual(res.status === 200 ? 'check_inbox' : expect.objectContaining({ code: 'SLLIM' }));
      }
      expect(answers).toEqual([...Array<number>(signUps).fill(200), 400, 400]);
    });

    it('only a confirmed address is a subscriber: a sign-up waits for its link, which is queued once', async () => {
      const email = `waiting.${Date.now()}@example.in`;
      await subscribeNewsletter(email, 'hi', person, t.anon);
      await subscribeNewsletter(email, 'hi', person, t.anon);
      const [row] = await subscribers(email);
      expect(row).toMatchObject({ email, language: 'hi', confirmed_at: null });
      // The link can be opened for NEWSLETTER_LINK_DAYS.
      const left = Date.parse(row!.expires_at!) - Date.now();
      expect(Math.abs(left - NEWSLETTER_LINK_DAYS * 86_400_000)).toBeLessThan(60_000);
      const mail = await mailWhen(t, () => newsletterMail(t, email));
      expect(mail.length).toBeGreaterThanOrEqual(1);
      expect(mail.length).toBeLessThanOrEqual(2);
    });

    it('concurrent sign-ups of one address store it once', async () => {
      const answers = await Promise.all(
        ['kota.reader@example.in', 'Kota.Reader@example.in', 'KOTA.READER@EXAMPLE.IN'].map((e) =>
          subscribeNewsletter(e, 'en', person, t.anon),
        ),
      );
      expect(answers).toEqual(['check_inbox', 'check_inbox', 'check_inbox']);
      expect(await subscribers('kota.reader@example.in')).toHaveLength(1);
    });

    it('a malformed address is refused with a clear error', async () => {
      const err = await expectApiError(subscribeNewsletter('not-an-email', 'en', person, t.anon));
      expect(err.message).toMatch(/^Error subscribing to newsletter: .*newsletter_subscriptions_email_format/);
      expect(err.code).toBe('23514');
      expect(classifyError(err)).toBe('stop');
    });
  });

  describe.skipIf(Boolean(backend.skip))('blog', () => {
    const category = `Integration ${randomUUID().slice(0, 8)}`;
    const other = `${category} other`;
    let posts: BlogPost[];

    beforeAll(async () => {
      const rows = [
        {
          title: 'Rent agreements in Madhya Pradesh',
          slug: `${category}-rent`,
          category,
          created_at: '2025-01-01T10:00:00Z',
        },
        {
          title: 'शपथ पत्र कैसे बनवाएँ',
          slug: `${category}-affidavit`,
          category,
          language: 'hi' as const,
          created_at: '2025-02-01T10:00:00Z',
        },
        { title: 'E-stamp in MP', slug: `${category}-estamp`, category, created_at: '2025-03-01T10:00:00Z' },
        { title: 'Notarisation', slug: `${category}-notary`, category, created_at: '2025-04-01T10:00:00Z' },
        { title: 'Legal notices', slug: `${category}-notice`, category, created_at: '2025-05-01T10:00:00Z' },
        { title: 'Draft', slug: `${category}-draft`, category, published: false, created_at: '2025-06-01T10:00:00Z' },
        {
          title: 'Wills',
          slug: `${category}-wills`,
          category: other,
          tags: ['will', 'वसीयत'],
          created_at: '2025-07-01T10:00:00Z',
        },
      ].map((r) => ({ content: `<h2>${r.title}</h2><p>Body</p>`, author: 'Adv. R. K. Mishra', reading_time: 5, ...r }));
      const { data, error } = await t.service.from('blog_posts').insert(rows, { defaultToNull: false }).select('*');
      expect(error).toBeNull();
      posts = data!;
    });

    const bySlug = (suffix: string) => posts.find((p) => p.slug === `${category}-${suffix}`)!;

    it('reads every published post, text included, newest first, drafts left out (the build)', async () => {
      const list = await listAllPosts(t.anon);
      const times = list.map((p) => Date.parse(p.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const mine = list.filter((p) => p.category === category || p.category === other).map((p) => p.slug);
      expect(mine).toEqual(['wills', 'notice', 'notary', 'estamp', 'affidavit', 'rent'].map((s) => `${category}-${s}`));
      expect(list.find((p) => p.slug === `${category}-wills`)).toMatchObject({
        tags: ['will', 'वसीयत'],
        language: 'en',
        reading_time: 5,
        content: '<h2>Wills</h2><p>Body</p>',
      });
    });

    it("gives a page of one language's cards, newest first, without their text, and how many there are", async () => {
      const english = await listPostCards({ language: 'en', category, page: 1 }, t.anon);
      expect(english.total).toBe(4);
      expect(english.rows.map((p) => p.slug)).toEqual(
        ['notice', 'notary', 'estamp', 'rent'].map((s) => `${category}-${s}`),
      );
      expect(Object.keys(english.rows[0]!).sort()).toEqual(
        [
          'author',
          'category',
          'created_at',
          'excerpt',
          'id',
          'image_url',
          'language',
          'reading_time',
          'slug',
          'tags',
          'title',
          'translation_of',
        ].sort(),
      );
      // No stored excerpt: the database's, from the text.
      expect(english.rows[0]!.excerpt).toBe('Legal notices Body');
      const hindi = await listPostCards({ language: 'hi', category, page: 1 }, t.anon);
      expect(hindi.rows.map((p) => p.slug)).toEqual([`${category}-affidavit`]);
      expect(await countPosts({ language: 'en', category }, t.anon)).toBe(4);
      expect(await listPostCards({ language: 'en', category, page: 2 }, t.anon)).toEqual({ rows: [], total: 4 });
    });

    it("lists each language's categories, newest first, with their published posts' count", async () => {
      const categories = await listCategories(t.anon);
      expect(categories.filter((c) => c.category === category)).toEqual([
        expect.objectContaining({ language: 'en', posts: 4 }),
        expect.objectContaining({ language: 'hi', posts: 1 }),
      ]);
      const newest = categories.map((c) => Date.parse(c.newest));
      expect(newest).toEqual([...newest].sort((a, b) => b - a));
    });

    it('gives what the phone keeps: the newest posts of a language, their text by id, which are still published', async () => {
      const recent = await listRecentPosts('hi', 50, t.anon);
      expect(recent.map((p) => p.id)).toContain(bySlug('affidavit').id);
      expect(Object.keys(recent[0]!).sort()).toEqual(['created_at', 'id', 'updated_at']);
      const ids = [bySlug('rent').id, bySlug('draft').id, randomUUID(), 'not-a-uuid),or=(id.neq.x'];
      expect((await getPosts(ids, t.anon)).map((p) => p.content)).toEqual([
        '<h2>Rent agreements in Madhya Pradesh</h2><p>Body</p>',
      ]);
      expect(await publishedIds(ids, t.anon)).toEqual([bySlug('rent').id]);
    });

    describe('pages and search', () => {
      const topic = `Paging ${randomUUID().slice(0, 8)}`;
      type Insert = Database['public']['Tables']['blog_posts']['Insert'];
      const insert = async (rows: Insert[]) => {
        const { error } = await t.service.from('blog_posts').insert(rows, { defaultToNull: false });
        expect(error).toBeNull();
      };
      const texts = [
        'Stamp duty is 5% of the value_on the deed',
        'A cheque (Section 138), then a notice, within 30 days',
        'Use "quotes" and back\\slashes; a*b is not a-b',
        'किरायेदार और मकान मालिक का <strong>किरायानामा</strong>',
      ];

      beforeAll(async () => {
        // 45 posts at one instant (34 English, 11 Hindi): only the id orders them, and every page must
        // still hold each once.
        await insert(
          Array.from({ length: 45 }, (_, i) => ({
            title: `Same instant ${i}`,
            content: `<p>${texts[i % texts.length]}</p>`,
            category: topic,
            created_at: '2024-01-01T00:00:00Z',
            language: i % texts.length === 3 ? 'hi' : 'en',
          })),
        );
      });

      it('holds each post once across its pages, however many share a date', async () => {
        const all = { language: 'en' as const, category: topic };
        const pages = await Promise.all([1, 2, 3, 4].map((page) => listPostCards({ ...all, page }, t.anon)));
        expect(pages.map((p) => p.total)).toEqual([34, 34, 34, 34]);
        expect(pages.map((p) => p.rows.length)).toEqual([
          BLOG_PAGE_SIZE,
          BLOG_PAGE_SIZE,
          BLOG_PAGE_SIZE,
          34 - 3 * BLOG_PAGE_SIZE,
        ]);
        const ids = pages.flatMap((p) => p.rows.map((post) => post.id));
        expect(new Set(ids).size).toBe(34);
        // Asked for by id, ten to a request (the answer's head stays small): every one comes back, once.
        expect(new Set((await getPosts(ids, t.anon)).map((p) => p.id))).toEqual(new Set(ids));
        expect(await publishedIds(ids, t.anon)).toHaveLength(34);
      });

      it('finds a case-insensitive substring of the title, excerpt or text, never the tags', async () => {
        const found = async (search: string, language: 'en' | 'hi' = 'en') =>
          (await listPostCards({ language, category: topic, search, page: 1 }, t.anon)).total;
        expect(await found('SECTION 138')).toBe(11);
        expect(await found('same INSTANT 1')).toBe(8); // 1, 10-19 in English (11, 15, 19 are Hindi)
        expect(await found('किरायानामा', 'hi')).toBe(11);
        expect(await found('किरायानामा')).toBe(0);
        expect(await found('strong', 'hi')).toBe(0);
        expect(await found('  cheque   (section ')).toBe(11);
      });

      it("matches what a visitor types as they typed it: PostgREST's and LIKE's signs find themselves or nothing", async () => {
        const found = async (search: string) =>
          (await listPostCards({ language: 'en', category: topic, search, page: 1 }, t.anon)).total;
        // LIKE's wildcards are escaped: they find themselves only.
        expect(await found('5%')).toBe(12);
        expect(await found('%')).toBe(12);
        expect(await found('value_on')).toBe(12);
        expect(await found('_')).toBe(12);
        expect(await found('back\\slash')).toBe(11);
        // A * finds itself (it matches one character: "a*b", and any "a?b").
        expect(await found('a*b')).toBe(11);
        // Commas, parentheses, dots, quotes: no filter syntax in a value.
        expect(await found('(Section 138),')).toBe(11);
        expect(await found(')')).toBe(11);
        expect(await found('"quotes"')).toBe(11);
        for (const hostile of [
          'x)',
          '(x',
          'x,or(id.neq.0)',
          'x),or=(title.ilike.*',
          '*,title.ilike.*',
          "'; drop table blog_posts; --",
          'title.eq.x&select=*',
          '\\%',
          '%_%',
          'ü'.repeat(500),
        ]) {
          expect(await found(hostile), hostile).toBe(0);
        }
        expect(await countPosts({ language: 'en', category: topic, search: 'x),or=(title.ilike.*' }, t.anon)).toBe(0);
        // Control characters (a NUL would be refused by the database) are not words: no search at all.
        expect(await found('\u0000\u0007')).toBe(34);
      });

      it("derives a card's excerpt from the text as the phone reads it (public.post_text, htmlToText)", async () => {
        const samples = [
          '<p>A&nbsp;&ldquo;B&rdquo; &#8377;500 &#x20B9;</p><script>alert(1)</script><style>p{}</style><!-- note -->C',
          '<p>one</p><p>two</p><ul><li>three</li></ul>',
          '<p>Hello <strong>wo</strong>rld &amp;lt; &amp; &lt;b&gt;</p>',
          '<h2>किरायानामा</h2><p>11 महीने का ही क्यों?</p>',
        ];
        const excerpts = `Excerpt ${randomUUID().slice(0, 8)}`;
        await insert(samples.map((content, i) => ({ title: `Sample ${i}`, content, category: excerpts })));
        const { rows } = await listPostCards({ language: 'en', category: excerpts, page: 1 }, t.anon);
        expect(rows.map((r) => r.excerpt).sort()).toEqual(samples.map((html) => htmlToText(html)).sort());
      });

      it("cuts a card's excerpt at 150 letters, never inside one, and keeps a stored excerpt", async () => {
        const text =
          'Whether you are renting out a flat in Bhopal, taking a shop on rent in Indore or finding a room near a college in Jabalpur, a written rent agreement is the simplest protection.';
        const syllables = (n: number) => 'कि'.repeat(n); // 2 characters, 1 letter each
        const conjuncts = (n: number) => 'क्ष'.repeat(n); // 3 characters, 1 letter each
        const cases: [Pick<Insert, 'content' | 'excerpt'>, string][] = [
          [
            { content: `<p>${text.replace('Bhopal', '<strong>Bhopal</strong>')}</p><h2>Next</h2>` },
            `${text.slice(0, 150).trimEnd()}...`,
          ],
          [{ content: '<p>Short &amp; sweet.</p>' }, 'Short & sweet.'],
          [{ content: `<p>${syllables(150)}</p>` }, syllables(150)],
          [{ content: `<p>${syllables(151)}</p>` }, `${syllables(150)}...`],
          [{ content: `<p>${conjuncts(151)}</p>` }, `${conjuncts(150)}...`],
          [{ content: `<p>${text}</p>`, excerpt: '  Stored.  ' }, 'Stored.'],
          [{ content: `<p>${text}</p>`, excerpt: '   ' }, `${text.slice(0, 150).trimEnd()}...`],
        ];
        const cuts = `Cut ${randomUUID().slice(0, 8)}`;
        await insert(
          cases.map(([row], i) => ({
            title: `Cut ${i}`,
            category: cuts,
            created_at: `2024-02-0${i + 1}T00:00:00Z`,
            ...row,
          })),
        );
        const { rows } = await listPostCards({ language: 'en', category: cuts, page: 1 }, t.anon);
        expect(rows.map((r) => r.excerpt).reverse()).toEqual(cases.map(([, excerpt]) => excerpt));
      });
    });

    it('gets one post by id or by slug, and null when there is none', async () => {
      const rent = bySlug('rent');
      expect((await getPost(rent.id, t.anon))?.slug).toBe(rent.slug);
      expect((await getPost(rent.id.toUpperCase(), t.anon))?.id).toBe(rent.id);
      expect((await getPost(rent.slug!, t.anon))?.id).toBe(rent.id);
      expect(await getPost('no-such-post', t.anon)).toBeNull();
      expect(await getPost(randomUUID(), t.anon)).toBeNull();
      expect(await getPost(bySlug('draft').id, t.anon)).toBeNull();
    });

    it('gives the other published posts of the category, newest first, to choose the related ones from', async () => {
      const rent = bySlug('rent');
      const related = await getRelatedPosts(rent, t.anon);
      expect(related.map((p) => p.slug)).toEqual(
        ['notice', 'notary', 'estamp', 'affidavit'].map((s) => `${category}-${s}`),
      );
      expect(await getRelatedPosts(bySlug('wills'), t.anon)).toEqual([]);
    });

    describe('translations (blog_posts.translation_of)', () => {
      const insert = (row: Partial<Database['public']['Tables']['blog_posts']['Insert']>) =>
        t.service
          .from('blog_posts')
          .insert({ title: 'T', content: '<p>T</p>', category: other, ...row })
          .select('*')
          .single();

      it('finds the translation from either post; none for a post without one or with a draft', async () => {
        const notice = bySlug('notice');
        const { data: hindi, error } = await insert({
          slug: `${category}-notice-hi`,
          language: 'hi',
          translation_of: notice.id,
        });
        expect(error).toBeNull();
        expect((await getTranslation(notice, t.anon))?.slug).toBe(`${category}-notice-hi`);
        expect((await getTranslation(hindi!, t.anon))?.id).toBe(notice.id);
        expect(await getTranslation(bySlug('rent'), t.anon)).toBeNull();
        const { data: draftHindi } = await insert({
          slug: `${category}-notary-hi`,
          language: 'hi',
          translation_of: bySlug('notary').id,
          published: false,
        });
        expect(draftHindi).not.toBeNull();
        expect(await getTranslation(bySlug('notary'), t.anon)).toBeNull();
      });

      it('keeps a pair a pair: other language, one translation, no chains, not itself', async () => {
        const estamp = bySlug('estamp');
        const same = await insert({ slug: `${category}-x1`, language: 'en', translation_of: estamp.id });
        expect(same.error?.code).toBe('23514');
        const { data: first } = await insert({ slug: `${category}-x2`, language: 'hi', translation_of: estamp.id });
        expect(first).not.toBeNull();
        const second = await insert({ slug: `${category}-x3`, language: 'hi', translation_of: estamp.id });
        expect(second.error?.code).toBe('23505');
        // A translation of a translation, and an original becoming a translation: refused.
        const chain = await insert({ slug: `${category}-x4`, language: 'en', translation_of: first!.id });
        expect(chain.error?.code).toBe('23514');
        const { error: originalAsTranslation } = await t.service
          .from('blog_posts')
          .update({ translation_of: bySlug('affidavit').id })
          .eq('id', estamp.id);
        expect(originalAsTranslation?.code).toBe('23514');
        // The original may not move into its translation's language.
        const { error: sameLanguage } = await t.service
          .from('blog_posts')
          .update({ language: 'hi' })
          .eq('id', estamp.id);
        expect(sameLanguage?.code).toBe('23514');
        const self = await t.service.from('blog_posts').update({ translation_of: estamp.id }).eq('id', estamp.id);
        expect(self.error?.code).toBe('23514');
      });

      it('anon cannot link posts', async () => {
        const { data, error } = await t.anon
          .from('blog_posts')
          .update({ translation_of: bySlug('affidavit').id })
          .eq('id', bySlug('wills').id)
          .select('id');
        expect(error?.code ?? (data?.length === 0 ? 'no rows' : 'updated')).not.toBe('updated');
        const { data: wills } = await t.service
          .from('blog_posts')
          .select('translation_of')
          .eq('id', bySlug('wills').id)
          .single();
        expect(wills?.translation_of).toBeNull();
      });
    });

    it('anon cannot write posts', async () => {
      const { error } = await t.anon.from('blog_posts').insert({ title: 'x', content: 'x', category });
      expect(error?.code).toBe('42501');
    });
  });

  describe.skipIf(Boolean(backend.skip))('restart', () => {
    it('keeps the data and the order sequence, and applies nothing twice', async () => {
      const before = Number((await submit(request(), now(), t.anon)).slice(2));
      const { count: requestsBefore } = await t.service
        .from('contact_submissions')
        .select('*', { count: 'exact', head: true });
      await t.restart();
      const { count: requestsAfter } = await t.service
        .from('contact_submissions')
        .select('*', { count: 'exact', head: true });
      expect(requestsAfter).toBe(requestsBefore);
      const after = Number((await submit(request(), now(), t.anon)).slice(2));
      expect(after).toBeGreaterThan(before);
    });
  });
});
