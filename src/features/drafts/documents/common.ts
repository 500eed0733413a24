/** Pieces the documents share: a person's questions, the signing place and date. */
import type { Localized } from '@/i18n/lang';
import type { Question } from '../types';

export const l = (en: string, hi: string): Localized => ({ en, hi });

/** A person's name, father's or husband's name and address, with the blanks the preview shows. */
export function person(
  prefix: string,
  who: { name: Localized; parent: Localized; address: Localized },
): Question[] {
  return [
    { id: `${prefix}Name`, type: 'text', label: who.name, blank: who.name, hint: l('As on their ID', 'जैसा पहचान पत्र में लिखा है') },
    {
      id: `${prefix}Parent`,
      type: 'text',
      label: l('Father’s or husband’s name', 'पिता या पति का नाम'),
      blank: who.parent,
    },
    {
      id: `${prefix}Address`,
      type: 'textarea',
      label: l('Full address', 'पूरा पता'),
      hint: l('House, street, area, city, PIN code', 'मकान, गली, मोहल्ला, शहर, पिन कोड'),
      blank: who.address,
    },
  ];
}

export const signingPlace: Question = {
  id: 'place',
  type: 'text',
  label: l('Place of signing', 'हस्ताक्षर की जगह'),
  hint: l('For example: Satna', 'जैसे: सतना'),
  blank: l('place', 'स्थान'),
};

export const signingDate: Question = {
  id: 'signDate',
  type: 'date',
  label: l('Date of signing', 'हस्ताक्षर की तारीख'),
  blank: l('date', 'तारीख'),
};
