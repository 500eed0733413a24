/** The about page's text in English (its shape: ./types.ts; loading: ../../page-texts.ts). */
import { business } from '@/business/config';
import type { AboutText } from './types';

const year = business.foundedYear;

const text: AboutText = {
  seo: {
    title: `About Us | ${business.name}`,
    description: `Founded in ${year} at the district court campus in Satna, ${business.name} prepares rent agreements, affidavits, wills and property documents for clients across Madhya Pradesh and Rajasthan.`,
    keywords:
      'about Satna Legal Services, legal documentation firm Madhya Pradesh, legal experts Satna district court, online legal services Madhya Pradesh, legal services Rajasthan',
  },
  title: 'About Us',
  intro: `Founded in ${year} at the district court campus in Satna, ${business.name} helps individuals, families and businesses across Madhya Pradesh and Rajasthan get their legal documents right, from a simple affidavit to a registered sale deed. The advocates below are named for information, as the Bar Council of India’s rules allow; nothing on this site is meant to solicit work.`,
  mission: {
    heading: 'Our Mission',
    text: 'To make reliable legal documentation simple and accessible to everyone, in their own language, whether they live in a big city or a small town, with honest advice and clear costs at every step.',
  },
  team: {
    heading: 'Our Team',
    members: [
      {
        name: 'Adv. Rajesh Tiwari',
        role: 'Founder & Legal Expert',
        bio: `Advocate; founded the firm in ${year}. Works on property, tenancy, revenue and civil matters and reviews the documents the firm prepares.`,
      },
      {
        name: 'Sunita Mishra',
        role: 'Documentation Specialist',
        bio: 'Drafts rent agreements, affidavits, agreements and deeds, and handles e-stamp and Sampada formalities, making sure every detail matches your papers.',
      },
      {
        name: 'Adv. Amit Dwivedi',
        role: 'Legal Advisor',
        bio: 'Advocate. Works on property, family, consumer and cheque bounce matters, reviews documents before they are signed and conducts e-mediation sessions.',
      },
    ],
  },
  reasons: {
    heading: 'Why Clients Choose Us',
    items: [
      {
        title: `Experience Since ${year}`,
        text: `At the district court campus in Satna since ${year}, preparing documents for courts, registrars and government offices.`,
      },
      {
        title: 'Fast Turnaround',
        text: 'Most documents are delivered within 24-48 hours, and registration is usually completed in 1-3 working days once the papers are ready.',
      },
      {
        title: 'Clear, Upfront Costs',
        text: 'We quote the full cost, including stamp duty and government fees, before we start, and share every official receipt.',
      },
      {
        title: 'Service in Your Language',
        text: 'Documents and advice in Hindi or English, online across Madhya Pradesh and Rajasthan and at your doorstep in Madhya Pradesh and nearby areas.',
      },
    ],
  },
  contactButton: 'Contact Us',
};

export default text;
