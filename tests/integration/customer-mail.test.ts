/**
 * The e-mail channel of the one message queue (docs/security.md, "Messages to
 * clients"): the database queues a confirmation for each stored request, a
 * status e-mail when staff choose to tell the customer and a newsletter
 * sign-up's link; the customer-messages Edge Function, run by the real Deno
 * behind the local gateway, claims each, sends it through the
 * EmailJS-compatible endpoint with the private key and reports back under its
 * claim. Tests wait for the queue's state, never for one wake's answer. On
 * PGlite and PostgreSQL 15.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmNewsletter, subscribeNewsletter } from '@/api/index.ts';
import { getRequest, resendCustomerMessage, setRequestStatus } from '@/api/staff.ts';
import { attachDocument } from '@/api/staff-papers.ts';
import type { AppSupabaseClient } from '@/api/supabase.ts';
import { LOCAL_STAFF } from '../../supabase/local/auth.ts';
import { readOutbox } from '../../supabase/local/gateway.ts';
import {
  LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID,
  LOCAL_EMAILJS_NEWSLETTER_TEMPLATE_ID,
  LOCAL_EMAILJS_PUBLIC_KEY,
  LOCAL_EMAILJS_SERVICE_ID,
  LOCAL_EMAILJS_STATUS_TEMPLATE_ID,
  LOCAL_MESSAGES_WAKE_SECRET,
} from '../../supabase/local/keys.ts';
import {
  dueNow,
  isSettled,
  mailAbout,
  messagesWhen as mailWhen,
  newsletterMail,
} from '../support/integration/message-queue';
import {
  backends,
  person,
  requestsLike,
  signedIn,
  startTestStack,
  submit,
  type TestStack,
} from '../support/integration/test-stack';

const request = requestsLike({
  name: 'सुनीता वर्मा',
  emailName: 'sunita',
  phonePrefix: '96',
  service: 'stamp_papers',
  documentType: 'affidavit',
  urgency: 'urgent',
  message: 'Affidavit for a name change.',
  language: 'hi',
});

/** The e-mail channel's attempts (private.channel_limits, migration 20261129200100). */
const MAX_ATTEMPTS = 8;

