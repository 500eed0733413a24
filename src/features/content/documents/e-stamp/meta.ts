import type { DocumentMenuWords, EntryMeta, EntryRequest } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'stamp',
  menu: 5,
  footer: 5,
};

export default meta;

export const request: EntryRequest = { service: 'stamp_papers' };

export const words: DocumentMenuWords = {
  en: { label: 'E-Stamp' },
  hi: { label: 'ई-स्टाम्प' },
};
