import type { PageText } from '@/features/content/types';
import { asChecked, figure } from '@/business/legal-facts';

const text: PageText = {
  imageAlt: 'A legal expert reading through an agreement with a pen, marking clauses to discuss',
  seoTitle: 'Legal Document Review in 24-48 Hours | Madhya Pradesh',
  seoDescription:
    'Get agreements, sale deeds, rent agreements and contracts checked by legal experts before you sign. A written review in 24-48 hours, in MP and Rajasthan.',
  seoKeywords:
    'legal document review, contract review online, check agreement before signing, sale deed verification, rent agreement review, property document check, lawyer review of contract, builder buyer agreement review, loan agreement review, document verification Madhya Pradesh',
  title: 'Legal Document Review',
  shortDescription:
    'Before you sign, let a legal expert read it. We check your agreement, deed or contract for risks, missing clauses and stamp duty, and report back within 24-48 hours.',
  description: [
    'Many disputes begin with a document that was signed in a hurry: a rent agreement with no notice period, an agreement to sell with a vague payment schedule, or a job contract with a penalty clause nobody read. Our document review service reads your document line by line before you sign it and tells you, in plain language, what it means for you.',
    'It is useful for tenants and landlords, home buyers checking an agreement to sell or a builder’s agreement, employees and freelancers going through a contract, small businesses handed a vendor or franchise agreement, and anyone asked to sign a settlement or reply to a legal notice. We review documents in English and Hindi for clients in Bhopal, Indore, Jabalpur, Gwalior, Jaipur, Kota and across Madhya Pradesh and Rajasthan.',
    'We check that the parties and the property are correctly described, that the terms are clear and balanced, and that the document follows the law and practice in Madhya Pradesh: whether the stamp duty is adequate, whether it needs notarization or registration at the Sub-Registrar’s office, and whether the signatures and witnesses are in order. A document that is not properly stamped cannot be relied on in court until the shortfall and a penalty are paid, so these details matter.',
    'Send us a clear scan or photos of every page, including the stamp paper and any annexures, and tell us what worries you or what you want to achieve. Within 24-48 hours you receive a written review with the risks marked and the changes we suggest, and, if you want, a revised draft ready for the other party.',
  ],
  features: [
    'Line-by-line reading of agreements, deeds, contracts, notices and settlement papers',
    'Check of the parties, property description, amounts, dates and signatures',
    'Stamp duty, notarization and registration needs checked against Madhya Pradesh practice',
    'Risky, one-sided or missing clauses pointed out, with a note on why each matters',
    'Written review report in English or Hindi within 24-48 hours',
    'Suggested wording or a revised draft, and a call to explain the findings',
  ],
  benefits: [
    'Sign with confidence, knowing what each clause commits you to',
    'Spot problems while they can still be negotiated, not after a dispute',
    'Avoid penalties and delays caused by short stamp duty or a missed registration',
    'A plain-language explanation, without legal jargon',
    'Quick turnaround, so a deal or a deadline does not slip',
    'Your papers stay confidential and are used only for the review',
  ],
  process: [
    {
      stepTitle: 'Send the document',
      stepDescription: 'Share a scan or clear photos of every page through the form below, by e-mail or on WhatsApp.',
    },
    {
      stepTitle: 'Tell us your concerns',
      stepDescription:
        'A legal expert contacts you within 24 hours to understand the deal, your side of it and what worries you.',
    },
    {
      stepTitle: 'Detailed review',
      stepDescription:
        'We read the document against the law and practice in Madhya Pradesh, checking every clause, the stamp duty and any registration requirement.',
    },
    {
      stepTitle: 'Written report in 24-48 hours',
      stepDescription:
        'You receive a clear report listing the risks, what they mean for you and the changes we suggest.',
    },
    {
      stepTitle: 'Revision and follow-up',
      stepDescription:
        'If you want, we prepare a revised draft for the other party and answer your questions until you are ready to sign.',
    },
  ],
  faqs: [
    {
      question: 'What kinds of documents do you review?',
      answer:
        'Rent and lease agreements, agreements to sell and sale deeds, builder-buyer agreements, employment and service contracts, partnership deeds, powers of attorney, loan and guarantee papers, legal notices and settlement agreements. If your document is not on this list, send it anyway and we will tell you whether we can review it.',
    },
    {
      question: 'How long does a review take?',
      answer:
        'Most reviews are completed within 24-48 hours of receiving the complete document. A very long or technical document, or one that needs related papers to be checked, may take longer, and we tell you the timeline before we start.',
    },
    {
      question: 'Will you tell me whether the stamp duty is correct?',
      answer: `Yes. We check whether the e-stamp or stamp paper value matches the type of document and, for property, its value under Madhya Pradesh rules: for example ${figure('mp.stamp.affidavit', 'en')} for an affidavit and about ${figure('mp.stamp.sale-deed', 'en')} stamp duty plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee for a sale deed (${asChecked('en', 'mp.stamp.affidavit', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}). If it falls short, we explain how it can be put right.`,
    },
    {
      question: 'Can you review a document I have already signed?',
      answer:
        'Yes. We explain what the signed document commits you to, where it is weak and what options you have, such as a supplementary agreement, a notice or a fresh document. The sooner you show it to us, the more options there usually are.',
    },
    {
      question: 'Is my document kept confidential?',
      answer:
        'Yes. Your document is seen only by the team members working on your review and is used for nothing else. We do not share it with anyone without your consent.',
    },
    {
      question: 'Do I get the review in writing?',
      answer:
        'Yes. You receive a written report in English or Hindi listing each issue, why it matters and the change we suggest. We can also go through the findings with you on a phone call.',
    },
    {
      question: 'Can you also correct the document?',
      answer:
        'Yes. After the review we can prepare a revised draft or a fresh document with the changes, ready to share with the other party. The cost depends on how much needs to change, and we quote it before we start.',
    },
    {
      question: 'Do I need to visit your office?',
      answer:
        'No. The whole review can be done online: you send the scans, we send the report and discuss it with you by phone or WhatsApp. If you would rather meet, our office is open from 10 AM to 7 PM, Monday to Saturday.',
    },
  ],
  callToAction: 'Send us your document today and get a clear, written review within 24-48 hours.',
  badges: ['Review in 24-48 hours', 'Written report', 'Strictly confidential'],
};

export default text;
