/**
 * The rent agreement's branches and the values its clauses work out from the
 * answers (docs/drafts.md, "Rent agreement"): a term exceeding one year is a
 * lease to be registered (register: registration.lease-compulsory), with its
 * schedule of the premises and who pays the stamp and the fee.
 */
import type { Lang } from '@/i18n/lang';
import { formatDay } from '@/business/legal-facts';
import { dayOf, termEnd } from '../../dates';
import type { DraftText } from '../../text/en';
import type { Answers } from '../../types';
import { rupeesInFull } from '../../words';
import { namesOf, relationText, whole } from '../common';
import type { RentWords } from './en';

/** A term exceeding one year is registered; 12 months is not more than a year. */
export const mustRegister = (a: Answers) => (whole(a, 'termMonths') ?? 0) > 12;
/** Under a year: the register's fixed stamp duty applies (mp.stamp.lease.under-year). */
export const underYear = (a: Answers) => {
  const term = whole(a, 'termMonths');
  return term !== undefined && term < 12;
};
export const hasDeposit = (a: Answers) => (whole(a, 'deposit') ?? 0) > 0;
export const hasLockIn = (a: Answers) => (whole(a, 'lockInMonths') ?? 0) > 0;
export const isCommercial = (a: Answers) => a.use === 'commercial';

const dayText = (a: Answers, id: string, lang: Lang) => {
  const day = dayOf(a[id]);
  return day && formatDay(day, lang);
};

/** The damages a day for holding over: the amount asked, else twice the daily rent (a month counted as 30 days). */
function holdOverText(a: Answers, w: RentWords, text: DraftText): string | undefined {
  const asked = whole(a, 'holdOverDaily');
  if (asked) return rupeesInFull(asked, text.amounts);
  const rent = whole(a, 'rent');
  if (!rent) return undefined;
  return w.terms.twiceDailyRent(rupeesInFull(Math.ceil((2 * rent) / 30), text.amounts));
}

export function deriveRent(a: Answers, w: RentWords, text: DraftText, lang: Lang): Record<string, string | undefined> {
  const term = whole(a, 'termMonths');
  const lockIn = whole(a, 'lockInMonths');
  const notice = whole(a, 'noticeMonths');
  const start = dayOf(a.startDate);
  const deposit = whole(a, 'deposit');
  const due = whole(a, 'dueDay');
  const landlord = namesOf(a, 'landlord', text);
  const tenant = namesOf(a, 'tenant', text);
  const choice = <K extends string>(words: Record<K, { clause: string }>, value: string | undefined) =>
    value && value in words ? words[value as K].clause : undefined;
  return {
    landlordTitled: landlord.name,
    landlordParentTitled: landlord.parent,
    landlordRel: relationText(a, 'landlordRelation', text),
    tenantTitled: tenant.name,
    tenantParentTitled: tenant.parent,
    tenantRel: relationText(a, 'tenantRelation', text),
    termText: term ? text.months(term) : undefined,
    endDate: term && start ? formatDay(termEnd(start, term), lang) : undefined,
    lockInText: lockIn ? text.months(lockIn) : undefined,
    noticeText: notice ? text.months(notice) : undefined,
    increaseText: a.increasePercent?.trim() ? `${Number(a.increasePercent)}%` : undefined,
    increaseWhen: term && term > 12 ? w.terms.everyYearAndRenewal : w.terms.eachRenewal,
    depositText: deposit ? rupeesInFull(deposit, text.amounts) : undefined,
    evenInLockIn: lockIn ? w.terms.evenInLockIn : '',
    dueDayText: due ? w.terms.dueDay(due) : undefined,
    rentModeText: choice(w.rentModes, a.rentMode),
    estampDateText: dayText(a, 'estampDate', lang),
    holdOverText: holdOverText(a, w, text),
    costsText: choice(w.costsBy, a.costsBy),
    scheduleRef: mustRegister(a) ? w.terms.scheduleRef : '',
  };
}
