import type { PageText } from '@/features/content/types';
import { asChecked, figure } from '@/business/legal-facts';

const text: PageText = {
  imageAlt: 'A handwritten application to a government office with ID copies and a receipt stamp',
  seoTitle: 'RTI, Tehsil & Certificate Applications | Madhya Pradesh',
  seoDescription:
    'RTI, Tehsildar and SDM applications, CM Helpline 181 complaints, and help with income, caste and domicile certificates in Madhya Pradesh. Ready in 24-48 hours.',
  seoKeywords:
    'RTI application format, how to file RTI in MP, application to Tehsildar, application to SDM, CM Helpline 181, income certificate MP, caste certificate MP, domicile certificate MP, name correction application, Lok Seva Kendra application',
  title: 'Applications to Government Offices and Courts',
  shortDescription:
    'RTI applications, revenue applications, certificates and corrections, drafted in the right format with the right attachments so that your work is not held up.',
  description: [
    'A large part of everyday legal work is writing to government offices: asking for information, getting a certificate, correcting a name or an address, or pressing for a pending file to move. An application addressed to the right officer, with a clear request and the right attachments, is decided far faster than a note that misses a document.',
    `Under the Right to Information Act, 2005, any citizen can ask a public authority for information by paying a fee of ${figure('rti.fee', 'en')} (applicants below the poverty line are exempt), and the Public Information Officer must reply within ${figure('rti.reply', 'en')}; if they do not, a first appeal lies (${asChecked('en', 'rti.fee', 'rti.reply')}). In Madhya Pradesh, revenue matters such as mutation, partition and demarcation of land are decided by revenue officers such as the Tehsildar and SDM under the MP Land Revenue Code, 1959, and are filed and tracked on the RCMS portal. Income, caste and domicile certificates are applied for through MP e-District or at a Lok Seva Kendra and must be issued within the time limits set under the state’s public services guarantee law; grievances can be registered on the CM Helpline 181.`,
    'We draft RTI applications and first appeals, applications to the Tehsildar, SDM and Collector, CM Helpline complaints, applications for correcting a name or address, certificate applications with supporting affidavits and self-declarations, and routine court applications such as those for certified copies. We work for people in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar and Ujjain, and in Jaipur, Jodhpur, Udaipur and Kota, where certificates are applied for through e-Mitra and grievances go to Rajasthan Sampark, also on 181.',
    'Bring your Aadhaar card, your Samagra ID (needed for most certificates and schemes in MP), a ration card or other address proof, passport-size photographs, and the papers behind your request: land records such as the khasra and B-1, earlier orders, receipts of earlier applications, or the document that carries the wrong entry. Tell us the office and the officer concerned if you know them.',
  ],
  features: [
    'RTI applications and first appeals framed to get specific, usable information',
    'Applications to the Tehsildar, SDM and Collector for mutation, partition, demarcation and other revenue matters',
    'CM Helpline 181 complaints and follow-up letters for pending work',
    'Applications to correct a name, date of birth or address, with a supporting affidavit',
    'Income, caste and domicile certificate applications with the right attachments for MP e-District or a Lok Seva Kendra',
    'Court applications for certified copies and other routine requests, with a checklist of attachments',
  ],
  benefits: [
    'Applications addressed to the right officer in the right format',
    'Fewer rejections for missing papers, thanks to a clear checklist',
    'Your request and its date on record, so that delays can be followed up',
    'Clear, courteous Hindi or English that officers read and act on',
    'Ready in 24-48 hours',
    'Advice on appeal or escalation if there is no reply',
  ],
  process: [
    {
      stepTitle: 'Tell us what you need',
      stepDescription:
        'Use the form, call or WhatsApp us and tell us which office you need to approach and why. Our expert contacts you within 24 hours.',
    },
    {
      stepTitle: 'Right office, right format',
      stepDescription:
        'We identify the competent officer, the law or scheme that applies, any fee, and the documents that must be attached.',
    },
    {
      stepTitle: 'Drafting',
      stepDescription:
        'We draft the application, with any affidavit or declaration and a list of attachments, within 24-48 hours and share it with you.',
    },
    {
      stepTitle: 'Signing and submission',
      stepDescription:
        'You sign, and we tell you how to submit: in person against a receipt, by Speed Post, or online on RTI Online, MP e-District, RCMS or the CM Helpline.',
    },
    {
      stepTitle: 'Follow-up',
      stepDescription:
        'Keep the receipt or application number. If there is no reply in time, we draft the reminder, first appeal or escalation.',
    },
  ],
  faqs: [
    {
      question: 'How do I file an RTI application?',
      answer: `Write to the Public Information Officer of the office that holds the information, ask specific questions, and pay the ${figure('rti.fee', 'en')} fee in the mode that office accepts, such as a postal order, demand draft or cash against a receipt. Applicants below the poverty line pay no fee but must attach a copy of their BPL card. The national portal rtionline.gov.in is for central government offices; for a Madhya Pradesh state office, apply on paper or online where the state’s own system lists that office, and we tell you which applies.`,
    },
    {
      question: `What if I get no reply to my RTI within ${figure('rti.reply', 'en')}?`,
      answer: `You can file a first appeal with the First Appellate Authority of the same office within ${figure('rti.first-appeal', 'en')} of the date the reply was due or received. If the first appeal also fails, a second appeal lies to the State Information Commission, or the Central Information Commission for central offices, within ${figure('rti.second-appeal', 'en')}. For a Madhya Pradesh state office the first appeal carries a fee of ${figure('rti.first-appeal.fee', 'en')} and the second ${figure('rti.second-appeal.fee', 'en')} (${asChecked('en', 'rti.first-appeal.fee', 'rti.second-appeal.fee')}). We draft both appeals.`,
    },
    {
      question: 'Do I have to give a reason for asking for information under RTI?',
      answer:
        'No. Section 6(2) of the RTI Act says you need not give any reason, or any personal details beyond what is needed to contact you. Some information is exempt, such as matters affecting national security or another person’s private information with no public interest, but most records about your own file or about public work can be obtained.',
    },
    {
      question: 'How do I apply for an income, caste or domicile certificate in MP?',
      answer:
        'Apply online on the MP e-District portal or at a Lok Seva Kendra or an authorised MPOnline kiosk. You usually need your Aadhaar, Samagra ID, address proof, photographs and a self-declaration, plus income proof for an income certificate and documents showing your family’s caste for a caste certificate. We prepare the application, declarations and any supporting affidavit so that nothing is missing.',
    },
    {
      question: 'What is the CM Helpline 181 and when should I use it?',
      answer:
        'It is the Madhya Pradesh government’s grievance system: you call 181 or register online, your complaint goes to the officer concerned, and it moves to higher levels if it is not resolved. It works well for pending certificates, pensions, scheme benefits, electricity, water and similar problems. A clear, specific complaint with reference numbers is resolved faster.',
    },
    {
      question: 'How can I get a wrong name or address corrected in government records?',
      answer:
        'It depends on the record: Aadhaar is updated through UIDAI, voter ID through Form 8 on the Election Commission’s portal, land records by an application to the Tehsildar, and school or board certificates through the school or board. Most need proof of the correct details and often an affidavit. We tell you the right office and draft the application and affidavit.',
    },
    {
      question: 'What should I attach to an application?',
      answer:
        'Attach self-attested copies of your ID and address proof, copies of any earlier application and its receipt, the document to be corrected or the order you rely on, and any fee receipt. Keep the originals with you and list the attachments, numbered, at the end of the application. Always keep a copy of everything you submit.',
    },
    {
      question: 'How do I prove that I submitted an application?',
      answer:
        'When you submit in person, get a receipt, or the office’s stamp and date on your copy. By post, use Speed Post and keep the booking receipt and the delivery record. Online portals give an application or complaint number; save it, because you will need it to follow up or appeal.',
    },
    {
      question: 'Do you draft applications for courts?',
      answer:
        'Yes. We draft routine applications such as those for certified copies of orders and records or for inspection of files, along with supporting affidavits. Applications in a pending case, such as for adjournment or exemption from appearance, are filed through the advocate handling your case, and we can prepare drafts for them.',
    },
    {
      question: 'Will you submit the application for me?',
      answer:
        'Most applications must be signed by you, and many offices need you in person or through your own login. We draft everything, tell you exactly where and how to submit, and help you file online on portals such as MP e-District, RCMS or the CM Helpline. Where we can arrange the submission for you, we say so in the quote.',
    },
  ],
  callToAction:
    'Tell us which office you need to approach, and we will prepare a complete application with its list of attachments within 24-48 hours.',
  badges: ['Right format, right office', 'Ready in 24-48 hours', 'MP & Rajasthan offices'],
};

export default text;
