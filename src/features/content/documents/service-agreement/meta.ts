import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'handshake',
  menu: 4,
  request: { service: 'legal_documentation', documentType: 'legal_agreement' },
};

export default meta;
