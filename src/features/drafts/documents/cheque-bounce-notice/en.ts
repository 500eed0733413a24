/**
 * The cheque-bounce notice's words in English (docs/drafts.md, "Cheque-bounce
 * notice"): its questions, what it works out from them, the notes beside it
 * and its clauses (clauses.en.ts). hi.ts has the same in Hindi; the dates
 * and branches are worked out once, in the modules beside them.
 */
import { CLAUSES } from './clauses.en';

/** The reasons a bank's return memo gives (./terms.ts writes them as the memo does, in English). */
export type MemoReason = 'insufficient' | 'exceeds' | 'stopped' | 'refer' | 'closed' | 'signature';

const en = {
  steps: {
    payee: 'You (who received the cheque)',
    drawer: 'Who gave the cheque',
    cheque: 'The cheque',
    debt: 'What it was for',
    presented: 'The cheque at the bank',
    memo: 'The bank’s return memo',
    sending: 'The notice',
    delivery: 'Delivering it',
  },
  questions: {
    payeeKind: { label: 'The cheque is made out to', blank: 'who the payee is' },
    payeeName: {
      label: 'Your full name, or the company’s or firm’s name',
      hint: 'If the cheque names your own business, your name here',
      blank: 'client’s name',
    },
    payeeBusiness: { label: 'Your business’s name, as on the cheque', blank: 'business name' },
    payeeAddress: { label: 'Your address', blank: 'client’s address' },
    drawerKind: { label: 'The cheque was drawn by', blank: 'who drew it' },
    drawerName: { label: 'Drawer’s full name, or the company’s or firm’s name', blank: 'drawer’s name' },
    drawerAddress: {
      label: 'Drawer’s address',
      hint: 'The notice goes here by Speed Post',
      blank: 'drawer’s address',
    },
    drawerPersons: {
      label: 'Directors or partners in charge of its business, one a line (optional)',
      hint: 'Section 141 makes them answerable with it: the notice names them too',
      blank: 'person in charge',
    },
    chequeNumber: {
      label: 'Cheque number',
      hint: 'The 6 digits at the bottom left of the cheque',
      blank: 'cheque number',
    },
    chequeDate: { label: 'Date on the cheque', blank: 'cheque date' },
    amount: { label: 'Amount of the cheque (₹)', blank: 'cheque amount' },
    bank: { label: 'Bank and branch it is drawn on', blank: 'bank and branch' },
    debt: {
      label: 'The debt or payment the cheque was given for',
      hint: 'For example: a loan of ₹50,000 given on 1 March 2026',
      blank: 'the debt the cheque was for',
    },
    payeeBank: {
      label: 'Your bank and the branch where you keep the account you deposited it in',
      hint: 'The complaint is filed where this branch is',
      blank: 'your bank and branch',
    },
    presentedDate: { label: 'Day you deposited the cheque', blank: 'date presented' },
    memoDate: { label: 'Day you received the return memo', blank: 'memo date' },
    memoIssued: { label: 'Date printed on the memo', blank: 'date of the memo' },
    memoReason: {
      label: 'Reason written on the memo',
      hint: 'The notice quotes the memo’s own words',
      blank: 'reason for return',
    },
    memoReasonOther: { label: 'The reason word for word as the memo writes it', blank: 'reason for return' },
    noticeDate: { label: 'Date of the notice', blank: 'date' },
    place: { label: 'Place', hint: 'For example: Satna', blank: 'place' },
    drawerEmail: {
      label: 'Drawer’s e-mail, if known (optional)',
      hint: 'A notice by e-mail or WhatsApp as well has been held valid',
      blank: 'e-mail',
    },
    drawerWhatsApp: { label: 'Drawer’s WhatsApp number, if known (optional)', blank: 'WhatsApp number' },
    noticeReceived: {
      label: 'Day the drawer received it, if you know (optional)',
      hint: 'Works out the last day to pay and to file the complaint',
      blank: 'day received',
    },
  },
  /** Hints with the register's periods written in (./questions-bank.ts). */
  validityHint: (months: string) => `A cheque is valid for ${months} from its date`,
  memoHint: (days: string) => `The ${days} for the notice count from this day`,
  /** What a date or a number is told when it cannot be right. */
  problems: {
    notYet: 'This date has not come yet.',
    chequeNumber: 'Write the 6 digits of the cheque number.',
    beforeCheque: 'A cheque cannot be presented before its date.',
    afterValidity: (lastDay: string) =>
      `The cheque was valid until ${lastDay}: presented later, section 138 does not apply to it (proviso (a)). Talk to the firm about a civil claim.`,
    memoBeforeDeposit: 'The memo cannot come before the cheque was deposited.',
    memoDatedBeforeDeposit: 'The memo cannot be dated before the cheque was deposited.',
    memoDatedAfterReceipt: 'The memo cannot be dated after you received it.',
    noticeBeforeMemo: 'The notice cannot be dated before the memo was received.',
    email: 'Write an e-mail address, like name@example.com.',
    mobile: 'Write the 10-digit mobile number.',
    receivedBeforeNotice: 'It cannot be received before the date of the notice.',
  },
  payeeKinds: {
    person: 'Me, in my own name',
    proprietor: 'My business, which I own alone',
    company: 'A company',
    firm: 'A partnership firm',
  },
  drawerKinds: { person: 'A person', company: 'A company', firm: 'A partnership firm' },
  /** A memo's reason as a choice and as the notice quotes it: the memo's own words (a Hindi notice glosses them). */
  memoReason: (_reason: MemoReason, memo: string) => ({ label: memo, quoted: `“${memo}”` }),
  otherReason: 'Another reason',
  /** The values the clauses work out from the answers (./terms.ts). */
  terms: {
    proprietor: (name: string, business: string) => `${name}, sole proprietor of M/s ${business}`,
    payeeWhere: (_person: boolean) => 'of',
    byEmail: (address: string) => `e-mail (${address})`,
    byWhatsApp: (number: string) => `WhatsApp (${number})`,
    mode: (means: string[]) =>
      `By Speed Post with proof of delivery${means.length ? `, and by ${means.join(' and ')}` : ''}`,
    through: { company: ', through its Directors', firm: ', through its Partners' },
    bodies: { company: 'company', firm: 'partnership firm' },
    toNamed: 'this notice is addressed to them as well, those named above among them',
    toThrough: (body: string) => `this notice is given to each of them as well, through the ${body}`,
  },
  blanks: {
    payeeText: 'client’s name',
    reasonText: 'reason for return',
    bodyKind: 'company or firm',
    toPersons: 'to whom the notice is given',
    noticeBy: 'last day for the notice',
    validUntil: 'last day of the cheque’s validity',
    presentBy: 'day to present it by',
  },
  clauses: CLAUSES,
  /** The notes beside the draft (./notes.ts): the dates worked out, written in. */
  notes: {
    late: (by: string, days: string, after: string) =>
      `This notice is dated after ${by}, the last of the ${days} from the memo (s.138, proviso (b)): a s.138 complaint cannot rest on it, so the draft says what to do instead of giving a notice. ${after}`,
    gone: (days: string, by: string, after: string) =>
      `The ${days} to give the notice ended on ${by}: a s.138 complaint no longer lies on this memo. ${after}`,
    hurry: (by: string, left: number) =>
      `Hurry: the notice must go out by ${by} (${left} ${left === 1 ? 'day' : 'days'} left). After that a s.138 complaint does not lie.`,
    presentAgain: (until: string) =>
      `The cheque can be presented again until ${until}, and a new notice given on a new memo if it is returned again. Talk to the firm at once.`,
    civilSuit: 'The cheque’s validity is over too: the money can still be claimed in a civil suit. Talk to the firm.',
    /** The last day to post the notice; a last day that is a holiday moves to the working day before. */
    sendBy: (by: string, days: string) =>
      `Last day to send the notice: ${by} (${days} from receiving the memo); if the post office is closed that day, post it the working day before.`,
    dates: (first: string, d: { payBy: string; pay: string; from: string; fileBy: string; ends: string }) =>
      `${first} The drawer may pay until ${d.payBy} (${d.pay} from receiving the notice); only if they do not is the offence complete. The complaint may be filed from ${d.from}; file it by ${d.fileBy} or, if that day is a Sunday or a court holiday (MP’s district courts also close on the first and third Saturdays), the last working day before it (the month of s.142(1)(b), the first day not counted, ends on ${d.ends}: Econ Antri v. Rom Industries, (2014) 11 SCC 769).`,
    datesUnknown: (first: string, pay: string) =>
      `${first} The drawer then has ${pay} from receiving the notice to pay, and if they do not, the complaint is filed within a month after that: give the day it was received and the dates are worked out.`,
  },
  fee: 'The firm’s fee (drafting and sending)',
  /** Under the advocate's signature. */
  advocateFor: (payee: string) => `Advocate for ${payee}`,
  signLines: ['Name', 'Enrolment No. (State Bar Council of Madhya Pradesh)', 'Address'],
};

/** The notice's words in one language: en.ts is the shape hi.ts follows. */
export type ChequeWords = typeof en;

export default en;
