/**
 * An affidavit for a court carries the case's cause title (docs/drafts.md,
 * "Affidavit"): the court by its Madhya Pradesh designation, the case, the
 * parties with their roles, and the deponent's place in the case.
 */
import type { Lang, Localized } from '@/i18n/lang';
import { linesOf } from '../../fill';
import type { Answers } from '../../types';
import { agreeing, l } from '../common';

export const forCourt = (a: Answers) => a.forCourt === 'yes';

/** The courts of a district in MP, as their orders name them since the 2021 designations. */
export const COURTS = [
  { value: 'district', label: l('District Judge', 'ज़िला न्यायाधीश'), title: l('the District Judge', 'ज़िला न्यायाधीश') },
  {
    value: 'additional-district',
    label: l('Additional District Judge', 'अपर ज़िला न्यायाधीश'),
    title: l('the Additional District Judge', 'अपर ज़िला न्यायाधीश'),
  },
  {
    value: 'civil-senior',
    label: l('Civil Judge Senior Division', 'व्यवहार न्यायाधीश वरिष्ठ खंड'),
    title: l('the Civil Judge Senior Division', 'व्यवहार न्यायाधीश वरिष्ठ खंड'),
  },
  {
    value: 'civil-junior',
    label: l('Civil Judge Junior Division', 'व्यवहार न्यायाधीश कनिष्ठ खंड'),
    title: l('the Civil Judge Junior Division', 'व्यवहार न्यायाधीश कनिष्ठ खंड'),
  },
  {
    value: 'cjm',
    label: l('Chief Judicial Magistrate', 'मुख्य न्यायिक मजिस्ट्रेट'),
    title: l('the Chief Judicial Magistrate', 'मुख्य न्यायिक मजिस्ट्रेट'),
  },
  {
    value: 'jmfc',
    label: l('Judicial Magistrate First Class', 'न्यायिक मजिस्ट्रेट प्रथम श्रेणी'),
    title: l('the Judicial Magistrate First Class', 'न्यायिक मजिस्ट्रेट प्रथम श्रेणी'),
  },
  { value: 'family', label: l('Family Court', 'कुटुंब न्यायालय'), title: l('the Family Court', 'कुटुंब न्यायालय') },
] as const;

interface Role {
  one: Localized;
  many: Localized;
  /** The Hindi word for a woman in that role (वादिनी, आवेदिका). */
  woman: string;
}

const role = (en: string, enMany: string, hi: string, hiMany: string, woman: string): Role => ({
  one: l(en, hi),
  many: l(enMany, hiMany),
  woman,
});

/** The kinds of case and the parties' roles: the first side's, then the other's, and what the case's number is called. */
export const CASE_KINDS = [
  {
    value: 'suit',
    label: l('A civil suit (plaintiff and defendant)', 'व्यवहार वाद (वादी और प्रतिवादी)'),
    number: l('Civil Suit No.', 'व्यवहार वाद क्रमांक'),
    sides: [
      role('Plaintiff', 'Plaintiffs', 'वादी', 'वादीगण', 'वादिनी'),
      role('Defendant', 'Defendants', 'प्रतिवादी', 'प्रतिवादीगण', 'प्रतिवादिनी'),
    ],
  },
  {
    value: 'application',
    label: l('An application or petition (applicant and non-applicant)', 'आवेदन या याचिका (आवेदक और अनावेदक)'),
    number: l('Case No.', 'प्रकरण क्रमांक'),
    sides: [
      role('Applicant', 'Applicants', 'आवेदक', 'आवेदकगण', 'आवेदिका'),
      role('Non-applicant', 'Non-applicants', 'अनावेदक', 'अनावेदकगण', 'अनावेदिका'),
    ],
  },
  {
    value: 'complaint',
    label: l('A criminal complaint (complainant and accused)', 'परिवाद (परिवादी और अभियुक्त)'),
    number: l('Complaint Case No.', 'परिवाद क्रमांक'),
    sides: [
      role('Complainant', 'Complainants', 'परिवादी', 'परिवादीगण', 'परिवादिनी'),
      role('Accused', 'Accused', 'अभियुक्त', 'अभियुक्तगण', 'अभियुक्ता'),
    ],
  },
] as const;

/** Which side the deponent is: the first, the other, or someone else (a parent, an attorney), in their own words. */
export const DEPONENT_PLACES = [
  { value: 'first', label: l('I am the first side (the one who filed)', 'मैं पहला पक्ष हूँ (जिसने मामला दायर किया)') },
  { value: 'second', label: l('I am the other side', 'मैं दूसरा पक्ष हूँ') },
  { value: 'other', label: l('Someone else, for a party', 'कोई और, किसी पक्ष की ओर से') },
] as const;

const caseKind = (a: Answers) => CASE_KINDS.find((k) => k.value === a.caseKind);

/** A side's names, numbered when more than one, with its role after the last ("…… Defendants"). */
function side(a: Answers, index: 0 | 1, lang: Lang): string | undefined {
  const kind = caseKind(a);
  const names = linesOf(a[index === 0 ? 'firstParty' : 'secondParty']);
  if (!kind || names.length === 0) return undefined;
  const r = kind.sides[index];
  const self = a.deponentPlace === (index === 0 ? 'first' : 'second') && names.length === 1;
  const word =
    names.length > 1
      ? r.many[lang]
      : self && lang === 'hi'
        ? agreeing(a, 'deponentRelation', r.one.hi, r.woman)
        : r.one[lang];
  const listed = names.length > 1 ? names.map((name, i) => `${i + 1}. ${name}`) : names;
  return `${listed.join('\n')} …… ${word ?? r.one[lang]}`;
}

/** The values the cause title and the first paragraph use. */
export function deriveCourt(a: Answers, lang: Lang): Record<string, string | undefined> {
  const kind = caseKind(a);
  const court = COURTS.find((c) => c.value === a.court)?.title[lang];
  const place = a.deponentPlace === 'first' ? 0 : a.deponentPlace === 'second' ? 1 : undefined;
  const ownRole =
    kind && place !== undefined
      ? lang === 'hi'
        ? agreeing(a, 'deponentRelation', kind.sides[place].one.hi, kind.sides[place].woman)
        : `the ${kind.sides[place].one.en.toLowerCase()}`
      : undefined;
  return {
    courtTitle: court,
    caseNumberLabel: kind?.number[lang],
    caseNumberText: a.caseNumber?.trim() || '____________',
    firstSide: side(a, 0, lang),
    secondSide: side(a, 1, lang),
    deponentRole: a.deponentPlace === 'other' ? a.deponentCapacity?.trim() || undefined : ownRole,
  };
}

export const COURT_BLANKS = {
  courtTitle: l('court', 'न्यायालय'),
  caseNumberLabel: l('case No.', 'प्रकरण क्रमांक'),
  firstSide: l('first party …… role', 'प्रथम पक्ष …… भूमिका'),
  secondSide: l('other party …… role', 'द्वितीय पक्ष …… भूमिका'),
  deponentRole: l('your place in the case', 'प्रकरण में आपकी स्थिति'),
};
