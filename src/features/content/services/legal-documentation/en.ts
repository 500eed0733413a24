import type { PageText } from '@/features/content/types';

const text: PageText = {
  imageAlt: 'A legal expert drafting an agreement on e-stamp paper at an office desk',
  seoTitle: 'Legal Documentation and Drafting Services | Satna, MP',
  seoDescription:
    'Rent agreements, affidavits, sale agreements, legal notices and more, drafted by experts for Madhya Pradesh. Delivery in 24-48 hours, doorstep in MP.',
  seoKeywords:
    'legal documentation services, legal document drafting, rent agreement online, affidavit online, sale agreement drafting, legal notice drafting, power of attorney drafting, partnership deed drafting, legal consultation Madhya Pradesh, document writer near me',
  title: 'Legal Documentation Services',
  shortDescription:
    'Clear, correctly stamped legal documents, from rent agreements and affidavits to sale agreements and legal notices, drafted by experienced professionals and delivered in 24-48 hours.',
  description: [
    'Every agreement, affidavit or notice you sign may one day be read by a court, a bank or a government office. Our legal documentation service drafts these documents in proper legal language, in English or Hindi, so that they say exactly what you intend and hold up when they are checked. We prepare rent agreements, affidavits, agreements to sell, service and employment agreements, partnership deeds, powers of attorney, legal notices, complaints and applications.',
    'We work for tenants and landlords, families buying or selling property, small businesses and professionals, and anyone who needs a document for a bank, school, court or government office. Clients come to us from Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar and Ujjain, and from Jaipur, Jodhpur, Udaipur and Kota in Rajasthan; the drafting is done online, so distance is no obstacle.',
    'In Madhya Pradesh most agreements must be written on an e-stamp of the correct value, and some must also be registered at the Sub-Registrar’s office. A lease of more than one year, for example, must be registered, which is why a standard rent agreement runs for 11 months. Before you commit, we tell you the stamp duty, whether notarization or registration is needed, and how many witnesses must sign.',
    'To get started, keep ready the identity proof (Aadhaar, PAN or voter ID) of every party, their addresses, the property details or earlier documents where relevant, and the terms you have agreed. We send a draft for your approval, make your changes and deliver the final document in 24-48 hours, with doorstep delivery in Madhya Pradesh and nearby areas.',
  ],
  features: [
    'Drafting of rent agreements, affidavits, agreements to sell, service agreements, partnership deeds, powers of attorney, legal notices, complaints and applications',
    'Documents in English or Hindi, in the format accepted by courts, banks and government offices',
    'Advice on the correct stamp duty, with e-stamps arranged for documents executed in Madhya Pradesh',
    'A draft sent for your review, revised until the wording is right',
    'Notarization, and help with registration where the document needs it',
    'Final document in 24-48 hours, by e-mail or at your doorstep in Madhya Pradesh and nearby areas',
  ],
  benefits: [
    'Fewer disputes later: clear terms leave less room for different readings',
    'No rounds of offices or queues: everything can be done from your phone',
    'Know the cost first: stamp duty and our charges are explained before we start',
    'Documents drafted by people who prepare them every day, not copied from a generic template',
    'Fast turnaround when a bank, school or landlord is waiting',
    'Support after delivery if an office asks for a correction or a copy',
  ],
  process: [
    {
      stepTitle: 'Tell us what you need',
      stepDescription:
        'Fill in the request form below, call us or message us on WhatsApp with the document you need and a few details.',
    },
    {
      stepTitle: 'Expert consultation',
      stepDescription:
        'A documentation expert contacts you within 24 hours, asks the right questions and lists the papers and stamp duty required.',
    },
    {
      stepTitle: 'Draft and review',
      stepDescription:
        'We prepare the draft and send it to you, and revise it until every party agrees with the wording.',
    },
    {
      stepTitle: 'Stamping, signing and notary',
      stepDescription:
        'We arrange an e-stamp of the correct value for Madhya Pradesh documents and guide you through the signing, witnesses and notarization.',
    },
    {
      stepTitle: 'Delivery and support',
      stepDescription:
        'You receive the final document in 24-48 hours, by e-mail or at your doorstep in Madhya Pradesh and nearby areas, and we stay available for questions.',
    },
  ],
  faqs: [
    {
      question: 'Which documents can you draft?',
      answer:
        'We draft rent and lease agreements, affidavits, agreements to sell, service and employment agreements, partnership deeds, powers of attorney, legal notices, complaints, applications and other agreements. If you need something that is not on this list, tell us and we will say honestly whether we can prepare it.',
    },
    {
      question: 'How long does it take to get my document?',
      answer:
        'Most documents are delivered in 24-48 hours once we have complete details and identity proofs. Documents that must be registered take a little longer, because registration at the Sub-Registrar’s office usually takes 1-3 working days.',
    },
    {
      question: 'Why is a rent agreement usually made for 11 months?',
      answer:
        'Under the Registration Act, 1908, a lease for more than one year must be registered, which means higher stamp duty, a registration fee and a visit to the Sub-Registrar. An 11-month agreement on e-stamp, usually notarized, does not need compulsory registration and can be renewed. For a longer term we prepare a lease deed and help you register it.',
    },
    {
      question: 'Do I need to visit your office?',
      answer:
        'No. You can share details and scanned documents through the form, by e-mail or on WhatsApp, approve the draft online and receive the final document by e-mail or courier. Notarization and registration need the person signing to appear in person, and we tell you in advance and help you plan the visit.',
    },
    {
      question: 'How much does a document cost?',
      answer:
        'Our charge depends on the type of document and how complex it is, and the stamp duty depends on the document and, for property, its value. We quote the full amount before we start, so there are no surprises.',
    },
    {
      question: 'Will my document be in Hindi or English?',
      answer:
        'Whichever you prefer. Courts and offices in Madhya Pradesh and Rajasthan accept documents in both languages, and we draft in the language that you and the other party read best.',
    },
    {
      question: 'What details do you need from me?',
      answer:
        'The names, addresses and identity proof of every party, and the terms you have agreed, such as rent, deposit, price or period. For property documents, add the property address and a copy of the earlier registry, sale deed or tax receipt. We send you a checklist for your particular document.',
    },
    {
      question: 'Can the document be changed after delivery?',
      answer:
        'Yes. If a bank, an office or the other party asks for a correction before signing, tell us and we will revise it. Once a document has been signed and stamped, a change usually needs a fresh document or a supplementary agreement, and we explain which one applies.',
    },
  ],
  callToAction: 'Tell us which document you need, and a legal expert will contact you within 24 hours.',
  badges: ['Delivery in 24-48 hours', 'Expert-drafted', 'Doorstep delivery in MP'],
};

export default text;
