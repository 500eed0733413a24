import type { EntryMeta, EntryRequest } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'info-circle',
};

export default meta;

export const request: EntryRequest = {};
