import type { DocumentMenuWords, EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'writing',
  menu: 9,
  request: { service: 'legal_documentation' },
};

export default meta;

export const words: DocumentMenuWords = {
  en: { label: 'Application' },
  hi: { label: 'आवेदन पत्र' },
};
