import type { PageText } from '@/features/content/types';
import { asChecked, figure } from '@/business/legal-facts';

const text: PageText = {
  imageAlt: 'An e-stamp certificate and a notarized affidavit with a notary seal on a desk',
  seoTitle: 'E-Stamp and Notary Services | Madhya Pradesh',
  seoDescription:
    'E-stamps for documents executed in Madhya Pradesh and notary attestation of affidavits and agreements. Correct stamp duty advice, ready in 24-48 hours.',
  seoKeywords:
    'e-stamp Madhya Pradesh, e-stamp paper online MP, stamp paper online, stamp duty in MP, SAMPADA e-stamp, notary services, notary attestation, affidavit notary, notarized rent agreement, notary near me, stamp paper for rent agreement',
  title: 'E-Stamp and Notary Services',
  shortDescription:
    'E-stamps of the correct value for documents executed in Madhya Pradesh, and notary attestation of affidavits, agreements and declarations, arranged without the running around.',
  description: [
    'Most agreements, affidavits and deeds in India must carry stamp duty, and many must also be attested by a notary before an office will accept them. Our e-stamp and notary service arranges both: we work out the correct stamp duty, get the e-stamp certificate issued in the right names, and arrange notary attestation of your signed document.',
    'In Madhya Pradesh, stamp duty is now paid almost entirely through e-stamps generated on the state’s SAMPADA system by licensed service providers. Each e-stamp carries a unique certificate number that can be verified online, which makes it very hard to forge or reuse. Our e-stamp service is for documents executed in Madhya Pradesh only; for a document meant for another state, we tell you how stamp duty is paid there.',
    `The stamp duty depends on the type of document and, for property, on its value: a rent agreement, an affidavit and a sale deed each carry a different amount. In Madhya Pradesh an affidavit carries a flat ${figure('mp.stamp.affidavit', 'en')}, an agreement to sell without possession ${figure('mp.stamp.agreement-to-sell.without-possession', 'en')}, and a sale deed about ${figure('mp.stamp.sale-deed', 'en')} of the value plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.affidavit', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}). We tell you the amount before anything is paid.`,
    'A notary appointed under the Notaries Act, 1952 checks the identity of the person signing, attests the signature with a seal and enters the document in the notary’s register. Notarization gives a document credibility, but it does not replace registration where the law requires it. The person signing must appear before the notary with original identity proof (Aadhaar, PAN, voter ID or passport) and the final document, and we fix a time that suits you.',
  ],
  features: [
    'Stamp duty worked out for your document and, for property, its value',
    'E-stamp certificates for documents executed in Madhya Pradesh, with a unique number you can verify online',
    'Notary attestation of affidavits, agreements, declarations, undertakings and true copies',
    'The document drafted or checked before it is stamped, if you need it',
    'Help with the signing, the witnesses and the entry in the notary’s register',
    'Stamped and notarized document ready in 24-48 hours, with doorstep delivery in Madhya Pradesh and nearby areas',
  ],
  benefits: [
    'No hunting for stamp vendors or waiting in offices',
    'The right stamp value from the start, so the document is not refused or penalised later',
    'Verifiable e-stamps that banks, courts and offices trust',
    'Drafting, stamping and notarization handled in one place',
    'Costs explained before you pay anything',
    'Fast turnaround for urgent affidavits and agreements',
  ],
  process: [
    {
      stepTitle: 'Tell us about the document',
      stepDescription:
        'Share the type of document, the parties and, for property, its value through the form below, a call or WhatsApp.',
    },
    {
      stepTitle: 'Stamp duty confirmed',
      stepDescription:
        'An expert contacts you within 24 hours and confirms the stamp duty and whether notarization or registration is needed.',
    },
    {
      stepTitle: 'E-stamp issued',
      stepDescription:
        'Once you approve the amount, we arrange the e-stamp certificate in the correct names and value for your Madhya Pradesh document.',
    },
    {
      stepTitle: 'Signing before the notary',
      stepDescription:
        'You sign the document before the notary with your original ID; the notary attests it and records it in the register.',
    },
    {
      stepTitle: 'Delivery',
      stepDescription:
        'Your stamped and notarized document is ready in 24-48 hours, to collect or delivered to your doorstep in Madhya Pradesh and nearby areas.',
    },
  ],
  faqs: [
    {
      question: 'What is an e-stamp?',
      answer:
        'An e-stamp is an electronic certificate showing that stamp duty has been paid on a document. It takes the place of the old printed stamp paper, carries a unique certificate number and can be checked online, so a forged or reused stamp is easy to detect.',
    },
    {
      question: 'Can you provide e-stamps for other states?',
      answer:
        'No. Our e-stamp service is for documents executed in Madhya Pradesh only, because each state sets its own stamp duty and its own issuing system. If your document is for another state, we tell you how the duty is paid there, and we can still draft or review the document for you.',
    },
    {
      question: 'How much stamp duty will I have to pay?',
      answer: `It depends on the type of document and, for property, its value. In Madhya Pradesh an affidavit carries a flat ${figure('mp.stamp.affidavit', 'en')} and an agreement to sell without possession ${figure('mp.stamp.agreement-to-sell.without-possession', 'en')}, while a sale deed carries about ${figure('mp.stamp.sale-deed', 'en')} of the value plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.affidavit', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}). We confirm the exact amount before you pay.`,
    },
    {
      question: 'What does a notary do?',
      answer:
        'A notary appointed under the Notaries Act, 1952 verifies the identity of the person signing, confirms that the signature is theirs and attests the document with a seal, signature and an entry in the notary’s register. This gives the document credibility with banks, offices and courts.',
    },
    {
      question: 'Is a notarized document the same as a registered one?',
      answer:
        'No. Notarization attests the signature, while registration at the Sub-Registrar’s office creates a public record and is compulsory for documents such as sale deeds and leases of more than one year. A notarized agreement to sell or power of attorney does not by itself transfer ownership of property.',
    },
    {
      question: 'Do I have to be present for notarization?',
      answer:
        'Yes. The person signing must appear before the notary with original identity proof and sign, or acknowledge the signature, in the notary’s presence. We fix a time that suits you so that the visit is short.',
    },
    {
      question: 'Which documents usually need notarization?',
      answer:
        'Affidavits, rent agreements, declarations and undertakings, indemnity bonds, powers of attorney and true copies of certificates are commonly notarized. Some offices ask for notarization even where the law does not require it, so we check what the office you are submitting to expects.',
    },
    {
      question: 'How quickly can I get a stamped and notarized document?',
      answer:
        'Usually within 24-48 hours, once the details are final and the person signing is available to appear before the notary. If you need it sooner, tell us and we will say honestly whether it can be done.',
    },
  ],
  callToAction:
    'Tell us what you need stamped or notarized, and we will confirm the stamp duty and have it ready in 24-48 hours.',
  badges: ['E-stamp for MP', 'Notary attestation', 'Ready in 24-48 hours'],
};

export default text;
