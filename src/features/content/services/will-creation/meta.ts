import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'signature',
  illustration: 'will-creation',
  menu: 4,
  request: { service: 'will_creation' },
};

export default meta;
