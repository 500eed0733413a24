/**
 * Pieces the documents share: a person's questions (name, relation asked
 * once, father's or husband's name, age, address), how a relation, the
 * honorific before a name and the Hindi verb after it are written, the
 * signing place and date.
 */
import type { Lang, Localized } from '@/i18n/lang';
import type { Answers, Question } from '../types';

export const l = (en: string, hi: string): Localized => ({ en, hi });

/**
 * How the person is described: son, daughter or wife of the person named
 * next. Asked once; the document writes "son of" / आत्मज, and a Hindi verb
 * in the first person agrees with it (करता हूँ, करती हूँ).
 */
export const RELATIONS = [
  {
    value: 'son',
    label: l('Son of', 'पुत्र (आत्मज)'),
    clause: l('son of', 'आत्मज'),
    title: l('Shri', 'श्री'),
    woman: false,
  },
  {
    value: 'daughter',
    label: l('Daughter of', 'पुत्री (आत्मजा)'),
    clause: l('daughter of', 'आत्मजा'),
    title: l('Ms.', 'कु.'),
    woman: true,
  },
  { value: 'wife', label: l('Wife of', 'पत्नी'), clause: l('wife of', 'पत्नी'), title: l('Smt.', 'श्रीमती'), woman: true },
] as const;

const relationOf = (a: Answers, id: string) => RELATIONS.find((r) => r.value === a[id]);

/** "son of" / आत्मज for a relation answer, or undefined (then its blank shows). */
export const relationText = (a: Answers, id: string, lang: Lang) => relationOf(a, id)?.clause[lang];

/** A name that already opens with an honorific or "Late" (Shri, Smt., Ms., Dr., श्री, श्रीमती, कु., स्व. …) keeps it as typed. */
const HONORIFIC =
  /^(?:shri|shree|sri|smt|shrimati|kumari|km|ku|mr|mrs|ms|miss|dr|late|श्री|श्रीमती|सुश्री|कु|कुमारी|डॉ|स्व|स्वर्गीय)(?:\.|\s|$)/iu;

const titled = (name: string | undefined, title: Localized | undefined, lang: Lang) => {
  const typed = name?.trim();
  if (!typed) return undefined;
  return !title || HONORIFIC.test(typed) ? typed : `${title[lang]} ${typed}`;
};

/**
 * A person's name with its honorific from the relation asked (Shri / श्री a
 * son, Smt. / श्रीमती a wife, Ms. / कु. a daughter), and the father's or
 * husband's name with Shri / श्री: ids `${prefix}Name` and `${prefix}Parent`.
 */
export const namesOf = (a: Answers, prefix: string, lang: Lang) => ({
  name: titled(a[`${prefix}Name`], relationOf(a, `${prefix}Relation`)?.title, lang),
  parent: titled(a[`${prefix}Parent`], l('Shri', 'श्री'), lang),
});

/** A Hindi first-person verb that agrees with the relation: for a man `man`, for a woman `woman`. */
export const agreeing = (a: Answers, id: string, man: string, woman: string) => {
  const relation = relationOf(a, id);
  return relation ? (relation.woman ? woman : man) : undefined;
};

/** A person's questions, ids `${prefix}Name`, `…Relation`, `…Parent`, `…Age`, `…Address`, in two steps' worth. */
export function person(
  prefix: string,
  who: { name: Localized; relation: Localized; parent: Localized; age: Localized; address: Localized },
): { names: Question[]; details: Question[] } {
  return {
    names: [
      {
        id: `${prefix}Name`,
        type: 'text',
        label: who.name,
        blank: who.name,
        hint: l('As on their ID', 'जैसा पहचान पत्र में लिखा है'),
      },
      {
        id: `${prefix}Relation`,
        type: 'choice',
        label: l('Son, daughter or wife of', 'पुत्र, पुत्री या पत्नी'),
        hint: l('Of the person named next', 'अगले सवाल में लिखे व्यक्ति के'),
        blank: who.relation,
        choices: RELATIONS,
      },
      {
        id: `${prefix}Parent`,
        type: 'text',
        label: l('Father’s or husband’s name', 'पिता या पति का नाम'),
        blank: who.parent,
      },
    ],
    details: [
      { id: `${prefix}Age`, type: 'number', min: 18, max: 120, label: l('Age in years', 'आयु (वर्ष)'), blank: who.age },
      {
        id: `${prefix}Address`,
        type: 'textarea',
        label: l('Full address', 'पूरा पता'),
        hint: l('House, street, area, city, PIN code', 'मकान, गली, मोहल्ला, शहर, पिन कोड'),
        blank: who.address,
      },
    ],
  };
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
  blank: l('date', 'दिनांक'),
};

/** "1 month" / "1 माह", "11 months" / "11 माह": a draft writes माह. */
export const monthsText = (n: number, lang: Lang) => (lang === 'hi' ? `${n} माह` : `${n} month${n === 1 ? '' : 's'}`);

/** A whole-number answer, or undefined. */
export const whole = (a: Answers, id: string) => (/^\d+$/.test(a[id]?.trim() ?? '') ? Number(a[id]) : undefined);
