/**
 * The s.138 notice's questions in steps (docs/drafts.md, "Questions"): who
 * the payee and the drawer are, the cheque and the debt here; the bank, the
 * memo and the notice in questions-bank.ts.
 */
import type { Lang } from '@/i18n/lang';
import type { Step } from '../../types';
import type { ChequeWords } from './en';
import { bankSteps } from './questions-bank';
import { drawerChoices, isBody, isProprietor, payeeChoices } from './terms';

export function noticeSteps(w: ChequeWords, lang: Lang): Step[] {
  const { steps, questions: q } = w;
  return [
    {
      id: 'payee',
      title: steps.payee,
      questions: [
        { id: 'payeeKind', type: 'choice', ...q.payeeKind, choices: payeeChoices(w) },
        { id: 'payeeName', type: 'text', ...q.payeeName },
        { id: 'payeeBusiness', type: 'text', when: isProprietor, ...q.payeeBusiness },
        { id: 'payeeAddress', type: 'textarea', ...q.payeeAddress },
      ],
    },
    {
      id: 'drawer',
      title: steps.drawer,
      questions: [
        { id: 'drawerKind', type: 'choice', ...q.drawerKind, choices: drawerChoices(w) },
        { id: 'drawerName', type: 'text', ...q.drawerName },
        { id: 'drawerAddress', type: 'textarea', ...q.drawerAddress },
        { id: 'drawerPersons', type: 'lines', optional: true, when: isBody, ...q.drawerPersons },
      ],
    },
    {
      id: 'cheque',
      title: steps.cheque,
      questions: [
        {
          id: 'chequeNumber',
          type: 'text',
          ...q.chequeNumber,
          check: (value) => (/^\d{6}$/.test(value.trim()) ? undefined : w.problems.chequeNumber),
        },
        { id: 'chequeDate', type: 'date', ...q.chequeDate },
        { id: 'amount', type: 'rupees', min: 1, ...q.amount },
        { id: 'bank', type: 'text', ...q.bank },
      ],
    },
    { id: 'debt', title: steps.debt, questions: [{ id: 'debt', type: 'textarea', ...q.debt }] },
    ...bankSteps(w, lang),
  ];
}
