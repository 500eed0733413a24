import type { DocumentMenuWords, EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'handshake',
  menu: 4,
  request: { service: 'legal_documentation', documentType: 'legal_agreement' },
};

export default meta;

export const words: DocumentMenuWords = {
  en: { label: 'Service Agreement' },
  hi: { label: 'सेवा अनुबंध' },
};
