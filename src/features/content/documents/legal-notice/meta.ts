import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'mail',
  illustration: 'legal-notice',
  menu: 7,
  request: { service: 'legal_documentation', documentType: 'legal_notice' },
};

export default meta;
