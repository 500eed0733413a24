/**
 * The notice under s.138 of the Negotiable Instruments Act, 1881, clause by
 * clause (docs/drafts.md, "Cheque-bounce notice"); and, when its date is
 * after the 30 days from the memo, no notice but a note for the client of
 * what can still be done (MSR Leathers v. S. Palaniappan, (2013) 1 SCC 177).
 * Their words are clauses.en.ts and clauses.hi.ts.
 */
import { linesOf } from '../../fill';
import type { Answers, Clause } from '../../types';
import type { ChequeWords } from './en';
import { isBody, isLate } from './terms';

const inTime = (a: Answers) => !isLate(a);
const and =
  (...rules: ((a: Answers) => boolean)[]) =>
  (a: Answers) =>
    rules.every((rule) => rule(a));

export function noticeClauses({ clauses: c }: ChequeWords): Clause[] {
  const notice: Clause[] = [
    { id: 'title', role: 'title', text: c.title },
    { id: 'subtitle', role: 'subtitle', text: c.subtitle },
    { id: 'date', role: 'right', text: c.date },
    { id: 'mode', text: '{mode}' },
    { id: 'to', text: c.to },
    {
      id: 'to-persons',
      each: 'drawerPersons',
      when: (a) => isBody(a) && linesOf(a.drawerPersons).length > 0,
      text: c['to-persons'],
    },
    { id: 'subject', text: c.subject },
    { id: 'opening', text: c.opening },
    { id: 'cheque', numbered: true, text: c.cheque },
    { id: 'dishonour', numbered: true, text: c.dishonour },
    { id: 'section-141', numbered: true, when: isBody, text: c['section-141'] },
    { id: 'demand', numbered: true, text: c.demand },
    { id: 'consequence', numbered: true, text: c.consequence },
    { id: 'copy', numbered: true, text: c.copy },
    { id: 'place', text: c.place },
  ];
  /** What the client gets instead of a notice dated too late: no notice, and what can still be done. */
  const advice: Clause[] = [
    { id: 'advice-title', role: 'title', text: c['advice-title'] },
    { id: 'advice-subtitle', role: 'subtitle', text: c['advice-subtitle'] },
    { id: 'advice-memo', text: c['advice-memo'] },
    { id: 'advice-late', text: c['advice-late'] },
    { id: 'advice-present', text: c['advice-present'] },
    { id: 'advice-civil', text: c['advice-civil'] },
  ];
  return [
    ...notice.map((clause) => ({ ...clause, when: clause.when ? and(inTime, clause.when) : inTime })),
    ...advice.map((clause) => ({ ...clause, when: isLate })),
  ];
}
