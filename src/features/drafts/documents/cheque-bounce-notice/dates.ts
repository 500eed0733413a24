/**
 * The cheque's dates from the register's periods (docs/drafts.md, "Dates"):
 * the notice's, the payment's and the complaint's after a return memo, and
 * the cheque's validity. Calendar days as ../../dates.ts counts them.
 */
import { chequeBounce, type FactValue } from '@/business/legal-facts';
import { addDays, addMonths } from '../../dates';

function periodOf(value: FactValue, kind: 'days' | 'months'): number {
  if (value.kind === 'days' && kind === 'days') return value.days;
  if (value.kind === 'months' && kind === 'months') return value.months;
  throw new Error(`The register gives this period in ${value.kind}, not ${kind}`);
}

/**
 * The dates of s.138 NI Act that follow a cheque's return, from the
 * register's periods (docs/drafts.md, "Dates"): the last day to send the
 * notice (memo + 30 days), to pay (receipt + 15), the day the cause of
 * action arises (the next), and the complaint's month, which ends on the
 * same date a month on (the first day not counted: Econ Antri). `fileBy`,
 * the date the page advises, is the day before that end.
 */
export function chequeBounceDates(memoReceived: string, noticeReceived?: string) {
  const noticeBy = addDays(memoReceived, periodOf(chequeBounce.notice.value, 'days'));
  if (!noticeReceived) return { noticeBy };
  const payBy = addDays(noticeReceived, periodOf(chequeBounce.pay.value, 'days'));
  const causeOfAction = addDays(payBy, 1);
  const complaintEnds = addMonths(causeOfAction, periodOf(chequeBounce.complaint.value, 'months'));
  return { noticeBy, payBy, causeOfAction, complaintEnds, fileBy: addDays(complaintEnds, -1) };
}

/**
 * A cheque's validity (the register's months, RBI): the last day the bank
 * may pay it, counted as the complaint's month is (the same date three
 * months on), and the day the page advises presenting it by, one earlier,
 * since banks do not all count alike.
 */
export function chequeValidity(chequeDate: string) {
  const lastDay = addMonths(chequeDate, periodOf(chequeBounce.validity.value, 'months'));
  return { lastDay, presentBy: addDays(lastDay, -1) };
}

/** A week or less left is "nearly gone". */
export const NOTICE_WARNING_DAYS = 7;
