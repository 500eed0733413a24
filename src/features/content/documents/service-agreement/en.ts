import type { PageText } from '@/features/content/types';

const text: PageText = {
  imageAlt: 'A business owner and a freelancer reviewing a service agreement on a laptop and on paper',
  seoTitle: 'Service Agreement Drafting for Businesses | Madhya Pradesh',
  seoDescription:
    'Service agreements for businesses and freelancers: scope, fees, timelines, confidentiality, termination and disputes, drafted in 24-48 hours on MP e-stamp.',
  seoKeywords:
    'service agreement, service agreement format, freelancer contract India, consultancy agreement, vendor agreement, service level agreement, contract drafting Indore, agreement drafting Bhopal, stamp duty on agreement MP, client contract review',
  title: 'Service Agreement',
  shortDescription:
    'Clear contracts between businesses, freelancers and their clients: scope, fees, deadlines and exit terms in writing, drafted in 24-48 hours.',
  description: [
    'A service agreement sets out what one party will do for another and on what terms: the scope of work and deliverables, fees and payment dates, timelines, who owns the work produced, confidentiality, how either side can end the contract and how disputes will be settled. It turns an understanding into terms that can be enforced under the Indian Contract Act, 1872.',
    'It suits agencies, contractors, consultants, IT and design firms, maintenance and facility providers, coaching and training providers, and freelancers working with clients in India or abroad, as well as the businesses that hire them. A written contract is the surest way to be paid on time and to avoid arguments later about what was promised.',
    'A service agreement does not need to be registered, but it must carry stamp duty under the Stamp Act of the state where it is signed. In Madhya Pradesh the duty is paid through e-stamp; the amount depends on the nature of the agreement, and we tell you before we start. An unstamped or under-stamped agreement cannot be used as evidence until the duty and a penalty are paid. Agreements can also be signed with a valid electronic signature under the Information Technology Act, 2000.',
    'We draft from your proposal or quotation, or review a draft the other side has sent, in 24-48 hours. Bring the names and addresses of both parties (with GSTIN, if registered), the scope of work, the fees and payment schedule, key dates, and any special terms such as exclusivity or non-solicitation. We work with businesses in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar and Ujjain, and in Jaipur, Jodhpur, Udaipur and Kota.',
  ],
  features: [
    'Scope of work, deliverables and acceptance criteria defined clearly',
    'Fees, payment schedule, GST and late-payment terms',
    'Timelines, milestones and service levels',
    'Confidentiality and ownership of work (intellectual property) clauses',
    'Termination, notice period and limitation-of-liability clauses',
    'Dispute resolution by mediation or arbitration, with the agreed jurisdiction',
  ],
  benefits: [
    'Get paid on time, with payment terms you can enforce',
    'Fewer disputes, because both sides know exactly what was promised',
    'Your ideas, data and client information stay protected',
    'A fair way out if the relationship does not work',
    'Correct stamp duty, so the agreement stands up as evidence',
    'Drafted in 24-48 hours, in English or Hindi',
  ],
  process: [
    {
      stepTitle: 'Share the deal',
      stepDescription:
        'Send us your proposal, quotation or existing draft through the request form. An expert contacts you within 24 hours.',
    },
    {
      stepTitle: 'Understand your risks',
      stepDescription: 'We discuss the scope, the payment terms and the points that matter most to your business.',
    },
    {
      stepTitle: 'Draft or review',
      stepDescription:
        'We draft the agreement, or review the other side’s draft and mark the risky clauses, within 24-48 hours.',
    },
    {
      stepTitle: 'Revise',
      stepDescription: 'We explain each clause and make the changes you and the other party agree on.',
    },
    {
      stepTitle: 'Stamp and sign',
      stepDescription:
        'For agreements signed in Madhya Pradesh we arrange the e-stamp; the parties then sign, on paper or electronically.',
    },
  ],
  faqs: [
    {
      question: 'Do I really need a written service agreement?',
      answer:
        'An oral contract can be valid, but proving its terms is hard. A written agreement records the scope, price and deadlines so that both sides can rely on them. It is your best evidence if payment is delayed or the quality of work is disputed.',
    },
    {
      question: 'Is a service agreement useful for freelancers?',
      answer:
        'Yes. Even a short agreement stating the deliverables, the number of revisions, the payment milestones and who owns the work protects a freelancer from unpaid work and endless changes. For clients abroad, it should also state the currency, the governing law and how disputes will be handled.',
    },
    {
      question: 'How much stamp duty is payable on a service agreement?',
      answer:
        'Stamp duty depends on the state where the agreement is signed and on its nature; in Madhya Pradesh it is paid by e-stamp under the Stamp Act as it applies in the state. We confirm the amount before we start. Without proper stamp duty, the agreement cannot be produced as evidence until the duty and a penalty are paid.',
    },
    {
      question: 'Does a service agreement need to be registered or notarized?',
      answer:
        'No. Registration is not required, and notarization is optional. What matters is that the agreement is properly stamped and signed by persons authorized to sign for each party; some parties choose notarization as added proof of signing.',
    },
    {
      question: 'Can we sign the agreement electronically?',
      answer:
        'Yes. The Information Technology Act, 2000 recognizes electronic signatures such as Aadhaar eSign and digital signature certificates for contracts of this kind. Stamp duty still applies, and for an agreement made in Madhya Pradesh we arrange the e-stamp for it.',
    },
    {
      question: 'Who owns the work created under the agreement?',
      answer:
        'Under copyright law, the person who creates a work, such as a design, software or text, is generally its first owner unless it is made in employment or the contract assigns it. The agreement should therefore say whether ownership passes to the client, when (often on full payment) and what the service provider may reuse. We draft this to match your deal.',
    },
    {
      question: 'How can I make sure I am paid on time?',
      answer:
        'Tie payments to clear milestones, take an advance where it suits the work, and state due dates, interest on late payment and the right to pause work when invoices are overdue. If you are a micro or small enterprise registered on Udyam, the MSME Development Act also protects you against delayed payments, and the agreement can refer to it.',
    },
    {
      question: 'What should the termination clause cover?',
      answer:
        'It should say when each side may end the agreement, how much notice is needed, what is paid for work already done, and what must be returned or deleted. It should also cover termination for breach, usually with a chance to fix the problem first.',
    },
    {
      question: 'How are disputes resolved under a service agreement?',
      answer:
        'The agreement can require the parties to negotiate and then mediate before going further, and to refer disputes that remain to arbitration under the Arbitration and Conciliation Act, 1996. It should also name the city whose courts have jurisdiction, for example Bhopal, Indore or Jaipur. Clear steps save time and legal costs.',
    },
    {
      question: 'Can you review an agreement a client has sent me?',
      answer:
        'Yes. Send us the draft and we mark risky or unclear clauses, suggest changes and explain them in plain language within 24-48 hours. You can then negotiate with the other side knowing exactly what you are signing.',
    },
  ],
  callToAction:
    'Send us your proposal or draft today and have a clear, enforceable service agreement ready within 24-48 hours.',
  badges: ['Drafted in 24-48 hours', 'For businesses and freelancers', 'Review of client drafts'],
};

export default text;
