/**
 * What the builder says beside a rent agreement, by its term (docs/drafts.md,
 * "Rent agreement"): under a year, how it is stamped and what it is not good
 * for; exactly a year, that its stamp duty is not settled; more, that it is a
 * lease to be registered on Sampada 2.0. And the estimate's lines.
 */
import { figure } from '@/business/legal-facts';
import type { FeeRule, Notice } from '../../types';
import { l, whole } from '../common';
import { mustRegister, underYear } from './terms';

export const RENT_NOTICES: readonly Notice[] = [
  {
    id: 'under-year',
    tone: 'info',
    when: underYear,
    text: (_a, lang) => {
      const stamp = figure('mp.stamp.lease.under-year', lang);
      return lang === 'hi'
        ? `एक वर्ष से कम अवधि: इसका पंजीयन ज़रूरी नहीं; यह ${stamp} के ई-स्टाम्प पर बनता है (मध्य प्रदेश के 2022-23 के बजट से) और आम तौर पर नोटरी से सत्यापित कराया जाता है। पासपोर्ट सेवा की पते के प्रमाण की सूची में यह नहीं है: वह पंजीकृत किरायानामा मानती है।`
        : `A term under one year: it need not be registered; it is made on an e-stamp of ${stamp} (from MP’s 2022-23 budget) and is usually notarised. It is not on Passport Seva’s list of address proofs, which takes a registered rent agreement.`;
    },
  },
  {
    id: 'twelve-months',
    tone: 'warning',
    when: (a) => whole(a, 'termMonths') === 12,
    text: (_a, lang) => {
      const stamp = figure('mp.stamp.lease.under-year', lang);
      return lang === 'hi'
        ? `12 महीने की अवधि एक वर्ष से अधिक नहीं है, इसलिए इसका पंजीयन अनिवार्य नहीं (धारा 17(1)(घ) एक वर्ष से अधिक की अवधि के पट्टे की बात करती है); 13 महीने या अधिक हो तो अनिवार्य है। पर इसका स्टाम्प शुल्क तय नहीं: ${stamp} केवल एक वर्ष से कम के किरायानामे के लिए बताया गया है, और एक वर्ष या अधिक के पट्टे का शुल्क पक्का पता नहीं। ई-स्टाम्प लेने से पहले फ़र्म से शुल्क की पुष्टि कराएँ, या अवधि 11 महीने रखें।`
        : `A term of 12 months does not exceed one year, so registration is not compulsory (s.17(1)(d) covers a term exceeding one year); from 13 months it is. Its stamp duty is not settled: ${stamp} is reported for a lease under one year only, and the duty on a lease of one year or more could not be confirmed. Before you buy the e-stamp, let the firm confirm the duty, or choose 11 months.`;
    },
  },
  {
    id: 'register',
    tone: 'warning',
    when: mustRegister,
    text: (_a, lang) =>
      lang === 'hi'
        ? 'एक वर्ष से अधिक की अवधि का होने से यह पट्टा है, जिसका पंजीयन ज़रूरी है (रजिस्ट्रीकरण अधिनियम, 1908, धारा 17(1)(घ))। संपदा 2.0 पर: मसौदा संपदा 2.0 पर दर्ज होता है (आप या लाइसेंसधारी सेवा प्रदाता करते हैं), स्टाम्प शुल्क ई-स्टाम्प से और पंजीयन शुल्क ऑनलाइन जमा होता है, और दोनों पक्ष आधार ई-केवाईसी से अपनी पहचान पुष्ट करते हैं; पट्टे जैसे कई दस्तावेज़ों का पंजीयन उप पंजीयक कार्यालय गए बिना भी हो सकता है, बाकी के लिए स्लॉट बुक कर वहाँ जाना होता है; गवाहों की ज़रूरत नहीं। हस्ताक्षर के चार महीने के भीतर पंजीयन के लिए प्रस्तुत करें। बिना पंजीयन के यह पट्टा अदालत में साबित करने के काम नहीं आता।'
        : 'A term exceeding one year makes this a lease that must be registered (Registration Act, 1908, s.17(1)(d)). On Sampada 2.0: the draft is entered on Sampada 2.0 (by you or a licensed service provider), the stamp duty is paid as an e-stamp and the registration fee online, and both parties confirm who they are with Aadhaar e-KYC; many documents, leases among them, can be registered without visiting the Sub-Registrar’s office, others at a booked slot there; no witnesses are needed. Present it for registration within four months of signing. Unregistered, it cannot be used in court to prove the lease.',
  },
];

export const RENT_FEES: readonly FeeRule[] = [
  {
    id: 'stamp',
    label: l('Stamp duty', 'स्टाम्प शुल्क'),
    fact: 'mp.stamp.lease.under-year',
    when: (a) => (whole(a, 'termMonths') ?? 0) < 12,
  },
  {
    id: 'stamp-year',
    label: l('Stamp duty', 'स्टाम्प शुल्क'),
    unknown: 'mp.stamp.lease',
    when: (a) => (whole(a, 'termMonths') ?? 0) >= 12,
  },
  {
    id: 'registration',
    label: l('Registration fee', 'पंजीयन शुल्क'),
    unknown: 'mp.registration-fee.lease',
    when: mustRegister,
  },
  {
    id: 'notary',
    label: l('Notarisation (usual for an agreement not registered)', 'नोटरी (बिना पंजीयन वाले किरायानामे में आम तौर पर)'),
    unknown: 'notary.fee',
    when: (a) => !mustRegister(a),
  },
  { id: 'firm', label: l('The firm’s fee', 'फ़र्म की फ़ीस'), firm: true },
];
