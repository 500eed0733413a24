/**
 * A demand notice under s.138 of the Negotiable Instruments Act, 1881
 * (docs/drafts.md, "Cheque-bounce notice"): the cheque, the return memo and
 * the drawer; the dates that follow are worked out from the register's
 * periods (../dates.ts) and shown, with a warning when the 30 days to send
 * the notice are nearly or already gone.
 */
import { figure, formatDay } from '@/lib/legal-facts';
import { chequeBounceDates, daysBetween, isIsoDay, NOTICE_WARNING_DAYS } from '../dates';
import type { Answers, DraftSpec } from '../types';
import { l } from './common';

const REASONS = [
  { value: 'insufficient', label: l('funds insufficient', 'अपर्याप्त राशि') },
  { value: 'exceeds', label: l('exceeds arrangement', 'व्यवस्था से अधिक') },
  { value: 'stopped', label: l('payment stopped by drawer', 'आहर्ता द्वारा भुगतान रोका गया') },
  { value: 'closed', label: l('account closed', 'खाता बंद') },
  { value: 'signature', label: l('drawer’s signature differs', 'आहर्ता के हस्ताक्षर मेल नहीं खाते') },
  { value: 'other', label: l('another reason', 'कोई और कारण') },
] as const;

const memo = (a: Answers) => (isIsoDay(a.memoDate?.trim() ?? '') ? a.memoDate!.trim() : undefined);
const received = (a: Answers) => (isIsoDay(a.noticeReceived?.trim() ?? '') ? a.noticeReceived!.trim() : undefined);

/** No later than `today`: a date still to come is not a memo received. */
const notFuture = (value: string) =>
  value > new Date().toISOString().slice(0, 10)
    ? l('This date has not come yet.', 'यह तारीख अभी आई नहीं है।')
    : undefined;

