import type { PageText } from '@/features/content/types';
import { asChecked, figure } from '@/business/legal-facts';

const text: PageText = {
  imageAlt: 'An affidavit on e-stamp paper with a notary’s seal and a pen',
  seoTitle: 'Affidavit Drafting and Notary Attestation | Madhya Pradesh',
  seoDescription:
    'Affidavits for name change, address, income, gap year or lost documents, drafted on MP e-stamp and attested by a notary. Ready in 24-48 hours across MP.',
  seoKeywords:
    'affidavit online, affidavit format, name change affidavit, gap year affidavit, income affidavit, address proof affidavit, lost document affidavit, affidavit on stamp paper MP, notary affidavit Bhopal, affidavit Indore, shapath patra',
  title: 'Affidavit',
  shortDescription:
    'Affidavits for every common purpose, drafted in English or Hindi on Madhya Pradesh e-stamp and attested by a notary or the competent officer, ready in 24-48 hours.',
  description: [
    'An affidavit is a written statement of facts that the person making it, called the deponent, swears or affirms to be true before an authorized officer. Government offices, colleges and universities, banks, courts and employers accept it as a formal declaration when other proof is missing, or when a fact has to be put on record in the deponent’s own words.',
    'People most often need one for a change or correction of name, proof of residence, a declaration of income, an explanation of a gap in studies, or the loss of a mark sheet, certificate, passbook or other document. Affidavits are also used for a date of birth, relationship or marital status, dependants, and for the many self-declarations that offices and scholarship or admission forms ask for.',
    `In Madhya Pradesh an affidavit is typed on an e-stamp of ${figure('mp.stamp.affidavit', 'en')}, whatever its purpose: a flat duty since the Indian Stamp (MP Amendment) Act, 2025 came into force on ${figure('mp.stamp.amendment-2025.in-force', 'en')} (${asChecked('en', 'mp.stamp.affidavit', 'mp.stamp.amendment-2025.in-force')}). Whether an affidavit made to be filed in a court case needs the stamp is not settled in MP, and we confirm it for yours. The deponent must sign in person and the affidavit is attested by a notary, an oath commissioner or, where an office asks for it, an executive magistrate such as the tehsildar. A false statement on oath is a criminal offence, so we word each affidavit carefully from the facts and papers you give us.`,
    'What to bring: the purpose and the name of the office where the affidavit will be submitted (or its prescribed format), your ID (Aadhaar, PAN or voter ID) and address, and any papers that support the statement, such as old and new name records, a mark sheet, an income certificate or a police report of the loss. We draft the text, arrange the e-stamp and the attestation, and deliver in 24-48 hours across Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar, Ujjain and the rest of Madhya Pradesh.',
  ],
  features: [
    'Drafting in English or Hindi, worded for the office that will receive it',
    `E-stamp of ${figure('mp.stamp.affidavit', 'en')} for affidavits made in Madhya Pradesh (${asChecked('en', 'mp.stamp.affidavit')})`,
    'Attestation by a notary or oath commissioner arranged for you',
    'Guidance when an executive magistrate’s attestation is required',
    'Formats for name change, address, income, gap year, lost documents and more',
    'Printed affidavit plus a scanned copy for online applications',
  ],
  benefits: [
    'Fewer rejections: the format and wording match what the office expects',
    'Facts stated precisely, so your sworn statement holds up when checked',
    'Drafting, e-stamp and attestation handled in one place',
    'Ready in 24-48 hours, with doorstep delivery in Madhya Pradesh and nearby areas',
    'Clear advice on next steps, such as newspaper notice and Gazette for a name change',
    'In Hindi or English, as the office prefers',
  ],
  process: [
    {
      stepTitle: 'Tell us the purpose',
      stepDescription:
        'Fill in the request form or message us with the purpose, the office it is for and your details. An expert contacts you within 24 hours.',
    },
    {
      stepTitle: 'Drafting',
      stepDescription:
        'We draft the affidavit and send it to you to check every name, date and figure before it is printed.',
    },
    {
      stepTitle: 'E-stamp and printing',
      stepDescription: `We arrange the ${figure('mp.stamp.affidavit', 'en')} e-stamp and print the final text on it.`,
    },
    {
      stepTitle: 'Signing and attestation',
      stepDescription:
        'You sign in person before the notary or oath commissioner, who checks your identity and attests the affidavit.',
    },
    {
      stepTitle: 'Delivery',
      stepDescription: 'The attested affidavit reaches you within 24-48 hours, with a scanned copy for online use.',
    },
  ],
  faqs: [
    {
      question: 'What is an affidavit and when is it needed?',
      answer:
        'An affidavit is a written statement of facts that you swear or affirm to be true before a notary or another authorized officer. Offices ask for one when a fact has to be declared formally, for example a change of name, residence, income or the loss of a document. It carries weight because a false statement on oath is punishable.',
    },
    {
      question: 'On what value of stamp paper is an affidavit made?',
      answer: `In Madhya Pradesh every affidavit carries a flat stamp duty of ${figure('mp.stamp.affidavit', 'en')}, whatever its purpose or the office that asks for it, paid through e-stamp (${asChecked('en', 'mp.stamp.affidavit')}). For an affidavit to be filed in a court case, whether the stamp is needed is not settled in MP: we confirm it for yours. The notary’s fee and our drafting charge are separate, and we tell you the total before we start.`,
    },
    {
      question: 'Should my affidavit be attested by a notary or an executive magistrate?',
      answer:
        'Most offices accept attestation by a notary. Affidavits for court cases are usually sworn before an oath commissioner at the court, and some government departments or schemes ask for attestation by an executive magistrate, such as the tehsildar or SDM. Tell us where it will be submitted and we arrange the right attestation.',
    },
    {
      question: 'Do I need to be present in person?',
      answer:
        'Yes. The deponent must sign before the notary or officer, who checks their identity; nobody else can swear an affidavit on your behalf. We fix a convenient time so that your visit is short, and deliver the finished affidavit to your door in Madhya Pradesh and nearby areas.',
    },
    {
      question: 'Is an affidavit enough to change my name?',
      answer:
        'For most purposes it is the first step, not the whole process. A legal change of name is usually made by an affidavit, an advertisement in a newspaper and publication in the Gazette (the Gazette of India or the Madhya Pradesh Rajpatra), after which certificates and ID cards are updated. We draft the affidavit and guide you through the other steps.',
    },
    {
      question: 'What should a gap year affidavit say?',
      answer:
        'It states the period of the gap and the reason, such as illness, preparation for competitive exams, family circumstances or work, and declares whatever else the institution requires, for example that you were not enrolled elsewhere during that time. Bring supporting papers such as medical records or a job letter. We follow the format your college or university asks for.',
    },
    {
      question: 'I have lost a document. What do I need?',
      answer:
        'Usually an affidavit describing the lost document and when and where it was lost, with an undertaking to return the original if it is found. Many boards, universities and banks also ask for a lost-article report made to the police, which in Madhya Pradesh can usually be lodged online through MP Police citizen services. We draft the affidavit to match what the issuing office requires for a duplicate.',
    },
    {
      question: 'Can I give an income affidavit instead of an income certificate?',
      answer:
        'Some offices accept a self-declaration of income on affidavit, while others insist on an income certificate issued through the tehsil, which in Madhya Pradesh is applied for through a Lok Seva Kendra. Check what the office asks for. We draft the affidavit with each source of income stated clearly, and can tell you how to apply for the certificate.',
    },
    {
      question: 'How long is an affidavit valid?',
      answer:
        'An affidavit does not expire by law, but it speaks of the facts on the day it was sworn. Many offices therefore ask for one made recently, and if your circumstances have changed you should make a fresh one.',
    },
    {
      question: 'What happens if an affidavit contains false information?',
      answer:
        'Knowingly making a false statement on oath is the offence of giving false evidence under the Bharatiya Nyaya Sanhita, and the affidavit can be rejected or used against you. Give us accurate facts and papers; we state only what you can stand behind.',
    },
  ],
  callToAction:
    'Tell us what your affidavit is for, and we will have it drafted, stamped and attested within 24-48 hours.',
  badges: ['Notary attestation arranged', 'Delivery in 24-48 hours', 'English or Hindi'],
};

export default text;
