import type { DocumentMenuWords, EntryMeta, EntryRequest } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'building-home',
  menu: 3,
  footer: 3,
};

export default meta;

export const request: EntryRequest = { service: 'legal_documentation', documentType: 'sale_deed' };

export const words: DocumentMenuWords = {
  en: { label: 'Sell Agreement' },
  hi: { label: 'विक्रय अनुबंध' },
};
