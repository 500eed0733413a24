/**
 * Every draft's document in both languages at once, for tests: the site
 * loads one document in one language at a time, each part its own chunk
 * (src/features/drafts/documents/index.ts), so that a draft page downloads
 * only its own (docs/drafts.md, "Budgets").
 */
import affidavit from '@/features/drafts/documents/affidavit';
import affidavitEn from '@/features/drafts/documents/affidavit/en';
import affidavitHi from '@/features/drafts/documents/affidavit/hi';
import chequeBounceNotice from '@/features/drafts/documents/cheque-bounce-notice';
import chequeEn from '@/features/drafts/documents/cheque-bounce-notice/en';
import chequeHi from '@/features/drafts/documents/cheque-bounce-notice/hi';
import rentAgreement from '@/features/drafts/documents/rent-agreement';
import rentEn from '@/features/drafts/documents/rent-agreement/en';
import rentHi from '@/features/drafts/documents/rent-agreement/hi';
import textEn, { type DraftText } from '@/features/drafts/text/en';
import textHi from '@/features/drafts/text/hi';
import type { DraftKind, DraftSpec } from '@/features/drafts/types';
import type { Lang } from '@/i18n/lang';

/** The drafts' own words (the builder's, the documents' names) in each language. */
export const TEXTS: Record<Lang, DraftText> = { en: textEn, hi: textHi };

/** Each document in each language, as the site composes it. */
export const SPECS: Record<DraftKind, Record<Lang, DraftSpec>> = {
  'rent-agreement': { en: rentAgreement(rentEn, textEn, 'en'), hi: rentAgreement(rentHi, textHi, 'hi') },
  affidavit: { en: affidavit(affidavitEn, textEn, 'en'), hi: affidavit(affidavitHi, textHi, 'hi') },
  'cheque-bounce-notice': {
    en: chequeBounceNotice(chequeEn, textEn, 'en'),
    hi: chequeBounceNotice(chequeHi, textHi, 'hi'),
  },
};
