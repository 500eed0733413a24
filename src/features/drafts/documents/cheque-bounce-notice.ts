/**
 * A demand notice under s.138 of the Negotiable Instruments Act, 1881
 * (docs/drafts.md, "Cheque-bounce notice"): the payee and drawer by what
 * they are (a proprietor, a company or firm, which brings in s.141), the
 * cheque, its presentation within its validity through the payee's branch,
 * the return memo, the demand; its parts are in cheque-bounce-notice/, their
 * words in cheque-bounce-notice/en.ts and hi.ts. A notice dated after the 30
 * days from the memo is not drafted: the client is told what can still be done.
 */
import type { Lang } from '@/i18n/lang';
import type { DraftText } from '../text/en';
import type { DraftSpec } from '../types';
import { noticeClauses } from './cheque-bounce-notice/clauses';
import type { ChequeWords } from './cheque-bounce-notice/en';
import { noticeNotes } from './cheque-bounce-notice/notes';
import { noticeSteps } from './cheque-bounce-notice/questions';
import { deriveNotice, isLate, payeeText } from './cheque-bounce-notice/terms';

/** The notice in `lang`, from its words in that language. */
export default function chequeBounceNotice(w: ChequeWords, text: DraftText, lang: Lang): DraftSpec {
  return {
    kind: 'cheque-bounce-notice',
    lang,
    text,
    version: 3,
    documentType: 'legal_notice',
    documentPage: '/documents/legal-notice',
    steps: noticeSteps(w, lang),
    notices: noticeNotes(w, lang),
    derive: (a) => deriveNotice(a, w, lang),
    derivedBlanks: w.blanks,
    clauses: noticeClauses(w),
    fees: [{ id: 'firm', label: w.fee, firm: true }],
    print: (a) => ({
      stampSpace: false,
      // A note for the client is not signed; a notice is, by the advocate for the client: "Advocate for …".
      signatures: isLate(a)
        ? []
        : [
            {
              caption: w.advocateFor(payeeText(a, w) ?? `[${w.blanks.payeeText}]`),
              lines: w.signLines,
            },
          ],
      witnesses: 0,
    }),
  };
}
