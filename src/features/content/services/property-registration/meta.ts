import type { EntryMeta, EntryRequest, MenuWords } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'building-home',
  menu: 7,
};

export default meta;

export const request: EntryRequest = { service: 'property_registration' };

export const words: MenuWords = {
  en: {
    label: 'Property and Registration Assistance',
    card: "Sale deeds, stamp duty and registration at the sub-registrar's office.",
  },
  hi: {
    label: 'संपत्ति और रजिस्ट्री सहायता',
    card: 'विक्रय पत्र, स्टाम्प शुल्क और उप पंजीयक कार्यालय में रजिस्ट्री।',
  },
};
