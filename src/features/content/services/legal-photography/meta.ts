import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'camera',
  menu: 8,
  request: { service: 'legal_photography' },
};

export default meta;
