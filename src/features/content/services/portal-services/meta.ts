import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'world',
  illustration: 'portal-services',
  menu: 9,
};

export default meta;
