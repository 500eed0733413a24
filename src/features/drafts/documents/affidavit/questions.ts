/** The affidavit's questions in steps (docs/drafts.md, "Questions"): a court affidavit adds its cause title. */
import { todayInIndia } from '../../dates';
import type { DraftText } from '../../text/en';
import type { Answers, Step } from '../../types';
import { choicesOf, person, signingDate, signingPlace } from '../common';
import { forCourt } from './court';
import { courtSteps } from './court-questions';
import type { AffidavitWords } from './en';

export const isKind = (kind: string) => (a: Answers) => a.kind === kind;
export const has = (id: string) => (a: Answers) => Boolean(a[id]?.trim());
/** A court affidavit that says what it supports is headed by that, not by a subject of its own. */
export const asksSubject = (a: Answers) => isKind('other')(a) && !(forCourt(a) && has('supports')(a));

export function affidavitSteps(w: AffidavitWords, text: DraftText): Step[] {
  const { steps, questions: q } = w;
  const deponent = person('deponent', w.deponent, text);
  return [
    { id: 'deponent', title: steps.deponent, questions: deponent.names },
    {
      id: 'about',
      title: steps.about,
      questions: [deponent.details[0]!, { id: 'occupation', type: 'text', ...q.occupation }, deponent.details[1]!],
    },
    {
      id: 'kind',
      title: steps.kind,
      questions: [
        {
          id: 'kind',
          type: 'choice',
          ...q.kind,
          choices: choicesOf(['name-change', 'address', 'income', 'other'], w.kinds),
        },
        { id: 'forCourt', type: 'choice', ...q.forCourt, choices: choicesOf(['no', 'yes'], w.forCourt) },
        { id: 'purpose', type: 'text', optional: true, when: (a) => !forCourt(a), ...q.purpose },
      ],
    },
    ...courtSteps(w),
    {
      id: 'details',
      title: steps.details,
      questions: [
        { id: 'oldName', type: 'text', when: isKind('name-change'), ...q.oldName },
        { id: 'newName', type: 'text', when: isKind('name-change'), ...q.newName },
        { id: 'nameReason', type: 'text', optional: true, when: isKind('name-change'), ...q.nameReason },
        { id: 'residingSince', type: 'date', when: isKind('address'), ...q.residingSince },
        { id: 'annualIncome', type: 'rupees', min: 0, when: isKind('income'), ...q.annualIncome },
        { id: 'incomeSource', type: 'text', when: isKind('income'), ...q.incomeSource },
        { id: 'subject', type: 'text', when: asksSubject, ...q.subject },
      ],
    },
    {
      id: 'statements',
      title: steps.statements,
      questions: [
        { id: 'knownStatements', type: 'lines', ...q.knownStatements },
        { id: 'toldStatements', type: 'lines', optional: true, ...q.toldStatements },
        { id: 'toldSource', type: 'text', when: has('toldStatements'), ...q.toldSource },
      ],
    },
    {
      id: 'signing',
      title: steps.signing,
      questions: [
        signingPlace(text),
        {
          ...signingDate(text),
          optional: true,
          ...q.signDate,
          check: (value) => (value < todayInIndia() ? w.signDateTooEarly : undefined),
        },
      ],
    },
  ];
}
