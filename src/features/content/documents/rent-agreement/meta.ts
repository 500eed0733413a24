import type { DocumentMenuWords, EntryMeta, EntryRequest } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'home',
  menu: 1,
  footer: 1,
};

export default meta;

export const request: EntryRequest = { service: 'legal_documentation', documentType: 'rent_agreement' };

export const words: DocumentMenuWords = {
  en: { label: 'Rent Agreement' },
  hi: { label: 'किरायानामा (रेंट एग्रीमेंट)' },
};
