import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'stamp',
  menu: 5,
  request: { service: 'stamp_papers' },
};

export default meta;
