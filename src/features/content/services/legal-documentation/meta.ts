import type { EntryMeta, EntryRequest, MenuWords } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'file-text',
  menu: 1,
};

export default meta;

export const request: EntryRequest = { service: 'legal_documentation' };

export const words: MenuWords = {
  en: {
    label: 'Legal Documentation',
    card: 'Agreements, affidavits, notices and deeds drafted by legal professionals.',
  },
  hi: {
    label: 'कानूनी दस्तावेज़ सेवाएँ',
    card: 'अनुबंध, शपथ पत्र, नोटिस और विलेख, कानूनी विशेषज्ञों द्वारा तैयार।',
  },
};
