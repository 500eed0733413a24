import type { DocumentMenuWords, EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'building-home',
  menu: 3,
  request: { service: 'legal_documentation', documentType: 'sale_deed' },
};

export default meta;

export const words: DocumentMenuWords = {
  en: { label: 'Sell Agreement' },
  hi: { label: 'विक्रय अनुबंध' },
};
