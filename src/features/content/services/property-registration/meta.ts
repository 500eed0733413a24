import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'building-home',
  menu: 7,
  request: { service: 'property_registration' },
};

export default meta;
