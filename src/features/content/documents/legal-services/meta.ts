import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  id: 'legalServices',
  icon: 'briefcase',
  illustration: 'legal-services',
  request: { service: 'legal_documentation' },
};

export default meta;
