/**
 * The rules the database's CHECK constraints enforce on a document request
 * and a newsletter address (supabase/migrations), for forms to apply the same
 * ones before sending. A row that passes these is accepted by the database.
 */
import { REQUEST_DOCUMENT_TYPES, REQUEST_SERVICES, URGENCIES } from '../config';
import type { ContactSubmissionInsert } from './database';

export const REQUEST_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMin: 7,
  phoneMax: 20,
  messageMax: 2000,
} as const;

/** Something@something.something, no spaces (contact_submissions_email_format). */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** 7-20 characters of digits, spaces, + and - (contact_submissions_phone_format). */
export const PHONE_PATTERN = /^[0-9 +-]{7,20}$/;

export const isValidEmail = (email: string) =>
  email.trim() !== '' && email.trim().length <= REQUEST_LIMITS.emailMax && EMAIL_PATTERN.test(email.trim());

export const isValidPhone = (phone: string) => phone.trim() !== '' && PHONE_PATTERN.test(phone.trim());

/**
 * Names of the CHECK constraints the (trimmed) row would break; empty when the
 * database will accept it.
 */
export function requestRowProblems(row: ContactSubmissionInsert): string[] {
  const problems: string[] = [];
  const name = row.name.trim();
  const email = row.email.trim();
  const phone = row.phone.trim();
  const message = row.message?.trim() ?? '';
  const p = (constraint: string) => problems.push(`contact_submissions_${constraint}`);
  if (!/^LP[0-9]+$/.test(row.order_id)) p('order_id_format');
  if (name === '') p('name_required');
  if (name.length > REQUEST_LIMITS.nameMax) p('name_length');
  if (email === '') p('email_required');
  else if (email.length > REQUEST_LIMITS.emailMax) p('email_length');
  else if (!EMAIL_PATTERN.test(email)) p('email_format');
  if (phone === '') p('phone_required');
  else if (!PHONE_PATTERN.test(phone)) p('phone_format');
  if (!(REQUEST_SERVICES as readonly string[]).includes(row.service)) p('service_valid');
  if (!(REQUEST_DOCUMENT_TYPES as readonly string[]).includes(row.document_type)) p('document_type_valid');
  if (!(URGENCIES as readonly string[]).includes(row.urgency)) p('urgency_valid');
  if (message.length > REQUEST_LIMITS.messageMax) p('message_length');
  if (row.language !== 'en' && row.language !== 'hi') p('language_valid');
  return problems;
}
