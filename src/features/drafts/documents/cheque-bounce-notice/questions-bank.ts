/** The cheque at the bank, the memo, the notice's date and its delivery: each date checked against the one before it. */
import type { Lang } from '@/i18n/lang';
import { figure, formatDay } from '@/business/legal-facts';
import { dayOf, todayInIndia } from '../../dates';
import type { Step } from '../../types';
import { chequeValidity } from './dates';
import type { ChequeWords } from './en';
import { chequeDay, memo, reasonChoices } from './terms';

const notBefore = (value: string, other: string | undefined, message: string) =>
  other && value < other ? message : undefined;

export function bankSteps(w: ChequeWords, lang: Lang): Step[] {
  const { steps, questions: q, problems } = w;
  /** Not after the date in India: a day still to come cannot have passed. */
  const notFuture = (value: string) => (value > todayInIndia() ? problems.notYet : undefined);
  return [
    {
      id: 'presented',
      title: steps.presented,
      questions: [
        { id: 'payeeBank', type: 'text', ...q.payeeBank },
        {
          id: 'presentedDate',
          type: 'date',
          ...q.presentedDate,
          hint: w.validityHint(figure('ni138.cheque-validity', lang)),
          check: (value, a) => {
            const cheque = chequeDay(a);
            const valid = cheque ? chequeValidity(cheque).lastDay : undefined;
            return (
              notFuture(value) ??
              notBefore(value, cheque, problems.beforeCheque) ??
              (valid && value > valid ? problems.afterValidity(formatDay(valid, lang)) : undefined)
            );
          },
        },
        {
          id: 'memoDate',
          type: 'date',
          ...q.memoDate,
          hint: w.memoHint(figure('ni138.notice', lang)),
          check: (value, a) => notFuture(value) ?? notBefore(value, dayOf(a.presentedDate), problems.memoBeforeDeposit),
        },
      ],
    },
    {
      id: 'memo',
      title: steps.memo,
      questions: [
        {
          id: 'memoIssued',
          type: 'date',
          ...q.memoIssued,
          check: (value, a) =>
            notFuture(value) ??
            notBefore(value, dayOf(a.presentedDate), problems.memoDatedBeforeDeposit) ??
            (memo(a) && value > memo(a)! ? problems.memoDatedAfterReceipt : undefined),
        },
        { id: 'memoReason', type: 'choice', ...q.memoReason, choices: reasonChoices(w) },
        { id: 'memoReasonOther', type: 'text', when: (a) => a.memoReason === 'other', ...q.memoReasonOther },
      ],
    },
    {
      id: 'sending',
      title: steps.sending,
      questions: [
        {
          id: 'noticeDate',
          type: 'date',
          ...q.noticeDate,
          check: (value, a) => notBefore(value, memo(a), problems.noticeBeforeMemo),
        },
        { id: 'place', type: 'text', ...q.place },
      ],
    },
    {
      id: 'delivery',
      title: steps.delivery,
      questions: [
        {
          id: 'drawerEmail',
          type: 'text',
          optional: true,
          ...q.drawerEmail,
          check: (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : problems.email),
        },
        {
          id: 'drawerWhatsApp',
          type: 'text',
          optional: true,
          ...q.drawerWhatsApp,
          check: (value) => (/^\+?[\d\s-]{10,15}$/.test(value.trim()) ? undefined : problems.mobile),
        },
        {
          id: 'noticeReceived',
          type: 'date',
          optional: true,
          ...q.noticeReceived,
          check: (value, a) => notFuture(value) ?? notBefore(value, dayOf(a.noticeDate), problems.receivedBeforeNotice),
        },
      ],
    },
  ];
}
