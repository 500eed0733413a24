import type { PageText } from '@/features/content/types';

const text: PageText = {
  imageAlt: 'A printed Madhya Pradesh e-stamp certificate showing its unique number and the amount of duty',
  seoTitle: 'E-Stamp Certificate Online in Madhya Pradesh | Sampada',
  seoDescription:
    'E-stamp certificates for documents signed in Madhya Pradesh, through the state’s Sampada system: correct duty, checked details, delivery in 24-48 hours.',
  seoKeywords:
    'e-stamp Madhya Pradesh, e-stamp online MP, e-stamp paper, Sampada e-stamp, stamp paper online Bhopal, e-stamp Indore, e-stamp verification MP, non judicial stamp paper MP, stamp duty Madhya Pradesh, e-stamp certificate',
  title: 'E-Stamp (Madhya Pradesh)',
  shortDescription:
    'E-stamp certificates for documents executed in Madhya Pradesh, generated through the state’s Sampada system with the correct duty and every detail checked.',
  description: [
    'An e-stamp certificate is the electronic way of paying stamp duty on a document. Instead of buying physical non-judicial stamp paper, the duty is paid into the government’s system and a certificate is generated with a unique number, the names of the parties, the type of document and the amount of duty. The document is then printed on that certificate or attached to it.',
    'In Madhya Pradesh, e-stamping runs through Sampada, the online system of the state’s Registration and Stamps department, and e-stamps are issued by authorized service providers. E-stamp has largely replaced physical stamp paper: it is hard to forge, it is issued for the exact amount due, and anyone who receives the document can check it online. Our e-stamp service is for documents executed in Madhya Pradesh only; other states have their own systems.',
    'You need an e-stamp for rent agreements, affidavits, agreements to sell, service and partnership agreements, indemnity bonds, powers of attorney and many other documents. For documents that are registered, such as sale deeds, the duty is paid through Sampada as part of the registry, and we help with that under our registration service.',
    'What you provide: the type of document, the names and addresses of the first and second parties, which party pays the duty, and the amount involved (rent, price, loan or other consideration) so that the duty can be worked out. We check the correct article and amount, generate the certificate, verify it online and send you a scan, with the printed certificate delivered to your door in Madhya Pradesh and nearby areas. If you also need the document drafted, we deliver both within 24-48 hours, across Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar, Ujjain and the rest of the state.',
  ],
  features: [
    'E-stamp certificates for documents executed in Madhya Pradesh',
    'Correct article and amount of duty worked out for your document',
    'Party names, purpose and amount checked before the certificate is generated',
    'Online verification of every certificate after it is issued',
    'Drafting of the document and printing on the e-stamp, if you need it',
    'Scan by e-mail or WhatsApp, printed copy delivered in MP and nearby areas',
  ],
  benefits: [
    'No hunting for stamp vendors or the right denomination',
    'A certificate anyone can verify, which removes the risk of fake stamp paper',
    'Exact duty: no overpaying, and no document refused as under-stamped',
    'E-stamp and document ready together, within 24-48 hours',
    'Expert help choosing the right document type and article of the Stamp Act',
    'Doorstep delivery in Madhya Pradesh and nearby areas',
  ],
  process: [
    {
      stepTitle: 'Share the details',
      stepDescription:
        'Tell us the document type, the parties and the amount through the request form or by message. An expert contacts you within 24 hours.',
    },
    {
      stepTitle: 'Duty check',
      stepDescription: 'We identify the correct article of the Stamp Act and confirm with you the duty payable.',
    },
    {
      stepTitle: 'Generation',
      stepDescription:
        'Once the duty is paid, the e-stamp certificate is generated through Sampada in the parties’ names.',
    },
    {
      stepTitle: 'Verification',
      stepDescription: 'We verify the certificate online and check every detail against your document.',
    },
    {
      stepTitle: 'Delivery',
      stepDescription:
        'You receive a scan first, and the printed certificate, with your document if we drafted it, within 24-48 hours.',
    },
  ],
  faqs: [
    {
      question: 'What is an e-stamp?',
      answer:
        'It is a certificate showing that the stamp duty on a document has been paid to the government electronically. It carries a unique number, the parties’ names, the document type and the amount of duty, and it takes the place of physical non-judicial stamp paper.',
    },
    {
      question: 'Is an e-stamp as valid as stamp paper?',
      answer:
        'Yes. In Madhya Pradesh e-stamp is the recognized way of paying stamp duty. Documents on e-stamp are accepted by courts, banks, notaries and government offices, just as stamp paper was.',
    },
    {
      question: 'Can I use a Madhya Pradesh e-stamp for a document in another state?',
      answer:
        'No. Stamp duty is paid under the law of the state where the document is executed, so our e-stamp service is for Madhya Pradesh only. For Rajasthan or any other state, the stamp is bought through that state’s own system; we can still draft the document and tell you what to buy.',
    },
    {
      question: 'How can I check that an e-stamp is genuine?',
      answer:
        'Each certificate has a unique e-stamp number that can be checked on the Sampada portal of the Madhya Pradesh Registration and Stamps department. The details shown online, such as the parties, the amount and the date, should match the printed certificate. We verify every certificate we issue before handing it over.',
    },
    {
      question: 'What details do you need to generate an e-stamp?',
      answer:
        'The type of document, the names and addresses of the first and second parties, who is paying the duty, and the amount involved, such as rent, price or loan amount. For property documents we also need the property details. Please check the spelling of every name carefully.',
    },
    {
      question: 'How much stamp duty will I have to pay?',
      answer:
        'It depends on the type of document and, for many documents, on the amount involved, as set out in the Stamp Act as it applies in Madhya Pradesh. Some documents carry a fixed duty and others a percentage of the value. We tell you the exact amount before generating the certificate.',
    },
    {
      question: 'In whose name is the e-stamp issued?',
      answer:
        'Usually in the name of the party paying the duty, with the other party named as the second party: for a rent agreement, the landlord or the tenant as they agree, and for an affidavit, the deponent. The names must match the document, so we take them from your final draft.',
    },
    {
      question: 'What if there is a mistake on the e-stamp?',
      answer:
        'A generated e-stamp cannot be edited, which is why we confirm every detail with you before generating it. If a certificate is spoiled or not used, a refund can be claimed from the stamp authority within the time limit and with the deduction the law provides. We help you with the application.',
    },
    {
      question: 'Do I still need a notary after getting the e-stamp?',
      answer:
        'The e-stamp only pays the duty. The document must still be signed and, depending on its type, notarized (such as an affidavit or an 11-month rent agreement) or registered (such as a sale deed). We arrange whichever step your document needs.',
    },
    {
      question: 'Can I get an e-stamp without visiting any office?',
      answer:
        'Yes. Send us the details online and pay the duty, and we send you a scan of the certificate; the printed certificate is delivered to your door in Madhya Pradesh and nearby areas, or you can collect it from our office in Satna. With drafting included, the whole process usually takes 24-48 hours.',
    },
  ],
  callToAction:
    'Send us your document details and get the correct Madhya Pradesh e-stamp, checked and verified, without a trip to any office.',
  badges: ['For Madhya Pradesh only', 'Verified on Sampada', 'Doorstep delivery in MP'],
};

export default text;
