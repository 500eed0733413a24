import type { DocumentMenuWords, EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'stamp',
  menu: 6,
  request: { service: 'stamp_papers' },
};

export default meta;

export const words: DocumentMenuWords = {
  en: { label: 'Notarization' },
  hi: { label: 'नोटरी' },
};
