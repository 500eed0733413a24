import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'world',
  menu: 9,
};

export default meta;
