import type { EntryMeta, EntryRequest } from '@/features/content/types';

const meta: EntryMeta = {
  id: 'legalServices',
  icon: 'briefcase',
};

export default meta;

export const request: EntryRequest = { service: 'legal_documentation' };
