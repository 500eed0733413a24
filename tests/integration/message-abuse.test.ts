/**
 * What a script with the anon key, a stranger's phone number or a forged
 * webhook call does to the messages the firm sends (docs/security.md,
 * "Messages to clients"; docs/whatsapp.md, "Stopping"), each watched where it
 * lands: what the WhatsApp stand-in and the mail endpoint took, and the
 * request rows. The test wakes the sender as the Database Webhook would. On
 * PGlite and PostgreSQL 15.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resendCustomerMessage, setRequestStatus } from '@/api/staff.ts';
import { stopWhatsappUpdates } from '@/api/tracking.ts';
import type { AppSupabaseClient } from '@/api/supabase.ts';
import { submitRequestArgs } from '@/domain/request/wire.ts';
import { hubSignature } from '../../supabase/functions/_shared/secrets.ts';
import { LOCAL_STAFF } from '../../supabase/local/auth.ts';
import { readOutbox } from '../../supabase/local/gateway.ts';
import { LOCAL_WHATSAPP_APP_SECRET, LOCAL_WHATSAPP_PHONE_NUMBER_ID } from '../../supabase/local/keys.ts';
import { readWhatsapp, type WhatsappRecord } from '../../supabase/local/whatsapp-api.ts';
import {
  backends,
  person,
  requestsLike,
  signedIn,
  startTestStack,
  type TestStack,
} from '../support/integration/test-stack';

/** Meta's callback URL on the local gateway. */
const WEBHOOK = '/functions/v1/customer-messages/whatsapp/webhook';

const request = requestsLike({
  name: 'Kamla Devi',
  emailName: 'kamla',
  phonePrefix: '95',
  service: 'legal_documentation',
  documentType: 'affidavit',
  urgency: 'standard',
  message: null,
  language: 'en',
});

let numbers = 0;
/** A fresh Indian mobile number: `national` ten digits, `number` WhatsApp's +91 form. */
const mobile = (first = '9') => {
  numbers += 1;
  const national = `${first}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(numbers).padStart(3, '0')}`;
  return { national, number: `+91${national}` };
};

