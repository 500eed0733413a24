/**
 * What the request and newsletter forms put into the outbox, and their texts:
 * the rules match the database's CHECK constraints, the payload carries the
 * labels the visitor saw and becomes submit_request's arguments and the firm's
 * e-mail as it is, pages preselect what they are about (docs/architecture.md, "Decisions"),
 * and the toasts and messages are kept word for word.
 */
import { describe, expect, it } from 'vitest';
import {
  initialRequestValues,
  requestPayload,
  requestRules,
  type RequestFormValues,
} from '@/features/requests/request-form-model';
import { requestRowProblems } from '@/api/validation';
import { adminEmailParams } from '@/domain/request/admin-email';
import { draftForSending } from '@/domain/draft';
import { submitRequestArgs } from '@/domain/request/wire';
import { REQUEST_DOCUMENT_TYPES, REQUEST_SERVICES } from '@/business/config';
import { loadDocument, loadService } from '@/features/content';
import { documents, services } from '../support/shared/content';
import { messages } from '../support/shared/catalogue';

const { en, hi } = messages;

const valid: RequestFormValues = {
  name: '  Kamla Bai  ',
  email: 'kamla@example.in',
  phone: '+91 7672 123456',
  service: 'property_registration',
  documentType: 'sale_deed',
  urgency: 'relaxed',
  message: '  Plot in Maihar. ',
};

const problems = (values: RequestFormValues) =>
  Object.entries(requestRules)
    .map(([field, rule]) => (rule as (v: unknown) => { id: string } | null)(values[field as keyof RequestFormValues]))
    .filter((p) => p !== null)
    .map((p) => p.id);

describe('request form rules', () => {
  it('start blank (or preselected) with urgency standard', () => {
    expect(initialRequestValues()).toEqual({
      name: '',
      email: '',
      phone: '',
      service: '',
      documentType: '',
      urgency: 'standard',
      message: '',
    });
    expect(initialRequestValues('stamp_papers', 'affidavit')).toMatchObject({
      service: 'stamp_papers',
      documentType: 'affidavit',
    });
  });

  it('require name, email, phone, service and document type; the message is optional', () => {
    expect(problems(initialRequestValues())).toEqual([
      'requests.error.nameRequired',
      'requests.error.emailRequired',
      'requests.error.phoneRequired',
      'requests.error.serviceRequired',
      'requests.error.documentTypeRequired',
    ]);
    expect(problems(valid)).toEqual([]);
    expect(problems({ ...valid, message: '' })).toEqual([]);
  });

  it('refuse what the database would refuse, and accept what it accepts', () => {
    const cases: [Partial<RequestFormValues>, string][] = [
      [{ email: 'kamla@' }, 'requests.error.emailInvalid'],
      [{ email: 'kamla bai@example.in' }, 'requests.error.emailInvalid'],
      [{ phone: '12345' }, 'requests.error.phoneInvalid'],
      [{ phone: '94250-ABCDE' }, 'requests.error.phoneInvalid'],
      [{ name: 'x'.repeat(101) }, 'requests.error.nameTooLong'],
      // The customer e-mail repeats the name: no digits, links or other signs.
      [{ name: 'Win 5000 rupees' }, 'requests.error.nameInvalid'],
      [{ name: 'https://spam.example' }, 'requests.error.nameInvalid'],
      [{ name: 'Kamla\r\nBcc: x@example.in' }, 'requests.error.nameInvalid'],
      // Nothing a mail app turns into a link (docs/security.md, "What a stranger typed").
      [{ name: 'Your KYC is on hold verify at www.sbi-kyc-update.example today' }, 'requests.error.nameAddress'],
      [{ name: 'Refund at sbi-kyc.com' }, 'requests.error.nameAddress'],
      [{ name: 'सतना.भारत' }, 'requests.error.nameAddress'],
      [{ message: 'x'.repeat(2001) }, 'requests.error.messageTooLong'],
    ];
    for (const [change, expected] of cases) expect(problems({ ...valid, ...change })).toEqual([expected]);
    for (const name of ['कमला देवी', "Ram D'Souza-Patel Jr.", 'श्री रामनिवास त्रिपाठी', 'R.K. Mishra', 'Dr. A.K.Sharma'])
      expect(problems({ ...valid, name }), name).toEqual([]);
    const payload = requestPayload(valid, 'en', (id) => id, { website: '', fillMs: 5_000 });
    expect(requestRowProblems(payload)).toEqual([]);
  });

  it('make a trimmed payload with the option labels in the visitor language', () => {
    const payload = requestPayload(valid, 'hi', (id) => hi[id]!, { website: '', fillMs: 5_000 });
    expect(payload).toEqual({
      name: 'Kamla Bai',
      email: 'kamla@example.in',
      phone: '+91 7672 123456',
      service: 'property_registration',
      documentType: 'sale_deed',
      urgency: 'relaxed',
      message: 'Plot in Maihar.',
      language: 'hi',
      labels: {
        service: hi['requests.service.property_registration'],
        documentType: hi['requests.documentType.sale_deed'],
        urgency: hi['requests.urgency.relaxed'],
      },
      signals: { website: '', fillMs: 5_000 },
    });
  });
});

