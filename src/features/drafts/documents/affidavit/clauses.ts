/**
 * The affidavit's clauses in order, and when each applies (docs/drafts.md,
 * "Affidavit"): the cause title of a court affidavit, the deponent,
 * numbered statements and the verification that names which paragraphs the
 * deponent knows personally and which rest on information received, from
 * whom (Code of Civil Procedure, Order XIX rule 3). One form throughout:
 * the deponent affirms. Their words are en.ts and hi.ts.
 */
import { linesOf } from '../../fill';
import type { Answers, Clause } from '../../types';
import { forCourt } from './court';
import type { AffidavitWords } from './en';
import { has, isKind } from './questions';

export function affidavitClauses(w: AffidavitWords): Clause[] {
  const c = w.clauses;
  const causeTitle: Clause[] = [
    { id: 'court', role: 'title', when: forCourt, text: c.court },
    { id: 'case', role: 'subtitle', when: forCourt, text: '{caseNumberLabel} {caseNumberText}' },
    { id: 'first-side', role: 'party', when: forCourt, text: '{firstSide}' },
    { id: 'versus', role: 'subtitle', when: forCourt, text: c.versus },
    { id: 'second-side', role: 'party', when: forCourt, text: '{secondSide}' },
  ];
  const head: Clause[] = [
    { id: 'title', role: 'title', text: c.title },
    { id: 'supports', role: 'subtitle', when: (a) => forCourt(a) && has('supports')(a), text: c.supports },
    {
      id: 'subject',
      role: 'subtitle',
      when: (a) => isKind('other')(a) && has('subject')(a) && !(forCourt(a) && has('supports')(a)),
      text: c.subject,
    },
    { id: 'deponent', text: c.deponent },
  ];
  const numbered = (id: keyof typeof c, when: (a: Answers) => boolean): Clause => ({
    id,
    numbered: true,
    when,
    text: c[id],
  });
  const body: Clause[] = [
    numbered('self', (a) => !forCourt(a)),
    numbered('self-in-case', forCourt),
    numbered('name-change', isKind('name-change')),
    numbered('name-reason', (a) => isKind('name-change')(a) && has('nameReason')(a)),
    numbered('address', isKind('address')),
    numbered('income', isKind('income')),
    numbered('purpose', (a) => !forCourt(a) && has('purpose')(a)),
    { id: 'known', numbered: true, each: 'knownStatements', sentences: true, text: c.statement },
    {
      id: 'told',
      numbered: true,
      each: 'toldStatements',
      sentences: true,
      when: has('toldStatements'),
      text: c.statement,
    },
    { id: 'signature', role: 'right', text: c.signature },
  ];
  const heading = w.verificationHeading;
  const verification: Clause[] = [
    { id: 'verification', heading, when: (a) => !has('toldStatements')(a), text: c.verification },
    { id: 'verification-with-belief', heading, when: has('toldStatements'), text: c['verification-with-belief'] },
  ];
  return [...causeTitle, ...head, ...body, ...verification];
}

/** The numbers the verification names: the statements come after every other numbered paragraph that applies. */
export function statementNumbers(clauses: readonly Clause[], a: Answers) {
  const before = clauses.filter((c) => c.numbered && !c.each && (!c.when || c.when(a))).length;
  const known = before + Math.max(linesOf(a.knownStatements).length, 1);
  return { known, told: linesOf(a.toldStatements).length };
}
