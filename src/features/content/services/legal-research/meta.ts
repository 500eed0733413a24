import type { EntryMeta, EntryRequest, MenuWords } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'scale',
  menu: 5,
};

export default meta;

export const request: EntryRequest = { service: 'legal_research' };

export const words: MenuWords = {
  en: {
    label: 'Legal Research and Consultation',
    card: 'Research on your legal question and a plain-language consultation.',
  },
  hi: {
    label: 'कानूनी शोध और परामर्श',
    card: 'आपके कानूनी प्रश्न पर शोध और सरल भाषा में परामर्श।',
  },
};