describe.each(backends())('customer mail on $name', (backend) => {
  let t: TestStack;
  let staff: AppSupabaseClient;
  const mailTo = (email: string) => readOutbox(t.stack.mailOutbox).filter((m) => m.template_params.to_email === email);
  const mailOf = (orderId: string) => () => mailAbout(t, [orderId]);
  /** What a caller of the service role can do with the queue's functions. */
  const rpc = async <T>(name: string, args: Record<string, unknown>) => {
    const { data, error } = await t.service.rpc(name as never, args as never);
    if (error) throw new Error(error.message);
    return data as T;
  };

  beforeAll(async () => {
    if (backend.skip) return;
    // The tests wake the function themselves (and wait for the queue's state).
    t = await startTestStack(backend.name, { wakeMailEveryMs: 0 });
    staff = await signedIn(t, LOCAL_STAFF.email, LOCAL_STAFF.password);
  });
  afterAll(async () => {
    await t?.stop();
  });
  beforeEach(() => {
    t?.stack.setMailMode('ok');
  });

  describe.skipIf(Boolean(backend.skip))('the confirmation', () => {
    it('goes out once per stored request, to the stored address, in its language, with the private key, naming no one', async () => {
      const row = request();
      const orderId = await submit(row, person, t.anon);
      await submit(row, person, t.anon); // a retry of the same request: nothing new
      const [mail] = await mailWhen(t, mailOf(orderId));
      expect(mail).toMatchObject({ kind: 'confirmation', attempts: 1, last_error: null, failed_at: null });
      expect(mail!.sent_at).not.toBeNull();
      await t.stack.wakeMessages(); // nothing is due: nothing more is sent

      const mails = mailTo(row.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        template_id: LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID,
        access_token: true,
        template_params: { order_id: orderId, document_type: 'शपथ पत्र', language: 'hi' },
      });
      expect(String(mails[0]!.template_params.track_url)).toMatch(new RegExp(`/hi/track\\?order=${orderId}$`));
      // Nothing the visitor typed: no name, no message.
      expect(Object.keys(mails[0]!.template_params).sort()).toEqual(
        ['document_type', 'language', 'order_id', 'service', 'to_email', 'track_url', 'urgency'].sort(),
      );
      expect((await getRequest(staff, orderId))?.messages).toHaveLength(1);
    });

    it('is retried after EmailJS fails, with its state visible to staff, and still sent once', async () => {
      const row = request({ language: 'en' });
      t.stack.setMailMode('429', { count: 1, recipient: row.email });
      const orderId = await submit(row, person, t.anon);
      const [failed] = await mailWhen(t, mailOf(orderId));
      expect(failed).toMatchObject({ sent_at: null, failed_at: null, attempts: 1 });
      expect(failed!.last_error).toMatch(/429/);
      expect(Date.parse(failed!.next_attempt_at)).toBeGreaterThan(Date.now() + 15_000);
      await t.stack.wakeMessages(); // not due yet
      expect(mailTo(row.email)).toHaveLength(0);

      await dueNow(t);
      const [sent] = await mailWhen(t, mailOf(orderId), (mail) => mail.every((m) => m.sent_at));
      expect(sent).toMatchObject({ attempts: 2, last_error: null });
      expect(mailTo(row.email)).toHaveLength(1);
    });

    it('three wakes at once send each mail once', async () => {
      const rows = [request(), request(), request()];
      const orderIds: string[] = [];
      for (const row of rows) orderIds.push(await submit(row, person, t.anon));
      await Promise.all([t.stack.wakeMessages(), t.stack.wakeMessages(), t.stack.wakeMessages()]);
      await mailWhen(
        t,
        () => mailAbout(t, orderIds),
        (mail) => mail.length === 3 && mail.every((m) => m.sent_at),
      );
      for (const row of rows) expect(mailTo(row.email)).toHaveLength(1);
    });
  });

  describe.skipIf(Boolean(backend.skip))('a status change', () => {
    it('is e-mailed with the note only when staff choose to, in the customer language', async () => {
      const row = request();
      const orderId = await submit(row, person, t.anon);
      await mailWhen(t, mailOf(orderId));
      await setRequestStatus(staff, { orderId, status: 'in_review', customerNote: 'कल तक', notifyCustomer: false });
      await setRequestStatus(staff, { orderId, status: 'ready', customerNote: 'तैयार है', notifyCustomer: true });
      const mail = await mailWhen(t, mailOf(orderId), (m) => m.length === 2 && m.every((x) => x.sent_at));
      expect(mail.map((m) => m.kind)).toEqual(['confirmation', 'status']);

      const status = mailTo(row.email).filter((m) => m.template_id === LOCAL_EMAILJS_STATUS_TEMPLATE_ID);
      expect(status).toHaveLength(1);
      expect(status[0]!.template_params).toMatchObject({ order_id: orderId, note: 'तैयार है', language: 'hi' });
      expect(status[0]!.template_params).not.toHaveProperty('to_name');
      expect(status[0]!.access_token).toBe(true);
    });
  });

  describe.skipIf(Boolean(backend.skip))('the finished document', () => {
    it('marked Ready with it attached, the client is e-mailed once where to download it; a corrected file is announced again', async () => {
      const row = request();
      const orderId = await submit(row, person, t.anon);
      await mailWhen(t, mailOf(orderId));
      const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'deed.pdf', { type: 'application/pdf' });
      // Attached while the request is being drafted: nothing yet.
      await attachDocument(staff, orderId, pdf);
      expect((await mailAbout(t, [orderId])).map((m) => m.kind)).toEqual(['confirmation']);
      t.stack.setMailMode('429', { count: 1, recipient: row.email });
      await setRequestStatus(staff, { orderId, status: 'ready', customerNote: 'तैयार है', notifyCustomer: true });
      await mailWhen(t, mailOf(orderId), (m) => m.length === 2 && m[1]!.attempts === 1);
      // A corrected file while the first announcement waits: still one announcement.
      await attachDocument(staff, orderId, pdf);
      await dueNow(t);
      const mail = await mailWhen(t, mailOf(orderId), (m) => m.length === 2 && m.every((x) => x.sent_at));
      expect(mail.map((m) => m.kind)).toEqual(['confirmation', 'document_ready']);
      // The staff's news: no client's share of the hour.
      expect(mail[1]!.client_key).toBeNull();

      const ready = mailTo(row.email).filter((m) => m.template_id === LOCAL_EMAILJS_STATUS_TEMPLATE_ID);
      expect(ready).toHaveLength(1);
      expect(ready[0]!.template_params).toMatchObject({
        order_id: orderId,
        language: 'hi',
        status: 'दस्तावेज़ तैयार',
        track_url: expect.stringContaining(`/hi/track?order=${orderId}`),
      });
      expect(ready[0]!.template_params.status_text).toContain('डाउनलोड');
      // Sent: a corrected file later is announced again.
      await attachDocument(staff, orderId, pdf);
      const again = await mailWhen(t, mailOf(orderId), (m) => m.length === 3 && m.every((x) => x.sent_at));
      expect(again.map((m) => m.kind)).toEqual(['confirmation', 'document_ready', 'document_ready']);
      expect(mailTo(row.email).filter((m) => m.template_id === LOCAL_EMAILJS_STATUS_TEMPLATE_ID)).toHaveLength(2);
    });
  });

  describe.skipIf(Boolean(backend.skip))('the queue sends once (docs/security.md, "Messages to clients")', () => {
    it("a claim that ran out and was taken by another sender: the first sender's answer is refused", async () => {
      const row = request();
      const orderId = await submit(row, person, t.anon);
      const first = await rpc<{ id: number; claim: string; to: string }>('claim_customer_message', {
        p_channel: 'email',
      });
      expect(first).toMatchObject({ to: row.email });
      // Its claim runs out (EmailJS was slow); another sender takes the mail.
      const { error } = await t.service
        .from('customer_messages')
        .update({ claimed_until: new Date(Date.now() - 1000).toISOString() })
        .eq('id', first.id);
      expect(error).toBeNull();
      const second = await rpc<{ id: number; claim: string }>('claim_customer_message', { p_channel: 'email' });
      expect(second.id).toBe(first.id);
      expect(second.claim).not.toBe(first.claim);

      expect(
        await rpc('finish_customer_message', { p_id: first.id, p_claim: first.claim, p_error: 'EmailJS 429' }),
      ).toBe(false);
      expect((await mailAbout(t, [orderId]))[0]).toMatchObject({ sent_at: null, last_error: null, attempts: 2 });
      expect(await rpc('finish_customer_message', { p_id: second.id, p_claim: second.claim })).toBe(true);
      expect(await rpc('finish_customer_message', { p_id: first.id, p_claim: first.claim })).toBe(false);
      const [mail] = await mailAbout(t, [orderId]);
      expect(mail!.sent_at).not.toBeNull();
      expect(mail!.claim_token).toBeNull();
    });

    it('an address EmailJS refuses is tried at most the maximum number of times, then shown failed; staff send it again', async () => {
      const row = request({ language: 'en' });
      t.stack.setMailMode('403', { recipient: row.email });
      const orderId = await submit(row, person, t.anon);
      for (let tries = 1; tries <= MAX_ATTEMPTS + 2; tries++) {
        await mailWhen(t, mailOf(orderId));
        await dueNow(t);
      }
      const [failed] = await mailWhen(t, mailOf(orderId));
      expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null });
      expect(failed!.failed_at).not.toBeNull();
      expect(failed!.last_error).toMatch(/403/);
      expect(mailTo(row.email)).toHaveLength(0);
      // The inbox reads it as failed.
      expect((await getRequest(staff, orderId))?.messages[0]?.failed_at).not.toBeNull();

      // Only staff may send it again; then it goes once.
      const outsider = await t.anon.rpc('resend_customer_message' as never, { p_id: failed!.id } as never);
      expect(outsider.error?.code).toBe('42501');
      t.stack.setMailMode('ok');
      await resendCustomerMessage(staff, failed!.id);
      const [sent] = await mailWhen(t, mailOf(orderId), (mail) => mail.every((m) => m.sent_at));
      expect(sent).toMatchObject({ attempts: 1, failed_at: null, last_error: null });
      expect(mailTo(row.email)).toHaveLength(1);
      await expect(resendCustomerMessage(staff, failed!.id)).rejects.toMatchObject({ code: 'P0002' });
    });

    it('over the hourly cap, mail waits in the queue, unclaimed and never failed, and goes when there is room', async () => {
      const [{ sent, cap }] = await t.stack.sql<{ sent: number; cap: number }>(
        `select (select count(*)::int from public.customer_messages
                  where channel = 'email' and sent_at > now() - interval '1 hour') as sent,
                (select per_hour from private.channel_limits where channel = 'email') as cap`,
      );
      const setCap = (perHour: number) =>
        t.stack.sql(`update private.channel_limits set per_hour = $1 where channel = 'email'`, [perHour]);
      await setCap(sent + 2);
      try {
        const orderIds: string[] = [];
        for (let i = 0; i < 4; i++) orderIds.push(await submit(request(), person, t.anon));
        const mail = await mailWhen(
          t,
          () => mailAbout(t, orderIds),
          (m) => m.filter((x) => x.sent_at).length === 2,
        );
        await t.stack.wakeMessages();
        const waiting = (await mailAbout(t, orderIds)).filter((m) => !m.sent_at);
        expect(mail).toHaveLength(4);
        expect(waiting).toHaveLength(2);
        for (const m of waiting) expect(m).toMatchObject({ attempts: 0, failed_at: null, claimed_until: null });
        await setCap(cap);
        await mailWhen(
          t,
          () => mailAbout(t, orderIds),
          (m) => m.every((x) => x.sent_at),
        );
      } finally {
        await setCap(cap);
      }
    });
  });

  describe.skipIf(Boolean(backend.skip))('the newsletter link', () => {
    it('goes to the address in its language; the link confirms once and says so again', async () => {
      const email = `reader.${Date.now()}@example.in`;
      expect(await subscribeNewsletter(email, 'hi', person, t.anon)).toBe('check_inbox');
      const [mail] = await mailWhen(t, () => newsletterMail(t, email));
      expect(mail).toMatchObject({ kind: 'newsletter', attempts: 1 });
      expect(mail!.sent_at).not.toBeNull();
      const [sent] = mailTo(email);
      expect(sent).toMatchObject({ template_id: LOCAL_EMAILJS_NEWSLETTER_TEMPLATE_ID, access_token: true });
      expect(sent!.template_params).toMatchObject({ language: 'hi', subject: 'न्यूज़लेटर की सदस्यता की पुष्टि करें' });
      const link = new URL(String(sent!.template_params.confirm_url));
      expect(link.pathname).toBe('/hi/newsletter');
      const token = new URLSearchParams(link.hash.slice(1)).get('confirm')!;
      expect(token).toMatch(/^[0-9a-f]{64}$/);

      const { data: before } = await t.service.from('newsletter_subscriptions').select('*').eq('email', email);
      expect(before![0]).toMatchObject({ confirmed_at: null, language: 'hi' });
      expect(JSON.stringify(before)).not.toContain(token); // the table keeps the token's hash only
      expect(await confirmNewsletter(token, t.anon)).toBe('subscribed');
      expect(await confirmNewsletter(token, t.anon)).toBe('already_subscribed');
      const altered = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
      expect(await confirmNewsletter(altered, t.anon)).toBe('invalid');
      expect(await confirmNewsletter('', t.anon)).toBe('invalid');
    });

    it('a sign-up not confirmed in time expires: its link is refused and it is deleted', async () => {
      const email = `late.reader.${Date.now()}@example.in`;
      await subscribeNewsletter(email, 'en', person, t.anon);
      await mailWhen(t, () => newsletterMail(t, email));
      const token = new URLSearchParams(new URL(String(mailTo(email)[0]!.template_params.confirm_url)).hash.slice(1));
      const { error } = await t.service
        .from('newsletter_subscriptions')
        .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .eq('email', email);
      expect(error).toBeNull();
      expect(await confirmNewsletter(token.get('confirm')!, t.anon)).toBe('invalid');
      await subscribeNewsletter(`other.${email}`, 'en', person, t.anon); // any sign-up clears the expired ones
      expect((await t.service.from('newsletter_subscriptions').select('id').eq('email', email)).data).toEqual([]);
    });

    it('at most three links a day to one mailbox, however its address is written', async () => {
      const stamp = Date.now();
      const forms = [`bo.x${stamp}@gmail.com`, `box${stamp}+n@googlemail.com`, `BOX${stamp}@gmail.com`];
      for (const email of [...forms, ...forms]) {
        expect(await subscribeNewsletter(email, 'en', person, t.anon)).toBe('check_inbox');
        await mailWhen(t, () => newsletterMail(t, email));
      }
      const mail = await newsletterMail(t, forms[0]!);
      expect(mail).toHaveLength(3);
      expect(mail.every((m) => isSettled(m) && m.sent_at)).toBe(true);
    });
  });

  describe.skipIf(Boolean(backend.skip))('what a script cannot do', () => {
    it('send the customer templates through the mail endpoint with the public key alone', async () => {
      for (const template_id of [
        LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID,
        LOCAL_EMAILJS_STATUS_TEMPLATE_ID,
        LOCAL_EMAILJS_NEWSLETTER_TEMPLATE_ID,
      ]) {
        const res = await fetch(`${t.stack.mailUrl}/api/v1.0/email/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
          body: JSON.stringify({
            service_id: LOCAL_EMAILJS_SERVICE_ID,
            template_id,
            user_id: LOCAL_EMAILJS_PUBLIC_KEY,
            template_params: { to_email: 'victim@example.com', note: 'Pay ₹4,999 at https://evil.example/pay' },
          }),
        });
        expect(res.status).toBe(403);
      }
      expect(mailTo('victim@example.com')).toHaveLength(0);
    });

    it('wake the function with any key but the wake secret; read or change the queue with the anon key', async () => {
      const wake = (authorization: string) =>
        fetch(`${t.stack.apiUrl}/functions/v1/customer-messages/send`, { method: 'POST', headers: { authorization } });
      // The service role key is the database's master key, not the webhook's password.
      for (const key of [t.stack.anonKey, t.stack.serviceRoleKey, LOCAL_MESSAGES_WAKE_SECRET.slice(0, -1)]) {
        const res = await wake(`Bearer ${key}`);
        expect(res.status).toBe(401);
        await res.body?.cancel();
      }
      const res = await wake(`Bearer ${LOCAL_MESSAGES_WAKE_SECRET}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ email: { sent: expect.any(Number) }, whatsapp: expect.any(Object) });

      const read = await t.anon.from('customer_messages').select('*');
      expect(read.data ?? []).toEqual([]);
      expect(read.error).not.toBeNull();
      for (const [fn, args] of [
        ['claim_customer_message', { p_channel: 'email' }],
        ['finish_customer_message', { p_id: 1, p_claim: crypto.randomUUID() }],
        ['resend_customer_message', { p_id: 1 }],
      ] as const) {
        const { error } = await t.anon.rpc(fn as never, args as never);
        expect(error).not.toBeNull();
      }
    });
  });
});
