import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'alert',
  illustration: 'complaint',
  menu: 8,
  request: { service: 'legal_documentation', documentType: 'complaint' },
};

export default meta;
