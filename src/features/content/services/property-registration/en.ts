import type { PageText } from '@/features/content/types';
import { asChecked, figure } from '@/business/legal-facts';

const text: PageText = {
  imageAlt: 'A sale deed, house keys and a small model house on a desk at a registration office',
  seoTitle: 'Property Registration & Sale Deed Help | Madhya Pradesh',
  seoDescription:
    'Sale deed drafting, stamp duty estimate, Sampada slot booking and registry at the sub-registrar office in MP. Registration in 1-3 working days, then mutation.',
  seoKeywords:
    'property registration Madhya Pradesh, sale deed registration, registry process MP, stamp duty MP, sub-registrar office Bhopal, Sampada 2.0 registry, property mutation MP, namantaran after registry, gift deed registration Indore, property documents checklist',
  title: 'Property and Registration Assistance',
  shortDescription:
    'Complete help to register a sale deed or other property document at the sub-registrar’s office in Madhya Pradesh, from checking the papers and stamp duty to the registry and the mutation that follows.',
  description: [
    'A purchase of a house, plot or farmland is complete in law only when the sale deed is registered. Under the Registration Act, 1908 and the Transfer of Property Act, 1882, a sale of immovable property, a gift deed and a lease for more than a year must be registered, and an unregistered document of this kind cannot be relied on as proof of the transfer. Registration is done at the sub-registrar’s office for the area where the property lies.',
    'This service is for buyers and sellers of homes, plots, shops and agricultural land, for families transferring property by gift deed or release deed, and for owners who live elsewhere and need the registry handled in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar or Ujjain. It also helps anyone who is unsure how much stamp duty to pay or which papers the sub-registrar will ask for.',
    `In Madhya Pradesh, registration runs through the Sampada 2.0 portal: the deed is entered online, stamp duty and registration fee are paid, and each party’s identity is verified by Aadhaar e-KYC; witnesses are no longer needed for registration, and the registered deed is sent as a soft copy by WhatsApp and e-mail. Many document types, such as leases and powers of attorney, can be registered without visiting the sub-registrar’s office; for others the parties attend at a booked slot. In Madhya Pradesh a sale deed costs about ${figure('mp.stamp.sale-deed', 'en')} in stamp duty plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}), worked out on the higher of the agreed price and the collector guideline value. Once the papers are in order, registration is usually completed in 1-3 working days. After the registry, the new owner’s name must be entered in the records (mutation): the tehsil’s land records for farmland, and the municipal body’s property tax records for houses and plots in towns.`,
    'We check the title papers, draft the deed, estimate the stamp duty and fees, book the slot, prepare everyone for the registry day and then help you apply for mutation. Please keep ready the previous registry and chain documents, the latest khasra and B-1 (for land) or property tax receipt (for a house), a map or site plan, Aadhaar and PAN of the buyer and seller and passport-size photographs. No witnesses are needed.',
  ],
  features: [
    'Title check of the previous registry, chain documents and revenue records',
    'Drafting of the sale deed, gift deed, release deed or other property deed',
    'Estimate of stamp duty and registration fee based on the collector guideline value',
    'Sampada 2.0 entries, guidance on online payment and appointment slot booking',
    'Support on the registry day at the sub-registrar’s office',
    'Follow-up of mutation in the tehsil or municipal records after registration',
  ],
  benefits: [
    'No surprises: you know the stamp duty and fees before the registry day',
    'Fewer returned or delayed documents, thanks to a full check of the papers',
    'A deed drafted to protect the rights of both buyer and seller',
    'Registration usually completed in 1-3 working days once the papers are ready',
    'Less running around: we coordinate the slot, the e-KYC and the paperwork',
    'Ownership fully on record when the mutation follows the registry',
  ],
  process: [
    {
      stepTitle: 'Share the property details',
      stepDescription:
        'Tell us about the property and the deal through the form, by phone or on WhatsApp. Our expert contacts you within 24 hours with a list of the papers needed.',
    },
    {
      stepTitle: 'Document and title check',
      stepDescription:
        'We examine the previous registry, the khasra and B-1 or tax receipts and the identity papers, and point out any gap that could hold up the registration.',
    },
    {
      stepTitle: 'Deed drafting and stamp duty',
      stepDescription:
        'We draft the deed, share it with both parties for approval and work out the stamp duty and registration fee. The draft is usually ready within 24-48 hours.',
    },
    {
      stepTitle: 'Slot booking and registry',
      stepDescription:
        'We enter the deed on Sampada 2.0, guide you through the payment and book the slot. Each party completes Aadhaar e-KYC, remotely where the document type allows it or at the sub-registrar’s office, and registration is usually completed within 1-3 working days.',
    },
    {
      stepTitle: 'Mutation and handover',
      stepDescription:
        'You receive the registered deed, and we help you apply for mutation in the revenue or municipal records and follow it up until your name is entered.',
    },
  ],
  faqs: [
    {
      question: 'Why must a sale deed be registered?',
      answer:
        'Under the Transfer of Property Act, 1882 and the Registration Act, 1908, a sale of immovable property must be made by a registered document. An unregistered sale deed does not transfer ownership and cannot be relied on as proof of the sale. Registration also creates a public record that protects the buyer against later claims.',
    },
    {
      question: 'How much stamp duty is payable in Madhya Pradesh?',
      answer: `In Madhya Pradesh a sale deed costs about ${figure('mp.stamp.sale-deed', 'en')} in stamp duty plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}); other deeds carry their own rates. The exact amount depends on the type of deed, the kind and location of the property and the collector guideline value for that area. We give you an estimate before the registry so that you can arrange the amount in advance.`,
    },
    {
      question: 'Which documents are needed for registration?',
      answer:
        'Usually the previous registry or chain of title, the latest khasra and B-1 for land or the property tax receipt for a house, a site map, Aadhaar and PAN of the buyer and seller, and photographs; Sampada 2.0 needs no witnesses. Depending on the property, a bank’s no-dues letter, a society NOC or a diversion order may also be needed. We send you an exact list after looking at your case.',
    },
    {
      question: 'How long does registration take?',
      answer:
        'Once the papers and stamp duty are in order, registration is usually completed in 1-3 working days, depending on the slots available at the sub-registrar’s office. You receive the registered deed once the registry is done.',
    },
    {
      question: 'Do the buyer and seller have to be present?',
      answer:
        'Not always. Sampada 2.0 verifies each party’s identity with Aadhaar e-KYC and needs no witnesses, and many document types (leases and powers of attorney among them) can be registered without a visit; for others the parties attend the sub-registrar’s office at the booked slot. We tell you which applies to your document. If a party cannot take part, a properly made power of attorney, registered where the law requires it, can allow someone else to appear. Ask us before relying on a power of attorney, because the sub-registrar checks it closely.',
    },
    {
      question: 'What is mutation, and is it needed after the registry?',
      answer:
        'Mutation (namantaran) is the entry of the new owner’s name in the government records: the land records kept by the tehsil for agricultural land, and the property tax records of the municipal body for houses and plots in towns. Registration transfers ownership, but mutation is needed to pay taxes, take a loan against the property and sell it later. We help you apply and follow it up until the entry is made.',
    },
    {
      question: 'Can I register property in MP if I live in another city or state?',
      answer:
        'Yes. We handle the checking, drafting, stamp duty and slot booking remotely, so you need to travel only to appear before the sub-registrar, or you can give a valid power of attorney to someone who will. Papers are shared by WhatsApp or e-mail, and the registered deed can be couriered to you.',
    },
    {
      question: 'What should I check before buying a property?',
      answer:
        'Check that the seller’s name matches the latest khasra and B-1 or the municipal records, that the chain of earlier registries is complete, and that there is no loan, court case or dispute on the property. For plots, also check the land use and diversion, and for colonies the layout approval. Our title check looks at these points before you pay.',
    },
  ],
  callToAction:
    'Planning to buy, sell or gift a property? Send us the details and we will guide you from the paper check to the registry and the mutation.',
  badges: ['Registration: 1-3 working days', 'Upfront stamp duty estimate', 'Mutation follow-up included'],
};

export default text;
