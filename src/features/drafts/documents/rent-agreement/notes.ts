/**
 * What the builder says beside a rent agreement, by its term (docs/drafts.md,
 * "Rent agreement"): under a year, how it is stamped and what it is not good
 * for; exactly a year, that its stamp duty is not settled; more, that it is a
 * lease to be registered on Sampada 2.0. And the estimate's lines.
 */
import type { Lang } from '@/i18n/lang';
import { figure } from '@/business/legal-facts';
import type { FeeRule, Notice } from '../../types';
import { whole } from '../common';
import type { RentWords } from './en';
import { mustRegister, underYear } from './terms';

export const rentNotices = ({ notes }: RentWords, lang: Lang): Notice[] => {
  const stamp = () => figure('mp.stamp.lease.under-year', lang);
  return [
    { id: 'under-year', tone: 'info', when: underYear, text: () => notes.underYear(stamp()) },
    {
      id: 'twelve-months',
      tone: 'warning',
      when: (a) => whole(a, 'termMonths') === 12,
      text: () => notes.twelveMonths(stamp()),
    },
    { id: 'register', tone: 'warning', when: mustRegister, text: () => notes.register },
  ];
};

export const rentFees = ({ fees }: RentWords): FeeRule[] => [
  {
    id: 'stamp',
    label: fees.stamp,
    fact: 'mp.stamp.lease.under-year',
    when: (a) => (whole(a, 'termMonths') ?? 0) < 12,
  },
  { id: 'stamp-year', label: fees.stamp, unknown: 'mp.stamp.lease', when: (a) => (whole(a, 'termMonths') ?? 0) >= 12 },
  { id: 'registration', label: fees.registration, unknown: 'mp.registration-fee.lease', when: mustRegister },
  { id: 'notary', label: fees.notary, unknown: 'notary.fee', when: (a) => !mustRegister(a) },
  { id: 'firm', label: fees.firm, firm: true },
];
