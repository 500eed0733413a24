/**
 * The register of dated facts (docs/legal-facts.md): every figure or rule the
 * site states that a law, a notification or a portal can change, written
 * once, with the law it comes from, a public source and the day it was last
 * checked. Pages, FAQs and the request form read it; so will the draft
 * builder's fee estimates. tests/unit/legal-facts.test.ts refuses a figure on a
 * page or in a seeded post that is not here, and lists the facts not checked
 * for 12 months.
 */
import { LOCALE_OF, type Lang } from '../i18n/lang';

/** What a fact's value is, so that it can be written and computed with. */
export type FactValue =
  | { kind: 'rupees'; rupees: number }
  | { kind: 'percent'; percent: number; /** what the percentage is of */ of: 'market value' }
  | { kind: 'days'; days: number }
  | { kind: 'date'; /** ISO 8601 day */ date: string }
  | { kind: 'rule'; /** true when the rule applies as stated in `rule` */ holds: boolean };

export interface DatedFact<V extends FactValue = FactValue> {
  value: V;
  /** The rule in one English sentence, for the team and the draft builder. */
  rule: string;
  /** The law, section, article or notification the value comes from. */
  law: string;
  /** A public page that states it. */
  source: string;
  /** The day someone last checked the value against `source` (ISO 8601). */
  checked: string;
  /** What could not be confirmed, if anything. */
  caveat?: string;
}

const fact = <V extends FactValue>(f: DatedFact<V>) => f;
const rupees = (n: number) => ({ kind: 'rupees', rupees: n }) as const;
const percent = (n: number) => ({ kind: 'percent', percent: n, of: 'market value' }) as const;
const days = (n: number) => ({ kind: 'days', days: n }) as const;
const date = (iso: string) => ({ kind: 'date', date: iso }) as const;
const rule = { kind: 'rule', holds: true } as const;

const CHECKED = '2026-11-25';
const MP_STAMP_2025 =
  'Indian Stamp (Madhya Pradesh Amendment) Act, 2025, Schedule I-A, in force from 9 September 2025 (MP Gazette)';

