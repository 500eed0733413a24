import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'file-text',
  menu: 1,
  request: { service: 'legal_documentation' },
};

export default meta;