export const chequeBounceNotice: DraftSpec = {
  kind: 'cheque-bounce-notice',
  version: 1,
  documentType: 'legal_notice',
  documentPage: '/documents/legal-notice',
  steps: [
    {
      id: 'payee',
      title: l('You (who received the cheque)', 'आप (जिन्हें चेक मिला)'),
      questions: [
        { id: 'payeeName', type: 'text', label: l('Your full name or firm’s name', 'आपका या आपकी फ़र्म का पूरा नाम'), blank: l('sender’s name', 'भेजने वाले का नाम') },
        { id: 'payeeAddress', type: 'textarea', label: l('Your address', 'आपका पता'), blank: l('sender’s address', 'भेजने वाले का पता') },
      ],
    },
    {
      id: 'drawer',
      title: l('Who gave the cheque', 'चेक किसने दिया'),
      questions: [
        { id: 'drawerName', type: 'text', label: l('Drawer’s full name or firm’s name', 'चेक देने वाले (आहर्ता) का पूरा नाम'), blank: l('drawer’s name', 'आहर्ता का नाम') },
        { id: 'drawerAddress', type: 'textarea', label: l('Drawer’s address', 'आहर्ता का पता'), hint: l('The notice goes here by post', 'नोटिस इसी पते पर डाक से जाएगा'), blank: l('drawer’s address', 'आहर्ता का पता') },
      ],
    },
    {
      id: 'cheque',
      title: l('The cheque', 'चेक'),
      questions: [
        {
          id: 'chequeNumber',
          type: 'text',
          label: l('Cheque number', 'चेक नंबर'),
          hint: l('The 6 digits at the bottom left of the cheque', 'चेक के नीचे बाईं ओर के 6 अंक'),
          blank: l('cheque number', 'चेक नंबर'),
          check: (value) =>
            /^\d{6}$/.test(value.trim()) ? undefined : l('Write the 6 digits of the cheque number.', 'चेक नंबर के 6 अंक लिखें।'),
        },
        { id: 'chequeDate', type: 'date', label: l('Date on the cheque', 'चेक पर लिखी तारीख'), blank: l('cheque date', 'चेक की तारीख') },
        { id: 'amount', type: 'rupees', min: 1, label: l('Amount of the cheque (₹)', 'चेक की राशि (₹)'), blank: l('cheque amount', 'चेक की राशि') },
        { id: 'bank', type: 'text', label: l('Bank and branch it is drawn on', 'किस बैंक और शाखा का चेक है'), blank: l('bank and branch', 'बैंक और शाखा') },
      ],
    },
    {
      id: 'debt',
      title: l('What it was for', 'चेक किस लिए दिया गया'),
      questions: [
        {
          id: 'debt',
          type: 'textarea',
          label: l('The debt or payment the cheque was given for', 'किस कर्ज़ या भुगतान के लिए चेक दिया गया'),
          hint: l('For example: repayment of a loan of ₹50,000 given on 1 March 2026', 'जैसे: 1 मार्च 2026 को दिए ₹50,000 के कर्ज़ की वापसी'),
          blank: l('the debt the cheque was for', 'जिस कर्ज़ के लिए चेक दिया गया'),
        },
      ],
    },
    {
      id: 'memo',
      title: l('The bank’s return memo', 'बैंक का वापसी मेमो'),
      questions: [
        {
          id: 'memoDate',
          type: 'date',
          label: l('Day you received the return memo', 'वापसी मेमो मिलने की तारीख'),
          hint: l(
            `The ${figure('ni138.notice', 'en')} for the notice count from this day`,
            `नोटिस के ${figure('ni138.notice', 'hi')} इसी दिन से गिने जाते हैं`,
          ),
          blank: l('memo date', 'मेमो की तारीख'),
          check: (value, a) =>
            notFuture(value) ??
            (isIsoDay(a.chequeDate?.trim() ?? '') && value < a.chequeDate!.trim()
              ? l('The memo cannot come before the date on the cheque.', 'मेमो चेक की तारीख से पहले का नहीं हो सकता।')
              : undefined),
        },
        { id: 'memoReason', type: 'choice', label: l('Reason written on the memo', 'मेमो पर लिखा कारण'), blank: l('reason for return', 'लौटने का कारण'), choices: REASONS },
        { id: 'memoReasonOther', type: 'text', when: (a) => a.memoReason === 'other', label: l('The reason as the memo writes it', 'मेमो में लिखा कारण'), blank: l('reason for return', 'लौटने का कारण') },
      ],
    },
    {
      id: 'sending',
      title: l('Sending the notice', 'नोटिस भेजना'),
      questions: [
        { id: 'noticeDate', type: 'date', label: l('Date of the notice', 'नोटिस की तारीख'), blank: l('date', 'तारीख') },
        {
          id: 'noticeReceived',
          type: 'date',
          optional: true,
          label: l('Day the drawer received it, if you know (optional)', 'आहर्ता को नोटिस मिलने की तारीख, अगर पता हो (वैकल्पिक)'),
          hint: l('Works out the last day to pay and to file the complaint', 'इससे भुगतान और शिकायत की आखिरी तारीख निकलती है'),
          blank: l('day received', 'मिलने की तारीख'),
          check: (value, a) =>
            isIsoDay(a.noticeDate?.trim() ?? '') && value < a.noticeDate!.trim()
              ? l('It cannot be received before the date of the notice.', 'नोटिस अपनी तारीख से पहले नहीं मिल सकता।')
              : undefined,
        },
        { id: 'place', type: 'text', label: l('Place', 'स्थान'), hint: l('For example: Satna', 'जैसे: सतना'), blank: l('place', 'स्थान') },
      ],
    },
  ],
  notices: [
    {
      id: 'notice-gone',
      tone: 'warning',
      when: (a, today) => Boolean(memo(a)) && daysBetween(today, chequeBounceDates(memo(a)!).noticeBy) < 0,
      text: (a, lang) => {
        const by = formatDay(chequeBounceDates(memo(a)!).noticeBy, lang);
        return lang === 'hi'
          ? `नोटिस भेजने के ${figure('ni138.notice', 'hi')} ${by} को खत्म हो गए। धारा 138 की शिकायत अब इस मेमो पर नहीं बनती; तुरंत फ़र्म से बात करें (चेक दोबारा जमा हो सकता है, या दीवानी वसूली का रास्ता है)।`
          : `The ${figure('ni138.notice', 'en')} to send the notice ended on ${by}. A s.138 complaint no longer lies on this memo; talk to the firm at once (the cheque may be presented again, or the money recovered in a civil suit).`;
      },
    },
    {
      id: 'notice-nearly-gone',
      tone: 'warning',
      when: (a, today) => {
        if (!memo(a)) return false;
        const left = daysBetween(today, chequeBounceDates(memo(a)!).noticeBy);
        return left >= 0 && left <= NOTICE_WARNING_DAYS;
      },
      text: (a, lang, today) => {
        const { noticeBy } = chequeBounceDates(memo(a)!);
        const left = daysBetween(today, noticeBy);
        const by = formatDay(noticeBy, lang);
        return lang === 'hi'
          ? `जल्दी करें: नोटिस ${by} तक भेजना है (${left} दिन बाकी)। उसके बाद धारा 138 की शिकायत नहीं बनती।`
          : `Hurry: the notice must go out by ${by} (${left} ${left === 1 ? 'day' : 'days'} left). After that a s.138 complaint does not lie.`;
      },
    },
    {
      id: 'dates',
      tone: 'info',
      when: (a) => Boolean(memo(a)),
      text: (a, lang) => {
        const dates = chequeBounceDates(memo(a)!, received(a));
        const day = (iso: string) => formatDay(iso, lang);
        const pay = figure('ni138.pay', lang);
        if (lang === 'hi') {
          const first = `नोटिस भेजने की आखिरी तारीख: ${day(dates.noticeBy)} (मेमो मिलने से ${figure('ni138.notice', 'hi')})।`;
          return dates.payBy && dates.complaintBy
            ? `${first} आहर्ता ${day(dates.payBy)} तक भुगतान कर सकता है (नोटिस मिलने से ${pay})। भुगतान न हो तो शिकायत ${day(dates.causeOfAction!)} से ${day(dates.complaintBy)} तक दर्ज करें (एक महीने के भीतर)।`
            : `${first} नोटिस मिलने के बाद आहर्ता के पास भुगतान के लिए ${pay} होते हैं, फिर शिकायत एक महीने के भीतर दर्ज होती है: मिलने की तारीख लिखें तो हम ये तारीखें निकाल देंगे।`;
        }
        const first = `Last day to send the notice: ${day(dates.noticeBy)} (${figure('ni138.notice', 'en')} from receiving the memo).`;
        return dates.payBy && dates.complaintBy
          ? `${first} The drawer may pay until ${day(dates.payBy)} (${pay} from receiving the notice). If they do not, file the complaint from ${day(dates.causeOfAction!)} until ${day(dates.complaintBy)} (within one month).`
          : `${first} The drawer then has ${pay} from receiving the notice to pay, and the complaint is filed within a month after that: give the day it was received and the dates are worked out.`;
      },
    },
  ],
  derive: (a, lang) => ({
    reasonText:
      a.memoReason === 'other'
        ? a.memoReasonOther?.trim() || undefined
        : REASONS.find((r) => r.value === a.memoReason)?.label[lang],
    payDays: figure('ni138.pay', lang),
  }),
  derivedBlanks: { reasonText: l('reason for return', 'लौटने का कारण') },
  clauses: [
    {
      id: 'title',
      role: 'title',
      text: l(
        'LEGAL NOTICE UNDER SECTION 138 OF THE NEGOTIABLE INSTRUMENTS ACT, 1881',
        'परक्राम्य लिखत अधिनियम, 1881 की धारा 138 के तहत कानूनी नोटिस',
      ),
    },
    { id: 'date', role: 'right', text: l('Date: {noticeDate}', 'तारीख: {noticeDate}') },
    { id: 'mode', role: 'right', text: l('By registered post (AD) and speed post', 'रजिस्टर्ड डाक (एडी) और स्पीड पोस्ट से') },
    { id: 'to', text: l('To: {drawerName}, {drawerAddress}', 'सेवा में: {drawerName}, {drawerAddress}') },
    {
      id: 'opening',
      text: l(
        'On behalf of and under instructions from {payeeName}, of {payeeAddress} (“my client”), I give you notice as follows:',
        '{payeeName}, निवासी {payeeAddress} (आगे “मेरे मुवक्किल”) की ओर से और उनके निर्देश पर मैं आपको यह नोटिस देता/देती हूँ:',
      ),
    },
    {
      id: 'cheque',
      numbered: true,
      text: l(
        'That towards {debt}, you issued to my client cheque number {chequeNumber} dated {chequeDate} for {amount}, drawn on {bank}.',
        'कि {debt} के लिए आपने मेरे मुवक्किल को {bank} का चेक नंबर {chequeNumber}, तारीख {chequeDate}, राशि {amount} दिया।',
      ),
    },
    {
      id: 'dishonour',
      numbered: true,
      text: l(
        'That my client presented the cheque for payment and it was returned unpaid for the reason “{reasonText}”, as the bank’s return memo received by my client on {memoDate} says.',
        'कि मेरे मुवक्किल ने चेक भुगतान के लिए जमा किया और वह “{reasonText}” कारण से बिना भुगतान लौट आया, जैसा कि {memoDate} को मेरे मुवक्किल को मिले बैंक के वापसी मेमो में लिखा है।',
      ),
    },
    {
      id: 'liability',
      numbered: true,
      text: l(
        'That the cheque was given in discharge of a legally enforceable debt, and its return makes you liable under section 138 of the Negotiable Instruments Act, 1881.',
        'कि चेक कानूनी रूप से वसूली योग्य कर्ज़ चुकाने के लिए दिया गया था, और उसके लौटने से आप परक्राम्य लिखत अधिनियम, 1881 की धारा 138 के तहत उत्तरदायी हैं।',
      ),
    },
    {
      id: 'demand',
      numbered: true,
      text: l(
        'I therefore call upon you to pay my client the cheque amount of {amount} within {payDays} of receiving this notice.',
        'इसलिए मैं आपसे माँग करता/करती हूँ कि यह नोटिस मिलने के {payDays} के भीतर चेक की राशि {amount} मेरे मुवक्किल को चुकाएँ।',
      ),
    },
    {
      id: 'consequence',
      numbered: true,
      text: l(
        'If you do not pay within that time, my client will file a complaint against you under sections 138 and 142 of the Act before the competent court, at your risk as to costs and consequences.',
        'उस समय के भीतर भुगतान न करने पर मेरे मुवक्किल आपके विरुद्ध अधिनियम की धारा 138 और 142 के तहत सक्षम अदालत में शिकायत दर्ज करेंगे, जिसके खर्च और परिणाम की ज़िम्मेदारी आपकी होगी।',
      ),
    },
    {
      id: 'place',
      text: l('Place: {place}', 'स्थान: {place}'),
    },
  ],
  fees: [{ id: 'firm', label: l('The firm’s fee (drafting and sending)', 'फ़र्म की फ़ीस (मसौदा और भेजना)'), firm: true }],
  print: {
    stampSpace: false,
    signatures: [l('Advocate, for the sender', 'अधिवक्ता, भेजने वाले की ओर से')],
    witnesses: 0,
    attestation: false,
  },
};
