import type { PageText } from '@/features/content/types';

const text: PageText = {
  imageAlt: 'A power of attorney, a partnership deed and an indemnity bond laid out on a desk for signing',
  seoTitle: 'Power of Attorney, Gift Deed & Legal Drafting in MP',
  seoDescription:
    'Power of attorney, partnership deed, gift deed, indemnity bond, NOC and declarations drafted by experts in Madhya Pradesh. Clear quote, ready in 24-48 hours.',
  seoKeywords:
    'power of attorney format, general power of attorney, special power of attorney, partnership deed drafting, gift deed Madhya Pradesh, indemnity bond format, NOC format, self declaration format, legal document drafting Bhopal, legal drafting Indore',
  title: 'Power of Attorney, Deeds and Other Legal Documents',
  shortDescription:
    'Power of attorney, partnership deed, gift deed, indemnity bond, NOC and declarations, drafted for your exact purpose with the right stamp duty and the right formalities.',
  description: [
    'Not every legal need fits a rent agreement or an affidavit. Families, property owners and businesses regularly need a power of attorney so that someone else can act for them, a partnership deed to start a firm, a gift deed to pass property within the family, an indemnity bond for a bank or an office, a no-objection certificate (NOC) or a formal declaration. We draft all of these for clients in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar and Ujjain, and in Jaipur, Jodhpur, Udaipur and Kota.',
    'Each document has its own formalities. A general power of attorney covers a range of acts, while a special power of attorney covers one defined task; one that deals with immovable property is normally registered with the Sub-Registrar so that registry offices and buyers accept it. A gift of immovable property must be made by a registered deed, signed by the donor and attested by at least two witnesses (Section 123, Transfer of Property Act, 1882). A partnership deed records the terms between partners under the Indian Partnership Act, 1932, and registering the firm with the Registrar of Firms protects its right to sue. Indemnity bonds, NOCs and declarations are often made on stamp paper and notarised. Stamp duty in Madhya Pradesh depends on the document and, for property, on its value.',
    'If you are not sure which document you need, start from the purpose: who must act, on what, for how long, and who will accept the paper. Tell us that, and we recommend the right document, tell you whether notarisation is enough or registration is needed, and give you a quote before we start.',
    'Bring the ID of every party (Aadhaar, PAN or voter ID), details of the property or business concerned, photographs where the document needs them, and any format that the bank or office has given you. For a gift deed or a property power of attorney, also bring the title documents and the latest tax receipt.',
  ],
  features: [
    'General and special powers of attorney for property, bank, court and office work',
    'Partnership deeds covering capital, profit sharing, duties, banking and exit terms, with help in registering the firm',
    'Gift deeds for property within the family, prepared for registration with two witnesses',
    'Indemnity bonds and undertakings in the format that banks, universities and offices ask for',
    'NOCs from landlords, co-owners, housing societies and employers, and self-declarations',
    'Stamp paper or Madhya Pradesh e-stamp, notary or registry appointment arranged as each document requires',
  ],
  benefits: [
    'The right document for your purpose, so you do not pay for the wrong one',
    'Precise wording that leaves no room for misuse, which matters most in a power of attorney',
    'Correct stamp duty and formalities, so the document is accepted and enforceable',
    'Drafts in Hindi or English, explained to you line by line before you sign',
    'Drafts ready within 24-48 hours once we have your details',
    'Doorstep delivery in Madhya Pradesh and nearby areas',
  ],
  process: [
    {
      stepTitle: 'Tell us your purpose',
      stepDescription:
        'Use the form, call or WhatsApp us and tell us what you want to get done and who is involved. Our expert contacts you within 24 hours.',
    },
    {
      stepTitle: 'Advice and quote',
      stepDescription:
        'We recommend the right document, explain whether it needs notarisation or registration and what stamp duty applies, and give you a clear quote.',
    },
    {
      stepTitle: 'Drafting',
      stepDescription:
        'We prepare the draft within 24-48 hours of receiving your details and documents, and revise it until you are satisfied.',
    },
    {
      stepTitle: 'Stamp, signing and attestation',
      stepDescription:
        'We arrange the stamp paper or e-stamp and the notary, or book the Sub-Registrar appointment, where registration usually takes 1-3 working days.',
    },
    {
      stepTitle: 'Delivery and support',
      stepDescription:
        'You receive the final document in hand or at your doorstep in Madhya Pradesh and nearby areas, with a scanned copy and help with any question that follows.',
    },
  ],
  faqs: [
    {
      question: 'What is the difference between a general and a special power of attorney?',
      answer:
        'A general power of attorney lets your agent do a range of acts for you, such as managing property, dealing with banks and appearing in offices. A special power of attorney is limited to one named task, such as selling a particular plot or attending one case. A special power is safer when you want to give only as much authority as the work needs.',
    },
    {
      question: 'Does a power of attorney have to be registered?',
      answer:
        'A power of attorney for general purposes is usually made on stamp paper and notarised. One that authorises the sale, mortgage or other dealing in immovable property should be registered with the Sub-Registrar, because registry offices and buyers rely on it. Remember that, as the Supreme Court has held, a power of attorney by itself does not transfer ownership; a registered sale deed is still needed.',
    },
    {
      question: 'Can a power of attorney be cancelled?',
      answer:
        'Yes. You can revoke it by a deed of revocation, registered if the original was registered, and by informing the agent and everyone who dealt with them, such as banks and offices. A power of attorney generally also ends on the death of the person who gave it.',
    },
    {
      question: 'Is it compulsory to register a partnership firm?',
      answer:
        'No, the deed can be made on stamp paper and notarised and the firm can begin work. However, an unregistered firm cannot sue third parties to enforce its contracts (Section 69, Indian Partnership Act), so we recommend registering it with the Registrar of Firms. Banks ask for the deed to open a current account, and so does GST registration.',
    },
    {
      question: 'How is a gift deed of property made?',
      answer:
        'A gift of immovable property must be in writing, signed by the donor, attested by at least two witnesses and registered with the Sub-Registrar, and the person receiving it must accept it during the donor’s lifetime. Stamp duty depends on the value of the property and, in some cases, on the relationship between the parties, so we check the current Madhya Pradesh rates before registration.',
    },
    {
      question: 'Can a gift deed be cancelled later?',
      answer:
        'Generally no. Once a gift is registered and accepted, it cannot be revoked just because the donor changes their mind. It can be set aside only in limited cases, such as a condition agreed in the deed, fraud or undue influence. Under the Maintenance and Welfare of Parents and Senior Citizens Act, 2007, a senior citizen can also ask for a gift to be declared void if it was made on the condition of being cared for and that care is denied.',
    },
    {
      question: 'When is an indemnity bond needed?',
      answer:
        'Banks, universities, companies and government offices ask for one when they act on your word, for example when they issue a duplicate certificate or pay money to a legal heir. In it you promise to make good any loss they suffer if your claim turns out to be wrong. It is usually made on stamp paper and notarised, and some bodies also ask for sureties.',
    },
    {
      question: 'What should an NOC contain?',
      answer:
        'An NOC should name the person giving it and their right (owner, co-owner, employer or society), the person and the purpose it is given for, the property or matter concerned, and any conditions. Landlord NOCs are often needed for GST registration, passports and shop licences. We match the wording to what the receiving office asks for.',
    },
    {
      question: 'Is a self-declaration the same as an affidavit?',
      answer:
        'No. A self-declaration is signed by you without an oath, and many government offices now accept it instead of an affidavit for routine matters. An affidavit is sworn before a notary or oath commissioner and is needed where the law or the office insists on one. We tell you which one your office will accept.',
    },
    {
      question: 'I am not sure which document I need. Can you advise me?',
      answer:
        'Yes. Tell us what you want to achieve, who is involved and where the document will be used, and we recommend the right document and formalities before any drafting begins. If a different document or a registration is needed, we say so and include it in the quote.',
    },
  ],
  callToAction:
    'Tell us what you need to get done, and we will suggest the right document and draft it for you within 24-48 hours.',
  badges: ['Expert-drafted', 'Ready in 24-48 hours', 'Hindi or English drafts'],
};

export default text;
