/**
 * An affidavit (docs/drafts.md, "Affidavit"): the deponent (the relation
 * asked once, which the Hindi agrees with: करता / करती, शपथकर्ता /
 * शपथकर्त्री), its kind, a court affidavit's cause title, numbered
 * statements and the verification; its parts are in affidavit/, their
 * words in affidavit/en.ts and hi.ts. The attestation has room for the
 * notary's registration number and the identifying advocate's signature
 * and enrolment number.
 */
import type { Lang } from '@/i18n/lang';
import { formatDay } from '@/business/legal-facts';
import { dayOf } from '../dates';
import { RULE } from '../fill';
import type { DraftText } from '../text/en';
import type { Answers, DraftSpec } from '../types';
import { affidavitClauses, statementNumbers } from './affidavit/clauses';
import { deriveCourt } from './affidavit/court';
import type { AffidavitWords } from './affidavit/en';
import { affidavitFees, affidavitNotices } from './affidavit/notes';
import { affidavitSteps } from './affidavit/questions';
import { agreeing, namesOf, relationText } from './common';

/** The affidavit in `lang`, from its words in that language. */
export default function affidavit(w: AffidavitWords, text: DraftText, lang: Lang): DraftSpec {
  const clauses = affidavitClauses(w);
  /** The deponent as the document names them, by the relation asked (शपथकर्ता, शपथकर्त्री). */
  const title = (a: Answers) => agreeing(a, 'deponentRelation', w.agreeing.title);
  const derive = (a: Answers): Record<string, string | undefined> => {
    const { known, told } = statementNumbers(clauses, a);
    const signed = dayOf(a.signDate);
    return {
      ...deriveCourt(a, w),
      deponentRel: relationText(a, 'deponentRelation', text),
      deponentParentTitled: namesOf(a, 'deponent', text).parent,
      stateVerb: agreeing(a, 'deponentRelation', w.agreeing.state),
      deponentTitle: title(a),
      ofDeponent: agreeing(a, 'deponentRelation', w.agreeing.ofTitle),
      knownParas: w.paragraphs(1, known),
      toldParas: told ? w.paragraphs(known + 1, known + told) : undefined,
      // The notary's day, written by hand when not known yet.
      verifiedOn: signed ? formatDay(signed, lang) : RULE,
    };
  };
  return {
    kind: 'affidavit',
    lang,
    text,
    version: 3,
    renamed: { age: 'deponentAge' },
    documentType: 'affidavit',
    documentPage: '/documents/affidavit',
    steps: affidavitSteps(w, text),
    notices: affidavitNotices(w),
    derive,
    derivedBlanks: { deponentRel: w.deponent.relation, deponentParentTitled: w.deponent.parent, ...w.blanks },
    clauses,
    fees: affidavitFees(w),
    print: (a) => ({
      stampSpace: true,
      signatures: [{ who: w.signs(title(a)) }],
      witnesses: 0,
      attestation: w.attestation(RULE, title(a)),
    }),
  };
}
