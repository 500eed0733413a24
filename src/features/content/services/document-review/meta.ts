import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'file-search',
  menu: 2,
  request: { service: 'document_review' },
};

export default meta;
