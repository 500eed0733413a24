import type { PageText } from '@/features/content/types';
import { asChecked, figure } from '@/business/legal-facts';

const text: PageText = {
  imageAlt: 'Buyer and seller signing a property sale agreement beside a plot map',
  seoTitle: 'Agreement to Sell and Sale Deed Drafting | Madhya Pradesh',
  seoDescription:
    'Agreement to sell and sale deed drafted by experts, with title checks, stamp duty guidance and registry support in 1-3 working days across Madhya Pradesh.',
  seoKeywords:
    'agreement to sell, sale agreement format, sale deed drafting, property registry Madhya Pradesh, stamp duty MP, sale deed Bhopal, sale deed Indore, property registration Jabalpur, property due diligence, khasra B1 check, mutation after registry',
  title: 'Agreement to Sell and Sale Deed',
  shortDescription:
    'From the first agreement to the registered sale deed: careful drafting, property checks and registry support for buyers and sellers in Madhya Pradesh.',
  description: [
    `Buying or selling a house, plot, flat or farmland usually involves two documents. The agreement to sell fixes the price, the advance (earnest money), the payment schedule, the date by which the sale deed will be signed and what happens if either side backs out; it does not make the buyer the owner. The sale deed does: it transfers the title from seller to buyer and, being a sale of immovable property, must be registered at the Sub-Registrar’s office. In Madhya Pradesh the agreement to sell must be registered too: the state’s 2009 amendment to the Registration Act (section 17(1)(f)) makes every agreement to sell immovable property compulsorily registrable, and an unregistered one can be relied on in court only in a suit for specific performance. Its stamp duty is ${figure('mp.stamp.agreement-to-sell.without-possession', 'en')} when possession is not given and ${figure('mp.stamp.agreement-to-sell.with-possession', 'en')} of the market value when it is (${asChecked('en', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.agreement-to-sell.with-possession')}).`,
    `In Madhya Pradesh a sale deed costs about ${figure('mp.stamp.sale-deed', 'en')} in stamp duty plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}), on the sale price or the guideline value fixed for that locality, whichever is higher. Registration is done through the state’s Sampada 2.0 system: the buyer and the seller verify their identity with Aadhaar e-KYC, no witnesses are needed, and the registered deed comes by WhatsApp and e-mail. Once the documents and duty are ready, registration is usually completed in 1-3 working days.`,
    'Before any money changes hands, the property must be checked. We examine the title chain (the earlier sale deeds, inheritance, gift or partition documents that lead to the seller), look for encumbrances such as mortgages, loans or pending cases, and match the khasra, B1 and map in the land records with the seller’s name and the area being sold. For plots and flats we also look at colony approval, land diversion and building permission, and after registration we guide you through mutation (namantaran) in the revenue or municipal records.',
    'What to bring: ID and PAN of the buyer and the seller; the seller’s title documents (the previous registered deed, khasra and B1, mutation order); the latest property-tax or land-revenue receipt; the map or layout plan; and the agreed price and payment details. No witnesses are needed: Sampada 2.0 verifies the parties by Aadhaar e-KYC. We act for buyers and sellers in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar, Ujjain and across Madhya Pradesh.',
  ],
  features: [
    'Agreement to sell with price, advance, payment schedule and default clauses',
    'Sale deed drafted for registration, with an exact description of the property',
    'Checks of the title chain, encumbrances and land records (khasra, B1, map)',
    'Stamp duty and registration fee worked out on the guideline value',
    'Registry appointment and paperwork through the Sampada system',
    'Guidance on mutation (namantaran) after registration',
  ],
  benefits: [
    'Your advance is protected by clear terms if the deal falls through',
    'Problems with the title or hidden loans come to light before you pay, not after',
    'Correct stamp duty, avoiding penalties and objections at the registry',
    'Registration usually completed in 1-3 working days once the papers are ready',
    'One team for drafting, property checks, stamp duty and registry',
    'Every clause explained in plain language to buyer and seller',
  ],
  process: [
    {
      stepTitle: 'Consultation',
      stepDescription:
        'Tell us about the property and the deal through the request form or by message. An expert contacts you within 24 hours and lists the papers needed.',
    },
    {
      stepTitle: 'Property checks',
      stepDescription:
        'We examine the title documents, land records and encumbrances and explain any risk to you before money is paid.',
    },
    {
      stepTitle: 'Agreement to sell',
      stepDescription: `We draft the agreement with the price, advance and timeline within 24-48 hours; it is signed on e-stamp (${figure('mp.stamp.agreement-to-sell.without-possession', 'en')} without possession, ${asChecked('en', 'mp.stamp.agreement-to-sell.without-possession')}) and registered through Sampada 2.0, as the law in Madhya Pradesh requires.`,
    },
    {
      stepTitle: 'Sale deed and stamp duty',
      stepDescription:
        'We draft the sale deed, calculate the stamp duty and registration fee on the guideline value and arrange payment through Sampada.',
    },
    {
      stepTitle: 'Registration',
      stepDescription:
        'The buyer and the seller complete Aadhaar e-KYC on Sampada 2.0 and sign at the booked slot; registration is usually completed in 1-3 working days.',
    },
    {
      stepTitle: 'Mutation',
      stepDescription:
        'We guide you through mutation in the revenue or municipal records, so that the property stands in the buyer’s name everywhere.',
    },
  ],
  faqs: [
    {
      question: 'What is the difference between an agreement to sell and a sale deed?',
      answer:
        'An agreement to sell is a promise to sell in the future on agreed terms; it fixes the price and the advance but does not make the buyer the owner. The sale deed actually transfers ownership and must be registered. Most deals use both: the agreement first, and the registered sale deed when the full price is paid.',
    },
    {
      question: 'Does an agreement to sell have to be registered?',
      answer: `Yes, in Madhya Pradesh, with or without possession. Section 17(1)(f) of the Registration Act, added by the state’s 2009 amendment, makes every agreement to sell immovable property compulsorily registrable; unregistered, it can be relied on in court only in a suit for specific performance. Stamp duty is ${figure('mp.stamp.agreement-to-sell.without-possession', 'en')} without possession and ${figure('mp.stamp.agreement-to-sell.with-possession', 'en')} of the market value with possession (${asChecked('en', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.agreement-to-sell.with-possession')}), and the registration fee is paid on top. We draft the agreement and book its registration on Sampada 2.0.`,
    },
    {
      question: 'How much stamp duty will I pay on a property in Madhya Pradesh?',
      answer: `In Madhya Pradesh a sale deed costs about ${figure('mp.stamp.sale-deed', 'en')} in stamp duty plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}), on the sale price or the guideline value, whichever is higher. We calculate the full amount from the current guideline before you commit.`,
    },
    {
      question: 'What is the guideline value?',
      answer:
        'It is the minimum value of land and buildings fixed by the government for each locality, usually revised every year, and it can be seen on the Sampada system. If the sale price is lower than the guideline value, stamp duty is charged on the guideline value. We check the rate that applies to your property.',
    },
    {
      question: 'What should I check before buying a property?',
      answer:
        'Check that the seller’s title runs clearly through the earlier deeds, that the khasra and B1 show the seller’s name and the correct area, and that there is no mortgage, loan or court case on the property. For plots and flats, also check colony approval, land diversion and building permission. We carry out these checks and explain what we find before you pay.',
    },
    {
      question: 'What are khasra and B1?',
      answer:
        'They are land records kept by the revenue department in Madhya Pradesh. The khasra records each survey number with its area, use and holder, and the B1 lists the land each holder owns in the village; both can be seen on the state’s Bhu-Abhilekh portal. The names and areas in them should match the sale documents.',
    },
    {
      question: 'What is mutation (namantaran), and is it necessary?',
      answer:
        'Mutation records the buyer as the new holder in the revenue records for farmland and many plots, or in the municipal records for houses and flats in towns. Registration makes you the owner, but until mutation the records still show the seller, which causes trouble with loans, taxes and later sales. In Madhya Pradesh, revenue mutation after a registry now largely moves online, through the cyber tehsil or an application on the RCMS portal, while municipal records are updated on application; we guide you through whichever applies.',
    },
    {
      question: 'How much advance should I pay, and how?',
      answer:
        'The amount is for the buyer and seller to agree. The agreement should record it, along with the balance, the deadline for the sale deed and what happens to the advance if either side defaults. Pay by bank transfer, cheque or demand draft so there is a clear record; income-tax law restricts cash payments in property deals.',
    },
    {
      question: 'What if the seller backs out after taking the advance?',
      answer:
        'A well-drafted agreement says what happens: usually the seller must return the advance, often with agreed compensation. The buyer can also ask the court to enforce the agreement (specific performance) or claim a refund and damages. The first step is usually a legal notice, which we can draft for you.',
    },
    {
      question: 'Who has to be present at registration?',
      answer:
        'The buyer and the seller, or persons holding their registered power of attorney, each verified by Aadhaar e-KYC; Sampada 2.0 needs no witnesses. Where the document type requires a visit to the Sub-Registrar’s office, we prepare everything in advance so it is short, and registration is usually completed in 1-3 working days.',
    },
  ],
  callToAction:
    'Planning to buy or sell a property? Talk to us before you pay the advance, and let us handle the checks, the drafting and the registry.',
  badges: ['Title checks before payment', 'Registry in 1-3 days', 'Stamp duty guidance'],
};

export default text;
