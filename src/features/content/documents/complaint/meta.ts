import type { DocumentMenuWords, EntryMeta, EntryRequest } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'alert',
  menu: 8,
};

export default meta;

export const request: EntryRequest = { service: 'legal_documentation', documentType: 'complaint' };

export const words: DocumentMenuWords = {
  en: { label: 'Complaint' },
  hi: { label: 'शिकायत' },
};
