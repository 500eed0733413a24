/**
 * What the builder says beside an affidavit (docs/drafts.md, "Affidavit"):
 * how it is signed, and, for the passport office, what the Passport Seva
 * Kendra takes; and the estimate's lines.
 */
import type { FeeRule, Notice } from '../../types';
import { l } from '../common';
import { forCourt } from './court';

const forPassport = (purpose: string | undefined) => /passport|पासपोर्ट/iu.test(purpose ?? '');

export const AFFIDAVIT_NOTICES: readonly Notice[] = [
  {
    id: 'oath',
    tone: 'info',
    when: () => true,
    text: (_a, lang) =>
      lang === 'hi'
        ? 'शपथ पत्र पर आप नोटरी या शपथ आयुक्त के सामने हस्ताक्षर करते हैं, और कोई अधिवक्ता आपकी पहचान करता है। जानबूझकर झूठा कथन देना अपराध है।'
        : 'You sign an affidavit before a notary or an oath commissioner, and an advocate identifies you. Stating something you know to be false is an offence.',
  },
  {
    id: 'passport',
    tone: 'warning',
    when: (a) => !forCourt(a) && forPassport(a.purpose),
    text: (_a, lang) =>
      lang === 'hi'
        ? 'पासपोर्ट सेवा केंद्र शपथ पत्र अपने ही प्रारूपों (passportindia.gov.in के अनुलग्नक) में लेता है, और उसकी पते के प्रमाण की सूची में शपथ पत्र नहीं है। इसे बनवाने से पहले फ़र्म से पूछें कि कौन-सा अनुलग्नक या प्रमाण लगेगा।'
        : 'The Passport Seva Kendra takes affidavits in its own formats (the annexures on passportindia.gov.in), and an affidavit is not on its list of address proofs. Before you have this one made, ask the firm which annexure or proof you need.',
  },
];

export const AFFIDAVIT_FEES: readonly FeeRule[] = [
  { id: 'stamp', label: l('Stamp duty', 'स्टाम्प शुल्क'), fact: 'mp.stamp.affidavit', when: (a) => !forCourt(a) },
  {
    id: 'stamp-court',
    label: l('Stamp duty (to be filed in a court)', 'स्टाम्प शुल्क (अदालत में लगाने के लिए)'),
    unknown: 'mp.stamp.affidavit.court-exempt',
    when: forCourt,
  },
  { id: 'notary', label: l('Notary’s or oath commissioner’s fee', 'नोटरी या शपथ आयुक्त की फ़ीस'), unknown: 'notary.fee' },
  { id: 'firm', label: l('The firm’s fee', 'फ़र्म की फ़ीस'), firm: true },
];
