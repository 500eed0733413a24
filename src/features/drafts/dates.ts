/**
 * Calendar days as ISO strings (YYYY-MM-DD), computed in UTC so that a
 * phone's time zone never moves a legal deadline; "today" is the date in
 * India (docs/drafts.md, "Dates"). The cheque's periods are its document's
 * (documents/cheque-bounce-notice/dates.ts).
 */
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