describe("a request on the wire and in the firm's e-mail", () => {
  const requestId = '00000000-0000-4000-8000-000000000000';
  const payload = requestPayload({ ...valid, message: '  ' }, 'hi', (id) => hi[id]!, { website: '', fillMs: 5_000 });

  it('submit_request gets each field under its argument as the schema gave it, an empty message as null', () => {
    expect(submitRequestArgs(requestId, payload)).toEqual({
      p_request_id: requestId,
      p_language: 'hi',
      p_name: 'Kamla Bai',
      p_email: 'kamla@example.in',
      p_phone: '+91 7672 123456',
      p_service: 'property_registration',
      p_document_type: 'sale_deed',
      p_urgency: 'relaxed',
      p_message: null,
    });
    // A draft and a WhatsApp consent only when the request carries them.
    const draft = draftForSending({ kind: 'rent-agreement', version: 1, lang: 'hi', answers: { place: 'सतना' } });
    expect(submitRequestArgs(requestId, { ...payload, draft, whatsapp: { consentVersion: 1 } })).toMatchObject({
      p_draft: draft,
      p_whatsapp_consent: 1,
    });
  });

  it("the firm's e-mail shows each field under its parameters, an option by the label the visitor saw", () => {
    expect(adminEmailParams('LP10001', payload)).toEqual({
      order_id: 'LP10001',
      from_name: 'Kamla Bai',
      from_email: 'kamla@example.in',
      reply_to: 'kamla@example.in',
      phone: '+91 7672 123456',
      service: hi['requests.service.property_registration'],
      document_type: hi['requests.documentType.sale_deed'],
      urgency: hi['requests.urgency.relaxed'],
      message: '',
    });
  });
});

describe('preselection on service and document pages', () => {
  it("comes with the page's content, as its meta.ts says", async () => {
    expect((await loadService('will-creation', 'en'))?.request).toEqual({ service: 'will_creation' });
    expect((await loadService('portal-services', 'hi'))?.request).toEqual({});
    expect((await loadDocument('sell-agreement', 'en'))?.request).toEqual({
      service: 'legal_documentation',
      documentType: 'sale_deed',
    });
    expect((await loadDocument('e-stamp', 'hi'))?.request).toEqual({ service: 'stamp_papers' });
  });

  it('names options the form has', () => {
    for (const { request } of [...services, ...documents]) {
      if (request.service) expect(REQUEST_SERVICES).toContain(request.service);
      if (request.documentType) expect(REQUEST_DOCUMENT_TYPES).toContain(request.documentType);
    }
  });
});

describe('texts', () => {
  it('keep the spec words', () => {
    expect(en['requests.form.title']).toBe('Document Preparation Request');
    expect(en['requests.form.servicePlaceholder']).toBe('Select a service');
    expect(en['requests.toast.successTitle']).toBe('Document Request Sent');
    expect(en['requests.toast.successText']).toBe(
      'Thank you for your request. Your order ID is {orderId}. We will contact you soon.',
    );
    expect(en['requests.toast.failureTitle']).toBe('Submission Failed');
    expect(en['requests.toast.failureText']).toBe('Please try again later.');
    expect(en['requests.documentType.legal_agreement']).toBe('Other Legal Agreement');
    expect(en['requests.service.stamp_papers']).toBe('E-Stamp & Notary');
    expect(en['requests.service.will_creation']).toBe('Will & Estate Planning');
    expect(en['newsletter.error.required']).toBe('Email is required.');
    expect(en['newsletter.error.invalid']).toBe('Please enter a valid email address.');
    expect(en['newsletter.subscribing']).toBe('Subscribing...');
    expect(en['newsletter.toast.existsTitle']).toBe('Already Subscribed');
    expect(en['newsletter.toast.existsText']).toBe('This email is already subscribed to our newsletter.');
    expect(en['newsletter.toast.successTitle']).toBe('Subscription Successful');
    expect(en['newsletter.toast.successText']).toBe('Thank you for subscribing to our newsletter!');
    expect(en['newsletter.toast.failureTitle']).toBe('Subscription Failed');
    expect(en['newsletter.toast.failureText']).toBe(
      'There was a problem subscribing to the newsletter. Please try again.',
    );
  });

  it('name every option of the form in both languages', () => {
    for (const t of [en, hi]) {
      for (const s of REQUEST_SERVICES) expect(t[`requests.service.${s}`]).toBeTruthy();
      for (const d of REQUEST_DOCUMENT_TYPES) expect(t[`requests.documentType.${d}`]).toBeTruthy();
      for (const u of ['urgent', 'standard', 'relaxed']) expect(t[`requests.urgency.${u}`]).toBeTruthy();
    }
  });
});
