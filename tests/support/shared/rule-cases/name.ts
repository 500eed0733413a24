/**
 * A name as typed (docs/security.md, "What a stranger typed"): letters (Latin
 * or Devanagari, with their signs), spaces and . ' - only (NAME_PATTERN, the
 * CHECK contact_submissions_name_letters), at most 100 characters, and no web
 * address (NAME_ADDRESS, contact_submissions_name_no_address). Initials stay
 * names.
 */
import { REQUEST_LIMITS } from '@/domain/request/schema';
import type { FieldCase, Reasons } from './types';

export type NameRefusal = 'required' | 'length' | 'letters' | 'address';

export const NAME_REASONS: Reasons<NameRefusal> = {
  required: { form: 'requests.error.nameRequired', check: 'contact_submissions_name_required' },
  length: { form: 'requests.error.nameTooLong', check: 'contact_submissions_name_length' },
  letters: { form: 'requests.error.nameInvalid', check: 'contact_submissions_name_letters' },
  address: { form: 'requests.error.nameAddress', check: 'contact_submissions_name_no_address' },
};

const LONGEST = 'क'.repeat(REQUEST_LIMITS.nameMax);

export const NAME_CASES: FieldCase<NameRefusal>[] = [
  { input: 'Asha Rai', stored: 'Asha Rai', why: 'a name' },
  { input: 'R.K. Mishra', stored: 'R.K. Mishra', why: 'initials: a letter and a dot is no domain' },
  { input: 'Dr. A.K. Sharma', stored: 'Dr. A.K. Sharma', why: 'a title, a space, initials' },
  { input: 'R.K.Mishra', stored: 'R.K.Mishra', why: 'initials without spaces' },
  { input: 'S.Kumar', stored: 'S.Kumar', why: 'an initial before a word that is no top-level domain' },
  { input: 'J.R.R. Tolkien', stored: 'J.R.R. Tolkien', why: 'three initials' },
  { input: "D'Souza Anne-Marie", stored: "D'Souza Anne-Marie", why: 'an apostrophe and a hyphen' },
  { input: 'Élodie Dupont', stored: 'Élodie Dupont', why: 'Latin letters beyond ASCII' },
  { input: 'श्री रामनिवास त्रिपाठी', stored: 'श्री रामनिवास त्रिपाठी', why: 'Devanagari with its signs' },
  { input: 'रा. कु. मिश्रा', stored: 'रा. कु. मिश्रा', why: 'initials in Devanagari' },
  { input: 'क्\u200Dष', stored: 'क्\u200Dष', why: 'the zero-width joiner Devanagari needs' },
  { input: '  Asha Rai ', stored: 'Asha Rai', why: 'spaces around are trimmed' },
  {
    input: 'Asha Rai\u00A0',
    stored: 'Asha Rai',
    why: 'a no-break space after it: the form trims it, so the database is sent none',
  },
  { input: LONGEST, stored: LONGEST, why: 'the longest name, in characters' },
  { input: `${LONGEST}क`, refused: 'length', why: 'one character more' },
  { input: '', refused: 'required', why: 'nothing typed' },
  { input: '   ', refused: 'required', why: 'only spaces' },
  { input: 'Win 5000 Rupees', refused: 'letters', why: 'digits' },
  { input: 'आशा१', refused: 'letters', why: 'a Devanagari digit' },
  { input: 'राम।', refused: 'letters', why: 'the danda' },
  { input: 'Visit https://x', refused: 'letters', why: 'a colon and slashes' },
  { input: 'Asha\tRai', refused: 'letters', why: 'a tab' },
  { input: 'Ravi\r\nBcc: x@example.in', refused: 'letters', why: 'a line break and a header' },
  { input: 'Asha\u200BRai', refused: 'letters', why: 'a zero-width space' },
  { input: 'Asha\u202ERai', refused: 'letters', why: 'a bidirectional override' },
  { input: 'Ａｓｈａ', refused: 'letters', why: 'full-width letters' },
  { input: 'Asha\u0000Rai', refused: 'letters', why: 'NUL (no text column holds it)' },
  { input: 'Dr.Sharma', refused: 'address', why: 'two letters, a dot, a word: the form asks for a space' },
  { input: 'word.word', refused: 'address', why: 'a word, a dot and another' },
  { input: 'Verify at sbi-kyc.bank', refused: 'address', why: 'a new top-level domain (.bank)' },
  { input: 'aadhaar.zip', refused: 'address', why: '.zip' },
  { input: 'Refund at rbi.today', refused: 'address', why: '.today' },
  { input: 'x.com', refused: 'address', why: 'a letter, a dot and a known top-level domain' },
  { input: 'X.COM', refused: 'address', why: 'in capitals' },
  { input: 'Verify at Kyc.In', refused: 'address', why: '.in' },
  { input: 'Visit WWW.sbi', refused: 'address', why: 'www., any case' },
  { input: 'सतना.भारत', refused: 'address', why: '.भारत' },
];
