/**
 * The rent agreement's words in English (docs/drafts.md, "Rent agreement"):
 * its questions, the notes beside it and the estimate's lines here, its
 * clauses in clauses.en.ts. hi.ts has the same in Hindi; the structure that
 * uses them (which question is asked, which clause applies) is written once,
 * in the modules beside them.
 */
import { CLAUSES } from './clauses.en';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const en = {
  steps: {
    landlord: 'The landlord',
    landlordDetails: 'The landlord’s age and address',
    tenant: 'The tenant',
    tenantDetails: 'The tenant’s age and address',
    premises: 'The premises',
    term: 'Start and term',
    schedule: 'The premises, for registration',
    boundaries: 'What lies on each side',
    rent: 'Rent',
    deposit: 'Deposit, notice and leaving',
    bills: 'Bills, tax and subletting',
    stamp: 'The stamp',
    signing: 'Signing',
  },
  people: {
    landlord: {
      name: 'Landlord’s full name',
      relation: 'son, daughter or wife of',
      parent: 'landlord’s father’s or husband’s name',
      age: 'landlord’s age',
      address: 'landlord’s address',
    },
    tenant: {
      name: 'Tenant’s full name',
      relation: 'son, daughter or wife of',
      parent: 'tenant’s father’s or husband’s name',
      age: 'tenant’s age',
      address: 'tenant’s permanent address',
    },
  },
  landlordHint: 'For two or more owners, write each name joined by “and”',
  questions: {
    propertyAddress: {
      label: 'The premises let, and their address',
      hint: 'Floor, house number, street, area, city: e.g. Two rooms on the first floor, 45 Kotar Road, Satna',
      blank: 'the premises and their address',
    },
    premisesDistrict: {
      label: 'District in which the premises are',
      hint: 'Its courts decide any dispute. For example: Satna',
      blank: 'district',
    },
    use: { label: 'What will it be used for?', blank: 'residential or commercial' },
    furniture: {
      label: 'Furniture and fittings provided (optional)',
      hint: 'One item a line, e.g. 2 fans, 1 bed',
      blank: 'furniture and fittings',
    },
    startDate: { label: 'Tenancy starts on', blank: 'start date' },
    termMonths: {
      label: 'Term in months',
      hint: '11 months is usual; more than 12 must be registered',
      blank: 'term',
    },
    lockInMonths: {
      label: 'Lock-in in months (optional)',
      hint: 'Months in which neither side may end the agreement',
      blank: 'lock-in',
    },
    houseNumber: {
      label: 'Municipal or house number',
      hint: 'As on the property tax receipt',
      blank: 'municipal or house No.',
    },
    wardNumber: { label: 'Ward number', blank: 'ward No.' },
    premisesArea: {
      label: 'Area of the premises let, with its unit',
      hint: 'For example: 250 sq. ft.',
      blank: 'area',
    },
    boundaryNorth: { label: 'To the north', blank: 'north' },
    boundarySouth: { label: 'To the south', blank: 'south' },
    boundaryEast: { label: 'To the east', blank: 'east' },
    boundaryWest: { label: 'To the west', blank: 'west' },
    rent: { label: 'Monthly rent (₹)', blank: 'monthly rent' },
    dueDay: {
      label: 'Rent is paid in advance by which day of the month?',
      hint: 'A day from 1 to 28, so that every month has it',
      blank: 'due day',
    },
    rentMode: { label: 'How is the rent paid?', blank: 'how rent is paid' },
    increasePercent: {
      label: 'Increase in rent, in per cent (optional)',
      hint: 'On each renewal, and after every 12 months of a longer term',
      blank: 'increase',
    },
    deposit: { label: 'Security deposit (₹, 0 for none)', blank: 'security deposit' },
    refundDays: {
      label: 'Days to return the deposit after the tenant leaves',
      hint: '30 days is usual',
      blank: 'days',
    },
    noticeMonths: {
      label: 'Notice to end the agreement, in months',
      hint: 'One month is usual; it runs after any lock-in',
      blank: 'notice period',
    },
    holdOverDaily: {
      label: 'Damages a day if the tenant does not leave when bound to (₹, optional)',
      hint: 'Left empty: twice the daily rent',
      blank: 'damages a day',
    },
    utilities: { label: 'Who pays electricity and water by meter?', blank: 'who pays the bills' },
    maintenance: { label: 'Who pays maintenance charges?', blank: 'who pays maintenance' },
    propertyTax: { label: 'Who pays the property tax?', blank: 'who pays property tax' },
    sublet: { label: 'May the tenant sublet?', blank: 'subletting' },
    costsBy: {
      label: 'Who pays the stamp duty and the registration fee?',
      hint: 'The law puts the stamp duty on the tenant unless you agree otherwise',
      blank: 'who pays',
    },
    estampNumber: {
      label: 'E-stamp certificate number, if bought (optional)',
      hint: 'The firm fills it in otherwise',
      blank: 'e-stamp certificate No.',
    },
    estampDate: { label: 'Its date (optional)', blank: 'e-stamp date' },
    estampAmount: { label: 'Its amount (₹, optional)', blank: 'e-stamp amount' },
  },
  boundaryHint: 'A road, a named person’s house, open land…',
  lockInTooLong: 'The lock-in cannot be longer than the term.',
  uses: { residential: 'residential', commercial: 'commercial' },
  /** Who bears a cost: the bills, the maintenance and the property tax. */
  whoPays: { tenant: 'the Tenant', landlord: 'the Landlord' },
  sublet: { no: 'No', consent: 'Only with the landlord’s written consent' },
  rentModes: {
    bank: { label: 'Bank transfer or UPI', clause: 'by bank transfer or UPI' },
    cheque: { label: 'Cheque', clause: 'by cheque' },
    cash: { label: 'Cash, against a receipt', clause: 'in cash, against the Landlord’s receipt' },
  },
  costsBy: {
    tenant: { label: 'The tenant', clause: 'shall be borne by the Tenant' },
    landlord: { label: 'The landlord', clause: 'shall be borne by the Landlord' },
    shared: {
      label: 'Both, in equal shares',
      clause: 'shall be borne by the Landlord and the Tenant in equal shares',
    },
  },
  /** The values the clauses work out from the answers (./terms.ts). */
  terms: {
    everyYearAndRenewal: 'on the completion of every twelve months of the tenancy and on each renewal',
    eachRenewal: 'on each renewal of this agreement',
    evenInLockIn: ', even during the lock-in',
    dueDay: (day: number) => `${ordinal(day)} day`,
    twiceDailyRent: (twice: string) => `twice the daily rent, that is ${twice}`,
    scheduleRef: ', and more fully in the Schedule below',
  },
  blanks: {
    termText: 'term',
    endDate: 'end date',
    noticeText: 'notice period',
    dueDayText: 'due day',
    rentModeText: 'how rent is paid',
    estampDateText: 'e-stamp date',
    holdOverText: 'damages a day',
    costsText: 'who pays the stamp duty and fee',
  },
  clauses: CLAUSES,
  scheduleHeading: 'SCHEDULE OF THE PREMISES',
  /** The notes beside the draft, by its term (./notes.ts): the register's stamp duty written in. */
  notes: {
    underYear: (stamp: string) =>
      `A term under one year: it need not be registered; it is made on an e-stamp of ${stamp} (from MP’s 2022-23 budget) and is usually notarised. It is not on Passport Seva’s list of address proofs, which takes a registered rent agreement.`,
    twelveMonths: (stamp: string) =>
      `A term of 12 months does not exceed one year, so registration is not compulsory (s.17(1)(d) covers a term exceeding one year); from 13 months it is. Its stamp duty is not settled: ${stamp} is reported for a lease under one year only, and the duty on a lease of one year or more could not be confirmed. Before you buy the e-stamp, let the firm confirm the duty, or choose 11 months.`,
    register:
      'A term exceeding one year makes this a lease that must be registered (Registration Act, 1908, s.17(1)(d)). On Sampada 2.0: the draft is entered on Sampada 2.0 (by you or a licensed service provider), the stamp duty is paid as an e-stamp and the registration fee online, and both parties confirm who they are with Aadhaar e-KYC; many documents, leases among them, can be registered without visiting the Sub-Registrar’s office, others at a booked slot there; no witnesses are needed. Present it for registration within four months of signing. Unregistered, it cannot be used in court to prove the lease.',
  },
  fees: {
    stamp: 'Stamp duty',
    registration: 'Registration fee',
    notary: 'Notarisation (usual for an agreement not registered)',
    firm: 'The firm’s fee',
  },
  signatures: { landlord: 'Landlord (first party)', tenant: 'Tenant (second party)' },
};

/** The rent agreement's words in one language: en.ts is the shape hi.ts follows. */
export type RentWords = typeof en;

export default en;
