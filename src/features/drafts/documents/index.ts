/** The documents the builder drafts, by kind: each one data (docs/drafts.md). */
import type { DraftKind, DraftSpec } from '../types';
import { affidavit } from './affidavit';
import { chequeBounceNotice } from './cheque-bounce-notice';
import { rentAgreement } from './rent-agreement';

export const SPECS: Record<DraftKind, DraftSpec> = {
  'rent-agreement': rentAgreement,
  affidavit,
  'cheque-bounce-notice': chequeBounceNotice,
};
