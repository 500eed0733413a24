/**
 * Mail to customers is sent by the server (docs/security.md, "Mail to
 * customers"): the database queues a confirmation for each stored request and
 * a status e-mail when staff choose to tell the customer; the customer-mail
 * Edge Function, run by the real Deno behind the local gateway, sends each
 * once through the EmailJS-compatible endpoint with the private key, and
 * retries what failed. On PGlite and PostgreSQL 15.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submitRequest } from '../../src/lib/api/index.ts';
import { getRequest, setRequestStatus } from '../../src/lib/api/staff.ts';
import type { AppSupabaseClient } from '../../src/lib/supabase.ts';
import { LOCAL_STAFF } from '../../supabase/local/auth.ts';
import { readOutbox } from '../../supabase/local/gateway.ts';
import {
  LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID,
  LOCAL_EMAILJS_PUBLIC_KEY,
  LOCAL_EMAILJS_SERVICE_ID,
  LOCAL_EMAILJS_STATUS_TEMPLATE_ID,
} from '../../supabase/local/keys.ts';
import { backends, person, requestsLike, signedIn, startTestStack, type TestStack } from '../support/integration/test-stack';

const request = requestsLike({
  name: 'सुनीता वर्मा',
  emailName: 'sunita',
  phonePrefix: '96',
  service: 'stamp_papers',
  document_type: 'affidavit',
  urgency: 'urgent',
  message: 'Affidavit for a name change.',
  language: 'hi',
});

describe.each(backends())('customer mail on $name', (backend) => {
  let t: TestStack;
  let staff: AppSupabaseClient;
  const mailTo = (email: string) => readOutbox(t.stack.mailOutbox).filter((m) => m.template_params.to_email === email);
  /** Makes every waiting mail due now (the retry delay is 30 s and more), with the service role. */
  const dueNow = async () => {
    const { error } = await t.service
      .from('customer_mail')
      .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .is('sent_at', null);
    expect(error).toBeNull();
  };

  beforeAll(async () => {
    if (backend.skip) return;
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
    it('goes out once per stored request, to the stored address, in its language, with the private key', async () => {
      const row = request();
      const orderId = await submitRequest(row, person, t.anon);
      await submitRequest(row, person, t.anon); // a retry of the same request: nothing new
      expect(await t.stack.wakeCustomerMail()).toMatchObject({ sent: 1, failed: 0 });
      expect(await t.stack.wakeCustomerMail()).toMatchObject({ sent: 0, failed: 0 });

      const mails = mailTo(row.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        template_id: LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID,
        access_token: true,
        template_params: {
          to_name: 'सुनीता वर्मा',
          order_id: orderId,
          document_type: 'शपथ पत्र',
          language: 'hi',
        },
      });
      expect(String(mails[0]!.template_params.track_url)).toMatch(new RegExp(`/hi/track\\?order=${orderId}$`));
      expect(mails[0]!.template_params).not.toHaveProperty('message');

      const found = await getRequest(staff, orderId);
      expect(found?.mail).toHaveLength(1);
      expect(found?.mail[0]).toMatchObject({ kind: 'confirmation', attempts: 1, last_error: null });
      expect(found?.mail[0]?.sent_at).not.toBeNull();
    });

    it('is retried after EmailJS fails, with its state visible to staff, and still sent once', async () => {
      const row = request({ language: 'en' });
      const orderId = await submitRequest(row, person, t.anon);
      t.stack.setMailMode('429', { count: 1 });
      expect(await t.stack.wakeCustomerMail()).toMatchObject({ sent: 0, failed: 1 });

      const failed = (await getRequest(staff, orderId))!.mail[0]!;
      expect(failed.sent_at).toBeNull();
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toMatch(/429/);
      expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 15_000);
      expect(await t.stack.wakeCustomerMail()).toMatchObject({ sent: 0 }); // not due yet
      expect(mailTo(row.email)).toHaveLength(0);

      await dueNow();
      expect(await t.stack.wakeCustomerMail()).toMatchObject({ sent: 1 });
      expect(mailTo(row.email)).toHaveLength(1);
      expect((await getRequest(staff, orderId))!.mail[0]).toMatchObject({ attempts: 2, last_error: null });
    });

    it('two wake-ups at once send each mail once', async () => {
      const rows = [request(), request(), request()];
      for (const row of rows) await submitRequest(row, person, t.anon);
      await Promise.all([t.stack.wakeCustomerMail(), t.stack.wakeCustomerMail(), t.stack.wakeCustomerMail()]);
      for (const row of rows) expect(mailTo(row.email)).toHaveLength(1);
    });
  });

  describe.skipIf(Boolean(backend.skip))('a status change', () => {
    it('is e-mailed with the note only when staff choose to, in the customer language', async () => {
      const row = request();
      const orderId = await submitRequest(row, person, t.anon);
      await t.stack.wakeCustomerMail();
      await setRequestStatus(staff, { orderId, status: 'in_review', customerNote: 'कल तक', notifyCustomer: false });
      await setRequestStatus(staff, { orderId, status: 'ready', customerNote: 'तैयार है', notifyCustomer: true });
      expect(await t.stack.wakeCustomerMail()).toMatchObject({ sent: 1 });

      const status = mailTo(row.email).filter((m) => m.template_id === LOCAL_EMAILJS_STATUS_TEMPLATE_ID);
      expect(status).toHaveLength(1);
      expect(status[0]!.template_params).toMatchObject({ order_id: orderId, note: 'तैयार है', language: 'hi' });
      expect(status[0]!.access_token).toBe(true);
      const kinds = (await getRequest(staff, orderId))!.mail.map((m) => m.kind);
      expect(kinds).toEqual(['confirmation', 'status']);
    });
  });

  describe.skipIf(Boolean(backend.skip))('what a script cannot do', () => {
    it('send the customer templates through the mail endpoint with the public key alone', async () => {
      for (const template_id of [LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID, LOCAL_EMAILJS_STATUS_TEMPLATE_ID]) {
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

    it('wake the function, read or change the mail queue with the anon key', async () => {
      const wake = await fetch(`${t.stack.apiUrl}/functions/v1/customer-mail`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.stack.anonKey}`, apikey: t.stack.anonKey },
      });
      expect(wake.status).toBe(401);
      const read = await t.anon.from('customer_mail').select('*');
      expect(read.data ?? []).toEqual([]);
      expect(read.error).not.toBeNull();
      for (const fn of ['claim_customer_mail', 'finish_customer_mail']) {
        const { error } = await t.anon.rpc(fn as never, { p_id: 1 } as never);
        expect(error).not.toBeNull();
      }
    });
  });
});
