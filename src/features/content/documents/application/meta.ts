import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'writing',
  menu: 9,
  request: { service: 'legal_documentation' },
};

export default meta;
