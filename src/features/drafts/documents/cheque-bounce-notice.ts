/**
 * A demand notice under s.138 of the Negotiable Instruments Act, 1881
 * (docs/drafts.md, "Cheque-bounce notice"): the payee and drawer by what
 * they are (a proprietor, a company or firm, which brings in s.141), the
 * cheque, its presentation within its validity through the payee's branch,
 * the return memo, the demand; its parts are in cheque-bounce-notice/. A
 * notice dated after the 30 days from the memo is not drafted: the client
 * is told what can still be done.
 */
import type { Lang } from '@/i18n/lang';
import type { Answers, DraftSpec } from '../types';
import { NOTICE_CLAUSES } from './cheque-bounce-notice/clauses';
import { NOTICE_NOTES } from './cheque-bounce-notice/notes';
import { NOTICE_STEPS } from './cheque-bounce-notice/questions';
import { deriveNotice, isLate, NOTICE_BLANKS } from './cheque-bounce-notice/terms';
import { l } from './common';

/** "Advocate for Anil Jain, sole proprietor of M/s …" / "… के अधिवक्ता" under the advocate's signature. */
const advocateFor = (a: Answers) => {
  const payee = (lang: Lang) => deriveNotice(a, lang).payeeText ?? `[${NOTICE_BLANKS.payeeText[lang]}]`;
  return l(`Advocate for ${payee('en')}`, `${payee('hi')} के अधिवक्ता`);
};

const chequeBounceNotice: DraftSpec = {
  kind: 'cheque-bounce-notice',
  version: 3,
  documentType: 'legal_notice',
  documentPage: '/documents/legal-notice',
  steps: NOTICE_STEPS,
  notices: NOTICE_NOTES,
  derive: deriveNotice,
  derivedBlanks: NOTICE_BLANKS,
  clauses: NOTICE_CLAUSES,
  fees: [{ id: 'firm', label: l('The firm’s fee (drafting and sending)', 'फ़र्म की फ़ीस (मसौदा और भेजना)'), firm: true }],
  print: (a) => ({
    stampSpace: false,
    // A note for the client is not signed; a notice is, by the advocate for the client.
    signatures: isLate(a)
      ? []
      : [
          {
            caption: advocateFor(a),
            lines: [
              l('Name', 'नाम'),
              l('Enrolment No. (State Bar Council of Madhya Pradesh)', 'नामांकन क्रमांक (मध्य प्रदेश राज्य अधिवक्ता परिषद)'),
              l('Address', 'पता'),
            ],
          },
        ],
    witnesses: 0,
  }),
};

export default chequeBounceNotice;
