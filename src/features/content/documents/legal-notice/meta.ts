import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'mail',
  menu: 7,
  request: { service: 'legal_documentation', documentType: 'legal_notice' },
};

export default meta;
