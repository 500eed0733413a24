/**
 * Each document's name and one sentence about it: the list of drafts, the
 * page's lead and the inbox. Not in meta.ts, which every page's first load
 * carries.
 */
import type { Localized } from '@/i18n/lang';
import type { DraftKind } from './types';

const l = (en: string, hi: string): Localized => ({ en, hi });

export const DRAFT_NAMES: Record<DraftKind, { name: Localized; summary: Localized }> = {
  'rent-agreement': {
    name: l('Rent agreement', 'किरायानामा (रेंट एग्रीमेंट)'),
    summary: l(
      'Landlord, tenant, the premises, rent, deposit, term and the rules of the tenancy.',
      'मकान मालिक, किरायेदार, परिसर, किराया, जमा राशि, अवधि और किरायेदारी की शर्तें।',
    ),
  },
  affidavit: {
    name: l('Affidavit', 'शपथ पत्र (एफ़िडेविट)'),
    summary: l(
      'Name change, address, income or another fact, in numbered statements with the verification.',
      'नाम बदलना, पता, आय या कोई और तथ्य, क्रमांक वाले कथनों और सत्यापन के साथ।',
    ),
  },
  'cheque-bounce-notice': {
    name: l('Cheque-bounce notice (s.138 NI Act)', 'चेक बाउंस नोटिस (परक्राम्य लिखत अधिनियम की धारा 138)'),
    summary: l(
      'The demand notice after a cheque is returned unpaid, with the dates you must keep.',
      'चेक बिना भुगतान लौटने के बाद माँग का नोटिस, उन तारीखों के साथ जिनका ध्यान रखना है।',
    ),
  },
};
