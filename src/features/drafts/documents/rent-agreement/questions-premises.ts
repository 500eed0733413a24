/** The premises and the term; a lease to be registered adds the schedule that identifies the premises (Registration Act, s.21). */
import type { Question, Step } from '../../types';
import { choicesOf, whole } from '../common';
import type { RentWords } from './en';
import { mustRegister } from './terms';

export function premisesSteps(w: RentWords): Step[] {
  const { steps, questions: q } = w;
  /** A short line of the schedule, asked only for a lease to be registered (Registration Act, s.21). */
  const scheduleLine = (id: 'houseNumber' | 'wardNumber' | 'premisesArea'): Question => ({
    id,
    type: 'text',
    when: mustRegister,
    ...q[id],
  });
  const boundary = (id: 'boundaryNorth' | 'boundarySouth' | 'boundaryEast' | 'boundaryWest'): Question => ({
    id,
    type: 'text',
    when: mustRegister,
    ...q[id],
    hint: w.boundaryHint,
  });
  return [
    {
      id: 'premises',
      title: steps.premises,
      questions: [
        { id: 'propertyAddress', type: 'textarea', ...q.propertyAddress },
        { id: 'premisesDistrict', type: 'text', ...q.premisesDistrict },
        { id: 'use', type: 'choice', ...q.use, choices: choicesOf(['residential', 'commercial'], w.uses) },
        { id: 'furniture', type: 'lines', optional: true, ...q.furniture },
      ],
    },
    {
      id: 'term',
      title: steps.term,
      questions: [
        { id: 'startDate', type: 'date', ...q.startDate },
        { id: 'termMonths', type: 'number', min: 1, max: 120, ...q.termMonths },
        {
          id: 'lockInMonths',
          type: 'number',
          optional: true,
          min: 0,
          max: 120,
          ...q.lockInMonths,
          check: (value, a) => {
            const term = whole(a, 'termMonths');
            return term !== undefined && Number(value) > term ? w.lockInTooLong : undefined;
          },
        },
      ],
    },
    {
      id: 'schedule',
      title: steps.schedule,
      questions: [scheduleLine('houseNumber'), scheduleLine('wardNumber'), scheduleLine('premisesArea')],
    },
    {
      id: 'boundaries',
      title: steps.boundaries,
      questions: [
        boundary('boundaryNorth'),
        boundary('boundarySouth'),
        boundary('boundaryEast'),
        boundary('boundaryWest'),
      ],
    },
  ];
}
