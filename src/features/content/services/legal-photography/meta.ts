import type { EntryMeta, EntryRequest, MenuWords } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'camera',
  menu: 8,
};

export default meta;

export const request: EntryRequest = { service: 'legal_photography' };

export const words: MenuWords = {
  en: {
    label: 'Legal Photography and Evidence Certification',
    card: 'Dated photos and video of property, with certificates for court.',
  },
  hi: {
    label: 'कानूनी फ़ोटोग्राफ़ी और साक्ष्य प्रमाणन',
    card: 'संपत्ति की दिनांकित फ़ोटो और वीडियो, न्यायालय के लिए प्रमाण पत्र सहित।',
  },
};
