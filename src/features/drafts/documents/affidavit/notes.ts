/**
 * What the builder says beside an affidavit (docs/drafts.md, "Affidavit"):
 * how it is signed, and, for the passport office, what the Passport Seva
 * Kendra takes; and the estimate's lines.
 */
import type { FeeRule, Notice } from '../../types';
import { forCourt } from './court';
import type { AffidavitWords } from './en';

const forPassport = (purpose: string | undefined) => /passport|पासपोर्ट/iu.test(purpose ?? '');

export const affidavitNotices = ({ notes }: AffidavitWords): Notice[] => [
  { id: 'oath', tone: 'info', when: () => true, text: () => notes.oath },
  {
    id: 'passport',
    tone: 'warning',
    when: (a) => !forCourt(a) && forPassport(a.purpose),
    text: () => notes.passport,
  },
];

export const affidavitFees = ({ fees }: AffidavitWords): FeeRule[] => [
  { id: 'stamp', label: fees.stamp, fact: 'mp.stamp.affidavit', when: (a) => !forCourt(a) },
  { id: 'stamp-court', label: fees.stampCourt, unknown: 'mp.stamp.affidavit.court-exempt', when: forCourt },
  { id: 'notary', label: fees.notary, unknown: 'notary.fee' },
  { id: 'firm', label: fees.firm, firm: true },
];