export const FACTS = {
  /* Madhya Pradesh: stamp duty by instrument */
  'mp.stamp.amendment-2025.in-force': fact({
    value: date('2025-09-09'),
    rule: 'The Indian Stamp (MP Amendment) Act, 2025 took effect on 9 September 2025.',
    law: MP_STAMP_2025,
    source: 'https://www.emsindia.com/news/show/3114280/regional',
    checked: CHECKED,
  }),
  'mp.stamp.affidavit': fact({
    value: rupees(200),
    rule: 'An affidavit carries a flat stamp duty of ₹200 in Madhya Pradesh (₹50 before 9 September 2025).',
    law: `${MP_STAMP_2025}, article 5 (affidavit)`,
    source: 'https://lokmatchakra.com/bhopal/6513/amp',
    checked: CHECKED,
  }),
  'mp.stamp.affidavit.court-exempt': fact({
    value: rule,
    rule: 'An affidavit made to be filed or used in a court is exempt from stamp duty.',
    law: 'Indian Stamp Act, 1899, affidavit article, exemption (b)',
    source: 'https://taxmanagementindia.com/web/tmi_blog_details.asp?id=748852',
    checked: CHECKED,
    caveat: 'The exemption is in the central Schedule I; MP’s Schedule I-A text as amended in 2025 was not seen.',
  }),
  'mp.stamp.agreement-to-sell.without-possession': fact({
    value: rupees(5000),
    rule: 'An agreement to sell immovable property without possession carries a fixed ₹5,000 (₹1,000 before 9 September 2025).',
    law: `${MP_STAMP_2025}, article 6(e)(2)`,
    source: 'https://www.emsindia.com/news/show/3114280/regional',
    checked: CHECKED,
  }),
  'mp.stamp.agreement-to-sell.with-possession': fact({
    value: percent(5),
    rule: 'An agreement to sell under which possession is given or agreed to be given is stamped at 5% of the market value.',
    law: 'Indian Stamp Act, 1899, Schedule I-A (MP), article 5 (agreement relating to sale of immovable property with possession)',
    source: 'https://bajajfinservmarkets.in/resources/stamp-duty/stamp-duty-in-madhya-pradesh',
    checked: CHECKED,
    caveat: 'Whether the local levies charged with a sale deed are added on top was not confirmed.',
  }),
  'mp.stamp.sale-deed': fact({
    value: percent(7.5),
    rule: 'A sale deed carries about 7.5% stamp duty in all (duty and local levies) on the higher of price and guideline value.',
    law: 'Indian Stamp Act, 1899, Schedule I-A (MP), article 23 (conveyance), with the municipal/panchayat and upkar levies',
    source: 'https://cleartax.in/s/stamp-duty-and-registration-charges-in-mp',
    checked: CHECKED,
  }),
  'mp.registration-fee.sale-deed': fact({
    value: percent(3),
    rule: 'The registration fee on a sale deed is 3% of the same value.',
    law: 'Registration fee table of the MP Department of Registration and Stamps (Registration Act, 1908, s.78)',
    source: 'https://cleartax.in/s/stamp-duty-and-registration-charges-in-mp',
    checked: CHECKED,
  }),

  /* Madhya Pradesh: registration */
  'mp.registration.agreement-to-sell-compulsory': fact({
    value: rule,
    rule: 'Every agreement to sell immovable property must be registered in MP; unregistered, it is admissible only in a suit for specific performance.',
    law: 'Registration Act, 1908, s.17(1)(f), inserted by the Registration (Madhya Pradesh Amendment) Act, 2009; s.49 proviso',
    source: 'http://qa.the-laws.com/encyclopedia/browse/case?caseId=417102211000&title=devi-singh-kushwah-vs-surajbhan-singh-gurjar',
    checked: CHECKED,
  }),
  'mp.registration.sampada-no-witnesses': fact({
    value: rule,
    rule: 'Registration on Sampada 2.0 needs no witnesses: parties verify their identity with Aadhaar e-KYC.',
    law: 'Sampada 2.0, the e-registration system of the MP Department of Registration and Stamps',
    source:
      'https://mediawala.in/paperless-registry-sampada-2-0-started-in-all-55-districts-of-mp-now-registry-will-be-paperless-without-witnesses',
    checked: CHECKED,
  }),

  /* Leases (the draft builder's rent agreement, docs/drafts.md) */
  'registration.lease-compulsory': fact({
    value: rule,
    rule: 'A lease from year to year, for any term exceeding one year or reserving a yearly rent must be registered; the builder treats a term of 12 months or more as one.',
    law: 'Registration Act, 1908, s.17(1)(d); Transfer of Property Act, 1882, s.107',
    source: 'https://indiacorplaw.in/2018/12/better-safe-sorry-importance-registering-lease-deeds.html',
    checked: CHECKED,
  }),
  'mp.stamp.lease': fact({
    value: { kind: 'rule', holds: false },
    rule: 'MP stamps a lease by its term and rent (Schedule I-A, lease article); the rate after the 2025 amendment could not be confirmed.',
    law: `${MP_STAMP_2025}, lease article`,
    source: 'https://hellobanker.in/stamp-duty-in-madhya-pradesh-increased-by-upto-400/?amp=1',
    checked: CHECKED,
    caveat: 'Public guides disagree (a fixed ₹100 or ₹500 under a year, or a percentage of the rent); the MP Gazette text was not seen.',
  }),
  'mp.registration-fee.lease': fact({
    value: { kind: 'rule', holds: false },
    rule: 'The registration fee on a lease follows the MP fee table; the figure for a lease could not be confirmed.',
    law: 'Registration fee table of the MP Department of Registration and Stamps (Registration Act, 1908, s.78)',
    source: 'https://lawforce.in/hindi-law-articles/mp-laws-madhya-pradesh-rules/procedure-and-documents-for-property-registry-in-madhya-pradesh/',
    checked: CHECKED,
    caveat: 'Guides give a range; the fee table for leases was not seen.',
  }),
  'notary.fee': fact({
    value: { kind: 'rule', holds: false },
    rule: 'An affidavit is sworn before a notary or an oath commissioner, who charges a fee for it; the fee in Satna was not confirmed.',
    law: 'Notaries Act, 1952, s.8; Notaries Rules, 1956, rule 10 (fees)',
    source: 'https://www.courtkutchehry.com/bare-acts/notaries-rules-1956',
    checked: CHECKED,
    caveat: 'The notary’s fee is charged by the notary; the firm confirms it.',
  }),

  /* Cheque bounce: Negotiable Instruments Act, 1881, s.138 */
  'ni138.notice': fact({
    value: days(30),
    rule: 'The demand notice goes out within 30 days of the bank’s return memo.',
    law: 'Negotiable Instruments Act, 1881, s.138 proviso (b)',
    source: 'https://www.legalrepublic.in/everyday-law/section-138-demand-notice/',
    checked: CHECKED,
  }),
  'ni138.pay': fact({
    value: days(15),
    rule: 'The drawer has 15 days from receiving the notice to pay.',
    law: 'Negotiable Instruments Act, 1881, s.138 proviso (c)',
    source: 'https://www.legalrepublic.in/everyday-law/section-138-demand-notice/',
    checked: CHECKED,
  }),
  'ni138.complaint': fact({
    value: days(30),
    rule: 'The complaint is filed within one month (taken here as 30 days) after the 15 days end.',
    law: 'Negotiable Instruments Act, 1881, s.142(1)(b)',
    source: 'https://corpbuddy.in/service/cheque-bounce-case',
    checked: CHECKED,
  }),

  /* Police: BNSS */
  'bnss.173-3.enquiry': fact({
    value: days(14),
    rule: 'For a cognisable offence punishable with 3 years or more but less than 7, the police may, with a DSP’s leave, make a preliminary enquiry of up to 14 days before an FIR.',
    law: 'Bharatiya Nagarik Suraksha Sanhita, 2023, s.173(3)',
    source:
      'https://livelaw.in/articles/supreme-court-judgment-imran-pratapgadhi-vs-state-of-gujarat-explains-preliminary-inquiry-section-173-bnss-287964',
    checked: CHECKED,
  }),

  /* Right to Information */
  'rti.fee': fact({
    value: rupees(10),
    rule: 'The application fee is ₹10; applicants below the poverty line pay none.',
    law: 'RTI (Regulation of Fee and Cost) Rules, 2005 / RTI Rules, 2012, rule 3; MP RTI fee rules',
    source: 'https://www.righttoinformation.wiki/file-rti-madhya-pradesh',
    checked: CHECKED,
    caveat: 'Most guides give ₹10; one gives ₹50 as MP’s state rate. Recheck against the MP RTI fee rules.',
  }),
  'rti.reply': fact({
    value: days(30),
    rule: 'The Public Information Officer replies within 30 days.',
    law: 'Right to Information Act, 2005, s.7(1)',
    source: 'https://www.filemyrti.com/rti-guide/madhya-pradesh',
    checked: CHECKED,
  }),
  'rti.first-appeal': fact({
    value: days(30),
    rule: 'A first appeal lies within 30 days of the reply or of the day it was due.',
    law: 'Right to Information Act, 2005, s.19(1)',
    source: 'https://www.righttoinformation.wiki/file-rti-in-madhya-pradesh',
    checked: CHECKED,
  }),

  'rti.second-appeal': fact({
    value: days(90),
    rule: 'A second appeal lies to the Information Commission within 90 days of the first appeal’s decision or of the day it was due.',
    law: 'Right to Information Act, 2005, s.19(3)',
    source: 'https://www.righttoinformation.wiki/file-rti-madhya-pradesh',
    checked: CHECKED,
  }),

  /* Consumers and banks */
  'consumer.district-limit': fact({
    value: rupees(50_00_000),
    rule: 'The District Commission hears complaints where the consideration paid is up to ₹50 lakh.',
    law: 'Consumer Protection (Jurisdiction of the District Commission, the State Commission and the National Commission) Rules, 2021',
    source: 'https://livelaw.in/amp/news-updates/central-govt-notifies-consumer-protection-rules-2021-revising-pecuniary-jurisdiction-district-state-national-commissions-188575',
    checked: CHECKED,
  }),
  'consumer.state-limit': fact({
    value: rupees(2_00_00_000),
    rule: 'The State Commission hears complaints above ₹50 lakh and up to ₹2 crore; the National Commission above that.',
    law: 'Consumer Protection (Jurisdiction of the District Commission, the State Commission and the National Commission) Rules, 2021',
    source: 'https://india.lawchronicle.com/article/central-government-notifies-new-pecuniary-jurisdiction-limits-for-consumer-commissions',
    checked: CHECKED,
  }),
  'consumer.e-jagriti-since': fact({
    value: date('2025-01-01'),
    rule: 'Consumer complaints are filed online on e-Jagriti, which replaced e-Daakhil on 1 January 2025.',
    law: 'Department of Consumer Affairs, e-Jagriti (Consumer Protection Act, 2019)',
    source: 'https://www.lokmattimes.com/national/digital-complaint-filing-to-be-highlight-of-national-consumer-day-celebrations-tomorrow/',
    checked: CHECKED,
  }),
  'rbi.ombudsman.wait': fact({
    value: days(30),
    rule: 'A complaint goes to the RBI Ombudsman when the bank has not replied within 30 days or the reply does not satisfy.',
    law: 'Reserve Bank – Integrated Ombudsman Scheme, 2021, clause 10',
    source: 'https://www.freepressjournal.in/bhopal/bhopal-rbis-ombudsman-scheme-protecting-customers-rights',
    checked: CHECKED,
  }),

  /* Mediation */
  'mediation.time-limit': fact({
    value: days(120),
    rule: 'The Mediation Act’s 120-day limit for a mediation is not yet in force.',
    law: 'Mediation Act, 2023, s.18 (not notified; s.1, 3, 26, 31-38, 45-47, 50-54, 56-57 in force from 9 October 2023)',
    source: 'https://www.scconline.com/blog/post/2023/10/10/mediation-act-2023-effective-date-notified-legal-news/',
    checked: CHECKED,
    caveat: 'Only the 9 October 2023 notification was found; a later one bringing s.18 into force would end this.',
  }),

  /* Personal data: DPDP Act, 2023 and DPDP Rules, 2025 */
  'dpdp.rules.notified': fact({
    value: date('2025-11-13'),
    rule: 'The Digital Personal Data Protection Rules, 2025 were notified on 13 November 2025; the Board’s rules apply at once.',
    law: 'Digital Personal Data Protection Rules, 2025, rule 1(2)',
    source: 'https://dpdpacomplianceanalyser.com/insights/dpdp-rules-2025-implementation-guide',
    checked: CHECKED,
  }),
  'dpdp.consent-managers': fact({
    value: date('2026-11-13'),
    rule: 'Consent managers may register from one year after notification.',
    law: 'Digital Personal Data Protection Rules, 2025, rule 1(3) (rule 4)',
    source: 'https://www.legalitysimplified.com/digital-personal-data-protection-rules-2025',
    checked: CHECKED,
  }),
  'dpdp.obligations': fact({
    value: date('2027-05-13'),
    rule: 'Notice, consent, security, the rights of data principals, grievances and penalties apply 18 months after notification.',
    law: 'Digital Personal Data Protection Rules, 2025, rule 1(4) (rules 3, 5-16, 22, 23), with the Act’s corresponding sections',
    source: 'https://dpdpacomplianceanalyser.com/insights/dpdp-rules-2025-implementation-guide',
    checked: CHECKED,
  }),
} satisfies Record<string, DatedFact>;

export type FactId = keyof typeof FACTS;

/* ---- A typed API for code that computes with the register (fee estimates) ---- */

/** Instruments whose MP stamp duty the register holds. */
export type Instrument = 'affidavit' | 'agreement-to-sell-without-possession' | 'agreement-to-sell-with-possession' | 'sale-deed';

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

/** The cheque-bounce periods of s.138 NI Act, in days. */
export const chequeBounce = {
  notice: FACTS['ni138.notice'],
  pay: FACTS['ni138.pay'],
  complaint: FACTS['ni138.complaint'],
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

/** A value as a page in `lang` writes it: ₹200, 7.5%, 30 days / 30 दिन, 13 May 2027. */
export function formatValue(value: FactValue, lang: Lang): string {
  switch (value.kind) {
    case 'rupees':
      return formatRupees(value.rupees, lang);
    case 'percent':
      return `${value.percent}%`;
    case 'days':
      return `${value.days} ${lang === 'hi' ? 'दिन' : 'days'}`;
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
