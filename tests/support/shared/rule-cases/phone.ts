/**
 * A phone as typed, through every rule that reads one (docs/whatsapp.md,
 * "Consent"; docs/security.md, "submit_request"):
 * - the field: 7 to 20 of digits, spaces, + and -, trimmed (PHONE_PATTERN,
 *   the CHECK contact_submissions_phone_format);
 * - its key, the last ten digits (phoneKey, public.phone_key): the limits,
 *   /track and the staff's search;
 * - the number WhatsApp takes (whatsappNumber, private.whatsapp_number).
 * And a WhatsApp reply's sender (record_whatsapp_reply's wa_id).
 */
import type { FieldCase, Reasons } from './types';

export type PhoneRefusal = 'required' | 'format';

export const PHONE_REASONS: Reasons<PhoneRefusal> = {
  required: { form: 'requests.error.phoneRequired', check: 'contact_submissions_phone_required' },
  format: { form: 'requests.error.phoneInvalid', check: 'contact_submissions_phone_format' },
};

export type PhoneCase = FieldCase<PhoneRefusal> & { key: string; whatsapp: string | null };

const MOBILE = '+919827012345';

export const PHONE_CASES: PhoneCase[] = [
  {
    input: '98270 12345',
    stored: '98270 12345',
    key: '9827012345',
    whatsapp: MOBILE,
    why: 'a mobile as people write it',
  },
  { input: '9827012345', stored: '9827012345', key: '9827012345', whatsapp: MOBILE, why: 'ten digits' },
  {
    input: '+91 98270 12345',
    stored: '+91 98270 12345',
    key: '9827012345',
    whatsapp: MOBILE,
    why: '+91: the key keeps the last ten',
  },
  { input: '+91-98270-12345', stored: '+91-98270-12345', key: '9827012345', whatsapp: MOBILE, why: 'hyphens' },
  { input: '919827012345', stored: '919827012345', key: '9827012345', whatsapp: MOBILE, why: '91 without the +' },
  {
    input: '098270 12345',
    stored: '098270 12345',
    key: '9827012345',
    whatsapp: MOBILE,
    why: 'a leading 0 (the trunk prefix)',
  },
  {
    input: '0091 98270 12345',
    stored: '0091 98270 12345',
    key: '9827012345',
    whatsapp: MOBILE,
    why: '00 91: the international prefix',
  },
  {
    input: '6000000000',
    stored: '6000000000',
    key: '6000000000',
    whatsapp: '+916000000000',
    why: 'a mobile starts 6 to 9',
  },
  {
    input: '  98270 12345  ',
    stored: '98270 12345',
    key: '9827012345',
    whatsapp: MOBILE,
    why: 'spaces around are trimmed',
  },
  {
    input: '98270 12345\t',
    stored: '98270 12345',
    key: '9827012345',
    whatsapp: MOBILE,
    why: 'a tab pasted after it: the form trims it, so the database is sent none',
  },
  {
    input: '07672 234567',
    stored: '07672 234567',
    key: '7672234567',
    whatsapp: '+917672234567',
    why: "Satna's landline code 07672 reads as a mobile; WhatsApp refuses it later (docs/whatsapp.md)",
  },
  {
    input: '011 2345 6789',
    stored: '011 2345 6789',
    key: '1123456789',
    whatsapp: null,
    why: 'a Delhi landline: no mobile',
  },
  {
    input: '5827012345',
    stored: '5827012345',
    key: '5827012345',
    whatsapp: null,
    why: 'ten digits starting 5: no mobile',
  },
  {
    input: '+44 7700 900123',
    stored: '+44 7700 900123',
    key: '7700900123',
    whatsapp: null,
    why: 'a UK mobile: not +91',
  },
  {
    input: '98270 1234',
    stored: '98270 1234',
    key: '982701234',
    whatsapp: null,
    why: 'nine digits: a phone, no mobile',
  },
  {
    input: '98270 123456',
    stored: '98270 123456',
    key: '8270123456',
    whatsapp: null,
    why: 'eleven digits not starting 0: no rule reads them',
  },
  {
    input: '+91 098270 12345',
    stored: '+91 098270 12345',
    key: '9827012345',
    whatsapp: null,
    why: '+91 and the trunk 0 both: thirteen digits, no mobile',
  },
  { input: '1234567', stored: '1234567', key: '1234567', whatsapp: null, why: 'seven characters: the shortest phone' },
  {
    input: '+91 98260 12345 6789',
    stored: '+91 98260 12345 6789',
    key: '0123456789',
    whatsapp: null,
    why: 'twenty characters: the longest phone',
  },
  { input: '123456', refused: 'format', key: '123456', whatsapp: null, why: 'six characters' },
  {
    input: '+91 98260 12345 67890',
    refused: 'format',
    key: '1234567890',
    whatsapp: null,
    why: 'twenty-one characters',
  },
  { input: '', refused: 'required', checkFirst: 'format', key: '', whatsapp: null, why: 'nothing typed' },
  { input: '   ', refused: 'required', checkFirst: 'format', key: '', whatsapp: null, why: 'only spaces' },
  {
    input: '९८२७० १२३४५',
    refused: 'format',
    key: '',
    whatsapp: null,
    why: 'Devanagari digits: 0-9 only, to both sides',
  },
  { input: '９８２７０ １２３４５', refused: 'format', key: '', whatsapp: null, why: 'full-width digits' },
  {
    input: '98270\u00A012345',
    refused: 'format',
    key: '9827012345',
    whatsapp: MOBILE,
    why: 'a no-break space inside (a copied contact card)',
  },
  { input: '(0755) 234 5678', refused: 'format', key: '7552345678', whatsapp: '+917552345678', why: 'brackets' },
  { input: '+91.98270.12345', refused: 'format', key: '9827012345', whatsapp: MOBILE, why: 'dots' },
  { input: '98260\r\n12345', refused: 'format', key: '9826012345', whatsapp: '+919826012345', why: 'a line break' },
  { input: '98260-CALL-ME', refused: 'format', key: '98260', whatsapp: null, why: 'letters' },
];

/**
 * A WhatsApp reply's sender as Meta writes it (wa_id: country code and
 * number, no +), and the number it is, when it is one the firm writes to:
 * 91, then ten digits from 6-9 (docs/whatsapp.md, "Receipts and replies").
 */
export interface WaIdCase {
  waId: string;
  number: string | null;
  why: string;
}

export const WA_ID_CASES: WaIdCase[] = [
  { waId: '919827012345', number: MOBILE, why: 'an Indian mobile' },
  { waId: '916000000000', number: '+916000000000', why: 'the lowest first digit, 6' },
  { waId: '915827012345', number: null, why: '91, then a 5: no Indian mobile' },
  { waId: '9607771234', number: null, why: 'the Maldives (960): ten digits that read as an Indian mobile' },
  { waId: '96171123456', number: null, why: 'Lebanon (961)' },
  { waId: '6591234567', number: null, why: 'Singapore (65): ten digits starting 6' },
  { waId: '6797012345', number: null, why: 'Fiji (679)' },
  { waId: '9827012345', number: null, why: 'ten digits without the country code' },
  { waId: '91982701234', number: null, why: 'one digit short' },
  { waId: '9198270123456', number: null, why: 'one digit more' },
  { waId: '+919827012345', number: null, why: 'a +: Meta writes none' },
  { waId: '919827012345\n', number: null, why: 'a line break after it' },
  { waId: '९१९८२७०१२३४५', number: null, why: 'Devanagari digits' },
  { waId: '', number: null, why: 'no sender' },
];
