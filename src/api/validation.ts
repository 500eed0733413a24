/**
 * The database's CHECK constraints on a document request, by name, for tests
 * and tools to say which one a request breaks. The rules themselves are
 * declared once, in src/domain/request/schema.ts (docs/architecture.md,
 * "A request field, from the form to the database").
 */
import { DRAFT_UNSAFE } from '../business/config';
import {
  EMAIL_PATTERN,
  NAME_ADDRESS,
  NAME_PATTERN,
  OPTION_FIELDS,
  PHONE_PATTERN,
  REQUEST_FIELDS,
  REQUEST_LIMITS,
} from '../domain/request/schema';
import type { StoredRequest } from '../domain/request/wire';
import { CONTROL, characters } from '../domain/request/characters';

/** submit_request's btrim: spaces only (a tab or a no-break space at the end stays, and breaks a rule). */
const btrim = (text: string) => text.replace(/^ +| +$/g, '');

/**
 * Names of the CHECK constraints the row stored from `request` would break;
 * empty when the database will accept it. It takes any request, as a script
 * may send one, so it trims as submit_request does before the CHECKs.
 */
export function requestRowProblems(request: StoredRequest): string[] {
  const problems: string[] = [];
  const name = btrim(request.name);
  const email = btrim(request.email);
  const phone = btrim(request.phone);
  const message = btrim(request.message ?? '');
  const p = (constraint: string) => problems.push(`contact_submissions_${constraint}`);
  if (name === '') p('name_required');
  else if (!NAME_PATTERN.test(name)) p('name_letters');
  else if (NAME_ADDRESS.test(name)) p('name_no_address');
  if (characters(name) > REQUEST_LIMITS.nameMax) p('name_length');
  if (email === '') p('email_required');
  else if (characters(email) > REQUEST_LIMITS.emailMax) p('email_length');
  else if (!EMAIL_PATTERN.test(email)) p('email_format');
  if (phone === '') p('phone_required');
  else if (!PHONE_PATTERN.test(phone)) p('phone_format');
  for (const field of OPTION_FIELDS) {
    const { column, options } = REQUEST_FIELDS[field];
    if (!(options.values as readonly string[]).includes(request[field])) p(`${column}_valid`);
  }
  if (characters(message) > REQUEST_LIMITS.messageMax) p('message_length');
  if (CONTROL.test(message)) p('message_no_control');
  if (DRAFT_UNSAFE.test(message)) p('message_characters');
  if (request.language !== 'en' && request.language !== 'hi') p('language_valid');
  return problems;
}
