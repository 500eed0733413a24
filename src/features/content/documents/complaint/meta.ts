import type { DocumentMenuWords, EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'alert',
  menu: 8,
  request: { service: 'legal_documentation', documentType: 'complaint' },
};

export default meta;

export const words: DocumentMenuWords = {
  en: { label: 'Complaint' },
  hi: { label: 'शिकायत' },
};
