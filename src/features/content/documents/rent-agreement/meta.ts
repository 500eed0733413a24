import type { DocumentMenuWords, EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'home',
  menu: 1,
  request: { service: 'legal_documentation', documentType: 'rent_agreement' },
};

export default meta;

export const words: DocumentMenuWords = {
  en: { label: 'Rent Agreement' },
  hi: { label: 'किरायानामा (रेंट एग्रीमेंट)' },
};
