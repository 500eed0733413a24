/**
 * The register's data (docs/legal-facts.md): every dated fact the site
 * states, with the law it comes from, a public source and the day it was
 * last checked. How a page writes them, and the typed lookups, are in
 * legal-facts.ts, which pages import.
 */

/** What a fact's value is, so that it can be written and computed with. */
export type FactValue =
  | { kind: 'rupees'; rupees: number }
  | { kind: 'percent'; percent: number; /** what the percentage is of */ of: 'market value' }
  | { kind: 'days'; days: number }
  | { kind: 'months'; months: number }
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
const calendarMonths = (n: number) => ({ kind: 'months', months: n }) as const;
const date = (iso: string) => ({ kind: 'date', date: iso }) as const;
const rule = { kind: 'rule', holds: true } as const;

/** The day the register was first checked in full. */
export const CHECKED = '2026-11-25';
/** The day the drafts' facts were checked again (docs/drafts.md, "Sources, clause by clause"). */
const RECHECKED = '2026-11-28';
/** The day the lease article and the DPDP date were checked for the drafts' second review (docs/drafts.md). */
const REVIEWED = '2026-12-07';
/** MP's lease article: 38 in the Schedule as substituted from 2015, 33 in the one of 2002 (docs/drafts.md, "Where the review is answered otherwise"). */
const MP_LEASE_ARTICLE = 'Indian Stamp Act, 1899, Schedule I-A (MP), article 38 (lease deed; 33 before 2015)';
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
    value: { kind: 'rule', holds: false },
    rule: 'Whether an affidavit made to be filed in an MP court is exempt from stamp duty is not settled: the firm confirms it for each affidavit.',
    law: 'Indian Stamp Act, 1899, s.3 first proviso as amended by the Indian Stamp (Madhya Pradesh Amendment) Act, 2014 (Act 2 of 2015), s.3, which omitted "subject to the exemptions contained in that Schedule"; Schedule I-A (MP), article 5 (affidavit)',
    source:
      'https://paliwalwani.com/amp/indore/indore-news-demand-to-provide-exemption-from-stamp-duty-of-fifty-rupees-on-affidavits-submitted-in-c',
    checked: RECHECKED,
    caveat:
      'The central Schedule I exempts an affidavit filed in a court; MP omitted the words that applied exemptions to its Schedule I-A, and Indore advocates reported in 2024 that affidavits filed in MP courts had begun to carry a ₹50 stamp. No MP notification exempting them was found.',
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
    law: 'Indian Stamp Act, 1899, Schedule I-A (MP), article 6 (agreement relating to sale of immovable property, possession given or agreed to be given); article 5 is the affidavit',
    source: 'https://bajajfinservmarkets.in/resources/stamp-duty/stamp-duty-in-madhya-pradesh',
    checked: RECHECKED,
    caveat:
      'The article is 6 (the MP registration department numbers the agreement without possession 6(e)(2) and the affidavit 5: emsindia.com/news/show/3114280); the clause letter of the agreement with possession was not seen. Whether the local levies charged with a sale deed are added on top was not confirmed.',
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
    source:
      'http://qa.the-laws.com/encyclopedia/browse/case?caseId=417102211000&title=devi-singh-kushwah-vs-surajbhan-singh-gurjar',
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
    rule: 'A lease from year to year, for any term exceeding one year or reserving a yearly rent must be registered; a term of exactly 12 months does not exceed a year, so the builder asks for registration from 13 months.',
    law: 'Registration Act, 1908, s.17(1)(d); Transfer of Property Act, 1882, s.107',
    source: 'https://indiacorplaw.in/2018/12/better-safe-sorry-importance-registering-lease-deeds.html',
    checked: RECHECKED,
  }),
  'mp.stamp.lease.under-year': fact({
    value: rupees(100),
    rule: 'A lease (rent agreement) for less than one year carries a fixed stamp duty of ₹100 in MP, from the 2022-23 budget.',
    law: `${MP_LEASE_ARTICLE}, as amended following the MP budget 2022-23; not changed by the 2025 amendment`,
    source:
      'https://abplive.com/states/madhya-pradesh/madhya-pradesh-tenants-to-get-relief-rent-agreement-can-be-made-on-100-rs-stamp-know-details-ann-2078553/amp',
    checked: REVIEWED,
    caveat:
      'Reported from the budget (abplive.com, lalluram.com); the amending Act’s text was not seen. The 2025 amendment’s list of changed articles (emsindia.com/news/show/3114280) names no ordinary lease.',
  }),
  'mp.stamp.lease': fact({
    value: { kind: 'rule', holds: false },
    rule: 'A lease of one year or more (12 months included) is stamped on the market value of the property by its term; the rate for a given term could not be confirmed.',
    law: `${MP_LEASE_ARTICLE} (lease duty tied to the market value)`,
    source:
      'https://madhyamat.com/%e0%a4%b8%e0%a5%8d%e0%a4%9f%e0%a4%be%e0%a4%ae%e0%a5%8d%e0%a4%aa-%e0%a4%b8%e0%a4%82%e0%a4%b6%e0%a5%8b%e0%a4%a7%e0%a4%a8-%e0%a4%85%e0%a4%a7%e0%a5%8d%e0%a4%af%e0%a4%be%e0%a4%a6%e0%a5%87%e0%a4%b6',
    checked: REVIEWED,
    caveat:
      'Guides disagree on the rates for a year or more; a 2022 proposal (patrika.com) was not found enacted. The MP Gazette text was not seen.',
  }),
  'mp.registration-fee.lease': fact({
    value: { kind: 'rule', holds: false },
    rule: 'The registration fee on a lease follows the MP fee table; the figure for a lease could not be confirmed.',
    law: 'Registration fee table of the MP Department of Registration and Stamps (Registration Act, 1908, s.78)',
    source:
      'https://lawforce.in/hindi-law-articles/mp-laws-madhya-pradesh-rules/procedure-and-documents-for-property-registry-in-madhya-pradesh/',
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
    value: calendarMonths(1),
    rule: 'The complaint is filed within one month of the day the cause of action arises (the day after the 15 days to pay end), not counting that day: a calendar month, ending on the same date of the next month.',
    law: 'Negotiable Instruments Act, 1881, s.142(1)(b); Econ Antri Ltd v. Rom Industries Ltd, (2014) 11 SCC 769, affirming Saketh India Ltd v. India Securities Ltd, (1999) 3 SCC 1',
    source: 'https://courtverdict.com/?p=25031',
    checked: RECHECKED,
  }),
  'ni138.cheque-validity': fact({
    value: calendarMonths(3),
    rule: 'A cheque is presented within three months of its date (the RBI’s validity since 1 April 2012, shorter than the six months of proviso (a)).',
    law: 'Negotiable Instruments Act, 1881, s.138 proviso (a); RBI circular DBOD.AML BC No. 47/14.01.001/2011-12 of 4 November 2011',
    source:
      'http://www.thehindu.com/news/national/kerala/validity-of-cheques-to-be-three-months/article2604386.ece?css=print',
    checked: RECHECKED,
  }),
  'post.registered-post-merged': fact({
    value: date('2025-09-01'),
    rule: 'India Post made its registered mail part of Speed Post for domestic mail from 1 September 2025: a notice goes by Speed Post with proof of delivery.',
    law: 'Department of Posts, Mail Operations Division letter No. Mail-30/5/2025-D-DoP of 2 July 2025',
    source:
      'https://gponlineclasses.in/blog/registered-post-service-is-to-be-merged-with-the-speed-post-service-for-domestic-mail-transmission',
    checked: RECHECKED,
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
    rule: 'The application fee is ₹10, in cash, demand draft, postal order, non-judicial stamp or online challan; applicants below the poverty line pay none.',
    law: 'Madhya Pradesh Right to Information (Fees and Appeal) Rules, 2005; for central offices the RTI Rules, 2012, rule 3',
    source:
      'https://www.freepressjournal.in/bhopal/bhopal-satna-official-fined-rs-10k-for-denying-accepting-rti-application-rs-10-fee-in-cash',
    checked: RECHECKED,
  }),
  'rti.first-appeal.fee': fact({
    value: rupees(50),
    rule: 'In MP a first appeal to the First Appellate Authority of a state office carries a fee of ₹50.',
    law: 'Madhya Pradesh Right to Information (Fees and Appeal) Rules, 2005',
    source:
      'https://www.thehindu.com/news/national/other-states/mps-plan-to-raise-rti-query-fee-by-10-times-draws-activists-ire/article30771589.ece',
    checked: RECHECKED,
    caveat:
      'The Hindu (February 2020) gives ₹50 and ₹100 as the rates then, when a rise to ₹500 and ₹1,000 was proposed; no report that the rise was made was found.',
  }),
  'rti.second-appeal.fee': fact({
    value: rupees(100),
    rule: 'In MP a second appeal to the State Information Commission carries a fee of ₹100.',
    law: 'Madhya Pradesh Right to Information (Fees and Appeal) Rules, 2005',
    source:
      'https://www.thehindu.com/news/national/other-states/mps-plan-to-raise-rti-query-fee-by-10-times-draws-activists-ire/article30771589.ece',
    checked: RECHECKED,
    caveat: 'As for the first appeal’s fee.',
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
    source:
      'https://livelaw.in/amp/news-updates/central-govt-notifies-consumer-protection-rules-2021-revising-pecuniary-jurisdiction-district-state-national-commissions-188575',
    checked: CHECKED,
  }),
  'consumer.state-limit': fact({
    value: rupees(2_00_00_000),
    rule: 'The State Commission hears complaints above ₹50 lakh and up to ₹2 crore; the National Commission above that.',
    law: 'Consumer Protection (Jurisdiction of the District Commission, the State Commission and the National Commission) Rules, 2021',
    source:
      'https://india.lawchronicle.com/article/central-government-notifies-new-pecuniary-jurisdiction-limits-for-consumer-commissions',
    checked: CHECKED,
  }),
  'consumer.e-jagriti-since': fact({
    value: date('2025-01-01'),
    rule: 'Consumer complaints are filed online on e-Jagriti, which replaced e-Daakhil on 1 January 2025.',
    law: 'Department of Consumer Affairs, e-Jagriti (Consumer Protection Act, 2019)',
    source:
      'https://www.lokmattimes.com/national/digital-complaint-filing-to-be-highlight-of-national-consumer-day-celebrations-tomorrow/',
    checked: CHECKED,
  }),
  'rbi.ombudsman.wait': fact({
    value: days(30),
    rule: 'A complaint goes to the RBI Ombudsman when the bank has not replied within 30 days of a written complaint, or the reply does not satisfy; there is no ceiling on the amount in dispute.',
    law: 'Reserve Bank – Integrated Ombudsman Scheme, 2026, in force from 1 July 2026 (replacing the Scheme of 2021): compensation up to ₹30 lakh for loss and ₹3 lakh for time, expense and harassment',
    source:
      'https://www.rightsofemployees.com/rbi-integrated-ombudsman-scheme-rb-ios-2026-new-rules-compensation/?amp=1',
    checked: RECHECKED,
    caveat:
      'The 30 days are stated by guides to the 2026 Scheme (and were the 2021 Scheme’s clause 10); the Scheme’s own clause number was not seen. Its date and limits: newindianexpress.com (16 January 2026).',
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
    checked: REVIEWED,
    caveat:
      'G.S.R. 846(E) is dated 13 November 2025; its e-Gazette number carries 14 November and some guides give 14 May 2027: the register keeps the earlier day (docs/drafts.md). MeitY proposed in January 2026 to bring this to 12 months; no notified amendment was found. Check again.',
  }),
} satisfies Record<string, DatedFact>;

export type FactId = keyof typeof FACTS;
