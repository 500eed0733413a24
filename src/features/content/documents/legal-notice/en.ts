import type { PageText } from '@/features/content/types';
import { asChecked, figure } from '@/business/legal-facts';

const text: PageText = {
  imageAlt: 'A legal notice on an advocate’s letterhead beside a speed post envelope and postal receipt',
  seoTitle: 'Legal Notice through an Advocate | Madhya Pradesh',
  seoDescription:
    'Legal notice through an advocate for money recovery, cheque bounce (Section 138 NI Act), tenancy or consumer disputes. Drafted in 24-48 hours, sent by post.',
  seoKeywords:
    'legal notice, send legal notice, legal notice format, cheque bounce notice, Section 138 notice, money recovery notice, legal notice to tenant, consumer legal notice, reply to legal notice, advocate legal notice Bhopal',
  title: 'Legal Notice',
  shortDescription:
    'A firm, well-drafted notice from an advocate often settles a dispute without going to court, and if a case does become necessary, it lays the right foundation for it.',
  description: [
    'A legal notice is a formal written communication, sent through an advocate, that tells the other party what your grievance is, what you want them to do and what you will do if they do not. For many disputes it is the quickest way to get payment or action, and in some cases the law makes a notice compulsory before you can go to court.',
    `Notices are used to recover money lent or dues unpaid, after a cheque bounces, in disputes between landlords and tenants, for defective goods or deficient service, in employment matters such as unpaid salary or wrongful termination, and before suing the government, which requires two months’ notice under Section 80 of the Code of Civil Procedure. For a bounced cheque, Section 138 of the Negotiable Instruments Act, 1881 requires a written demand within ${figure('ni138.notice', 'en')} of receiving the bank’s return memo; the drawer then has ${figure('ni138.pay', 'en')} to pay, failing which a complaint can be filed within the following month (${asChecked('en', 'ni138.notice', 'ni138.pay', 'ni138.complaint')}).`,
    'The advocate who signs the notice studies your documents, sets out the facts in order, states the legal basis and the demand, and fixes a clear time to comply. The notice is signed by the advocate on letterhead and sent by Speed Post with proof of delivery, and also by e-mail or WhatsApp where those details are known. We keep the postal receipts and tracking records, which become evidence if the matter reaches court. Clients in Bhopal, Indore, Jabalpur, Gwalior, Rewa and across Madhya Pradesh and Rajasthan get their notice sent without visiting an office.',
    'Share your ID, the full name and address of the other party, and the documents behind your claim: agreement, invoices, bank statements, the cheque and return memo, messages and any earlier letters. If you have received a notice and want to reply, send us the notice along with the envelope or tracking details that show when it reached you.',
  ],
  features: [
    'A review of your documents and a short consultation with an advocate before drafting',
    'Notice on the advocate’s letterhead setting out the facts, legal basis, demand and deadline',
    'Notices the law requires: cheque bounce (Section 138 NI Act), Section 80 CPC, termination of tenancy',
    'Dispatch by Speed Post with proof of delivery, plus e-mail or WhatsApp where known',
    'Postal receipts, tracking reports and an office copy kept for use as evidence',
    'Point-by-point replies to notices you have received',
  ],
  benefits: [
    'Many disputes settle at the notice stage, without the cost and delay of a case',
    'Legal deadlines met, so your right to file a case is protected',
    'A formal record of your demand that serves as evidence in court',
    'It shows the other party that you are serious and legally advised',
    'Drafted within 24-48 hours of receiving your documents',
    'A clear quote before we start',
  ],
  process: [
    {
      stepTitle: 'Share your matter',
      stepDescription:
        'Use the form, call or WhatsApp us with a short account of the dispute. Our expert contacts you within 24 hours.',
    },
    {
      stepTitle: 'Advocate’s review',
      stepDescription: `An advocate checks the facts, documents and deadlines, such as the ${figure('ni138.notice', 'en')} allowed for a cheque bounce notice, and tells you what the notice should demand.`,
    },
    {
      stepTitle: 'Drafting and your approval',
      stepDescription:
        'We draft the notice within 24-48 hours and share it with you, and make any corrections before it is signed.',
    },
    {
      stepTitle: 'Signing and dispatch',
      stepDescription:
        'The advocate signs the notice and we send it by Speed Post with proof of delivery, with a copy by e-mail or WhatsApp where possible.',
    },
    {
      stepTitle: 'Tracking and next steps',
      stepDescription:
        'You receive the postal receipt, the tracking report and a copy of the notice, and we advise you on the reply or the next legal step.',
    },
  ],
  faqs: [
    {
      question: 'Is a legal notice compulsory before going to court?',
      answer:
        'Not always. It is compulsory in cheque bounce cases under Section 138 of the NI Act and before a suit against the government under Section 80 CPC, and a notice is normally needed to end a tenancy. In other disputes it is optional but strongly advisable, because it often settles the matter and shows the court that you tried to resolve it first.',
    },
    {
      question: 'What is the time limit for a cheque bounce notice?',
      answer: `The notice must be sent within ${figure('ni138.notice', 'en')} of receiving the bank’s information that the cheque was returned unpaid (the return memo). The drawer then has ${figure('ni138.pay', 'en')} from receiving the notice to pay, and if they do not, the complaint must be filed within one month after that period ends (${asChecked('en', 'ni138.notice', 'ni138.pay', 'ni138.complaint')}). Missing the notice deadline can defeat the case, so contact us as soon as you get the memo.`,
    },
    {
      question: 'Can I send a legal notice myself?',
      answer:
        'Yes, you can write to the other party yourself; no law requires an advocate for most notices. What matters is that the notice states the facts, the legal basis and the demand precisely and makes no admission that could be used against you later, and that notices the law requires, such as in cheque bounce cases, are worded and sent on time.',
    },
    {
      question: 'How is the notice delivered?',
      answer: `We send it by Speed Post with proof of delivery (India Post made its registered mail part of Speed Post on ${figure('post.registered-post-merged', 'en')}), and keep the booking receipt and the delivery record as proof. Where we have the other party’s e-mail address or WhatsApp number, we send a copy there as well. A notice correctly addressed and sent by post is generally treated as served even if the other party refuses to accept it.`,
    },
    {
      question: 'What does a legal notice contain?',
      answer:
        'The names and addresses of both parties, the facts in order with dates, the agreement or law relied on, the exact demand (payment, action, or stopping an act), a deadline to comply, and the action that will follow if they do not. It is signed by the advocate on the client’s behalf. Key documents are referred to, while the originals stay safely with you.',
    },
    {
      question: 'How much time should the notice give the other party?',
      answer: `Where the law fixes the period, we follow it: ${figure('ni138.pay', 'en')} to pay in a cheque bounce notice and two months under Section 80 CPC. Otherwise we give a reasonable period, commonly 15 to 30 days depending on the matter and its urgency. We suggest a period that is fair and will stand up in court.`,
    },
    {
      question: 'What if the other party does not reply?',
      answer:
        'The law does not force a reply, but silence does not end the matter. Once the deadline passes, you can go ahead with a case, complaint or other action, and the notice with its postal proof shows that you gave them a fair chance to settle.',
    },
    {
      question: 'I have received a legal notice. What should I do?',
      answer:
        'Do not ignore it, and do not reply in anger. Note the date you received it, keep the envelope and send us a copy quickly. We check the claims and draft a reply that denies what is wrong, puts your side on record and avoids admissions; a timely reply can discourage a case or strengthen your defence if one is filed.',
    },
    {
      question: 'Can I send a legal notice in a consumer dispute?',
      answer:
        'Yes. Before approaching the District Consumer Commission, a notice to the seller, builder, bank or service provider often brings a refund, replacement or repair. It is not compulsory under the Consumer Protection Act, 2019, but it creates a record of your demand that helps if you file a complaint later.',
    },
    {
      question: 'Can you send a notice to someone in another state?',
      answer:
        'Yes. We draft notices for clients in Madhya Pradesh and Rajasthan and can send them to any address in India by post and electronically. Where a case can be filed afterwards depends on the type of dispute, and we advise you on that as well.',
    },
  ],
  callToAction:
    'Tell us about your dispute: the notice is drafted for an advocate’s signature and sent within 24-48 hours.',
  badges: ['Signed by an advocate', 'Drafted in 24-48 hours', 'Sent with postal proof'],
};

export default text;
