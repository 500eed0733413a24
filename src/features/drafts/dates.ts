/**
 * Calendar days as ISO strings (YYYY-MM-DD), computed in UTC so that a
 * phone's time zone never moves a legal deadline (docs/drafts.md,
 * "Cheque-bounce dates").
 */
import { chequeBounce } from '@/lib/legal-facts';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written as YYYY-MM-DD (2025-02-29 is not one). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => fromTime(toTime(iso) + days * DAY_MS);

/** The same day `months` later, or the month's last day when it has none (31 January + 1 month = 28/29 February). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return fromTime(target.getTime());
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** Today in India, as the visitor's phone knows it. */
export function todayInIndia(now = Date.now()): string {
  return fromTime(now + 5.5 * 3_600_000);
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The dates of s.138 NI Act that follow a cheque's return, from the
 * register's periods: the last day for the notice (memo + 30), to pay
 * (receipt + 15), the cause of action (the next day) and the complaint (a
 * month on, or 30 days when that is earlier: s.142(1)(b)). Why each:
 * docs/drafts.md, "Cheque-bounce dates".
 */
export function chequeBounceDates(memoReceived: string, noticeReceived?: string) {
  const noticeBy = addDays(memoReceived, days(chequeBounce.notice.value));
  if (!noticeReceived) return { noticeBy };
  const payBy = addDays(noticeReceived, days(chequeBounce.pay.value));
  const causeOfAction = addDays(payBy, 1);
  const complaintBy = earlier(
    addMonths(causeOfAction, 1),
    addDays(causeOfAction, days(chequeBounce.complaint.value)),
  );
  return { noticeBy, payBy, causeOfAction, complaintBy };
}

function days(value: { kind: string; days?: number }): number {
  if (value.kind !== 'days' || value.days === undefined) throw new Error('The register gives this period in days');
  return value.days;
}

/** Days left to send the notice from `today`; below zero: the time is gone. */
export const noticeDaysLeft = (memoReceived: string, today: string): number =>
  daysBetween(today, chequeBounceDates(memoReceived).noticeBy);

/** A week or less left is "nearly gone". */
export const NOTICE_WARNING_DAYS = 7;
