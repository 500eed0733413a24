import type { DocumentMenuWords, EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'stamp',
  menu: 5,
  request: { service: 'stamp_papers' },
};

export default meta;

export const words: DocumentMenuWords = {
  en: { label: 'E-Stamp' },
  hi: { label: 'ई-स्टाम्प' },
};
