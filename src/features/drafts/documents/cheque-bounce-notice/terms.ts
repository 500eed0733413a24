/**
 * The s.138 notice's choices, branches and worked-out values (docs/drafts.md,
 * "Cheque-bounce notice"): the memo's reasons in its own words, the payee
 * and the drawer by what they are, the delivery, and whether the notice is
 * in time; the dates come from the register's periods (./dates.ts).
 */
import type { Lang } from '@/i18n/lang';
import { figure, formatDay } from '@/business/legal-facts';
import { dayOf } from '../../dates';
import { linesOf } from '../../fill';
import type { Answers, Choice } from '../../types';
import { choicesOf } from '../common';
import { chequeBounceDates, chequeValidity } from './dates';
import type { ChequeWords, MemoReason } from './en';

/** The reasons a return memo gives, in its own (English) words, which the notice quotes in either language. */
const MEMO_REASONS: Record<MemoReason, string> = {
  insufficient: 'Funds Insufficient',
  exceeds: 'Exceeds Arrangement',
  stopped: 'Payment Stopped by Drawer',
  refer: 'Refer to Drawer',
  closed: 'Account Closed',
  signature: 'Drawer’s Signature Differs',
};
const memoReasonOf = (value: string | undefined) =>
  value && value in MEMO_REASONS ? (value as MemoReason) : undefined;

/** The memo's reasons as choices, and "another reason" last. */
export const reasonChoices = (w: ChequeWords): Choice[] => [
  ...(Object.keys(MEMO_REASONS) as MemoReason[]).map((value) => ({
    value,
    label: w.memoReason(value, MEMO_REASONS[value]).label,
  })),
  { value: 'other', label: w.otherReason },
];

export const payeeChoices = (w: ChequeWords) => choicesOf(['person', 'proprietor', 'company', 'firm'], w.payeeKinds);
export const drawerChoices = (w: ChequeWords) => choicesOf(['person', 'company', 'firm'], w.drawerKinds);

export const isBody = (a: Answers) => a.drawerKind === 'company' || a.drawerKind === 'firm';
export const isProprietor = (a: Answers) => a.payeeKind === 'proprietor';

export const chequeDay = (a: Answers) => dayOf(a.chequeDate);
export const memo = (a: Answers) => dayOf(a.memoDate);
export const received = (a: Answers) => dayOf(a.noticeReceived);

/** A notice dated after the 30 days from the memo: no s.138 complaint rests on it, so none is drafted. */
export const isLate = (a: Answers) => {
  const m = memo(a);
  const dated = dayOf(a.noticeDate);
  return Boolean(m && dated) && dated! > chequeBounceDates(m!).noticeBy;
};

/** The business's name without a typed "M/s" (the notice writes its own). */
const business = (a: Answers) => a.payeeBusiness?.trim().replace(/^(?:m\/s\.?|मेसर्स)\s*/iu, '') || undefined;

/** The client as the notice names them: a proprietor with the business after ("Anil Jain, sole proprietor of M/s …"). */
export function payeeText(a: Answers, w: ChequeWords): string | undefined {
  const name = a.payeeName?.trim();
  if (!name) return undefined;
  if (!isProprietor(a)) return name;
  const firm = business(a);
  return firm ? w.terms.proprietor(name, firm) : undefined;
}

export function deriveNotice(a: Answers, w: ChequeWords, lang: Lang): Record<string, string | undefined> {
  const { terms } = w;
  const reason = memoReasonOf(a.memoReason);
  const other = a.memoReasonOther?.trim();
  const quoted =
    a.memoReason === 'other' ? other && `“${other}”` : reason && w.memoReason(reason, MEMO_REASONS[reason]).quoted;
  const means = [
    a.drawerEmail?.trim() && terms.byEmail(a.drawerEmail.trim()),
    a.drawerWhatsApp?.trim() && terms.byWhatsApp(a.drawerWhatsApp.trim()),
  ].filter((mean): mean is string => Boolean(mean));
  const body = a.drawerKind === 'company' || a.drawerKind === 'firm' ? terms.bodies[a.drawerKind] : undefined;
  const through = a.drawerKind === 'company' || a.drawerKind === 'firm' ? terms.through[a.drawerKind] : '';
  const named = linesOf(a.drawerPersons).length > 0;
  const m = memo(a);
  const dates = m ? chequeBounceDates(m) : undefined;
  const cheque = chequeDay(a);
  const validity = cheque ? chequeValidity(cheque) : undefined;
  const day = (iso: string) => formatDay(iso, lang);
  return {
    payeeText: payeeText(a, w),
    payeeWhere: terms.payeeWhere(a.payeeKind === 'person'),
    reasonText: quoted || undefined,
    payDays: figure('ni138.pay', lang),
    noticeDays: figure('ni138.notice', lang),
    mode: terms.mode(means),
    through,
    bodyKind: body,
    // Named persons are addressed above; otherwise the notice reaches them through the company or firm.
    toPersons: named ? terms.toNamed : body && terms.toThrough(body),
    noticeBy: dates && day(dates.noticeBy),
    validUntil: validity && day(validity.lastDay),
    presentBy: validity && day(validity.presentBy),
  };
}
