/** The rent, the deposit and leaving, the bills and the stamp. */
import type { Step } from '../../types';
import { choicesOf } from '../common';
import type { RentWords } from './en';
import { hasDeposit, mustRegister } from './terms';

/** Who bears a cost: the same two answers for the bills, the maintenance and the property tax. */
const WHO_PAYS = ['tenant', 'landlord'] as const;
/** Who pays the stamp duty and the registration fee of a registered lease (the lessee, unless agreed: Stamp Act, s.29(c)). */
const COSTS_BY = ['tenant', 'landlord', 'shared'] as const;
const RENT_MODES = ['bank', 'cheque', 'cash'] as const;

export function moneySteps(w: RentWords): Step[] {
  const { steps, questions: q } = w;
  const whoPays = choicesOf(WHO_PAYS, w.whoPays);
  return [
    {
      id: 'rent',
      title: steps.rent,
      questions: [
        { id: 'rent', type: 'rupees', min: 1, ...q.rent },
        { id: 'dueDay', type: 'number', min: 1, max: 28, ...q.dueDay },
        { id: 'rentMode', type: 'choice', ...q.rentMode, choices: choicesOf(RENT_MODES, w.rentModes) },
        { id: 'increasePercent', type: 'number', optional: true, min: 0, max: 100, ...q.increasePercent },
      ],
    },
    {
      id: 'deposit',
      title: steps.deposit,
      questions: [
        { id: 'deposit', type: 'rupees', min: 0, ...q.deposit },
        { id: 'refundDays', type: 'number', min: 1, max: 90, when: hasDeposit, ...q.refundDays },
        { id: 'noticeMonths', type: 'number', min: 1, max: 6, ...q.noticeMonths },
        { id: 'holdOverDaily', type: 'rupees', optional: true, min: 1, ...q.holdOverDaily },
      ],
    },
    {
      id: 'bills',
      title: steps.bills,
      questions: [
        { id: 'utilities', type: 'choice', ...q.utilities, choices: whoPays },
        { id: 'maintenance', type: 'choice', ...q.maintenance, choices: whoPays },
        { id: 'propertyTax', type: 'choice', ...q.propertyTax, choices: whoPays },
        { id: 'sublet', type: 'choice', ...q.sublet, choices: choicesOf(['no', 'consent'], w.sublet) },
      ],
    },
    {
      id: 'stamp',
      title: steps.stamp,
      questions: [
        { id: 'costsBy', type: 'choice', when: mustRegister, ...q.costsBy, choices: choicesOf(COSTS_BY, w.costsBy) },
        { id: 'estampNumber', type: 'text', optional: true, ...q.estampNumber },
        { id: 'estampDate', type: 'date', optional: true, ...q.estampDate },
        { id: 'estampAmount', type: 'rupees', optional: true, min: 1, ...q.estampAmount },
      ],
    },
  ];
}
