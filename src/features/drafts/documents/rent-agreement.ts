/**
 * A rent agreement (docs/drafts.md, "Rent agreement"): its questions, the
 * values worked out from them, its clauses and the notes beside it are in
 * rent-agreement/, their words in rent-agreement/en.ts and hi.ts. A term
 * exceeding one year is a lease to be registered: the builder says so, adds
 * the registration clauses and the schedule of the premises, and the
 * estimate its fee lines.
 */
import type { Lang } from '@/i18n/lang';
import type { DraftText } from '../text/en';
import type { DraftSpec } from '../types';
import { rentClauses } from './rent-agreement/clauses';
import type { RentWords } from './rent-agreement/en';
import { rentFees, rentNotices } from './rent-agreement/notes';
import { rentSteps } from './rent-agreement/questions';
import { deriveRent } from './rent-agreement/terms';

/** The rent agreement in `lang`, from its words in that language. */
export default function rentAgreement(w: RentWords, text: DraftText, lang: Lang): DraftSpec {
  const { landlord, tenant } = w.people;
  return {
    kind: 'rent-agreement',
    lang,
    text,
    version: 3,
    documentType: 'rent_agreement',
    documentPage: '/documents/rent-agreement',
    steps: rentSteps(w, text),
    notices: rentNotices(w, lang),
    derive: (a) => deriveRent(a, w, text, lang),
    derivedBlanks: {
      landlordTitled: landlord.name,
      landlordParentTitled: landlord.parent,
      landlordRel: landlord.relation,
      tenantTitled: tenant.name,
      tenantParentTitled: tenant.parent,
      tenantRel: tenant.relation,
      ...w.blanks,
    },
    clauses: rentClauses(w),
    fees: rentFees(w),
    print: () => ({
      stampSpace: true,
      signatures: [{ who: w.signatures.landlord }, { who: w.signatures.tenant }],
      witnesses: 2,
    }),
  };
}
