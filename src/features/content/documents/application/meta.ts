import type { DocumentMenuWords, EntryMeta, EntryRequest } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'writing',
  menu: 9,
};

export default meta;

export const request: EntryRequest = { service: 'legal_documentation' };

export const words: DocumentMenuWords = {
  en: { label: 'Application' },
  hi: { label: 'आवेदन पत्र' },
};
