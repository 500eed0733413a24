/**
 * The WhatsApp channel of the one message queue (docs/whatsapp.md): the
 * consent stored with the request, messages sent once by the
 * customer-messages Edge Function (the real Deno) through the local Cloud API
 * stand-in, the attempt cap and "Send again", refusals, receipts and STOP
 * through the signed webhook. The tests wake the sender themselves and wait
 * for the queue's state. On PGlite and PostgreSQL 15.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitRequestArgs } from '@/domain/request/wire.ts';
import { getRequest, resendCustomerMessage, setRequestStatus } from '@/api/staff.ts';
import { attachDocument } from '@/api/staff-papers.ts';
import { stopWhatsappUpdates } from '@/api/tracking.ts';
import type { AppSupabaseClient } from '@/api/supabase.ts';
import { hubSignature } from '../../supabase/functions/_shared/secrets.ts';
import { LOCAL_STAFF } from '../../supabase/local/auth.ts';
import {
  LOCAL_WHATSAPP_APP_SECRET,
  LOCAL_WHATSAPP_PHONE_NUMBER_ID,
  LOCAL_WHATSAPP_VERIFY_TOKEN,
} from '../../supabase/local/keys.ts';
import {
  backends,
  person,
  requestsLike,
  signedIn,
  startTestStack,
  submit,
  type TestStack,
} from '../support/integration/test-stack';
import {
  dueNow as whatsappDueNow,
  mailAbout,
  messagesWhen,
  whatsappAbout,
  whatsappAdmin,
  whatsappTo,
} from '../support/integration/message-queue';

/** The WhatsApp channel's maximum attempts (private.channel_limits, migration 20261129300000). */
const MAX_ATTEMPTS = 8;

let numbers = 0;
/** A fresh mobile number per request, typed as a client might. */
const mobile = () => {
  numbers += 1;
  const national = `98${String(Date.now() % 100000).padStart(5, '0')}${String(numbers).padStart(3, '0')}`;
  return { typed: `0${national.slice(0, 5)} ${national.slice(5)}`, number: `+91${national}` };
};

const request = requestsLike({
  name: 'रमेश पटेल',
  emailName: 'ramesh',
  phonePrefix: '97',
  service: 'legal_documentation',
  documentType: 'rent_agreement',
  urgency: 'standard',
  message: null,
  language: 'hi',
});

