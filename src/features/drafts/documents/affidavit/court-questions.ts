/** A court affidavit's questions: the court and the case, the parties and the deponent's place in it. */
import type { Question, Step } from '../../types';
import { choicesOf } from '../common';
import { CASE_KINDS, COURTS, DEPONENT_PLACES, forCourt } from './court';
import type { AffidavitWords } from './en';

type Id = 'courtPlace' | 'caseNumber' | 'supports';

export function courtSteps(w: AffidavitWords): Step[] {
  const { steps, questions: q } = w;
  const inCourt = (id: Id, optional = false): Question => ({
    id,
    type: 'text',
    when: forCourt,
    ...q[id],
    ...(optional ? { optional } : {}),
  });
  return [
    {
      id: 'court',
      title: steps.court,
      questions: [
        { id: 'court', type: 'choice', when: forCourt, ...q.court, choices: choicesOf(COURTS, w.courts) },
        inCourt('courtPlace'),
        inCourt('caseNumber', true),
        inCourt('supports', true),
      ],
    },
    {
      id: 'parties',
      title: steps.parties,
      questions: [
        { id: 'caseKind', type: 'choice', when: forCourt, ...q.caseKind, choices: choicesOf(CASE_KINDS, w.caseKinds) },
        { id: 'firstParty', type: 'lines', when: forCourt, ...q.firstParty },
        { id: 'secondParty', type: 'lines', when: forCourt, ...q.secondParty },
      ],
    },
    {
      id: 'capacity',
      title: steps.capacity,
      questions: [
        {
          id: 'deponentPlace',
          type: 'choice',
          when: forCourt,
          ...q.deponentPlace,
          choices: choicesOf(DEPONENT_PLACES, w.places),
        },
        {
          id: 'deponentCapacity',
          type: 'text',
          when: (a) => forCourt(a) && a.deponentPlace === 'other',
          ...q.deponentCapacity,
        },
      ],
    },
  ];
}
