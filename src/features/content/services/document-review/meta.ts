import type { EntryMeta, EntryRequest, MenuWords } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'file-search',
  menu: 2,
};

export default meta;

export const request: EntryRequest = { service: 'document_review' };

export const words: MenuWords = {
  en: {
    label: 'Document Review',
    card: 'A careful check of any document before you sign, within 24-48 hours.',
  },
  hi: {
    label: 'कानूनी दस्तावेज़ों की जाँच',
    card: 'हस्ताक्षर से पहले किसी भी दस्तावेज़ की सावधानी से जाँच, 24-48 घंटों में।',
  },
};
