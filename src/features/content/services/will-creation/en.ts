import type { PageText } from '@/features/content/types';

const text: PageText = {
  imageAlt: 'An elderly couple signing their will with a legal expert and two witnesses at the table',
  seoTitle: 'Will Drafting and Estate Planning | Madhya Pradesh',
  seoDescription:
    'Make a clear, valid will with expert help: drafting, two witnesses, optional registration, codicils and advice on nominations. For families across MP.',
  seoKeywords:
    'will drafting, will writing service, how to make a will in India, will registration Madhya Pradesh, estate planning India, codicil to a will, nomination vs will, will for property, ancestral property will, succession planning',
  title: 'Will and Estate Planning',
  shortDescription:
    'A clear, valid will decides who receives your property and savings and spares your family disputes. We help you plan it, draft it and sign it correctly, with registration if you want it.',
  description: [
    'A will is a written declaration of how your property, savings and belongings should pass after your death. Without one, they pass under the succession law that applies to your family, which may not match your wishes and often brings delays and disputes. Estate planning goes a step further: it lines up your will with your nominations, joint accounts and property papers so that they do not contradict each other.',
    'A will is worth making for anyone who owns a house or land, has savings or investments, runs a business, has young children or a dependent family member, or wants to leave something to someone outside the usual line of heirs. Families from Bhopal, Indore, Jabalpur, Gwalior and Rewa to Jaipur and Udaipur use our service, often for parents who want to settle matters calmly while they can.',
    'Under the Indian Succession Act, 1925, a will must be in writing, signed by the person making it and attested by at least two witnesses who saw them sign. No stamp paper is needed, and registration at the Sub-Registrar’s office is optional, though it makes the will much harder to challenge. A will can be changed at any time by a new will or a codicil. Muslims are governed by their personal law, under which a will generally cannot give away more than one-third of the estate without the heirs’ consent.',
    'We listen to your wishes, explain the options, draft the will in Hindi or English and guide the signing with witnesses. Bring your identity proof, a list of your property and accounts with their details, the names and relationships of the people you want to include, an executor if you wish to name one, and two adult witnesses who are not beneficiaries.',
  ],
  features: [
    'A private consultation to understand your family, your property and your wishes',
    'Will drafted in clear Hindi or English, naming an executor and alternate beneficiaries',
    'Guidance on signing before two independent witnesses, as the law requires',
    'Help with optional registration of the will at the Sub-Registrar’s office',
    'Codicils to change an existing will, or a fresh will that revokes the old one',
    'A check of bank, insurance and investment nominations so that they fit your will',
  ],
  benefits: [
    'Your property goes to the people you choose',
    'Fewer disputes and less delay for your family',
    'A will that meets the legal formalities and is harder to challenge',
    'Peace of mind, with the freedom to change the will whenever you wish',
    'Nominations, joint holdings and the will working together, not against each other',
    'Sensitive, private conversations at your own pace',
  ],
  process: [
    {
      stepTitle: 'First consultation',
      stepDescription:
        'A legal expert contacts you within 24 hours and talks through your family, your property and what you want to happen.',
    },
    {
      stepTitle: 'Assets and beneficiaries',
      stepDescription:
        'We help you list your property, accounts and belongings and decide who receives what, including an executor and alternates.',
    },
    {
      stepTitle: 'Draft for your approval',
      stepDescription:
        'We draft the will in the language you prefer and explain each clause; you can ask for changes until it reads exactly as you want.',
    },
    {
      stepTitle: 'Signing with witnesses',
      stepDescription:
        'You sign the final will before two witnesses, who sign in your presence, as the Indian Succession Act requires.',
    },
    {
      stepTitle: 'Registration and safekeeping',
      stepDescription:
        'If you choose, we help you register the will at the Sub-Registrar’s office, which usually takes 1-3 working days, and advise you on keeping the original safe.',
    },
  ],
  faqs: [
    {
      question: 'Is a will valid without registration?',
      answer:
        'Yes. In India registration of a will is optional, and an unregistered will is valid if it is in writing, signed by you and attested by two witnesses. Registration does, however, make the will harder to dispute and proves when it was made.',
    },
    {
      question: 'Does a will need stamp paper?',
      answer:
        'No. No stamp duty is payable on a will, and it can be written on plain paper. What matters is your signature and the attestation by two witnesses.',
    },
    {
      question: 'Who can be a witness to my will?',
      answer:
        'Any adult of sound mind who sees you sign and then signs in your presence. Do not choose a beneficiary or a beneficiary’s husband or wife as a witness: the law makes the gift to such a witness void, although the rest of the will remains valid.',
    },
    {
      question: 'What is a codicil?',
      answer:
        'A codicil is a short document that adds to, changes or explains part of an existing will. It must be signed and attested by two witnesses in the same way as a will. For larger changes a fresh will is often clearer, and we advise which is better in your case.',
    },
    {
      question: 'I have nominees for my bank account and insurance. Do I still need a will?',
      answer:
        'Yes. A nomination mainly tells the bank or insurer whom to pay, and in most cases the nominee receives the money on behalf of the legal heirs rather than as its owner. The will decides who finally inherits, so your nominations and your will should point the same way.',
    },
    {
      question: 'Can I change or cancel my will later?',
      answer:
        'Yes, as often as you like while you are alive and of sound mind. A later will or a codicil can change or revoke an earlier one, and the latest valid will is the one that counts. We include a clause revoking earlier wills so that there is no confusion.',
    },
    {
      question: 'Can I make a will of ancestral property?',
      answer:
        'You can make a will of property you own, including, under Hindu law, your own share in ancestral or joint family property. You cannot give away the shares that belong to other members of the family. We check the property papers and explain what you can and cannot leave by will.',
    },
    {
      question: 'What happens if someone dies without a will?',
      answer:
        'Their property passes to their legal heirs under the succession law that applies to them, such as the Hindu Succession Act, 1956 or Muslim personal law. The heirs may need a succession certificate, mutation in revenue records and the agreement of every other heir, which takes time and often leads to family disputes. A will avoids much of this.',
    },
  ],
  callToAction: 'Plan your will with a legal expert today and give your family clarity and peace of mind.',
  badges: ['Legally valid format', 'Registration support', 'Private consultation'],
};

export default text;
