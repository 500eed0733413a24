import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  id: 'legalServices',
  icon: 'briefcase',
  request: { service: 'legal_documentation' },
};

export default meta;
