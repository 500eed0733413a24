import type { DocumentMenuWords, EntryMeta, EntryRequest } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'handshake',
  menu: 4,
  footer: 4,
};

export default meta;

export const request: EntryRequest = { service: 'legal_documentation', documentType: 'legal_agreement' };

export const words: DocumentMenuWords = {
  en: { label: 'Service Agreement' },
  hi: { label: 'सेवा अनुबंध' },
};
