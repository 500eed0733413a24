import type { DocumentMenuWords, EntryMeta, EntryRequest } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'mail',
  menu: 7,
  footer: 6,
};

export default meta;

export const request: EntryRequest = { service: 'legal_documentation', documentType: 'legal_notice' };

export const words: DocumentMenuWords = {
  en: { label: 'Legal Notice' },
  hi: { label: 'कानूनी नोटिस' },
};
