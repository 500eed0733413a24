/**
 * A rent agreement's sample answers (docs/drafts.md), as the builder keeps
 * them: strings by question id, a list answer's lines joined by a line
 * break. Written once for every runner: the names and places in Hindi (as
 * the e2e journey types them) and in English; the choices, dates and
 * figures are the same in both.
 */
import type { Localized } from '@/i18n/lang';
import type { Answers } from '@/features/drafts/types';

const TERMS: Answers = {
  landlordRelation: 'son',
  landlordAge: '52',
  tenantRelation: 'wife',
  tenantAge: '34',
  use: 'residential',
  startDate: '2026-12-01',
  termMonths: '11',
  rent: '8000',
  dueDay: '5',
  rentMode: 'bank',
  deposit: '16000',
  refundDays: '30',
  noticeMonths: '1',
  utilities: 'tenant',
  maintenance: 'landlord',
  propertyTax: 'landlord',
  sublet: 'no',
  estampNumber: 'IN-MP12345678901234X',
  estampDate: '2026-11-27',
  estampAmount: '100',
  signDate: '2026-11-28',
};

export const RENT_AGREEMENT_ANSWERS: Localized<Answers> = {
  hi: {
    ...TERMS,
    landlordName: 'रमेश गुप्ता',
    landlordParent: 'सुरेश गुप्ता',
    landlordAddress: '12 सिविल लाइंस, सतना',
    tenantName: 'सुनीता वर्मा',
    tenantParent: 'अनिल वर्मा',
    tenantAddress: 'वार्ड 5, रीवा',
    propertyAddress: 'प्रथम तल, 34 स्टेशन रोड, सतना',
    premisesDistrict: 'सतना',
    furniture: 'दो पंखे\nएक अलमारी',
    place: 'सतना',
  },
  en: {
    ...TERMS,
    landlordName: 'Ramesh Gupta',
    landlordParent: 'Suresh Gupta',
    landlordAddress: '12 Civil Lines, Satna',
    tenantName: 'Sunita Verma',
    tenantParent: 'Anil Verma',
    tenantAddress: 'Ward 5, Rewa',
    propertyAddress: 'First floor, 34 Station Road, Satna',
    premisesDistrict: 'Satna',
    furniture: 'Two fans\nOne cupboard',
    place: 'Satna',
  },
};

/** A wife's name-change affidavit, not for a court, all on her own knowledge: the unit tests add to it. */
export const AFFIDAVIT_ANSWERS: Answers = {
  deponentName: 'Meena Tiwari',
  deponentRelation: 'wife',
  deponentParent: 'Rakesh Tiwari',
  deponentAge: '34',
  occupation: 'teacher',
  deponentAddress: 'Rewa Road, Satna',
  kind: 'name-change',
  forCourt: 'no',
  oldName: 'Meena Pandey',
  newName: 'Meena Tiwari',
  knownStatements: 'I was married on 4 May 2020',
  place: 'Satna',
};

/** Some of `answers`, by question id: a draft left half answered. */
export const someOf = (answers: Answers, ids: readonly string[]): Answers =>
  Object.fromEntries(ids.map((id) => [id, answers[id]!]));
