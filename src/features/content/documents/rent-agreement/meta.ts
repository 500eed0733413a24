import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'home',
  menu: 1,
  request: { service: 'legal_documentation', documentType: 'rent_agreement' },
};

export default meta;
