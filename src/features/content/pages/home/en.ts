/** The home page's text in English (its shape: ./types.ts; loading: ../../page-texts.ts). */
import { CLIENTS_SERVED, business, whatsappLink } from '@/business/config';
import type { HomeText } from './types';

const year = business.foundedYear;

const text: HomeText = {
  seo: {
    title: `Online Legal Documentation in Madhya Pradesh & Rajasthan | ${business.name}`,
    description:
      'Rent agreements, affidavits, e-stamp, notary, wills, legal notices and property registration help in Bhopal, Indore, Jabalpur, Gwalior, Jaipur and across Madhya Pradesh and Rajasthan. Most documents delivered in 24-48 hours.',
    keywords:
      'online legal documentation, rent agreement online, affidavit online, e-stamp Madhya Pradesh, notary service, legal notice, will registration, property registration MP, Sampada portal help, legal services Bhopal, legal services Indore, legal services Jabalpur, legal services Jaipur',
  },
  hero: {
    headline: 'Online Legal Documentation & Legal Services',
    subheadline:
      'Rent agreements, affidavits, e-stamps, notary, wills and property registration, prepared by experienced legal professionals and delivered in 24-48 hours across Madhya Pradesh and Rajasthan.',
    exploreButton: 'Explore Our Services',
    documentsHeading: 'Choose Your Document',
    quickLinksIntro: 'Most requested:',
    quickLinks: {
      'rent-agreement': 'Rent Agreements',
      affidavit: 'Affidavits',
      'legal-notice': 'Legal Notices',
    },
    customDocumentText: 'Need a document that is not listed here?',
    customDocumentLink: {
      label: 'Request a custom document on WhatsApp',
      href: whatsappLink('Hello, I would like to request a custom legal document.'),
    },
  },
  trust: {
    items: [
      {
        title: `${CLIENTS_SERVED} Clients Served`,
        text: 'Individuals, families and businesses across Madhya Pradesh and Rajasthan.',
      },
      {
        title: 'Fast Turnaround',
        text: 'Most documents are ready within 24-48 hours.',
      },
      {
        title: `Serving Since ${year}`,
        text: 'Based at the district court campus in Satna.',
      },
      {
        title: 'Doorstep Delivery',
        text: 'Across Madhya Pradesh and nearby areas.',
      },
    ],
  },
  otherKeyServices: {
    heading: 'Other Key Services',
    intro:
      'Beyond everyday documents, we review agreements, arrange e-stamps and notary, plan wills, handle property registration and Sampada and RCMS portal work, and help settle disputes through e-mediation.',
  },
  howItWorks: {
    heading: 'How It Works',
    intro: 'Getting a legal document made takes four simple steps.',
    steps: [
      {
        title: 'Choose Your Document',
        text: 'Pick the document or service you need, or describe your requirement if it is not listed.',
      },
      {
        title: 'Share Your Details',
        text: 'Fill in the request form, message us on WhatsApp or call us. We tell you exactly which details and papers are needed.',
      },
      {
        title: 'We Draft and Check',
        text: 'Our legal team prepares your document, arranges e-stamp and notary where needed, and sends you a draft to confirm.',
      },
      {
        title: 'Receive Your Document',
        text: 'Get the final document by e-mail or WhatsApp, or at your doorstep in Madhya Pradesh and nearby areas.',
      },
    ],
  },
  whyChooseUs: {
    heading: 'Why Choose Us',
    reasons: [
      {
        title: 'Experienced Legal Professionals',
        text: `We have been preparing legal documents at the Satna district court since ${year}.`,
      },
      {
        title: 'Fast Turnaround',
        text: 'Most documents are ready within 24-48 hours, and urgent requests are given priority.',
      },
      {
        title: 'Clear Pricing',
        text: 'You know the full cost, including stamp duty and government fees, before we start.',
      },
      {
        title: 'Hindi and English',
        text: 'Documents and advice in the language you are most comfortable with.',
      },
      {
        title: 'Doorstep Delivery',
        text: 'Delivered to your door in Madhya Pradesh and nearby areas, and online everywhere else.',
      },
      {
        title: 'Confidential and Secure',
        text: 'Your papers and personal details are used only for your work and never shared without your consent.',
      },
    ],
  },
  aboutUs: {
    heading: 'About Us',
    paragraphs: [
      `${business.name} was founded in ${year} and works from the district court campus in Satna, Madhya Pradesh. Since then, we have helped individuals, families and businesses with clear, correct legal documents and sound practical advice.`,
      'Today we serve clients across Madhya Pradesh and Rajasthan, from Bhopal, Indore, Jabalpur and Gwalior to Jaipur, Jodhpur, Udaipur and Kota, combining the care of a court-side practice with the convenience of online service.',
      'Every document is prepared or checked by experienced legal professionals, so that it is right the first time, accepted where it needs to be and easy for you to understand.',
    ],
  },
  locations: {
    heading: 'Areas We Serve',
    intro:
      'We serve clients online across Madhya Pradesh and Rajasthan, with doorstep delivery in Madhya Pradesh and nearby areas.',
    mpLabel: 'Madhya Pradesh',
    mpCities: [
      'Bhopal',
      'Indore',
      'Jabalpur',
      'Gwalior',
      'Ujjain',
      'Sagar',
      'Rewa',
      'Satna',
      'Katni',
      'Dewas',
      'Ratlam',
      'Singrauli',
      'Chhatarpur',
      'Shahdol',
      'Sidhi',
      'Panna',
    ],
    rajasthanLabel: 'Rajasthan',
    rajasthanCities: [
      'Jaipur',
      'Jodhpur',
      'Udaipur',
      'Kota',
      'Ajmer',
      'Bikaner',
      'Alwar',
      'Bhilwara',
      'Sikar',
      'Bharatpur',
    ],
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'How do I order a legal document?',
        answer:
          'Choose your document, then fill in the request form below, message us on WhatsApp or call us. A legal expert contacts you within 24 hours to confirm the details and the cost.',
      },
      {
        question: 'How quickly will I receive my document?',
        answer:
          'Most documents are delivered within 24-48 hours of receiving complete details. Registration usually takes 1-3 working days once the papers are ready.',
      },
      {
        question: 'Do you deliver to my home?',
        answer:
          'Yes, we offer doorstep delivery in Madhya Pradesh and nearby areas. Elsewhere you receive your document by e-mail or WhatsApp, and we tell you the options for a printed copy.',
      },
      {
        question: 'Can I get an e-stamp for any state?',
        answer:
          'Our e-stamp service is for Madhya Pradesh only, because stamp duty is paid to the state concerned. We can still draft documents for Rajasthan and other states and tell you how to pay their stamp duty.',
      },
      {
        question: 'Why is a rent agreement made for 11 months?',
        answer:
          'A lease for more than one year must be registered, with extra stamp duty and fees. A standard rent agreement is therefore made for 11 months and renewed when it ends.',
      },
      {
        question: 'Is my information kept confidential?',
        answer:
          'Yes. Your details and papers are used only to prepare your document and are never shared without your consent.',
      },
    ],
  },
  contact: {
    title: 'Create Your Legal Document',
    intro: 'Tell us what you need, and our legal experts will prepare your document quickly and correctly.',
    processTitle: 'Document Creation Process',
    steps: [
      {
        title: 'Submit Your Request',
        text: 'Fill in the form with your contact details, the service and the document you need.',
      },
      {
        title: 'Expert Review',
        text: 'A legal expert reviews your request and contacts you within 24 hours to confirm the details and the cost.',
      },
      {
        title: 'Document Preparation',
        text: 'We draft your document and arrange e-stamp, notary or registration where it is needed.',
      },
      {
        title: 'Delivery & Support',
        text: 'Your document reaches you by e-mail, WhatsApp or doorstep delivery in Madhya Pradesh and nearby areas, and we stay available for any questions afterwards.',
      },
    ],
  },
  loading: 'Loading…',
};

export default text;
