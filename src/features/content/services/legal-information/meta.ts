import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'info-circle',
  illustration: 'legal-information',
};

export default meta;
