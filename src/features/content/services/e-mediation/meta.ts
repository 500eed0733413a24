import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'handshake',
  menu: 6,
  request: { service: 'e_mediation' },
};

export default meta;
