import type { PageText } from '@/features/content/types';
import { asChecked, figure } from '@/business/legal-facts';

const text: PageText = {
  imageAlt: 'A written complaint with bills, bank statements and phone screenshots attached as evidence',
  seoTitle: 'Police, Consumer & Cyber Complaint Drafting | MP',
  seoDescription:
    'Police complaints, FIR applications, consumer complaints for e-Jagriti and cyber-fraud reports drafted for Madhya Pradesh and Rajasthan. Ready in 24-48 hours.',
  seoKeywords:
    'police complaint format, FIR application, consumer complaint, e-Jagriti consumer complaint, cyber fraud complaint, 1930 cyber helpline, online fraud complaint, complaint to SP, complaint letter format, consumer court Bhopal',
  title: 'Complaint Drafting',
  shortDescription:
    'A clear, complete complaint gets action faster. We draft police, consumer, cyber-fraud and departmental complaints with the facts, the evidence and the law set out properly.',
  description: [
    'A complaint is often the first formal step towards justice: it sets the law in motion and puts the facts on record. A complaint that is vague, leaves out dates or omits evidence is easily ignored, while one that states clearly what happened, when, who is responsible and what relief you want is far more likely to be acted on.',
    `For a cognisable offence, the police must register an FIR when they receive the information (Section 173 of the Bharatiya Nagarik Suraksha Sanhita, 2023, earlier Section 154 CrPC), except that for an offence punishable with three years or more but less than seven, the station may, with a Deputy Superintendent’s permission, first hold a preliminary enquiry of up to ${figure('bnss.173-3.enquiry', 'en')} (Section 173(3)); if the police station refuses, you can send the complaint to the Superintendent of Police and then apply to the Magistrate. Consumer complaints under the Consumer Protection Act, 2019 go to the District Consumer Disputes Redressal Commission where the amount paid is up to ${figure('consumer.district-limit', 'en')}, within two years of the cause of action, and can be filed online on e-Jagriti (which replaced e-Daakhil on ${figure('consumer.e-jagriti-since', 'en')}). Online and UPI fraud should be reported at once on the 1930 helpline and at cybercrime.gov.in, because a quick report can help freeze the money. (Limits and periods ${asChecked('en', 'bnss.173-3.enquiry', 'consumer.district-limit')}.)`,
    'We draft police complaints and FIR applications, complaints to the SP, applications to the Magistrate, consumer complaints with affidavit and list of documents, cyber-fraud complaints, and complaints to departments, banks and regulators. People in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar and Ujjain, and in Jaipur, Jodhpur, Udaipur and Kota, send us their papers online and receive a complaint ready to file.',
    'Keep every piece of evidence: bills, receipts, agreements, warranty cards, bank statements and transaction IDs, screenshots of chats and websites, call records, photos and videos, medical reports in cases of injury, and the names of witnesses. Bring your ID and copies of all of these, and never hand over originals without a receipt.',
  ],
  features: [
    'Police complaints and FIR applications with the facts in date order and the offences involved',
    'Complaints to the Superintendent of Police and applications to the Magistrate when an FIR is not registered',
    'Consumer complaints for the District Commission, with affidavit, document index and relief claimed, ready for e-Jagriti',
    'Cyber-fraud complaints with full transaction details for the 1930 helpline, the cybercrime portal and your bank',
    'Complaints to municipal bodies, electricity companies, banks and other authorities',
    'An evidence checklist and indexed annexures with every complaint',
  ],
  benefits: [
    'A complaint that the authority can act on straight away',
    'Nothing important left out: dates, amounts, names and evidence in one place',
    'The right forum and time limit, so your complaint is not returned',
    'Your version on record early, which protects you later',
    'Ready in 24-48 hours, in Hindi or English',
    'Guidance on follow-up and escalation if no action is taken',
  ],
  process: [
    {
      stepTitle: 'Tell us what happened',
      stepDescription:
        'Use the form, call or WhatsApp us with a short account and any documents. Our expert contacts you within 24 hours; in a cyber fraud, call 1930 first.',
    },
    {
      stepTitle: 'Facts and evidence review',
      stepDescription:
        'We go through the events and your evidence, identify the offence or deficiency, and choose the right authority or forum and its time limit.',
    },
    {
      stepTitle: 'Drafting',
      stepDescription:
        'We draft the complaint with an index of annexures within 24-48 hours and share it with you for corrections.',
    },
    {
      stepTitle: 'Signing and filing',
      stepDescription:
        'You sign the final complaint, and we tell you where and how to file it, or help you file it online on e-Jagriti or the cybercrime portal.',
    },
    {
      stepTitle: 'Follow-up',
      stepDescription:
        'Keep the acknowledgement or complaint number. If nothing happens, we draft reminders and escalation to the higher authority.',
    },
  ],
  faqs: [
    {
      question: 'The police are not registering my FIR. What can I do?',
      answer: `If the offence is cognisable, the police are bound to register an FIR; only for an offence punishable with three years or more but less than seven may they first hold a preliminary enquiry of up to ${figure('bnss.173-3.enquiry', 'en')}, with a Deputy Superintendent’s permission (Section 173(3) BNSS). If the station refuses, send your complaint in writing to the Superintendent of Police (Section 173(4) BNSS, earlier Section 154(3) CrPC). If there is still no action, you can apply to the Judicial Magistrate for an order to investigate (Section 175(3) BNSS, earlier Section 156(3) CrPC), and we draft each of these.`,
    },
    {
      question: 'Can I file an FIR at any police station?',
      answer:
        'Yes. For a cognisable offence you can report at any police station as a Zero FIR, which is then transferred to the police station that has jurisdiction. The BNSS also allows information to be given electronically; it is recorded once you sign it within three days. Either way, ask for your free copy of the FIR.',
    },
    {
      question: 'What should I do immediately after an online or UPI fraud?',
      answer:
        'Call the national cyber crime helpline 1930 at once, or report at cybercrime.gov.in, and ask your bank to block the card or account. Reporting within the first few hours gives the best chance of freezing the money. Keep the transaction ID (UTR), screenshots, the fraudster’s number and any links they sent.',
    },
    {
      question: 'How do I file a consumer complaint?',
      answer: `A consumer complaint goes to the District Consumer Disputes Redressal Commission when the amount paid for the goods or services is up to ${figure('consumer.district-limit', 'en')}. You can file where you live or work, either in person or online on the e-Jagriti portal (which replaced e-Daakhil on ${figure('consumer.e-jagriti-since', 'en')}). It must contain the facts, the defect or deficiency, the relief you claim, an affidavit, and copies of bills and correspondence.`,
    },
    {
      question: 'Is there a time limit for a consumer complaint?',
      answer:
        'Yes. It must be filed within two years of the date the cause of action arose, for example the date of a defective delivery or a refusal of service. A delay is excused only if you show sufficient cause, so it is far better to file in time.',
    },
    {
      question: 'Do I need a lawyer for a consumer complaint?',
      answer:
        'No. You can file and argue a consumer complaint yourself. A well-drafted complaint with the right documents, however, makes the case much clearer for the Commission. We draft it and explain how to present it at the hearing.',
    },
    {
      question: 'What evidence should I keep for a complaint?',
      answer:
        'Keep bills, receipts, agreements, warranty cards, bank statements and transaction IDs, screenshots of chats, e-mails and websites, call logs, photos and videos, medical reports in injury cases, and the names and numbers of witnesses. Keep the originals safe and work with copies. Write down dates and times while you still remember them clearly.',
    },
    {
      question: 'Can I complain against a government office or official?',
      answer:
        'Yes. Complaints about delay or inaction go to the head of the office or a higher officer, and in Madhya Pradesh also to the CM Helpline 181; central government matters can be raised on the CPGRAMS portal. Where an official has committed an offence, a police complaint or a complaint to the Lokayukta may be the right route, and we advise you on it.',
    },
    {
      question: 'How do I complain against a bank?',
      answer: `First complain to the bank in writing and keep the reference number. If the bank does not reply within ${figure('rbi.ombudsman.wait', 'en')} or you are not satisfied, you can complain to the RBI Ombudsman online at cms.rbi.org.in. For an unauthorised transaction on your account, inform the bank immediately, because prompt reporting limits your liability under RBI rules.`,
    },
    {
      question: 'Will my complaint be in Hindi or English?',
      answer:
        'Whichever suits you and the authority. Police stations and most offices in Madhya Pradesh and Rajasthan accept Hindi, and District Consumer Commissions there generally accept both languages. We draft in the language you choose and explain every line before you sign.',
    },
  ],
  callToAction: 'Tell us what happened, and we will turn it into a clear, complete complaint within 24-48 hours.',
  badges: ['Police, consumer & cyber', 'Ready in 24-48 hours', 'Evidence checklist included'],
};

export default text;
