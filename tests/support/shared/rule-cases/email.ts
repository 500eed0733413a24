/**
 * An e-mail address as typed: the one e-mail rule (EMAIL_PATTERN and the
 * field's length, public.is_email_address and the CHECKs of
 * contact_submissions and newsletter_subscriptions), and the mailbox it
 * reaches, which the limits count (public.mailbox_key, docs/security.md,
 * "Who a limit counts"; SQL only: the site never needs it).
 */
import { REQUEST_LIMITS } from '@/domain/request/schema';
import type { FieldCase, Reasons } from './types';

export type EmailRefusal = 'required' | 'length' | 'format';

export const EMAIL_REASONS: Reasons<EmailRefusal> = {
  required: { form: 'requests.error.emailRequired', check: 'contact_submissions_email_required' },
  length: { form: 'requests.error.emailInvalid', check: 'contact_submissions_email_length' },
  format: { form: 'requests.error.emailInvalid', check: 'contact_submissions_email_format' },
};

/** The same rule in the footer's newsletter form and on newsletter_subscriptions. */
export const NEWSLETTER_EMAIL_REASONS: Reasons<EmailRefusal> = {
  required: { form: 'newsletter.error.required', check: 'newsletter_subscriptions_email_required' },
  length: { form: 'newsletter.error.invalid', check: 'newsletter_subscriptions_email_length' },
  format: { form: 'newsletter.error.invalid', check: 'newsletter_subscriptions_email_format' },
};

/** `mailbox`: the key of the mailbox it reaches, where a case says. */
export type EmailCase = FieldCase<EmailRefusal> & { mailbox?: string };

const LONGEST = `${'a'.repeat(REQUEST_LIMITS.emailMax - '@example.in'.length)}@example.in`;

export const EMAIL_CASES: EmailCase[] = [
  { input: 'asha@example.in', stored: 'asha@example.in', mailbox: 'asha@example.in', why: 'an address' },
  {
    input: 'Asha.Rai@Example.IN',
    stored: 'Asha.Rai@Example.IN',
    mailbox: 'asha.rai@example.in',
    why: 'kept as typed; one mailbox in lower case, its dots kept outside Gmail',
  },
  {
    input: 'asha.rai+kiraya@gmail.com',
    stored: 'asha.rai+kiraya@gmail.com',
    mailbox: 'asharai@gmail.com',
    why: "Gmail: dots don't matter, a +tag goes",
  },
  {
    input: 'A.S.H.A@googlemail.com',
    stored: 'A.S.H.A@googlemail.com',
    mailbox: 'asha@gmail.com',
    why: 'googlemail.com is gmail.com',
  },
  {
    input: 'asha+kiraya@example.in',
    stored: 'asha+kiraya@example.in',
    mailbox: 'asha@example.in',
    why: 'a +tag goes everywhere',
  },
  {
    input: 'Ąsha@Example.in',
    stored: 'Ąsha@Example.in',
    mailbox: 'ąsha@example.in',
    why: 'Latin letters beyond ASCII fold too (a C.UTF-8 database, as hosted)',
  },
  {
    input: '  asha@example.in ',
    stored: 'asha@example.in',
    mailbox: 'asha@example.in',
    why: 'spaces around are trimmed',
  },
  {
    input: 'asha@example.in\u00A0',
    stored: 'asha@example.in',
    why: 'a no-break space pasted after it: the form trims it, so the database is sent none',
  },
  { input: "o'brien@example.ie", stored: "o'brien@example.ie", why: 'an apostrophe in the local part' },
  { input: 'asha@mail.example.co.in', stored: 'asha@mail.example.co.in', why: 'subdomains' },
  { input: 'a@b.co', stored: 'a@b.co', why: 'short' },
  { input: 'आशा@उदाहरण.भारत', stored: 'आशा@उदाहरण.भारत', mailbox: 'आशा@उदाहरण.भारत', why: 'in Devanagari, .भारत' },
  { input: LONGEST, stored: LONGEST, why: 'the longest address' },
  { input: `a${LONGEST}`, refused: 'length', why: 'one character more' },
  { input: '', refused: 'required', checkFirst: 'format', why: 'nothing typed' },
  { input: '   ', refused: 'required', checkFirst: 'format', why: 'only spaces' },
  { input: '"asha"@gmail.com', refused: 'format', why: 'a quoted local part: another spelling of a mailbox' },
  { input: 'asha@gmail.com.', refused: 'format', why: 'a trailing dot: another spelling of a mailbox' },
  { input: 'asha@[192.0.2.1]', refused: 'format', why: 'an address literal' },
  { input: 'asha..rai@example.in', refused: 'format', why: 'two dots in a row' },
  { input: '.asha@example.in', refused: 'format', why: 'a leading dot' },
  { input: 'asha.@example.in', refused: 'format', why: 'a dot before the @' },
  { input: 'asha@example', refused: 'format', why: 'no top-level name' },
  { input: 'asha@example.1n', refused: 'format', why: 'a top-level name starting with a digit' },
  { input: 'asha@-example.in', refused: 'format', why: 'a label starting with a hyphen' },
  { input: 'asha@@example.in', refused: 'format', why: 'two @' },
  { input: 'asha rai@example.in', refused: 'format', why: 'a space' },
  {
    input: 'asha@example.in?bcc=x@evil.example',
    refused: 'format',
    why: 'mail headers riding on a mailto: link',
  },
  { input: 'asha%0A@example.in', refused: 'format', why: 'an encoded line break' },
  { input: 'asha/x@example.in', refused: 'format', why: 'a slash' },
  { input: 'asha\\x@example.in', refused: 'format', why: 'a backslash' },
  { input: 'asha=1@example.in', refused: 'format', why: 'an =' },
  { input: 'asha\u0001@example.in', refused: 'format', why: 'a control character' },
  { input: 'asha@example.in\nBcc: x@evil.example', refused: 'format', why: 'a line break and a header' },
  { input: 'ａｓｈａ@example.in', refused: 'format', why: 'full-width letters' },
  { input: 'asha@ex\u200Dample.in', refused: 'format', why: 'a zero-width joiner in the domain' },
  { input: 'asha😀@example.in', refused: 'format', why: 'an emoji' },
];
