import type { PageText } from '@/features/content/types';

const text: PageText = {
  imageAlt:
    'A person filling in an online property application on a laptop, with land records and a registry copy beside it',
  seoTitle: 'Sampada 2.0 & RCMS Portal Services | Madhya Pradesh',
  seoDescription:
    'Help with MP’s Sampada 2.0 (e-registration, slot booking, e-stamp) and RCMS (namantaran, batwara, seemankan) applications and tracking, and the papers that tax and GST filings need.',
  seoKeywords:
    'Sampada 2.0 portal, Sampada e-registration MP, Sampada slot booking, e-stamp MP, RCMS MP, namantaran online application, batwara application MP, seemankan application, RCMS case status, Sampada e-KYC registration, rent agreement for GST registration',
  title: 'Sampada and RCMS Portal Services',
  shortDescription:
    'Help with Madhya Pradesh’s two key property portals: Sampada 2.0 for e-registration, slot booking and e-stamps, and RCMS for mutation, partition and demarcation cases, with tracking until the work is done.',
  description: [
    'Much of the property work in Madhya Pradesh now begins online. Sampada 2.0, the state’s registration and stamps portal, is used to prepare documents for registration, calculate and pay stamp duty and registration fees, generate e-stamps and book an appointment at the sub-registrar’s office. RCMS, the Revenue Case Management System of the state’s revenue department, is where applications for mutation (namantaran), partition (batwara) and demarcation (seemankan) are filed, and where a case before the tehsildar can be followed from the hearing dates to the final order.',
    'The portals save trips to government offices, but they are not always easy to use: user registration, Aadhaar-based verification, choosing the right type of document or case, uploading scans in the correct size, online payment, and replying when an objection or query is raised. Landowners, farmers, buyers who have just registered a deed, families dividing land, and owners who live away from their district, in Bhopal, Indore, Jabalpur, Gwalior or outside the state, often need a hand with these steps.',
    'On Sampada 2.0 we help you prepare the document, check the property details and guideline value, pay the duty, book the slot, and guide each party through the Aadhaar e-KYC that replaces witnesses; for the many document types the portal registers without a visit, registration is completed online, and the registered copy arrives by WhatsApp and e-mail. On RCMS we file your application with the right supporting papers, note the case number, keep track of hearing dates and notices, and tell you when the order is passed and the land records are updated. We do not file tax or GST returns ourselves: for income tax, GST and company filings we prepare the supporting legal documents, such as a rent agreement or consent letter for business premises, a partnership deed or an affidavit, and guide you to a chartered accountant or company secretary for the filing itself.',
    'Please keep ready your Aadhaar and the mobile number linked to it, your PAN, the khasra number and B-1 or the registry copy of the property, any earlier orders, and for mutation after a purchase, the registered sale deed. For partition, the details of all co-owners are needed, and for demarcation, the survey numbers of the neighbouring fields help.',
  ],
  features: [
    'Sampada 2.0 user registration, document preparation and check of the property valuation',
    'Online payment of stamp duty and registration fee, and e-stamp generation',
    'Appointment slot booking at the sub-registrar’s office',
    'RCMS applications for namantaran (mutation), batwara (partition) and seemankan (demarcation)',
    'Case tracking on RCMS: hearing dates, notices, orders and updates to the land records',
    'Rent agreements, consent letters and deeds that GST and company filings need',
  ],
  benefits: [
    'Fewer rejected applications, thanks to the right categories and correct uploads',
    'No repeated trips to the tehsil or the registration office',
    'Regular updates on your case without checking the portal every day',
    'Help in Hindi or English at every step of the portal',
    'Owners living outside MP can get the work done from anywhere',
    'One place for property, revenue and basic tax paperwork',
  ],
  process: [
    {
      stepTitle: 'Tell us what you need',
      stepDescription:
        'Registration, e-stamp, mutation, partition, demarcation, or the papers a tax or GST filing needs: share the task with us. Our expert contacts you within 24 hours with a list of the documents needed.',
    },
    {
      stepTitle: 'Document check',
      stepDescription:
        'We check your papers and property details against what the portal requires, and point out anything missing before we file.',
    },
    {
      stepTitle: 'Online filing',
      stepDescription:
        'We make the entries and upload the documents, and guide you through the payment and any OTP or Aadhaar verification, which you complete on your own phone.',
    },
    {
      stepTitle: 'Tracking and follow-up',
      stepDescription:
        'We note the application or case number and follow it up: slot confirmations on Sampada, and hearing dates, notices and reports on RCMS.',
    },
    {
      stepTitle: 'Completion',
      stepDescription:
        'You receive the registered document, e-stamp, order or acknowledgement, and we confirm when the land or property records show the change.',
    },
  ],
  faqs: [
    {
      question: 'What is Sampada 2.0?',
      answer:
        'Sampada 2.0 is Madhya Pradesh’s online system for the registration of documents and for stamp duty. It is used to prepare documents, calculate and pay stamp duty and registration fees, generate e-stamps and book appointments at the sub-registrar’s office. It replaced the earlier Sampada system.',
    },
    {
      question: 'What is RCMS?',
      answer:
        'RCMS (Revenue Case Management System) is the Madhya Pradesh revenue department’s portal for revenue cases. Applications for mutation, partition and demarcation of land are filed on it and heard by the tehsildar, and applicants can follow the case status, hearing dates and orders online.',
    },
    {
      question: 'How do I get namantaran (mutation) done after buying land?',
      answer:
        'After the sale deed is registered, the buyer’s name has to be entered in the khasra and B-1 through a mutation case. For an undisputed sale, the case is often started from the registry details and decided online, for example by the Cyber Tehsil; in other cases an application is filed on RCMS. Either way, it must be followed up until the order is passed and the records are updated, and we do that for you.',
    },
    {
      question: 'What is the difference between batwara and seemankan?',
      answer:
        'Batwara (partition) divides jointly held land among the co-owners, so that each one’s separate share is recorded in their name. Seemankan (demarcation) fixes the boundaries of a field on the ground through measurement by the revenue staff, and is usually sought when a boundary is in doubt or there is an encroachment.',
    },
    {
      question: 'Can I book a registration slot myself?',
      answer:
        'Yes, any citizen can register on Sampada 2.0 and book a slot. People come to us when they are unsure about the type of document, the valuation or the duty, or when a wrong entry has held up their registration. We make the entries with you, and you keep control of your login and OTPs.',
    },
    {
      question: 'Is an e-stamp generated on Sampada valid outside Madhya Pradesh?',
      answer:
        'No. An e-stamp generated through Sampada is for documents that are chargeable with stamp duty in Madhya Pradesh. A document for use in another state must be stamped under that state’s law, and we will tell you how to arrange it.',
    },
    {
      question: 'Do you also help with tax, GST and company filings?',
      answer:
        'We prepare the legal documents those filings need, such as a rent agreement or consent letter for business premises, a partnership deed or an affidavit, and guide you to a chartered accountant or company secretary for the filing itself. Our own portal work is Sampada and RCMS.',
    },
    {
      question: 'Is it safe to share my Aadhaar and portal details?',
      answer:
        'You never need to give us your password or OTPs: verification steps are completed on your own phone. We use your documents only for the work you ask for and share them only with the office where they must be filed.',
    },
  ],
  callToAction:
    'Stuck on Sampada or RCMS? Tell us what you need to file, and we will follow it through until the work is done.',
  badges: ['Sampada 2.0 and RCMS', 'Case tracking included', 'File from anywhere'],
};

export default text;
