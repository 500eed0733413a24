import type { PageText } from '@/features/content/types';

const text: PageText = {
  imageAlt: 'A signed rent agreement on e-stamp paper with a set of house keys on a desk',
  seoTitle: 'Rent Agreement Online, 11-Month Format | Madhya Pradesh',
  seoDescription:
    'Standard 11-month rent agreement on MP e-stamp, drafted by experts, notarized and delivered in 24-48 hours. For Bhopal, Indore, Jabalpur, Gwalior and more.',
  seoKeywords:
    'rent agreement online, 11 month rent agreement, rent agreement Madhya Pradesh, rent agreement Bhopal, rent agreement Indore, rent agreement format, e-stamp rent agreement MP, notarized rent agreement, tenant police verification MP, shop rent agreement',
  title: 'Rent Agreement',
  shortDescription:
    'A clear, standard 11-month rent agreement on Madhya Pradesh e-stamp, drafted by legal experts, notarized and delivered to you in 24-48 hours.',
  description: [
    'A rent agreement records the terms on which a landlord lets a house, flat, room, shop or office to a tenant: the rent, the security deposit, the period, who pays for maintenance and utilities, the notice period and the condition of the premises. A written agreement protects both sides when there is a disagreement, and tenants are often asked for one as proof of address by banks, employers, schools and gas or electricity providers.',
    'The standard agreement runs for 11 months, and there is a reason for it. Under the Registration Act, 1908, a lease for more than one year, or from year to year, must be registered at the Sub-Registrar’s office, with stamp duty and a registration fee on the whole term. An 11-month agreement stays below that limit: in Madhya Pradesh it is printed on an e-stamp of the correct value and notarized, and when it ends the parties simply sign a fresh one. For a longer lease, or when a bank or government office asks for a registered agreement, we prepare the lease for registration instead. Many district administrations in Madhya Pradesh, particularly in the larger cities, also require landlords to give tenant details to the local police station.',
    'We draft the agreement in English or Hindi from your details and add the clauses your case needs: lock-in period, rent increase on renewal, maintenance, electricity and water charges, permitted use of the premises and return of the deposit. We work out the stamp duty, arrange the e-stamp, guide you through signing and notarization, and fill in the tenant police-verification form. Landlords and tenants in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar, Ujjain and across Madhya Pradesh use our service, and we also draft agreements for Jaipur, Jodhpur, Udaipur and Kota.',
    'What to bring: identity and address proof (Aadhaar, PAN, voter ID or passport) of the landlord and the tenant; the full address of the property with a short description (rooms, floor, fittings); the monthly rent, security deposit and start date; and the names, addresses and ID of two witnesses, who sign along with the parties.',
  ],
  features: [
    'Agreement drafted by legal experts for a house, flat, room, shop or office',
    'Standard 11-month term with renewal and notice-period clauses',
    'E-stamp of the correct value for Madhya Pradesh, arranged for you',
    'Clear clauses on rent, security deposit, lock-in, maintenance and utility bills',
    'Notarization support and a ready tenant police-verification form',
    'Draft in English or Hindi, with your changes made before printing',
  ],
  benefits: [
    'Clear terms that prevent disputes over rent, deposit and repairs',
    'Accepted as proof of address by many banks, employers and service providers',
    'No trips to stamp vendors: the e-stamp and the draft are arranged together',
    'Delivery in 24-48 hours, with doorstep delivery in Madhya Pradesh and nearby areas',
    'Correct stamp duty, so the agreement can be relied on if the matter reaches court',
    'Help with police verification, so the landlord stays on the right side of local orders',
  ],
  process: [
    {
      stepTitle: 'Share your details',
      stepDescription:
        'Fill in the request form or message us with the property, rent, deposit and details of both parties. An expert contacts you within 24 hours.',
    },
    {
      stepTitle: 'Draft and review',
      stepDescription:
        'We prepare the draft and send it to you to check, and make the changes you and the other party ask for.',
    },
    {
      stepTitle: 'E-stamp and printing',
      stepDescription:
        'We generate an e-stamp of the correct value for Madhya Pradesh and print the final agreement on it.',
    },
    {
      stepTitle: 'Signing and notarization',
      stepDescription: 'The landlord, the tenant and two witnesses sign, and the agreement is notarized.',
    },
    {
      stepTitle: 'Delivery',
      stepDescription:
        'The completed agreement reaches you in 24-48 hours, at your door in Madhya Pradesh and nearby areas, with a scanned copy for your records.',
    },
  ],
  faqs: [
    {
      question: 'Why is a rent agreement usually made for 11 months?',
      answer:
        'The law requires a lease of more than one year to be registered at the Sub-Registrar’s office, with stamp duty and a registration fee on the whole term. An 11-month agreement stays below that limit, so it can be made on e-stamp and notarized without registration. When it ends, the landlord and tenant simply sign a fresh agreement.',
    },
    {
      question: 'Is a notarized rent agreement legally valid?',
      answer:
        'Yes. A properly stamped and signed 11-month agreement is a valid contract between landlord and tenant, and notarization confirms that the parties signed it before a notary. Notarization is not registration, though: if you need a registered lease, for a longer term or because an office insists on one, we prepare it for registration.',
    },
    {
      question: 'How much stamp duty is payable on a rent agreement in Madhya Pradesh?',
      answer:
        'It depends on the rent, the security deposit and the term, under the Stamp Act as it applies in Madhya Pradesh. We work out the correct amount from your details and tell you before we start. An agreement on stamp of too low a value cannot be used as evidence until the shortfall and a penalty are paid.',
    },
    {
      question: 'Is police verification of a tenant compulsory?',
      answer:
        'Many district administrations in Madhya Pradesh, particularly in the larger cities, have issued orders requiring landlords to give tenant details to the local police station. Even where it is not strictly enforced, it is a sensible safeguard for the landlord. We fill in the tenant information form from your agreement and tell you how to submit it.',
    },
    {
      question: 'What documents do I need for a rent agreement?',
      answer:
        'Identity and address proof of the landlord and the tenant (Aadhaar, PAN, voter ID or passport), the full property address and description, the monthly rent, security deposit and start date, and the names, addresses and ID of two witnesses. If the tenant is a company or firm, we also need the details of the person signing on its behalf.',
    },
    {
      question: 'Do the landlord and tenant both have to be present?',
      answer:
        'Both must sign the agreement, along with two witnesses, and the signatories appear before the notary for notarization. If the two sides cannot meet at the same time, tell us and we will plan the signing to suit both.',
    },
    {
      question: 'Can the agreement be renewed after 11 months?',
      answer:
        'Yes. When the term ends, the landlord and tenant sign a new agreement on a fresh e-stamp, with any change in rent they agree on. We can add a renewal clause now that says how much notice is needed and how the rent will be revised.',
    },
    {
      question: 'Will the rent agreement work as proof of address?',
      answer:
        'A notarized rent agreement is accepted as proof of address by many banks, employers, schools and utility companies. Some offices, for example for Aadhaar or passport updates, may ask for a registered agreement instead. Check with the office concerned; if it needs a registered lease, we prepare one.',
    },
    {
      question: 'Can you make a rent agreement for a property in Rajasthan?',
      answer:
        'Yes, we draft rent agreements for Jaipur, Jodhpur, Udaipur, Kota and other cities in Rajasthan. We arrange e-stamps for Madhya Pradesh only, so for a property in Rajasthan the stamp is bought under Rajasthan’s rules; we tell you the value and how to get it.',
    },
    {
      question: 'What clauses should a good rent agreement have?',
      answer:
        'Besides the rent, deposit and term, it should cover the due date for rent, the lock-in and notice periods, who pays for maintenance, electricity and water, rent increase on renewal, permitted use of the premises and how the deposit will be returned. We draft these to suit your situation and explain each clause in plain language.',
    },
  ],
  callToAction:
    'Share your details today and get a ready-to-sign rent agreement on Madhya Pradesh e-stamp within 24-48 hours.',
  badges: ['Standard 11-month agreement', 'Delivery in 24-48 hours', 'Doorstep delivery in MP'],
};

export default text;
