/**
 * Every draft's document at once, for tests: the site loads one at a time,
 * each its own chunk (src/features/drafts/documents/index.ts), so that a
 * draft page downloads only its own (docs/drafts.md, "Budgets").
 */
import affidavit from '@/features/drafts/documents/affidavit';
import chequeBounceNotice from '@/features/drafts/documents/cheque-bounce-notice';
import rentAgreement from '@/features/drafts/documents/rent-agreement';
import type { DraftKind, DraftSpec } from '@/features/drafts/types';

export const SPECS: Record<DraftKind, DraftSpec> = {
  'rent-agreement': rentAgreement,
  affidavit,
  'cheque-bounce-notice': chequeBounceNotice,
};
