/**
 * The rules the database's CHECK constraints enforce on a document request
 * and a newsletter address (supabase/migrations), for forms to apply the same
 * ones before sending. A row that passes these is accepted by the database.
 */
import { REQUEST_DOCUMENT_TYPES, REQUEST_SERVICES, URGENCIES } from '../config';
import type { RequestSubmission } from './database';

export const REQUEST_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMin: 7,
  phoneMax: 20,
  messageMax: 2000,
} as const;

/** Something@something.something, no spaces (contact_submissions_email_format). */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/**
 * Characters an address never needs that would carry mail headers into a
 * mailto: link or a recipient (?bcc=…, %0A) (contact_submissions_email_plain).
 */
// eslint-disable-next-line no-control-regex -- control characters are among the refused ones
const EMAIL_UNSAFE = /[?&=%/\\\s\x00-\x1F\x7F]/;
/** 7-20 characters of digits, spaces, + and - (contact_submissions_phone_format). */
export const PHONE_PATTERN = /^[0-9 +-]{7,20}$/;
/**
 * Letters (Latin or Devanagari, with their signs), spaces and . ' - only
 * (contact_submissions_name_letters): the customer e-mail repeats the name,
 * so it carries no digits, links or other text.
 */
// Devanagari signs and the zero-width joiners are meant to be single entries of the class.
// eslint-disable-next-line no-misleading-character-class
export const NAME_PATTERN = /^[A-Za-z\u00C0-\u024F\u0900-\u0963\u0970-\u097F\u200C\u200D .'-]+$/;
/** Control characters (contact_submissions_email_no_control). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\x01-\x1F\x7F]/;
/** Control characters other than tab and line breaks (contact_submissions_message_no_control). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MESSAGE_CONTROL = /[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]/;

export const isValidName = (name: string) => NAME_PATTERN.test(name.trim());

export const isValidEmail = (email: string) =>
  email.trim() !== '' &&
  email.trim().length <= REQUEST_LIMITS.emailMax &&
  EMAIL_PATTERN.test(email.trim()) &&
  !EMAIL_UNSAFE.test(email.trim());

export const isValidPhone = (phone: string) => phone.trim() !== '' && PHONE_PATTERN.test(phone.trim());

/**
 * Names of the CHECK constraints the (trimmed) row would break; empty when the
 * database will accept it.
 */
export function requestRowProblems(row: RequestSubmission): string[] {
  const problems: string[] = [];
  const name = row.name.trim();
  const email = row.email.trim();
  const phone = row.phone.trim();
  const message = row.message?.trim() ?? '';
  const p = (constraint: string) => problems.push(`contact_submissions_${constraint}`);
  if (name === '') p('name_required');
  else if (!NAME_PATTERN.test(name)) p('name_letters');
  if (name.length > REQUEST_LIMITS.nameMax) p('name_length');
  if (email === '') p('email_required');
  else if (email.length > REQUEST_LIMITS.emailMax) p('email_length');
  else if (!EMAIL_PATTERN.test(email)) p('email_format');
  else if (CONTROL.test(email)) p('email_no_control');
  else if (EMAIL_UNSAFE.test(email)) p('email_plain');
  if (phone === '') p('phone_required');
  else if (!PHONE_PATTERN.test(phone)) p('phone_format');
  if (!(REQUEST_SERVICES as readonly string[]).includes(row.service)) p('service_valid');
  if (!(REQUEST_DOCUMENT_TYPES as readonly string[]).includes(row.document_type)) p('document_type_valid');
  if (!(URGENCIES as readonly string[]).includes(row.urgency)) p('urgency_valid');
  if (message.length > REQUEST_LIMITS.messageMax) p('message_length');
  if (MESSAGE_CONTROL.test(message)) p('message_no_control');
  if (row.language !== 'en' && row.language !== 'hi') p('language_valid');
  return problems;
}
