import type { DocumentMenuWords, EntryMeta, EntryRequest } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'signature',
  menu: 2,
  footer: 2,
};

export default meta;

export const request: EntryRequest = { service: 'legal_documentation', documentType: 'affidavit' };

export const words: DocumentMenuWords = {
  en: { label: 'Affidavit' },
  hi: { label: 'शपथ पत्र' },
};
