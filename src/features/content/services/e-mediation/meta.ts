import type { EntryMeta, EntryRequest, MenuWords } from '@/features/content/types';

const meta: EntryMeta = {
  icon: 'handshake',
  menu: 6,
};

export default meta;

export const request: EntryRequest = { service: 'e_mediation' };

export const words: MenuWords = {
  en: {
    label: 'E-Mediation and Dispute Resolution',
    card: 'Online mediation to settle disputes without going to court.',
  },
  hi: {
    label: 'ई-मध्यस्थता और विवाद समाधान',
    card: 'अदालत गए बिना विवाद सुलझाने के लिए ऑनलाइन मध्यस्थता।',
  },
};
