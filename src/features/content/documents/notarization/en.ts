import type { PageText } from '@/features/content/types';

const text: PageText = {
  imageAlt: 'A notary’s round seal and signature on an attested affidavit',
  seoTitle: 'Notary & Notarization Services in Satna, MP',
  seoDescription:
    'Affidavits, agreements, undertakings and true copies attested by an authorised notary in Madhya Pradesh. Drafting, stamp paper and delivery in 24-48 hours.',
  seoKeywords:
    'notary near me, notarization services, notary public Madhya Pradesh, affidavit notary, rent agreement notary, notarised true copy, notary attestation, notary Bhopal, notary Jabalpur, notary Indore',
  title: 'Notarization Services',
  shortDescription:
    'Have your affidavits, agreements and declarations attested by an authorised notary. We draft the document, arrange the stamp paper and fix the notary’s time for you.',
  description: [
    'Notarization is the attestation of a document by a notary appointed under the Notaries Act, 1952. The notary confirms the identity of the person signing, sees the document being signed or administers the oath, records the act in the notarial register, and applies the official seal and signature. Notarization proves who signed and when; it does not certify that the contents are true. That responsibility stays with the person who signs.',
    'Students, job applicants, landlords and tenants, businesses and families across Bhopal, Indore, Jabalpur, Gwalior, Rewa and the rest of Madhya Pradesh need notarised papers every day: affidavits for schools, banks and government offices, 11-month rent agreements, undertakings, indemnity bonds, NOCs, self-declarations and attested true copies. Documents that create or transfer rights in immovable property, such as sale deeds, gift deeds and leases of more than one year, must instead be registered with the Sub-Registrar under the Registration Act, 1908. A notary’s stamp is no substitute for registration.',
    'We draft your document or check the one you already have, arrange stamp paper or a Madhya Pradesh e-stamp of the correct value where stamp duty applies, and fix a time with a notary. Because the notary must see you, you appear in person with your original photo ID; with everything prepared in advance, the visit is short.',
    'Bring your original Aadhaar card, PAN card, voter ID, passport or driving licence with a photocopy, passport-size photographs if the document needs them, and, for a true copy, the original document. If someone else also signs, for example a landlord and a tenant, each signatory must come with their own ID.',
  ],
  features: [
    'Drafting or checking of affidavits, agreements, undertakings, declarations and NOCs before notarisation',
    'Stamp paper or Madhya Pradesh e-stamp of the correct value, where stamp duty applies',
    'An appointment with an authorised notary at a time that suits you',
    'Attestation of true copies of certificates, marksheets and ID documents against the originals',
    'Entry in the notary’s register, with seal, signature and notarial stamp on the document',
    'A scanned copy by e-mail or WhatsApp, and doorstep delivery of the original in Madhya Pradesh and nearby areas',
  ],
  benefits: [
    'Papers that colleges, banks, courts and government offices accept the first time',
    'No wasted trips: we tell you in advance exactly what to bring',
    'Clear advice on whether your document needs notarisation or registration',
    'Correct stamp duty, so the document is not questioned later',
    'Notarised documents ready within 24-48 hours',
    'One clear quote before we start, with nothing added at the time of signing',
  ],
  process: [
    {
      stepTitle: 'Tell us what you need',
      stepDescription:
        'Use the form, call or WhatsApp us and tell us what the document is for and where it will be submitted. Our expert contacts you within 24 hours.',
    },
    {
      stepTitle: 'Drafting and checking',
      stepDescription:
        'We draft the document or check the one you have, confirm the stamp paper or e-stamp value, and send you the list of originals to bring.',
    },
    {
      stepTitle: 'Stamp paper and appointment',
      stepDescription:
        'We arrange the stamp paper or e-stamp and fix a time with the notary that suits you and any other signatory.',
    },
    {
      stepTitle: 'Signing before the notary',
      stepDescription:
        'You appear in person with your original ID and sign in front of the notary, who records the act in the register and applies the seal.',
    },
    {
      stepTitle: 'Delivery',
      stepDescription:
        'You receive the notarised document within 24-48 hours, in hand or by doorstep delivery in Madhya Pradesh and nearby areas, with a scanned copy by e-mail.',
    },
  ],
  faqs: [
    {
      question: 'What does a notary actually certify?',
      answer:
        'The notary certifies that the person who signed is who they claim to be, and that they signed or took the oath before the notary on that date. The notary does not check whether the statements in the document are true. If the contents are false, the signatory is responsible, and a false affidavit can lead to prosecution.',
    },
    {
      question: 'Can a notarised agreement replace a registered document?',
      answer:
        'No. Documents that must be registered under Section 17 of the Registration Act, 1908, such as sale deeds, gift deeds of immovable property and leases of more than one year, have no legal effect on the property unless they are registered with the Sub-Registrar. Notarisation suits affidavits, 11-month rent agreements, undertakings, declarations and similar documents.',
    },
    {
      question: 'Do I have to appear before the notary in person?',
      answer:
        'Yes. The notary must verify your identity and see you sign, so every signatory has to appear personally with original photo ID. Notarising papers signed elsewhere, or on someone else’s behalf, is not valid and we do not offer it.',
    },
    {
      question: 'Which ID proof is accepted?',
      answer:
        'An original Aadhaar card, PAN card, voter ID, passport or driving licence, with a self-attested photocopy. Bring an ID that shows your current name. If your name is written differently in the document or in other records, tell us beforehand so that we can add the right clarification or declaration.',
    },
    {
      question: 'Is stamp paper needed for notarisation?',
      answer:
        'It depends on the document. Affidavits and agreements attract stamp duty under the Indian Stamp Act as it applies in Madhya Pradesh, and we arrange the correct value, usually as an e-stamp. True copies and some declarations need only the notarial stamp and the notary’s seal.',
    },
    {
      question: 'How long does a notarised document stay valid?',
      answer:
        'The notarisation itself does not expire. Many offices, however, ask for a recently made affidavit or declaration, so check the rule of the office where you will submit it. If yours is old, we can prepare a fresh one quickly.',
    },
    {
      question: 'Can documents in Hindi be notarised?',
      answer:
        'Yes. A document can be in Hindi, in English or in both. The notary must be satisfied that you understand what you are signing, so we explain the contents to you in the language you prefer before you sign.',
    },
    {
      question: 'What is a notarised true copy?',
      answer:
        'It is a photocopy that the notary compares with your original and certifies as a true copy. It is useful when an office asks for attested copies of marksheets, certificates or identity documents. You must show the original at the time of attestation.',
    },
    {
      question: 'I need a document for use abroad. Is notarisation enough?',
      answer:
        'Usually not. Documents for use abroad generally need notarisation followed by attestation by the state government and then an apostille or attestation by the Ministry of External Affairs, depending on the country. Tell us the country and the purpose and we will explain the steps that apply.',
    },
    {
      question: 'What does notarisation cost?',
      answer:
        'The notary’s fee, any stamp duty and our drafting charge depend on the type of document and the number of pages. We give you one clear quote before we start, and nothing is added at the time of signing.',
    },
  ],
  callToAction:
    'Tell us what you need notarised, and we will prepare it, fix the notary’s time and deliver it within 24-48 hours.',
  badges: ['Authorised notary', 'Delivery in 24-48 hours', 'Doorstep delivery in MP'],
};

export default text;
