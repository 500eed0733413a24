/**
 * A rent agreement (docs/drafts.md, "Rent agreement"): its questions, the
 * values worked out from them, its clauses and the notes beside it are in
 * rent-agreement/. A term exceeding one year is a lease to be registered:
 * the builder says so, adds the registration clauses and the schedule of
 * the premises, and the estimate its fee lines.
 */
import type { DraftSpec } from '../types';
import { l } from './common';
import { RENT_CLAUSES } from './rent-agreement/clauses';
import { RENT_FEES, RENT_NOTICES } from './rent-agreement/notes';
import { RENT_STEPS } from './rent-agreement/questions';
import { deriveRent, RENT_BLANKS } from './rent-agreement/terms';

export { mustRegister } from './rent-agreement/terms';

const rentAgreement: DraftSpec = {
  kind: 'rent-agreement',
  version: 3,
  documentType: 'rent_agreement',
  documentPage: '/documents/rent-agreement',
  steps: RENT_STEPS,
  notices: RENT_NOTICES,
  derive: deriveRent,
  derivedBlanks: RENT_BLANKS,
  clauses: RENT_CLAUSES,
  fees: RENT_FEES,
  print: () => ({
    stampSpace: true,
    signatures: [
      { who: l('Landlord (first party)', 'मकान मालिक (प्रथम पक्ष)') },
      { who: l('Tenant (second party)', 'किरायेदार (द्वितीय पक्ष)') },
    ],
    witnesses: 2,
  }),
};

export default rentAgreement;
