/**
 * An affidavit (docs/drafts.md, "Affidavit"): the deponent (the relation
 * asked once, which the Hindi agrees with: करता / करती, शपथकर्ता /
 * शपथकर्त्री), its kind, a court affidavit's cause title, numbered
 * statements and the verification; its parts are in affidavit/. The
 * attestation has room for the notary's registration number and the
 * identifying advocate's signature and enrolment number.
 */
import type { Lang } from '@/i18n/lang';
import { formatDay } from '@/business/legal-facts';
import { dayOf } from '../dates';
import { RULE } from '../fill';
import type { Answers, DraftSpec } from '../types';
import { AFFIDAVIT_CLAUSES, statementNumbers } from './affidavit/clauses';
import { COURT_BLANKS, deriveCourt } from './affidavit/court';
import { AFFIDAVIT_FEES, AFFIDAVIT_NOTICES } from './affidavit/notes';
import { AFFIDAVIT_STEPS } from './affidavit/questions';
import { agreeing, l, namesOf, relationText } from './common';

/** "paragraph 3", "paragraphs 7 and 8", "paragraphs 1 to 6" (कंडिका 3, कंडिका 7 एवं 8, कंडिका 1 से 6). */
function paragraphs(from: number, to: number, lang: Lang): string {
  if (lang === 'hi')
    return from === to ? `कंडिका ${from}` : to === from + 1 ? `कंडिका ${from} एवं ${to}` : `कंडिका ${from} से ${to}`;
  return from === to
    ? `paragraph ${from}`
    : to === from + 1
      ? `paragraphs ${from} and ${to}`
      : `paragraphs ${from} to ${to}`;
}

/** शपथकर्ता for a man, शपथकर्त्री for a woman, from the relation asked once. */
const deponentTitle = (a: Answers) => agreeing(a, 'deponentRelation', 'शपथकर्ता', 'शपथकर्त्री');

function derive(a: Answers, lang: Lang): Record<string, string | undefined> {
  const { known, told } = statementNumbers(a);
  const title = deponentTitle(a);
  const signed = dayOf(a.signDate);
  return {
    ...deriveCourt(a, lang),
    deponentRel: relationText(a, 'deponentRelation', lang),
    deponentParentTitled: namesOf(a, 'deponent', lang).parent,
    stateVerb: agreeing(a, 'deponentRelation', 'करता हूँ', 'करती हूँ'),
    deponentTitle: title,
    ofDeponent: title && agreeing(a, 'deponentRelation', `का ${title}`, `की ${title}`),
    knownParas: paragraphs(1, known, lang),
    toldParas: told ? paragraphs(known + 1, known + told, lang) : undefined,
    // The notary's day, written by hand when not known yet.
    verifiedOn: signed ? formatDay(signed, lang) : RULE,
  };
}

const attestation = (a: Answers) => {
  const title = deponentTitle(a) ?? 'शपथकर्ता';
  return l(
    `Solemnly affirmed before me at ${RULE} on ${RULE} by the deponent, who is identified by the advocate below.\nNotary / Oath Commissioner: name ${RULE}, Registration No. ${RULE} (seal and signature)\nIdentified by me: ${RULE}, Advocate, Enrolment No. ${RULE} (signature)`,
    `${title} ने, जिसकी पहचान नीचे हस्ताक्षर करने वाले अधिवक्ता ने की, दिनांक ${RULE} को ${RULE} में मेरे समक्ष सत्यनिष्ठापूर्वक प्रतिज्ञान कर हस्ताक्षर किए।\nनोटरी / शपथ आयुक्त: नाम ${RULE}, पंजीयन क्रमांक ${RULE} (मुहर एवं हस्ताक्षर)\nपहचानकर्ता अधिवक्ता: ${RULE}, नामांकन क्रमांक ${RULE} (हस्ताक्षर)`,
  );
};

const affidavit: DraftSpec = {
  kind: 'affidavit',
  version: 3,
  renamed: { age: 'deponentAge' },
  documentType: 'affidavit',
  documentPage: '/documents/affidavit',
  steps: AFFIDAVIT_STEPS,
  notices: AFFIDAVIT_NOTICES,
  derive,
  derivedBlanks: {
    ...COURT_BLANKS,
    deponentRel: l('son, daughter or wife of', 'आत्मज, आत्मजा या पत्नी'),
    deponentParentTitled: l('father’s or husband’s name', 'पिता या पति का नाम'),
    stateVerb: l('state', 'करता हूँ या करती हूँ'),
    deponentTitle: l('deponent', 'शपथकर्ता या शपथकर्त्री'),
    ofDeponent: l('deponent', 'का शपथकर्ता या की शपथकर्त्री'),
  },
  clauses: AFFIDAVIT_CLAUSES,
  fees: AFFIDAVIT_FEES,
  print: (a) => ({
    stampSpace: true,
    signatures: [{ who: l('Deponent', deponentTitle(a) ?? 'शपथकर्ता') }],
    witnesses: 0,
    attestation: attestation(a),
  }),
};

export default affidavit;
