import type { EntryMeta, EntryRequest, MenuWords } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'world',
  menu: 9,
};

export default meta;

export const request: EntryRequest = {};

export const words: MenuWords = {
  en: {
    label: 'Sampada and RCMS Portal Services',
    card: "Applications on MP's Sampada 2.0 and RCMS portals, tracked to the end.",
  },
  hi: {
    label: 'संपदा और आरसीएमएस पोर्टल सेवाएँ',
    card: 'म.प्र. के संपदा 2.0 और आरसीएमएस पोर्टल पर आवेदन, अंत तक ट्रैकिंग के साथ।',
  },
};
