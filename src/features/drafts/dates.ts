/**
 * Calendar days as ISO strings (YYYY-MM-DD), computed in UTC so that a
 * phone's time zone never moves a legal deadline; "today" is the date in
 * India (docs/drafts.md, "Dates").
 */
import { chequeBounce, type FactValue } from '@/business/legal-facts';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written as YYYY-MM-DD (2025-02-29 is not one). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The answer as a day, or undefined when it is not one. */
export const dayOf = (value: string | undefined): string | undefined => {
  const day = value?.trim() ?? '';
  return isIsoDay(day) ? day : undefined;
};

const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => fromTime(toTime(iso) + days * DAY_MS);

const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** The same day `months` later, or the month's last day when it has none (31 January + 1 month = 28/29 February). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  target.setUTCDate(Math.min(d, daysInMonth(target.getUTCFullYear(), target.getUTCMonth())));
  return fromTime(target.getTime());
}

/**
 * The last day of a term of `months` calendar months that starts on
 * `start`: the day before the same date `months` later, or, when that month
 * is too short to have the start's day, its last day (31 March 2027 + 11
 * months ends on 29 February 2028; 29 January 2027 + 1 month on 28
 * February 2027).
 */
export function termEnd(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = daysInMonth(target.getUTCFullYear(), target.getUTCMonth());
  if (d > last) {
    target.setUTCDate(last);
    return fromTime(target.getTime());
  }
  target.setUTCDate(d);
  return addDays(fromTime(target.getTime()), -1);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toTime(to) - toTime(from)) / DAY_MS);

const INDIA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in India (Asia/Kolkata), whatever the phone's time zone: YYYY-MM-DD. */
export function todayInIndia(now: number = Date.now()): string {
  return INDIA_DAY.format(now);
}

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

/** Days left to send the notice from `today`; below zero: the time is gone. */
export const noticeDaysLeft = (memoReceived: string, today: string): number =>
  daysBetween(today, chequeBounceDates(memoReceived).noticeBy);

/** A week or less left is "nearly gone". */
export const NOTICE_WARNING_DAYS = 7;
