import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'stamp',
  menu: 3,
  request: { service: 'stamp_papers' },
};

export default meta;
