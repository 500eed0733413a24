import type { PageText } from '@/features/content/types';

const text: PageText = {
  imageAlt: 'A legal adviser explaining a document in simple words to a client across a desk',
  seoTitle: 'Legal Information in Plain Language | Madhya Pradesh',
  seoDescription:
    'Plain-language answers to everyday legal questions in MP and Rajasthan: which document you need, which office to go to and what to carry. In Hindi or English.',
  seoKeywords:
    'legal information in Hindi, legal help Madhya Pradesh, which legal document do I need, rent agreement or affidavit, notary vs registry, where to register property in MP, free legal aid DLSA, consumer complaint process, legal questions online, legal guidance Bhopal',
  title: 'Legal Information',
  shortDescription:
    'Clear, plain-language answers to everyday legal questions: which document fits your situation, which office to go to and what to take with you.',
  description: [
    'Many legal problems start with a simple question. Do I need a rent agreement or an affidavit? Should this paper be notarised or registered? Where do I file a consumer complaint? Which office handles the mutation of my land? Our legal information service answers questions like these in plain Hindi or English, so that you know where you stand and what to do next.',
    'It is for anyone who has to deal with paperwork or a government office and is not sure how to begin: tenants and landlords, families handling an inheritance, small traders, students and job seekers who need affidavits, and senior citizens, whether in Bhopal, Indore, Jabalpur, Gwalior, Jaipur, Jodhpur or Udaipur, or anywhere in India by phone and WhatsApp.',
    'We explain the general rule and the usual practice in Madhya Pradesh and Rajasthan: for example, that a sale deed must be registered at the sub-registrar’s office, that a standard rent agreement is made for 11 months, that mutation of farmland is handled by the tehsil, and that consumer complaints go to the District Consumer Disputes Redressal Commission. If you may be eligible for free legal aid, we tell you how to apply to the District Legal Services Authority.',
    'Legal information is general guidance, not a substitute for a lawyer’s advice on your particular case. When your question needs a lawyer to study the papers, give an opinion or appear in court, we say so clearly and can arrange a consultation, with the fee told in advance. To help us answer well, share a short description of your situation, the relevant dates, and photos of any notice, agreement or order you have received.',
  ],
  features: [
    'Answers to everyday legal questions in plain Hindi or English',
    'Guidance on which document fits your situation: agreement, affidavit, notice, application or deed',
    'Which office to approach: sub-registrar, tehsil, notary, police station, consumer commission or court',
    'A checklist of the papers and identity proof to carry',
    'General pointers on usual timelines, stamp duty and official fees',
    'Referral to a lawyer’s consultation when your case needs one',
  ],
  benefits: [
    'Know your next step before spending money or time',
    'Avoid the wrong document and repeated trips to offices',
    'Explanations in the language you are comfortable with',
    'Ask from home by phone, WhatsApp or the request form',
    'Honest guidance on when you need a lawyer and when you do not',
    'A ready starting point if you then want us to draft, register or send a notice',
  ],
  process: [
    {
      stepTitle: 'Ask your question',
      stepDescription:
        'Send your question through the form, by phone or on WhatsApp, with a short description of your situation.',
    },
    {
      stepTitle: 'We get in touch',
      stepDescription:
        'Our expert contacts you within 24 hours and asks for any detail or paper needed to understand the question.',
    },
    {
      stepTitle: 'A plain-language answer',
      stepDescription:
        'We explain the general legal position, the document you may need, the office to approach and the papers to carry.',
    },
    {
      stepTitle: 'Next steps, if you want them',
      stepDescription:
        'We can prepare the document, usually within 24-48 hours, or arrange a consultation with a lawyer. Any fee is told to you before work begins.',
    },
  ],
  faqs: [
    {
      question: 'What is the difference between legal information and legal advice?',
      answer:
        'Legal information explains the general law and the usual procedure, such as which document is used for what and which office handles it. Legal advice applies the law to the facts of your particular case and recommends what you should do. For advice on a dispute or a court case, consult a lawyer; we can arrange that for you.',
    },
    {
      question: 'How do I know whether I need an affidavit, an agreement or a notice?',
      answer:
        'An affidavit is a sworn statement of facts by one person, for example for a change of name or proof of address. An agreement records promises between two or more parties, such as a rent or service agreement. A legal notice formally tells another party about your claim and asks them to act before you go to court; tell us your situation and we will tell you which fits.',
    },
    {
      question: 'What is the difference between notarising and registering a document?',
      answer:
        'A notary attests signatures and administers oaths, which is enough for affidavits and many agreements. Registration at the sub-registrar’s office is compulsory for documents such as sale deeds, gift deeds and leases for more than a year, and it creates an official public record. A notarised document cannot take the place of a registered one where the law requires registration.',
    },
    {
      question: 'Why are rent agreements usually made for 11 months?',
      answer:
        'Under the Registration Act, 1908, a lease for more than a year must be registered, which means paying stamp duty and a registration fee at the sub-registrar’s office. A standard rent agreement is therefore made for 11 months and renewed when needed. Longer leases should be registered.',
    },
    {
      question: 'Which office handles land records and mutation in MP?',
      answer:
        'Land records and the mutation of agricultural land are handled by the tehsil office of the revenue department, and applications are now filed online on the RCMS portal. Property tax records for houses and plots in towns are kept by the municipal corporation or municipality. Property documents are registered at the sub-registrar’s office.',
    },
    {
      question: 'Can I get free legal help?',
      answer:
        'Free legal aid is available through the District Legal Services Authority to eligible people, including women, children, members of Scheduled Castes and Scheduled Tribes, persons with disabilities and people with a low income. We can tell you how to apply. For our own services, we tell you any fee before we start.',
    },
    {
      question: 'Is my question kept confidential?',
      answer:
        'Yes. What you tell us and the papers you share are used only to answer your question and are not shared with anyone without your consent. Please share only what is needed to understand the question.',
    },
    {
      question: 'Can you tell me whether I will win my case?',
      answer:
        'No one can honestly promise the result of a case. We can explain the general legal position and which documents matter. To assess your chances in a particular dispute, a lawyer needs to study the full facts and papers, and we can arrange that consultation.',
    },
  ],
  callToAction: 'Have a legal question? Ask us in Hindi or English, and get a clear answer on what to do next.',
  badges: ['Plain Hindi or English', 'Reply within 24 hours', 'Honest guidance'],
};

export default text;
