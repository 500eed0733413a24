/**
 * What the builder says beside the notice (docs/drafts.md, "Dates"): the
 * dates that follow the memo, from the register's periods, with a warning
 * when the 30 days to give the notice are nearly or already gone, or the
 * notice's own date is past them; a last day that falls on a holiday
 * moves to the working day before. The words are en.ts's and hi.ts's.
 */
import type { Lang } from '@/i18n/lang';
import { figure, formatDay } from '@/business/legal-facts';
import { dayOf, daysBetween } from '../../dates';
import { chequeBounceDates, chequeValidity, NOTICE_WARNING_DAYS } from './dates';
import type { Answers, Notice } from '../../types';
import type { ChequeWords } from './en';
import { chequeDay, isLate, memo, received } from './terms';

export function noticeNotes({ notes }: ChequeWords, lang: Lang): Notice[] {
  const day = (iso: string) => formatDay(iso, lang);
  const noticeDays = () => figure('ni138.notice', lang);

  /** What to do once the notice cannot found a complaint: present again while the cheque is valid, else a civil suit. */
  const afterLapse = (a: Answers, today: string) => {
    const cheque = chequeDay(a);
    const { presentBy } = cheque ? chequeValidity(cheque) : { presentBy: undefined };
    return presentBy && today <= presentBy ? notes.presentAgain(day(presentBy)) : notes.civilSuit;
  };

  const datesText = (a: Answers) => {
    const dates = chequeBounceDates(memo(a)!, received(a));
    const pay = figure('ni138.pay', lang);
    const first = notes.sendBy(day(dates.noticeBy), noticeDays());
    return dates.payBy
      ? notes.dates(first, {
          payBy: day(dates.payBy),
          pay,
          from: day(dates.causeOfAction!),
          fileBy: day(dates.fileBy!),
          ends: day(dates.complaintEnds!),
        })
      : notes.datesUnknown(first, pay);
  };

  return [
    {
      id: 'notice-late',
      tone: 'warning',
      when: isLate,
      text: (a, today) => notes.late(day(chequeBounceDates(memo(a)!).noticeBy), noticeDays(), afterLapse(a, today)),
    },
    {
      id: 'notice-gone',
      tone: 'warning',
      when: (a, today) =>
        Boolean(memo(a)) && !dayOf(a.noticeDate) && daysBetween(today, chequeBounceDates(memo(a)!).noticeBy) < 0,
      text: (a, today) => notes.gone(noticeDays(), day(chequeBounceDates(memo(a)!).noticeBy), afterLapse(a, today)),
    },
    {
      id: 'notice-nearly-gone',
      tone: 'warning',
      when: (a, today) => {
        if (!memo(a) || dayOf(a.noticeDate)) return false;
        const left = daysBetween(today, chequeBounceDates(memo(a)!).noticeBy);
        return left >= 0 && left <= NOTICE_WARNING_DAYS;
      },
      text: (a, today) => {
        const { noticeBy } = chequeBounceDates(memo(a)!);
        return notes.hurry(day(noticeBy), daysBetween(today, noticeBy));
      },
    },
    { id: 'dates', tone: 'info', when: (a) => Boolean(memo(a)), text: (a) => datesText(a) },
  ];
}
