/**
 * The register of dated facts as the site uses it (docs/legal-facts.md; the
 * facts themselves are in legal-register.ts): typed lookups for code that
 * computes with them (the drafts' fee estimates) and each value as a page in
 * English or Hindi writes it. Pages, FAQs, the request form and the drafts
 * read it; tests/unit/legal-facts.test.ts refuses a figure on a page or in a
 * seeded post that is not in the register, and lists the facts not checked
 * for 12 months.
 */
import { LOCALE_OF, type Lang } from '../i18n/lang';
import { CHECKED, FACTS, type DatedFact, type FactId, type FactValue } from './legal-register';

export { FACTS, type DatedFact, type FactId, type FactValue } from './legal-register';

/* ---- A typed API for code that computes with the register (fee estimates) ---- */

/** Instruments whose MP stamp duty the register holds. */
export type Instrument =
  'affidavit' | 'agreement-to-sell-without-possession' | 'agreement-to-sell-with-possession' | 'sale-deed';

const STAMP_DUTY: Record<Instrument, FactId> = {
  affidavit: 'mp.stamp.affidavit',
  'agreement-to-sell-without-possession': 'mp.stamp.agreement-to-sell.without-possession',
  'agreement-to-sell-with-possession': 'mp.stamp.agreement-to-sell.with-possession',
  'sale-deed': 'mp.stamp.sale-deed',
};

/** The MP stamp duty on an instrument, with its law, source and date checked. */
export function stampDuty(instrument: Instrument): DatedFact {
  return FACTS[STAMP_DUTY[instrument]];
}

/** The MP registration fee on a sale deed (the only fee the register holds so far). */
export function registrationFee(_instrument: 'sale-deed'): DatedFact {
  return FACTS['mp.registration-fee.sale-deed'];
}

/**
 * The rupees a value comes to: a fixed duty as it is, a percentage of
 * `marketValue` rounded up to the rupee.
 */
export function amountFor(value: FactValue, marketValue = 0): number {
  if (value.kind === 'rupees') return value.rupees;
  if (value.kind === 'percent') return Math.ceil((marketValue * value.percent) / 100);
  throw new Error(`A ${value.kind} is not an amount`);
}

/** The cheque-bounce periods of s.138 NI Act: days to give notice and to pay, months to complain and of a cheque's validity. */
export const chequeBounce = {
  notice: FACTS['ni138.notice'],
  pay: FACTS['ni138.pay'],
  complaint: FACTS['ni138.complaint'],
  validity: FACTS['ni138.cheque-validity'],
};

/** The phases of the DPDP Rules, 2025. */
export const dpdp = {
  notified: FACTS['dpdp.rules.notified'],
  consentManagers: FACTS['dpdp.consent-managers'],
  obligations: FACTS['dpdp.obligations'],
};

/* ---- Writing a fact in a page's language ---- */

const dateFormat = (lang: Lang) =>
  new Intl.DateTimeFormat(LOCALE_OF[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day as a page in `lang` writes it: 9 September 2025, 9 सितंबर 2025. */
export function formatDay(iso: string, lang: Lang): string {
  return dateFormat(lang).format(new Date(`${iso}T00:00:00Z`));
}

/** ₹5,000; ₹50 lakh (₹50 लाख); ₹2 crore (₹2 करोड़). */
export function formatRupees(amount: number, lang: Lang): string {
  if (amount >= 1_00_00_000 && amount % 1_00_00_000 === 0)
    return `₹${amount / 1_00_00_000} ${lang === 'hi' ? 'करोड़' : 'crore'}`;
  if (amount >= 1_00_000 && amount % 1_00_000 === 0) return `₹${amount / 1_00_000} ${lang === 'hi' ? 'लाख' : 'lakh'}`;
  return `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
}

/** A value as a page in `lang` writes it: ₹200, 7.5%, 30 days / 30 दिन, 3 months / 3 महीने, 13 May 2027. */
export function formatValue(value: FactValue, lang: Lang): string {
  switch (value.kind) {
    case 'rupees':
      return formatRupees(value.rupees, lang);
    case 'percent':
      return `${value.percent}%`;
    case 'days':
      return `${value.days} ${lang === 'hi' ? 'दिन' : 'days'}`;
    case 'months':
      return lang === 'hi'
        ? `${value.months} ${value.months === 1 ? 'महीना' : 'महीने'}`
        : `${value.months} ${value.months === 1 ? 'month' : 'months'}`;
    case 'date':
      return formatDay(value.date, lang);
    case 'rule':
      throw new Error('A rule has no figure to write');
  }
}

/** A fact's value in `lang`. */
export const figure = (id: FactId, lang: Lang): string => formatValue(FACTS[id].value, lang);

/** "as checked on 25 November 2026" / "25 नवंबर 2026 को जाँचा गया": the oldest check among `ids`. */
export function asChecked(lang: Lang, ...ids: FactId[]): string {
  const day = ids.map((id) => FACTS[id].checked).sort()[0] ?? CHECKED;
  return lang === 'hi' ? `${formatDay(day, 'hi')} को जाँचा गया` : `as checked on ${formatDay(day, 'en')}`;
}

/** Every way the register writes a figure in `lang`, for the test that refuses others. */
export function registerFigures(lang: Lang): Set<string> {
  return new Set(
    Object.values(FACTS)
      .filter((f) => f.value.kind !== 'rule')
      .map((f) => formatValue(f.value, lang)),
  );
}

/** Facts whose last check is older than `months` before `today` (ISO), oldest first. */
export function staleFacts(today: string, months = 12): { id: FactId; checked: string }[] {
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() - months);
  const cutoff = limit.toISOString().slice(0, 10);
  return (Object.entries(FACTS) as [FactId, DatedFact][])
    .filter(([, f]) => f.checked < cutoff)
    .map(([id, f]) => ({ id, checked: f.checked }))
    .sort((a, b) => a.checked.localeCompare(b.checked));
}