describe.each(backends())('attacks on the messages on $name', (backend) => {
  let t: TestStack;
  let staff: AppSupabaseClient;
  /** What the WhatsApp stand-in took for a number (+91…). */
  const sentTo = (number: string) =>
    readWhatsapp(t.stack.whatsappLog).filter(
      (r): r is Extract<WhatsappRecord, { direction: 'out' }> => r.direction === 'out' && r.to === number,
    );
  /** A request with the WhatsApp box ticked, by the anon key; its order id. */
  const withConsent = async (national: string, overrides: Parameters<typeof request>[0] = {}) => {
    const row = request({ phone: national, whatsapp: { consentVersion: 1 }, ...overrides });
    const { data, error } = await t.anon.rpc('submit_request', {
      ...submitRequestArgs(row.requestId, row),
      p_website: '',
      p_fill_ms: person.fillMs,
    });
    if (error) throw new Error(error.message);
    return { orderId: data, email: row.email };
  };
  /** A message from a WhatsApp number to the firm, signed as Meta signs it (the stand-in makes the call). */
  const inbound = async (waId: string, text: string, phoneNumberId?: string) => {
    const res = await fetch(`${t.stack.adminUrl}/whatsapp/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: waId, text, phoneNumberId }),
    });
    expect(res.status).toBe(200);
  };
  /** Waits until `done`, waking the sender meanwhile as the Database Webhook would. */
  const until = async (what: string, done: () => boolean, timeoutMs = 30_000) => {
    const end = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs} ms`);
      await t.stack.wakeMessages();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** Staff tell each client of a new status; for each, whether WhatsApp then took a status message for its number. */
  const statusesReach = async (requests: { orderId: string; number: string }[]) => {
    const before = requests.map((r) => sentTo(r.number).length);
    for (const { orderId } of requests)
      await setRequestStatus(staff, { orderId, status: 'ready', notifyCustomer: true });
    // A request of a fresh number, after them: once its confirmation is out, the statuses had their turn.
    const control = mobile();
    await withConsent(control.national);
    await until('a later message', () => sentTo(control.number).length === 1);
    return requests.map((r, i) => sentTo(r.number).length > before[i]!);
  };
  /** Requests with the box ticked from these numbers (ten digits), once each one's confirmation went out. */
  const confirmed = async (nationals: string[]) => {
    const requests: { orderId: string; email: string; number: string }[] = [];
    for (const national of nationals) requests.push({ ...(await withConsent(national)), number: `+91${national}` });
    await until('the confirmations', () => requests.every((r) => sentTo(r.number).length === 1));
    return requests;
  };

  beforeAll(async () => {
    if (backend.skip) return;
    t = await startTestStack(backend.name, { wakeMailEveryMs: 0 });
    staff = await signedIn(t, LOCAL_STAFF.email, LOCAL_STAFF.password);
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe.skipIf(Boolean(backend.skip))('an opt-out holds', () => {
    it("after a STOP, a new request with the box ticked keeps the consent and sends nothing; the number's START restarts", async () => {
      const phone = mobile();
      await withConsent(phone.national);
      await until('the first confirmation', () => sentTo(phone.number).length === 1);
      await inbound(`91${phone.national}`, 'STOP');

      const again = await withConsent(phone.national);
      const control = mobile();
      await withConsent(control.national);
      await until('a later request', () => sentTo(control.number).length === 1);
      expect(sentTo(phone.number)).toHaveLength(1);
      const { data } = await t.service.from('contact_submissions').select('*').eq('order_id', again.orderId).single();
      expect(data).toMatchObject({ whatsapp_consent_version: 1, whatsapp_to: phone.number });

      // Only the number itself undoes it.
      await inbound(`91${phone.national}`, 'START');
      const third = await withConsent(phone.national);
      await until('the confirmation after START', () => sentTo(phone.number).length === 2);
      expect(sentTo(phone.number)[1]!.template?.params).toEqual([third.orderId]);
    });

    it('"बन्द", "band karo", "Please stop", full-width ＳＴＯＰ, STOP with an invisible character: each is a STOP', async () => {
      const texts = ['बन्द', 'band karo', 'Please stop', 'ＳＴＯＰ', 'ST\u200BOP'];
      const requests = await confirmed(texts.map(() => mobile().national));
      for (const [i, r] of requests.entries()) await inbound(r.number.slice(1), texts[i]!);
      const reached = await statusesReach(requests);
      expect(texts.map((text, i) => [text, reached[i]])).toEqual(texts.map((text) => [text, false]));
    });
  });

  describe.skipIf(Boolean(backend.skip))('a STOP stops only what its sender may stop', () => {
    it("a stranger who filed a request with the client's number and stops it on /track ends that request's updates only", async () => {
      const phone = mobile();
      const victim = await withConsent(phone.national);
      await until('the confirmation', () => sentTo(phone.number).length === 1);
      const stranger = await withConsent(phone.national, { email: `stranger.${Date.now()}@example.in` });
      expect(await stopWhatsappUpdates(stranger.orderId, stranger.email, t.anon)).toBe(true);

      const { data } = await t.service.from('contact_submissions').select('*').eq('order_id', victim.orderId).single();
      expect(data!.whatsapp_stopped_at).toBeNull();
      expect(await statusesReach([{ orderId: victim.orderId, number: phone.number }])).toEqual([true]);
    });

    it('a STOP from a number of the Maldives, Lebanon, Singapore or Fiji is no Indian number: it stops nothing', async () => {
      // The Indian mobiles whose ten digits a foreign wa_id of ten digits spells.
      const prefixes = ['9609876', '9613456', '659123', '6791234'];
      const stamp = String(Date.now());
      const requests = await confirmed(prefixes.map((p) => `${p}${stamp.slice(-(10 - p.length))}`));
      for (const r of requests) await inbound(r.number.slice(3), 'STOP');
      expect(await statusesReach(requests)).toEqual([true, true, true, true]);
    });

    it("a signed call about another business number's messages is not the firm's: its STOP stops nothing", async () => {
      const [request] = await confirmed([mobile().national]);
      await inbound(request!.number.slice(1), 'STOP', '999999999999999');
      expect(await statusesReach([request!])).toEqual([true]);
    });
  });

  describe.skipIf(Boolean(backend.skip))("a day's cap per mailbox and number", () => {
    it('a fourth confirmation in a day to one mailbox and number is stored, not sent; staff see why and may send it', async () => {
      const phone = mobile();
      const email = `daily.${Date.now()}@example.in`;
      const mailTo = () => readOutbox(t.stack.mailOutbox).filter((m) => m.template_params.to_email === email);
      const orders: string[] = [];
      for (let i = 0; i < 4; i++) orders.push((await withConsent(phone.national, { email })).orderId);
      await until('three confirmations', () => sentTo(phone.number).length === 3 && mailTo().length === 3);
      const { data: fourth } = await t.service.from('contact_submissions').select('id').eq('order_id', orders[3]!);
      const { data: rows } = await t.service
        .from('customer_messages')
        .select('*')
        .eq('submission_id', fourth![0]!.id)
        .order('channel');
      expect(rows!.map((m) => [m.channel, m.withheld_reason, m.sent_at])).toEqual([
        ['email', 'daily_cap', null],
        ['whatsapp', 'daily_cap', null],
      ]);
      await resendCustomerMessage(staff, rows![0]!.id);
      await until('the e-mail sent again by staff', () => mailTo().length === 4);
      expect(sentTo(phone.number)).toHaveLength(3);
    });
  });

  describe.skipIf(Boolean(backend.skip))("the webhook's body", () => {
    it('one larger than Meta sends is refused before it is read', async () => {
      const url = new URL(`${t.stack.apiUrl}${WEBHOOK}`);
      // 10 MB announced, not a byte sent: the answer must come without waiting for the body.
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: { 'x-hub-signature-256': 'sha256=00', 'content-length': String(10 * 1024 * 1024) },
          },
          (res) => {
            resolve(res.statusCode ?? 0);
            req.destroy();
          },
        );
        req.on('error', () => {});
        req.setTimeout(5_000, () => reject(new Error('the webhook waited for a 10 MB body')));
        req.flushHeaders();
      });
      expect(status).toBe(413);
    });

    it('is signed as its bytes came, not as their decoded text', async () => {
      const bytes = (text: string) => new TextEncoder().encode(text);
      const value = { metadata: { phone_number_id: LOCAL_WHATSAPP_PHONE_NUMBER_ID }, statuses: [], note: '@@' };
      const [head, tail] = JSON.stringify({ entry: [{ changes: [{ field: 'messages', value }] }] }).split('@@');
      // Bytes that are no UTF-8 (0xC3 0x28) inside a string of the JSON: Meta signs what it sends.
      const body = new Uint8Array([...bytes(head!), 0xc3, 0x28, ...bytes(tail!)]);
      const res = await fetch(`${t.stack.apiUrl}${WEBHOOK}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': hubSignature(LOCAL_WHATSAPP_APP_SECRET, body),
        },
        body,
      });
      expect(res.status).toBe(200);
    });
  });

  describe.skipIf(Boolean(backend.skip))('what the client types', () => {
    const refused = async (overrides: Parameters<typeof request>[0]) => {
      const row = request(overrides);
      const { error } = await t.anon.rpc('submit_request', {
        ...submitRequestArgs(row.requestId, row),
        p_website: '',
        p_fill_ms: person.fillMs,
      });
      return error ? `${error.code} ${error.message}` : null;
    };

    it('one mailbox cannot be spelt anew: a trailing dot, a quoted local part or an address literal is refused', async () => {
      const box = `box${Date.now()}`;
      for (const email of [`${box}@gmail.com.`, `"${box}"@gmail.com`, `${box}@[192.0.2.1]`, `${box}@gmail..com`]) {
        expect(await refused({ email }), email).toMatch(/^23514 .*contact_submissions_email_format/);
      }
      const signUp = await t.anon.rpc('subscribe_newsletter', {
        p_email: `"${box}"@gmail.com`,
        p_website: '',
        p_fill_ms: person.fillMs,
      });
      expect(signUp.error?.message).toMatch(/newsletter_subscriptions_email_format/);
      expect(await refused({ email: `${box}.x+tag@gmail.com` })).toBeNull();
    });

    it.each(['Verify at sbi-kyc.bank', 'Refund at rbi.today', 'Open aadhaar.zip', 'Help at kyc.dev', 'Gift at win.ai'])(
      'a name with a web address is refused: %s',
      async (name) => expect(await refused({ name })).toMatch(/contact_submissions_name_no_address/),
    );

    it.each(['R.K. Mishra', 'Dr. A.K. Sharma', 'R.K.Mishra', 'डॉ. ए.के. शर्मा'])(
      'initials are a name: %s',
      async (name) => expect(await refused({ name })).toBeNull(),
    );

    it('a message with a bidirectional control or a non-character is refused; the joiners Hindi needs are not', async () => {
      for (const message of ['Pay at \u202Etxt.exe', 'Note\u2066hidden\u2069', 'Broken \uFFFE', 'Plane \u{1FFFF}']) {
        expect(await refused({ message }), JSON.stringify(message)).toMatch(/contact_submissions_message_characters/);
      }
      expect(await refused({ message: 'क्\u200Dष और क्\u200Cष' })).toBeNull();
    });

    it("the consent's time is the server's, whatever the phone says", async () => {
      const row = request({ phone: mobile().national, whatsapp: { consentVersion: 1 } });
      const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
      const { data: orderId } = await t.anon.rpc('submit_request', {
        ...submitRequestArgs(row.requestId, row),
        p_website: '',
        p_fill_ms: person.fillMs,
        p_submitted_at: monthAgo,
      });
      const { data } = await t.service.from('contact_submissions').select('*').eq('order_id', orderId!).single();
      expect(Date.parse(data!.submitted_at!)).toBe(Date.parse(monthAgo));
      expect(Date.now() - Date.parse(data!.whatsapp_consent_at!)).toBeLessThan(60_000);
    });
  });
});
