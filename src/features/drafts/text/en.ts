/**
 * The drafts' own words in English (docs/drafts.md, "Budgets"): the
 * builder's, each document's name, the problems an answer can have, and
 * what every document writes (a person's questions, relations, signing).
 * hi.ts has the same in Hindi; each is a chunk of its own, so a page
 * downloads its own language's.
 */
const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const en = {
  names: {
    'rent-agreement': {
      name: 'Rent agreement',
      summary: 'Landlord, tenant, the premises, rent, deposit, term and the rules of the tenancy.',
    },
    affidavit: {
      name: 'Affidavit',
      summary: 'Name change, address, income or another fact, in numbered statements with the verification.',
    },
    'cheque-bounce-notice': {
      name: 'Cheque-bounce notice (s.138 NI Act)',
      summary: 'The demand notice after a cheque is returned unpaid, with the dates you must keep.',
    },
  },
  listLead:
    'Answer a few questions and see your document take shape in English and Hindi. It stays on this phone until you delete it, and works without internet once opened.',
  start: 'Start',
  continueDraft: 'Continue your draft',
  reviewed:
    'This is a draft. The firm reviews it before anyone signs it: nothing here is legal advice or a finished document.',
  noIds:
    'We never ask for Aadhaar or PAN numbers. A draft needs only names, addresses and dates, and an ID number kept on a phone can be misused if the phone is lost. Where an office needs your Aadhaar (for example at registration), you show it there yourself.',
  progress: 'Step {n} of {total}: {title}',
  back: 'Back',
  next: 'Next',
  finish: 'See the draft',
  ready: 'All questions answered. Read the draft below, then print it or save it as a PDF for the firm.',
  editAnswers: 'Change an answer',
  saved: 'Saved on this phone',
  notSaved: 'This browser cannot keep the draft: do not close the page.',
  restored: 'Your draft is back, as you left it.',
  upgraded:
    'Your draft is back. The questions have changed since you started: your answers are kept, and the new questions are asked where they belong.',
  deleteDraft: 'Delete this draft',
  deleted: 'The draft has been deleted from this phone.',
  previewIn: 'Preview in {language}',
  showOther: 'Show it in Hindi',
  showOwn: 'Show it in English',
  otherLoading: 'The preview in Hindi is loading.',
  print: 'Print or save as PDF',
  language: { en: 'English', hi: 'Hindi' },
  stampSpace: 'Space for the stamp paper or e-stamp certificate',
  signature: 'Signature',
  witnesses: 'Witnesses',
  witnessLine: 'Name, address and signature',
  estimate: 'What it will cost in Madhya Pradesh',
  estimateNote: 'An estimate: the firm confirms every figure before you pay anything.',
  unknown: 'Not known for certain: the firm will tell you',
  exempt: 'Nothing: exempt',
  firmPending: 'The firm will tell you',
  total: 'Total of the figures known',
  totalPlus: 'plus the items the firm will tell you',
  source: 'source',
  offline: 'Once this page has opened, it works without internet: your answers stay on this phone.',
  notAnswered: '(not answered)',
  sent: 'Sent to the firm. This draft has been removed from this phone.',
  queued:
    'Saved on this phone to be sent to the firm: it goes by itself as soon as there is internet, and you are told when it has gone. This draft has been removed.',
  /** What an answer is told when it is not right (validate.ts). */
  problems: {
    answer: 'Please answer this.',
    hidden:
      'This has hidden characters that change how the text reads (they come with text copied from some apps). Please type it again.',
    date: 'Choose a real date.',
    whole: 'Write a whole number, digits only.',
    atLeast: (min: string) => `At least ${min}.`,
    atMost: (max: string) => `At most ${max}.`,
    choose: 'Choose one.',
    idNumber: 'This looks like an Aadhaar or PAN number. Leave it out: a draft does not need it.',
    shorter: 'Please keep it shorter.',
  },
  /** A person's questions in every document (documents/common.ts). */
  person: {
    nameHint: 'As on their ID',
    relation: 'Son, daughter or wife of',
    relationHint: 'Of the person named next',
    parent: 'Father’s or husband’s name',
    age: 'Age in years',
    address: 'Full address',
    addressHint: 'House, street, area, city, PIN code',
  },
  /** The relations asked once, by value (documents/common.ts): the choice, how a document writes it, the honorific. */
  relations: {
    son: { label: 'Son of', clause: 'son of', title: 'Shri' },
    daughter: { label: 'Daughter of', clause: 'daughter of', title: 'Ms.' },
    wife: { label: 'Wife of', clause: 'wife of', title: 'Smt.' },
  },
  /** Before the father's or husband's name. */
  shri: 'Shri',
  signingPlace: { label: 'Place of signing', hint: 'For example: Satna', blank: 'place' },
  signingDate: { label: 'Date of signing', blank: 'date' },
  /** "1 month", "11 months". */
  months: (n: number) => `${n} month${n === 1 ? '' : 's'}`,
  /** Amounts in words by the Indian system (../words.ts): "Rupees One Lakh Twenty Five Thousand only". */
  amounts: {
    below100: (n: number) => (n < 20 ? ONES[n]! : [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ')),
    units: { hundred: 'Hundred', thousand: 'Thousand', lakh: 'Lakh', crore: 'Crore' },
    zero: 'Zero',
    inFull: (words: string) => `Rupees ${words} only`,
  },
};

/** The drafts' words in one language: en.ts is the shape hi.ts follows. */
export type DraftText = typeof en;

export default en;
