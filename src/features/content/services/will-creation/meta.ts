import type { EntryMeta, EntryRequest, MenuWords } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'signature',
  menu: 4,
};

export default meta;

export const request: EntryRequest = { service: 'will_creation' };

export const words: MenuWords = {
  en: {
    label: 'Will and Estate Planning',
    card: 'Clear, valid wills and help with registration and nominations.',
  },
  hi: {
    label: 'वसीयत और संपत्ति योजना',
    card: 'स्पष्ट और वैध वसीयत, साथ में रजिस्ट्री और नामांकन में मदद।',
  },
};