describe.each(backends())('WhatsApp updates on $name', (backend) => {
  let t: TestStack;
  let staff: AppSupabaseClient;
  const about = (orderId: string) => () => whatsappAbout(t, [orderId]);
  const webhook = () => `${t.stack.apiUrl}/functions/v1/customer-messages/whatsapp/webhook`;
  const whatsappWhen = messagesWhen;
  const mailWhen = messagesWhen;
  /** A request with consent from a fresh number. */
  const withConsent = async (language: 'en' | 'hi' = 'hi') => {
    const phone = mobile();
    const orderId = await submit(
      request({ phone: phone.typed, language, whatsapp: { consentVersion: 1 } }),
      person,
      t.anon,
    );
    return { orderId, ...phone };
  };

  beforeAll(async () => {
    if (backend.skip) return;
    t = await startTestStack(backend.name, { wakeMailEveryMs: 0 });
    staff = await signedIn(t, LOCAL_STAFF.email, LOCAL_STAFF.password);
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe.skipIf(Boolean(backend.skip))('the consent', () => {
    it('is stored with the request (when, the version, the language); the phone stays as typed, WhatsApp gets +91', async () => {
      const before = Date.now();
      const { orderId, typed, number } = await withConsent('hi');
      const { data } = await t.service.from('contact_submissions').select('*').eq('order_id', orderId).single();
      expect(data).toMatchObject({ phone: typed, whatsapp_to: number, whatsapp_consent_version: 1, language: 'hi' });
      // Recorded when it reached the firm, by the server's clock; Send's moment stays the request's.
      expect(Date.parse(data!.whatsapp_consent_at!)).toBeGreaterThanOrEqual(before - 2000);
      expect(Date.parse(data!.submitted_at!)).toBe(person.submittedAt);
      expect(data!.whatsapp_stopped_at).toBeNull();
    });

    it('is refused for a number that is no Indian mobile, and for a wording version that never was', async () => {
      // A Delhi landline; Satna's (07672 …) reads as a mobile number and is left to WhatsApp to refuse.
      const landline = await t.anon.rpc('submit_request', {
        ...argsOf(request({ phone: '011 2345 6789', whatsapp: { consentVersion: 1 } })),
      });
      expect(landline.error).toMatchObject({ code: '23514' });
      expect(landline.error?.message).toMatch(/contact_submissions_whatsapp_mobile/);
      const version = await t.anon.rpc('submit_request', {
        ...argsOf(request({ phone: mobile().typed, whatsapp: { consentVersion: 7 } })),
      });
      expect(version.error?.message).toMatch(/contact_submissions_whatsapp_consent_version/);
    });

    it('without it nothing is queued or sent on WhatsApp; the e-mail goes', async () => {
      const phone = mobile();
      const orderId = await submit(request({ phone: phone.typed }), person, t.anon);
      await mailWhen(t, () => mailAbout(t, [orderId]));
      await t.stack.wakeMessages();
      expect(await whatsappAbout(t, [orderId])).toEqual([]);
      expect(whatsappTo(t, phone.number)).toEqual([]);
    });
  });

  describe.skipIf(Boolean(backend.skip))('sending', () => {
    it('the confirmation goes once, as the approved template in the request language', async () => {
      const { orderId, number } = await withConsent('hi');
      await Promise.all([t.stack.wakeMessages(), t.stack.wakeMessages(), t.stack.wakeMessages()]);
      const [message] = await whatsappWhen(t, about(orderId));
      expect(message).toMatchObject({ kind: 'confirmation', attempts: 1, receipt: null });
      expect(message!.provider_id).toMatch(/^wamid\./);
      await t.stack.wakeMessages();
      const sent = whatsappTo(t, number);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        type: 'template',
        id: message!.provider_id,
        template: { name: 'request_received', language: 'hi', params: [orderId] },
      });
    });

    it('many requests and concurrent wakes: each message once', async () => {
      const requests = await Promise.all([withConsent('en'), withConsent('hi'), withConsent('en'), withConsent('hi')]);
      await Promise.all([t.stack.wakeMessages(), t.stack.wakeMessages(), t.stack.wakeMessages()]);
      await whatsappWhen(
        t,
        () =>
          whatsappAbout(
            t,
            requests.map((r) => r.orderId),
          ),
        (rows) => rows.length === 4 && rows.every((r) => r.sent_at),
      );
      for (const r of requests) expect(whatsappTo(t, r.number)).toHaveLength(1);
    });

    it('a status the staff announce goes once with its label; one not announced does not', async () => {
      const { orderId, number } = await withConsent('en');
      await whatsappWhen(t, about(orderId));
      await setRequestStatus(staff, { orderId, status: 'in_review', notifyCustomer: false });
      await setRequestStatus(staff, { orderId, status: 'ready', customerNote: 'Collect it', notifyCustomer: true });
      const rows = await whatsappWhen(t, about(orderId), (m) => m.length === 2 && m.every((x) => x.sent_at));
      expect(rows.map((r) => r.kind)).toEqual(['confirmation', 'status']);
      const status = whatsappTo(t, number).filter((m) => m.template?.name === 'request_status');
      expect(status).toHaveLength(1);
      expect(status[0]!.template).toMatchObject({ language: 'en', params: [orderId, 'Ready'] });
    });

    it('Ready with the finished document attached goes once as its template, in the client language', async () => {
      const { orderId, number } = await withConsent('hi');
      await whatsappWhen(t, about(orderId));
      const docx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], 'deed.docx');
      await attachDocument(staff, orderId, docx);
      await setRequestStatus(staff, { orderId, status: 'ready', notifyCustomer: true });
      const rows = await whatsappWhen(t, about(orderId), (m) => m.length === 2 && m.every((x) => x.sent_at));
      expect(rows.map((r) => r.kind)).toEqual(['confirmation', 'document_ready']);
      const ready = whatsappTo(t, number).filter((m) => m.template?.name === 'document_ready');
      expect(ready).toHaveLength(1);
      expect(ready[0]!.template).toMatchObject({ language: 'hi', params: [orderId] });
    });

    it('a failing Cloud API is tried at most the maximum number of times, shown failed, and sent again by staff once', async () => {
      await whatsappAdmin(t, '/mode', { fail: { code: 131000, status: 500 } });
      const { orderId, number } = await withConsent('hi');
      try {
        for (let tries = 1; tries <= MAX_ATTEMPTS + 2; tries++) {
          await whatsappWhen(t, about(orderId));
          await whatsappDueNow(t);
        }
        const [failed] = await whatsappWhen(t, about(orderId));
        expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null, withheld_at: null });
        expect(failed!.failed_at).not.toBeNull();
        expect(failed!.last_error).toMatch(/131000/);
        expect(whatsappTo(t, number)).toHaveLength(0);

        const outsider = await t.anon.rpc('resend_customer_message', { p_id: failed!.id });
        expect(outsider.error?.code).toBe('42501');
        await whatsappAdmin(t, '/mode', {});
        await resendCustomerMessage(staff, failed!.id);
        const [sent] = await whatsappWhen(t, about(orderId), (m) => m.every((x) => x.sent_at));
        expect(sent).toMatchObject({ attempts: 1, failed_at: null, last_error: null });
        expect(whatsappTo(t, number)).toHaveLength(1);
        await expect(resendCustomerMessage(staff, failed!.id)).rejects.toMatchObject({ code: 'P0002' });
      } finally {
        await whatsappAdmin(t, '/mode', {});
      }
    });

    it('a number that is not on WhatsApp: the failed receipt is kept, nothing is retried; the e-mail still goes', async () => {
      const phone = mobile();
      await whatsappAdmin(t, '/mode', { notOnWhatsapp: [phone.number] });
      try {
        const orderId = await submit(
          request({ phone: phone.typed, language: 'en', whatsapp: { consentVersion: 1 } }),
          person,
          t.anon,
        );
        // Accepted, then a signed "failed" receipt with 131026, as Meta reports it.
        const [refused] = await whatsappWhen(t, about(orderId), (m) => m.length === 1 && m[0]!.receipt === 'failed');
        expect(refused).toMatchObject({ attempts: 1, withheld_at: null });
        expect(refused!.last_error).toMatch(/131026/);
        await whatsappDueNow(t);
        await t.stack.wakeMessages();
        expect(whatsappTo(t, phone.number)).toHaveLength(1);
        const [mail] = await mailWhen(t, () => mailAbout(t, [orderId]));
        expect(mail!.sent_at).not.toBeNull();
      } finally {
        await whatsappAdmin(t, '/mode', {});
      }
    });

    it('a refusal in the Cloud API answer itself is final at once', async () => {
      await whatsappAdmin(t, '/mode', { fail: { code: 131026, status: 400, count: 1 } });
      const { orderId } = await withConsent('en');
      const [refused] = await whatsappWhen(t, about(orderId));
      expect(refused).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, withheld_reason: 'refused' });
      await whatsappAdmin(t, '/mode', {});
    });
  });

  describe.skipIf(Boolean(backend.skip))('the webhook', () => {
    it('answers the verification handshake only with the verify token', async () => {
      const ask = (token: string) =>
        fetch(`${webhook()}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=4711`);
      const good = await ask(LOCAL_WHATSAPP_VERIFY_TOKEN);
      expect([good.status, await good.text()]).toEqual([200, '4711']);
      expect((await ask('guess')).status).toBe(403);
    });

    it('refuses a call without a signature or with a wrong one, and records nothing', async () => {
      const { orderId } = await withConsent('en');
      const [sent] = await whatsappWhen(t, about(orderId));
      const body = JSON.stringify({
        entry: [
          {
            changes: [
              {
                field: 'messages',
                value: {
                  metadata: { phone_number_id: LOCAL_WHATSAPP_PHONE_NUMBER_ID },
                  statuses: [{ id: sent!.provider_id, status: 'read' }],
                },
              },
            ],
          },
        ],
      });
      const post = (headers: Record<string, string>) =>
        fetch(webhook(), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      expect((await post({})).status).toBe(401);
      expect((await post({ 'x-hub-signature-256': hubSignature('not-the-app-secret', body) })).status).toBe(403);
      expect((await post({ 'x-hub-signature-256': hubSignature(LOCAL_WHATSAPP_APP_SECRET, `${body} `) })).status).toBe(
        403,
      );
      expect((await whatsappAbout(t, [orderId]))[0]!.receipt).toBeNull();
      expect((await post({ 'x-hub-signature-256': hubSignature(LOCAL_WHATSAPP_APP_SECRET, body) })).status).toBe(200);
      expect((await whatsappAbout(t, [orderId]))[0]!.receipt).toBe('read');
    });

    it('a receipt that comes before the sender recorded the message id is applied when it does', async () => {
      const { orderId } = await withConsent('en');
      // The service role's own functions, as the Edge Function calls them (not in the site's types).
      const rpc = (name: string, args: Record<string, unknown> = {}) => t.service.rpc(name as never, args as never);
      const message = (await rpc('claim_customer_message', { p_channel: 'whatsapp' })).data as {
        id: number;
        claim: string;
      } | null;
      expect(message).toMatchObject({ id: expect.any(Number) });
      const id = `wamid.early-${orderId}`;
      const early = await rpc('record_message_receipt', {
        p_channel: 'whatsapp',
        p_provider_id: id,
        p_status: 'delivered',
      });
      expect(early).toMatchObject({ data: false, error: null });
      const finished = await rpc('finish_customer_message', {
        p_id: message!.id,
        p_claim: message!.claim,
        p_provider_id: id,
      });
      expect(finished).toMatchObject({ data: true, error: null });
      expect((await whatsappAbout(t, [orderId]))[0]).toMatchObject({ provider_id: id, receipt: 'delivered' });
    });

    it('a signed receipt moves the state forward only, and staff read it', async () => {
      const { orderId } = await withConsent('hi');
      const [sent] = await whatsappWhen(t, about(orderId));
      await whatsappAdmin(t, '/receipt', { id: sent!.provider_id, status: 'delivered' });
      await whatsappAdmin(t, '/receipt', { id: sent!.provider_id, status: 'sent' }); // late, out of order
      const seen = await getRequest(staff, orderId);
      expect(seen?.messages.find((m) => m.channel === 'whatsapp')).toMatchObject({ receipt: 'delivered' });
      expect(seen?.request.whatsapp_consent_version).toBe(1);
    });

    it('a STOP reply opts the number out: a status announced after is stored, withheld, not sent', async () => {
      const { orderId, number } = await withConsent('hi');
      await whatsappWhen(t, about(orderId));
      await whatsappAdmin(t, '/inbound', { from: number.slice(1), text: ' बंद ' });
      const { data } = await t.service.from('whatsapp_opt_outs').select('*').eq('number', number);
      expect(data).toMatchObject([{ number, started_at: null }]);
      await setRequestStatus(staff, { orderId, status: 'ready', notifyCustomer: true });
      await t.stack.wakeMessages();
      const rows = await whatsappAbout(t, [orderId]);
      expect(rows.map((m) => [m.kind, m.withheld_reason])).toEqual([
        ['confirmation', null],
        ['status', 'stopped'],
      ]);
      expect(whatsappTo(t, number)).toHaveLength(1);
    });
  });

  describe.skipIf(Boolean(backend.skip))('stopping from /track', () => {
    it('takes the order id and the phone or e-mail given with it, as tracking does', async () => {
      const { orderId, typed } = await withConsent('en');
      const stopped = await t.service.from('contact_submissions').select('whatsapp_stopped_at').eq('order_id', orderId);
      expect(stopped.data![0]!.whatsapp_stopped_at).toBeNull();
      expect(await stopWhatsappUpdates(orderId, '9999999999', t.anon)).toBe(false);
      expect(await stopWhatsappUpdates(orderId, typed, t.anon)).toBe(true);
      const after = await t.service.from('contact_submissions').select('whatsapp_stopped_at').eq('order_id', orderId);
      expect(after.data![0]!.whatsapp_stopped_at).not.toBeNull();
      // What /track shows of it.
      const tracked = await t.anon.rpc('track_request', { p_order_id: orderId, p_contact: typed });
      expect(tracked.data).toMatchObject({ whatsapp: 'stopped' });
    });
  });
});

/** submit_request's arguments for a script's direct call. */
function argsOf(row: ReturnType<typeof request>) {
  return { ...submitRequestArgs(row.requestId, row), p_website: '', p_fill_ms: 6000 };
}
