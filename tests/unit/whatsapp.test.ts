/**
 * The pure parts of WhatsApp updates (docs/whatsapp.md): the form's choice,
 * Meta's webhook signature over the raw bytes, the STOP words, and the
 * template table the deployment docs give for approval. The +91 form of a
 * phone is a rule of both sides: tests/support/shared/rule-cases/phone.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { whatsappConsent, whatsappProblem } from '@/features/requests/request-form-model';
import { WHATSAPP_CONSENT_VERSION } from '@/domain/request/whatsapp';
import { hubSignature, signedByMeta } from '../../supabase/functions/_shared/secrets';
import { WHATSAPP_TEMPLATES } from '../../supabase/functions/_shared/whatsapp-templates';
import { isStopReply } from '../../supabase/functions/customer-messages/opt-out';
import { composeMessage } from '../../supabase/functions/customer-messages/whatsapp';
import { root } from '../support/shared/paths';

describe("the form's choice", () => {
  it('unticked sends no consent; ticked sends the wording version', () => {
    expect(whatsappConsent({ whatsapp: false })).toEqual({});
    expect(whatsappConsent({ whatsapp: true })).toEqual({ whatsapp: { consentVersion: WHATSAPP_CONSENT_VERSION } });
  });

  it('ticked with a phone that is no mobile asks for one; a phone the phone rule refuses keeps its own message', () => {
    expect(whatsappProblem({ whatsapp: true, phone: '011 2345 6789' })).toEqual({
      id: 'requests.error.whatsappMobile',
    });
    expect(whatsappProblem({ whatsapp: false, phone: '011 2345 6789' })).toBeNull();
    expect(whatsappProblem({ whatsapp: true, phone: '+91 94250 12345' })).toBeNull();
    expect(whatsappProblem({ whatsapp: true, phone: 'abc' })).toBeNull();
  });
});

describe("Meta's webhook signature", () => {
  const secret = 'app-secret';
  const bytes = (text: string) => new TextEncoder().encode(text);
  const body = bytes('{"entry":[]}');

  it('is the HMAC-SHA256 of the raw body under the app secret, hex, after sha256=', () => {
    // The example Meta's and others' docs give: HMAC-SHA256("test", "secret").
    expect(hubSignature('secret', 'test')).toBe(
      'sha256=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914',
    );
    expect(hubSignature('secret', bytes('test'))).toBe(hubSignature('secret', 'test'));
    expect(signedByMeta(hubSignature(secret, body), secret, body)).toBe(true);
    expect(signedByMeta(hubSignature(secret, body).toUpperCase().replace('SHA256', 'sha256'), secret, body)).toBe(true);
  });

  it('is checked over the bytes as they came, not over their decoded text', () => {
    // Not UTF-8: decoding makes U+FFFD of 0xC3 0x28, a text whose bytes differ from the body's.
    const raw = new Uint8Array([...bytes('{"x":"'), 0xc3, 0x28, ...bytes('"}')]);
    const decoded = new TextDecoder().decode(raw);
    expect(signedByMeta(hubSignature(secret, raw), secret, raw)).toBe(true);
    expect(signedByMeta(hubSignature(secret, decoded), secret, raw)).toBe(false);
  });

  it('refuses a missing, empty, other-secret or other-body signature', () => {
    expect(signedByMeta(null, secret, body)).toBe(false);
    expect(signedByMeta('', secret, body)).toBe(false);
    expect(signedByMeta(hubSignature('other', body), secret, body)).toBe(false);
    expect(signedByMeta(hubSignature(secret, bytes('{"entry":[]} ')), secret, body)).toBe(false);
    expect(signedByMeta(hubSignature(secret, body).slice(0, 20), secret, body)).toBe(false);
  });
});

describe('a STOP reply', () => {
  it.each([
    'STOP',
    'stop',
    ' Stop! ',
    'Please stop',
    'ＳＴＯＰ',
    '𝐒𝐓𝐎𝐏',
    'ST\u200BOP',
    '\u2066STOP\u2069',
    'बंद',
    'बन्द',
    'बंद करें',
    'बंद कर दो',
    'बंदकरो',
    '“बंद”',
    'band karo',
    'Band kar do please',
    'UNSUBSCRIBE',
    'cancel',
    'kab tak band hoga',
    'बंद होने से पहले',
    'Thank you for the updates but please do not write to me again, stop sending these',
  ])('%s stops', (text) => expect(isStopReply(text)).toBe(true));
  it.each([
    'ok',
    'START',
    'Thank you, I will come to the office on Monday to collect the documents',
    'When will the office be band? I need my affidavit by Friday evening please',
    'Can I cancel the urgent option and pay the standard fee for my rent agreement instead?',
  ])('%s does not', (text) => expect(isStopReply(text)).toBe(false));
});

describe('the templates', () => {
  it('each message is a template in the request language with the order id (and the status word) as parameters', () => {
    const base = { id: 1, claim: 'c', channel: 'whatsapp', to: '+919827012345', order_id: 'LP10042' } as const;
    expect(
      composeMessage({ ...base, kind: 'confirmation', language: 'hi', service: 's', document_type: 'd', urgency: 'u' })
        .template,
    ).toEqual({
      name: 'request_received',
      language: { code: 'hi' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'LP10042' }] }],
    });
    const status = composeMessage({ ...base, kind: 'status', status: 'ready', language: 'hi' });
    expect(status).toMatchObject({ messaging_product: 'whatsapp', to: '+919827012345', type: 'template' });
    expect(status.template.components[0]!.parameters.map((p) => p.text)).toEqual(['LP10042', 'तैयार']);
    for (const [name, template] of Object.entries(WHATSAPP_TEMPLATES)) {
      for (const text of Object.values(template.text)) {
        expect(text.match(/\{\{\d+\}\}/g), name).toHaveLength(template.params.length);
      }
    }
  });

  it("are docs/whatsapp.md's table, word for word", () => {
    const doc = readFileSync(join(root, 'docs/whatsapp.md'), 'utf8');
    const table = doc.slice(doc.indexOf('<!-- templates:start -->'), doc.indexOf('<!-- templates:end -->'));
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const expected = Object.entries(WHATSAPP_TEMPLATES).flatMap(([name, t]) =>
      Object.entries(t.text).map(([lang, text]) => ['', `\`${name}\``, `\`${lang}\``, t.params.join(', '), text, '']),
    );
    expect(rows).toEqual(expected);
  });
});
