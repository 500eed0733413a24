import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'alert',
  menu: 8,
  request: { service: 'legal_documentation', documentType: 'complaint' },
};

export default meta;
