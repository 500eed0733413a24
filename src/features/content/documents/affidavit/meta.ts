import type { DocumentMenuWords, EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'signature',
  menu: 2,
  request: { service: 'legal_documentation', documentType: 'affidavit' },
};

export default meta;

export const words: DocumentMenuWords = {
  en: { label: 'Affidavit' },
  hi: { label: 'शपथ पत्र' },
};
