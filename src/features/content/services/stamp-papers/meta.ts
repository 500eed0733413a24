import type { EntryMeta, EntryRequest, MenuWords } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'stamp',
  menu: 3,
};

export default meta;

export const request: EntryRequest = { service: 'stamp_papers' };

export const words: MenuWords = {
  en: {
    label: 'E-Stamp and Notary Services',
    card: 'E-stamp certificates for Madhya Pradesh and notary attestation.',
  },
  hi: {
    label: 'ई-स्टाम्प और नोटरी सेवाएँ',
    card: 'मध्य प्रदेश के लिए ई-स्टाम्प प्रमाण पत्र और नोटरी सत्यापन।',
  },
};
