import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'info-circle',
};

export default meta;
