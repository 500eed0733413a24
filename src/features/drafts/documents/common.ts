/**
 * Pieces the documents share: a person's questions (name, relation asked
 * once, father's or husband's name, age, address), how a relation, the
 * honorific before a name and the Hindi verb after it are written, the
 * signing place and date. Their words are the drafts' own (../text).
 */
import type { DraftText } from '../text/en';
import type { Answers, Choice, Question } from '../types';

/**
 * How the person is described: son, daughter or wife of the person named
 * next. Asked once; the document writes "son of" / आत्मज, and a Hindi verb
 * in the first person agrees with it (करता हूँ, करती हूँ).
 */
export const RELATIONS = [
  { value: 'son', woman: false },
  { value: 'daughter', woman: true },
  { value: 'wife', woman: true },
] as const;

/** A question's choices in the order the structure lists them, each labelled by its value's words. */
export const choicesOf = <K extends string>(
  values: readonly K[],
  words: Readonly<Record<K, string | { label: string }>>,
): Choice[] =>
  values.map((value) => {
    const said = words[value];
    return { value, label: typeof said === 'string' ? said : said.label };
  });

const relationOf = (a: Answers, id: string) => RELATIONS.find((r) => r.value === a[id]);

/** "son of" / आत्मज for a relation answer, or undefined (then its blank shows). */
export const relationText = (a: Answers, id: string, text: DraftText) => {
  const relation = relationOf(a, id);
  return relation && text.relations[relation.value].clause;
};

/** A name that already opens with an honorific or "Late" (Shri, Smt., Ms., Dr., श्री, श्रीमती, कु., स्व. …) keeps it as typed. */
const HONORIFIC =
  /^(?:shri|shree|sri|smt|shrimati|kumari|km|ku|mr|mrs|ms|miss|dr|late|श्री|श्रीमती|सुश्री|कु|कुमारी|डॉ|स्व|स्वर्गीय)(?:\.|\s|$)/iu;

const titled = (name: string | undefined, title: string | undefined) => {
  const typed = name?.trim();
  if (!typed) return undefined;
  return !title || HONORIFIC.test(typed) ? typed : `${title} ${typed}`;
};

/**
 * A person's name with its honorific from the relation asked (Shri / श्री a
 * son, Smt. / श्रीमती a wife, Ms. / कु. a daughter), and the father's or
 * husband's name with Shri / श्री: ids `${prefix}Name` and `${prefix}Parent`.
 */
export const namesOf = (a: Answers, prefix: string, text: DraftText) => {
  const relation = relationOf(a, `${prefix}Relation`);
  return {
    name: titled(a[`${prefix}Name`], relation && text.relations[relation.value].title),
    parent: titled(a[`${prefix}Parent`], text.shri),
  };
};

/** Whether the person the relation answer `id` describes is a woman; undefined while it is unanswered. */
export const isWoman = (a: Answers, id: string) => relationOf(a, id)?.woman;

/** A word that agrees with the relation (Hindi: करता हूँ, करती हूँ): for a man `man`, for a woman `woman`. */
export const agreeing = (a: Answers, id: string, { man, woman }: { man: string; woman: string }) => {
  const female = isWoman(a, id);
  return female === undefined ? undefined : female ? woman : man;
};

/** What a document calls a person in its questions and blanks: "Landlord’s full name", "landlord’s age"… */
export interface PersonWords {
  name: string;
  relation: string;
  parent: string;
  age: string;
  address: string;
}

/** A person's questions, ids `${prefix}Name`, `…Relation`, `…Parent`, `…Age`, `…Address`, in two steps' worth. */
export function person(prefix: string, who: PersonWords, text: DraftText): { names: Question[]; details: Question[] } {
  const says = text.person;
  return {
    names: [
      { id: `${prefix}Name`, type: 'text', label: who.name, blank: who.name, hint: says.nameHint },
      {
        id: `${prefix}Relation`,
        type: 'choice',
        label: says.relation,
        hint: says.relationHint,
        blank: who.relation,
        choices: choicesOf(
          RELATIONS.map((r) => r.value),
          text.relations,
        ),
      },
      { id: `${prefix}Parent`, type: 'text', label: says.parent, blank: who.parent },
    ],
    details: [
      { id: `${prefix}Age`, type: 'number', min: 18, max: 120, label: says.age, blank: who.age },
      { id: `${prefix}Address`, type: 'textarea', label: says.address, hint: says.addressHint, blank: who.address },
    ],
  };
}

export const signingPlace = (text: DraftText): Question => ({ id: 'place', type: 'text', ...text.signingPlace });

export const signingDate = (text: DraftText): Question => ({ id: 'signDate', type: 'date', ...text.signingDate });

/** A whole-number answer, or undefined. */
export const whole = (a: Answers, id: string) => (/^\d+$/.test(a[id]?.trim() ?? '') ? Number(a[id]) : undefined);
