import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'signature',
  menu: 4,
  request: { service: 'will_creation' },
};

export default meta;
