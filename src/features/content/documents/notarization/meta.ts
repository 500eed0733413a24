import type { DocumentMenuWords, EntryMeta, EntryRequest } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'stamp',
  menu: 6,
  footer: 7,
};

export default meta;

export const request: EntryRequest = { service: 'stamp_papers' };

export const words: DocumentMenuWords = {
  en: { label: 'Notarization' },
  hi: { label: 'नोटरी' },
};
