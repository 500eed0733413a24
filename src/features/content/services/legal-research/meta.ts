import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'scale',
  menu: 5,
  request: { service: 'legal_research' },
};

export default meta;
