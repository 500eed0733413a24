import type { EntryMeta } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'handshake',
  illustration: 'e-mediation',
  menu: 6,
  request: { service: 'e_mediation' },
};

export default meta;
