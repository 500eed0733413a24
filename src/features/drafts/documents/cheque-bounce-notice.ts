/**
 * A demand notice under s.138 of the Negotiable Instruments Act, 1881
 * (docs/drafts.md, "Cheque-bounce notice"): the cheque, its presentation
 * within its validity, the return memo and the drawer (a company or firm
 * brings in s.141); the dates that follow come from the register's periods
 * (../dates.ts) and are shown, with a warning when the 30 days to give the
 * notice are nearly or already gone, or the notice's own date is past them.
 */
import type { Lang } from '@/i18n/lang';
import { figure, formatDay } from '@/business/legal-facts';
import { chequeBounceDates, chequeValidity, dayOf, daysBetween, NOTICE_WARNING_DAYS, todayInIndia } from '../dates';
import { linesOf } from '../fill';
import type { Answers, DraftSpec } from '../types';
import { l } from './common';

/** The reasons a return memo gives, in its own (English) words, with a Hindi gloss for the Hindi notice. */
const REASONS = [
  { value: 'insufficient', label: l('Funds Insufficient', 'Funds Insufficient (अपर्याप्त निधि)'), gloss: 'अपर्याप्त निधि' },
  { value: 'exceeds', label: l('Exceeds Arrangement', 'Exceeds Arrangement (व्यवस्था से अधिक)'), gloss: 'व्यवस्था से अधिक' },
  {
    value: 'stopped',
    label: l('Payment Stopped by Drawer', 'Payment Stopped by Drawer (आहर्ता द्वारा भुगतान रोका गया)'),
    gloss: 'आहर्ता द्वारा भुगतान रोका गया',
  },
  { value: 'closed', label: l('Account Closed', 'Account Closed (खाता बंद)'), gloss: 'खाता बंद' },
  {
    value: 'signature',
    label: l('Drawer’s Signature Differs', 'Drawer’s Signature Differs (आहर्ता के हस्ताक्षर भिन्न)'),
    gloss: 'आहर्ता के हस्ताक्षर भिन्न',
  },
  { value: 'other', label: l('Another reason', 'कोई और कारण'), gloss: '' },
] as const;

/** WhatsApp is written in Devanagari in Hindi text (docs/glossary.md): each language on a line of its own. */
const WHATSAPP = {
  en: 'WhatsApp',
  hi: 'व्हाट्सऐप',
};
const WHATSAPP_LABEL = {
  en: 'Drawer’s WhatsApp number, if known (optional)',
  hi: 'आहर्ता का व्हाट्सऐप नंबर, अगर पता हो (वैकल्पिक)',
};
const WHATSAPP_BLANK = {
  en: 'WhatsApp number',
  hi: 'व्हाट्सऐप नंबर',
};

const DRAWER_KINDS = [
  { value: 'person', label: l('A person', 'एक व्यक्ति') },
  { value: 'company', label: l('A company', 'एक कंपनी') },
  { value: 'firm', label: l('A partnership firm', 'एक भागीदारी फ़र्म') },
] as const;

const isBody = (a: Answers) => a.drawerKind === 'company' || a.drawerKind === 'firm';

const chequeDay = (a: Answers) => dayOf(a.chequeDate);
const memo = (a: Answers) => dayOf(a.memoDate);
const received = (a: Answers) => dayOf(a.noticeReceived);

/** Not after the date in India: a day still to come cannot have passed. */
const notFuture = (value: string) =>
  value > todayInIndia() ? l('This date has not come yet.', 'यह तारीख अभी आई नहीं है।') : undefined;

const day = (iso: string, lang: Lang) => formatDay(iso, lang);

/** What to do once the notice cannot found a complaint: present again while the cheque is valid, else a civil suit. */
function afterLapse(a: Answers, lang: Lang, today: string): string {
  const cheque = chequeDay(a);
  const { presentBy } = cheque ? chequeValidity(cheque) : { presentBy: undefined };
  if (presentBy && today <= presentBy)
    return lang === 'hi'
      ? `चेक ${day(presentBy, 'hi')} तक वैध है: तब तक उसे दोबारा जमा किया जा सकता है, और फिर लौटने पर नए मेमो से नया नोटिस दिया जा सकता है। फ़र्म से तुरंत बात करें।`
      : `The cheque is valid until ${day(presentBy, 'en')}: it can be presented again until then, and a new notice given on a new memo if it is returned again. Talk to the firm at once.`;
  return lang === 'hi'
    ? 'चेक की वैधता भी समाप्त हो चुकी है: अब दीवानी वाद से वसूली का रास्ता है। फ़र्म से बात करें।'
    : 'The cheque’s validity is over too: the money can still be claimed in a civil suit. Talk to the firm.';
}

const chequeBounceNotice: DraftSpec = {
  kind: 'cheque-bounce-notice',
  version: 2,
  documentType: 'legal_notice',
  documentPage: '/documents/legal-notice',
  steps: [
    {
      id: 'payee',
      title: l('You (who received the cheque)', 'आप (जिन्हें चेक मिला)'),
      questions: [
        {
          id: 'payeeName',
          type: 'text',
          label: l('Your full name or firm’s name', 'आपका या आपकी फ़र्म का पूरा नाम'),
          blank: l('client’s name', 'पक्षकार का नाम'),
        },
        {
          id: 'payeeAddress',
          type: 'textarea',
          label: l('Your address', 'आपका पता'),
          blank: l('client’s address', 'पक्षकार का पता'),
        },
      ],
    },
    {
      id: 'drawer',
      title: l('Who gave the cheque', 'चेक किसने दिया'),
      questions: [
        {
          id: 'drawerKind',
          type: 'choice',
          label: l('The cheque was drawn by', 'चेक किसने जारी किया'),
          blank: l('who drew it', 'आहर्ता'),
          choices: DRAWER_KINDS,
        },
        {
          id: 'drawerName',
          type: 'text',
          label: l(
            'Drawer’s full name, or the company’s or firm’s name',
            'चेक देने वाले (आहर्ता) का, या कंपनी या फ़र्म का पूरा नाम',
          ),
          blank: l('drawer’s name', 'आहर्ता का नाम'),
        },
        {
          id: 'drawerAddress',
          type: 'textarea',
          label: l('Drawer’s address', 'आहर्ता का पता'),
          hint: l('The notice goes here by Speed Post', 'नोटिस इसी पते पर स्पीड पोस्ट से जाएगा'),
          blank: l('drawer’s address', 'आहर्ता का पता'),
        },
        {
          id: 'drawerPersons',
          type: 'lines',
          optional: true,
          when: isBody,
          label: l(
            'Directors or partners in charge of its business, one a line (optional)',
            'कारबार के भारसाधक संचालक या भागीदार, हर लाइन में एक (वैकल्पिक)',
          ),
          hint: l(
            'Section 141 makes them answerable with it: the notice names them too',
            'धारा 141 के अनुसार वे भी उत्तरदायी होते हैं: नोटिस में उनके नाम भी लिखे जाते हैं',
          ),
          blank: l('person in charge', 'भारसाधक व्यक्ति'),
        },
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
          blank: l('cheque number', 'चेक क्रमांक'),
          check: (value) =>
            /^\d{6}$/.test(value.trim())
              ? undefined
              : l('Write the 6 digits of the cheque number.', 'चेक नंबर के 6 अंक लिखें।'),
        },
        {
          id: 'chequeDate',
          type: 'date',
          label: l('Date on the cheque', 'चेक पर लिखी तारीख'),
          blank: l('cheque date', 'चेक का दिनांक'),
        },
        {
          id: 'amount',
          type: 'rupees',
          min: 1,
          label: l('Amount of the cheque (₹)', 'चेक की राशि (₹)'),
          blank: l('cheque amount', 'चेक की राशि'),
        },
        {
          id: 'bank',
          type: 'text',
          label: l('Bank and branch it is drawn on', 'किस बैंक और शाखा का चेक है'),
          blank: l('bank and branch', 'बैंक एवं शाखा'),
        },
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
          hint: l('For example: a loan of ₹50,000 given on 1 March 2026', 'जैसे: 1 मार्च 2026 को दिया गया ₹50,000 का ऋण'),
          blank: l('the debt the cheque was for', 'जिस ऋण के लिए चेक दिया गया'),
        },
      ],
    },
    {
      id: 'presented',
      title: l('The cheque at the bank', 'बैंक में चेक'),
      questions: [
        {
          id: 'presentedDate',
          type: 'date',
          label: l('Day you deposited the cheque', 'चेक जमा करने की तारीख'),
          hint: l(
            `A cheque is valid for ${figure('ni138.cheque-validity', 'en')} from its date`,
            `चेक अपनी तारीख से ${figure('ni138.cheque-validity', 'hi')} तक वैध रहता है`,
          ),
          blank: l('date presented', 'प्रस्तुत करने का दिनांक'),
          check: (value, a) => {
            const cheque = chequeDay(a);
            const future = notFuture(value);
            if (future) return future;
            if (cheque && value < cheque)
              return l('A cheque cannot be presented before its date.', 'चेक अपनी तारीख से पहले जमा नहीं हो सकता।');
            const valid = cheque ? chequeValidity(cheque).lastDay : undefined;
            return valid && value > valid
              ? l(
                  `The cheque was valid until ${day(valid, 'en')}: presented later, section 138 does not apply to it (proviso (a)). Talk to the firm about a civil claim.`,
                  `चेक ${day(valid, 'hi')} तक वैध था: उसके बाद जमा करने पर धारा 138 लागू नहीं होती (परंतुक (क))। दीवानी दावे के लिए फ़र्म से बात करें।`,
                )
              : undefined;
          },
        },
        {
          id: 'memoDate',
          type: 'date',
          label: l('Day you received the return memo', 'वापसी मेमो मिलने की तारीख'),
          hint: l(
            `The ${figure('ni138.notice', 'en')} for the notice count from this day`,
            `नोटिस के ${figure('ni138.notice', 'hi')} इसी दिन से गिने जाते हैं`,
          ),
          blank: l('memo date', 'मेमो का दिनांक'),
          check: (value, a) =>
            notFuture(value) ??
            (dayOf(a.presentedDate) && value < dayOf(a.presentedDate)!
              ? l('The memo cannot come before the cheque was deposited.', 'मेमो चेक जमा करने से पहले का नहीं हो सकता।')
              : undefined),
        },
      ],
    },
    {
      id: 'memo',
      title: l('The bank’s return memo', 'बैंक का वापसी मेमो'),
      questions: [
        {
          id: 'memoReason',
          type: 'choice',
          label: l('Reason written on the memo', 'मेमो पर लिखा कारण'),
          hint: l('The notice quotes the memo’s own words', 'नोटिस में मेमो के शब्द ही लिखे जाते हैं'),
          blank: l('reason for return', 'लौटने का कारण'),
          choices: REASONS,
        },
        {
          id: 'memoReasonOther',
          type: 'text',
          when: (a) => a.memoReason === 'other',
          label: l('The reason word for word as the memo writes it', 'मेमो में लिखा कारण, शब्दशः'),
          blank: l('reason for return', 'लौटने का कारण'),
        },
      ],
    },
    {
      id: 'sending',
      title: l('The notice', 'नोटिस'),
      questions: [
        {
          id: 'noticeDate',
          type: 'date',
          label: l('Date of the notice', 'नोटिस की तारीख'),
          blank: l('date', 'दिनांक'),
          check: (value, a) =>
            memo(a) && value < memo(a)!
              ? l(
                  'The notice cannot be dated before the memo was received.',
                  'नोटिस मेमो मिलने से पहले की तारीख का नहीं हो सकता।',
                )
              : undefined,
        },
        {
          id: 'place',
          type: 'text',
          label: l('Place', 'स्थान'),
          hint: l('For example: Satna', 'जैसे: सतना'),
          blank: l('place', 'स्थान'),
        },
      ],
    },
    {
      id: 'delivery',
      title: l('Delivering it', 'नोटिस पहुँचाना'),
      questions: [
        {
          id: 'drawerEmail',
          type: 'text',
          optional: true,
          label: l('Drawer’s e-mail, if known (optional)', 'आहर्ता का ई-मेल, अगर पता हो (वैकल्पिक)'),
          hint: l(
            'A notice by e-mail or WhatsApp as well has been held valid',
            'ई-मेल या व्हाट्सऐप से भेजा नोटिस भी मान्य माना गया है',
          ),
          blank: l('e-mail', 'ई-मेल'),
          check: (value) =>
            /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
              ? undefined
              : l('Write an e-mail address, like name@example.com.', 'ई-मेल पता लिखें, जैसे name@example.com।'),
        },
        {
          id: 'drawerWhatsApp',
          type: 'text',
          optional: true,
          label: WHATSAPP_LABEL,
          blank: WHATSAPP_BLANK,
          check: (value) =>
            /^\+?[\d\s-]{10,15}$/.test(value.trim())
              ? undefined
              : l('Write the 10-digit mobile number.', '10 अंकों का मोबाइल नंबर लिखें।'),
        },
        {
          id: 'noticeReceived',
          type: 'date',
          optional: true,
          label: l(
            'Day the drawer received it, if you know (optional)',
            'आहर्ता को नोटिस मिलने की तारीख, अगर पता हो (वैकल्पिक)',
          ),
          hint: l('Works out the last day to pay and to file the complaint', 'इससे भुगतान और परिवाद की तारीखें निकलती हैं'),
          blank: l('day received', 'प्राप्ति का दिनांक'),
          check: (value, a) =>
            notFuture(value) ??
            (dayOf(a.noticeDate) && value < dayOf(a.noticeDate)!
              ? l('It cannot be received before the date of the notice.', 'नोटिस अपनी तारीख से पहले नहीं मिल सकता।')
              : undefined),
        },
      ],
    },
  ],
  notices: [
    {
      id: 'notice-late',
      tone: 'warning',
      when: (a) =>
        Boolean(memo(a) && dayOf(a.noticeDate)) && dayOf(a.noticeDate)! > chequeBounceDates(memo(a)!).noticeBy,
      text: (a, lang, today) => {
        const by = day(chequeBounceDates(memo(a)!).noticeBy, lang);
        return lang === 'hi'
          ? `यह नोटिस ${by} के बाद की तारीख का है, जो मेमो मिलने से ${figure('ni138.notice', 'hi')} का आखिरी दिन था (धारा 138, परंतुक (ख)): इस पर धारा 138 का परिवाद नहीं बनता। ${afterLapse(a, 'hi', today)}`
          : `This notice is dated after ${by}, the last of the ${figure('ni138.notice', 'en')} from the memo (s.138, proviso (b)): a s.138 complaint cannot rest on it. ${afterLapse(a, 'en', today)}`;
      },
    },
    {
      id: 'notice-gone',
      tone: 'warning',
      when: (a, today) =>
        Boolean(memo(a)) && !dayOf(a.noticeDate) && daysBetween(today, chequeBounceDates(memo(a)!).noticeBy) < 0,
      text: (a, lang, today) => {
        const by = day(chequeBounceDates(memo(a)!).noticeBy, lang);
        return lang === 'hi'
          ? `नोटिस देने के ${figure('ni138.notice', 'hi')} ${by} को समाप्त हो गए: इस मेमो पर धारा 138 का परिवाद अब नहीं बनता। ${afterLapse(a, 'hi', today)}`
          : `The ${figure('ni138.notice', 'en')} to give the notice ended on ${by}: a s.138 complaint no longer lies on this memo. ${afterLapse(a, 'en', today)}`;
      },
    },
    {
      id: 'notice-nearly-gone',
      tone: 'warning',
      when: (a, today) => {
        if (!memo(a) || dayOf(a.noticeDate)) return false;
        const left = daysBetween(today, chequeBounceDates(memo(a)!).noticeBy);
        return left >= 0 && left <= NOTICE_WARNING_DAYS;
      },
      text: (a, lang, today) => {
        const { noticeBy } = chequeBounceDates(memo(a)!);
        const left = daysBetween(today, noticeBy);
        return lang === 'hi'
          ? `जल्दी करें: नोटिस ${day(noticeBy, 'hi')} तक भेजना है (${left} दिन बाकी)। उसके बाद धारा 138 का परिवाद नहीं बनता।`
          : `Hurry: the notice must go out by ${day(noticeBy, 'en')} (${left} ${left === 1 ? 'day' : 'days'} left). After that a s.138 complaint does not lie.`;
      },
    },
    {
      id: 'dates',
      tone: 'info',
      when: (a) => Boolean(memo(a)),
      text: (a, lang) => {
        const dates = chequeBounceDates(memo(a)!, received(a));
        const pay = figure('ni138.pay', lang);
        if (lang === 'hi') {
          const first = `नोटिस भेजने की आखिरी तारीख: ${day(dates.noticeBy, 'hi')} (मेमो मिलने से ${figure('ni138.notice', 'hi')})।`;
          return dates.payBy
            ? `${first} आहर्ता ${day(dates.payBy, 'hi')} तक भुगतान कर सकता है (नोटिस मिलने से ${pay}); भुगतान न हो तभी अपराध पूर्ण होता है। परिवाद ${day(dates.causeOfAction!, 'hi')} से दायर हो सकता है; ${day(dates.fileBy!, 'hi')} तक दायर करें (एक माह की अवधि, वाद-कारण का दिन छोड़कर, ${day(dates.complaintEnds!, 'hi')} को पूरी होती है: इकॉन एंट्री बनाम रोम इंडस्ट्रीज़, (2014) 11 SCC 769)।`
            : `${first} नोटिस मिलने के बाद आहर्ता के पास भुगतान के लिए ${pay} होते हैं, और भुगतान न हो तो उसके बाद एक माह में परिवाद दायर होता है: मिलने की तारीख लिखें तो ये तारीखें निकल आएँगी।`;
        }
        const first = `Last day to send the notice: ${day(dates.noticeBy, 'en')} (${figure('ni138.notice', 'en')} from receiving the memo).`;
        return dates.payBy
          ? `${first} The drawer may pay until ${day(dates.payBy, 'en')} (${pay} from receiving the notice); only if they do not is the offence complete. The complaint may be filed from ${day(dates.causeOfAction!, 'en')}; file it by ${day(dates.fileBy!, 'en')} (the month of s.142(1)(b), the first day not counted, ends on ${day(dates.complaintEnds!, 'en')}: Econ Antri v. Rom Industries, (2014) 11 SCC 769).`
          : `${first} The drawer then has ${pay} from receiving the notice to pay, and if they do not, the complaint is filed within a month after that: give the day it was received and the dates are worked out.`;
      },
    },
  ],
  derive: (a, lang) => {
    const reason = REASONS.find((r) => r.value === a.memoReason);
    const other = a.memoReasonOther?.trim();
    const quoted =
      reason?.value === 'other'
        ? other && `“${other}”`
        : reason && (lang === 'hi' ? `“${reason.label.en}” (${reason.gloss})` : `“${reason.label.en}”`);
    const means = [
      a.drawerEmail?.trim() && (lang === 'hi' ? `ई-मेल (${a.drawerEmail.trim()})` : `e-mail (${a.drawerEmail.trim()})`),
      a.drawerWhatsApp?.trim() && `${WHATSAPP[lang]} (${a.drawerWhatsApp.trim()})`,
    ].filter(Boolean);
    const body =
      a.drawerKind === 'company'
        ? l('company', 'कंपनी')
        : a.drawerKind === 'firm'
          ? l('partnership firm', 'भागीदारी फ़र्म')
          : undefined;
    return {
      reasonText: quoted || undefined,
      payDays: figure('ni138.pay', lang),
      mode:
        lang === 'hi'
          ? `स्पीड पोस्ट (डिलीवरी के प्रमाण सहित) द्वारा${means.length ? `, तथा ${means.join(' एवं ')} पर भी` : ''}`
          : `By Speed Post with proof of delivery${means.length ? `, and by ${means.join(' and ')}` : ''}`,
      through:
        a.drawerKind === 'company'
          ? lang === 'hi'
            ? ', द्वारा संचालकगण'
            : ', through its Directors'
          : a.drawerKind === 'firm'
            ? lang === 'hi'
              ? ', द्वारा भागीदारगण'
              : ', through its Partners'
            : '',
      bodyKind: body?.[lang],
    };
  },
  derivedBlanks: { reasonText: l('reason for return', 'लौटने का कारण'), bodyKind: l('company or firm', 'कंपनी या फ़र्म') },
  clauses: [
    { id: 'title', role: 'title', text: l('LEGAL NOTICE', 'विधिक सूचना पत्र') },
    {
      id: 'subtitle',
      role: 'subtitle',
      text: l(
        '(under section 138 of the Negotiable Instruments Act, 1881)',
        '(परक्राम्य लिखत अधिनियम, 1881 की धारा 138 के अंतर्गत)',
      ),
    },
    { id: 'date', role: 'right', text: l('Date: {noticeDate}', 'दिनांक: {noticeDate}') },
    { id: 'mode', text: l('{mode}', '{mode}') },
    { id: 'to', text: l('To: {drawerName}{through}, {drawerAddress}', 'प्रति: {drawerName}{through}, {drawerAddress}') },
    {
      id: 'to-persons',
      each: 'drawerPersons',
      when: (a) => isBody(a) && linesOf(a.drawerPersons).length > 0,
      text: l(
        'And: {item}, in charge of and responsible for the conduct of its business',
        'एवं: {item}, उसके कारबार के संचालन के भारसाधक एवं उत्तरदायी',
      ),
    },
    {
      id: 'subject',
      text: l(
        'Subject: Notice of the dishonour of cheque No. {chequeNumber} and demand for payment',
        'विषय: चेक क्रमांक {chequeNumber} के अनादरण की सूचना एवं भुगतान की माँग',
      ),
    },
    {
      id: 'opening',
      text: l(
        'Under instructions from and on behalf of my client, {payeeName}, of {payeeAddress} (hereinafter called “my client”), I give you notice as follows:',
        'अपने पक्षकार {payeeName}, निवासी {payeeAddress} (जिन्हें आगे ‘मेरे पक्षकार’ कहा गया है) की ओर से एवं उनके निर्देशानुसार मेरे द्वारा आपको निम्नानुसार विधिक सूचना दी जाती है:',
      ),
    },
    {
      id: 'cheque',
      numbered: true,
      text: l(
        'That in discharge of a legally enforceable debt that you owed my client, namely {debt}, you drew and gave my client cheque No. {chequeNumber} dated {chequeDate} for {amount}, drawn on {bank}.',
        'यह कि मेरे पक्षकार के प्रति अपने विधितः प्रवर्तनीय ऋण, अर्थात {debt}, के उन्मोचन में आपने {bank} पर आहरित चेक क्रमांक {chequeNumber}, दिनांक {chequeDate}, राशि {amount} जारी कर मेरे पक्षकार को दिया।',
      ),
    },
    {
      id: 'dishonour',
      numbered: true,
      text: l(
        'That my client presented the cheque for payment on {presentedDate}, within its validity, and it was returned unpaid; the bank’s return memo, received by my client on {memoDate}, gives the reason {reasonText}.',
        'यह कि मेरे पक्षकार ने उक्त चेक उसकी वैधता अवधि के भीतर दिनांक {presentedDate} को भुगतान के लिए प्रस्तुत किया, किंतु वह अनादरित होकर बिना भुगतान लौट आया; बैंक के वापसी मेमो में, जो मेरे पक्षकार को दिनांक {memoDate} को प्राप्त हुआ, इसका कारण {reasonText} लिखा है।',
      ),
    },
    {
      id: 'section-141',
      numbered: true,
      when: isBody,
      text: l(
        'That the drawer is a {bodyKind}; under section 141 of the Act, every person who, when the offence is committed, is in charge of and responsible to it for the conduct of its business is deemed guilty of the offence along with it and liable to be proceeded against, and this notice is addressed to them as well.',
        'यह कि आहर्ता एक {bodyKind} है; अधिनियम की धारा 141 के अनुसार अपराध के समय उसके कारबार के संचालन के लिए उसका भारसाधक एवं उसके प्रति उत्तरदायी प्रत्येक व्यक्ति भी उसके साथ उस अपराध का दोषी समझा जाएगा और उसके विरुद्ध कार्यवाही की जा सकेगी; अतः यह सूचना उन्हें भी दी जाती है।',
      ),
    },
    {
      id: 'demand',
      numbered: true,
      text: l(
        'That I therefore call upon you to pay my client the amount of the cheque, {amount}, within {payDays} of your receiving this notice.',
        'यह कि अतः आपसे माँग की जाती है कि इस सूचना की प्राप्ति के {payDays} के भीतर उक्त चेक की राशि {amount} का भुगतान मेरे पक्षकार को करें।',
      ),
    },
    {
      id: 'consequence',
      numbered: true,
      text: l(
        'That if you fail to pay that amount within {payDays} of receiving this notice, the offence under section 138 of the Negotiable Instruments Act, 1881 will be complete, and my client will file a complaint against you under sections 138 and 142 of the Act before the competent court, at your risk as to costs and consequences.',
        'यह कि यदि आप इस सूचना की प्राप्ति के {payDays} के भीतर उक्त राशि का भुगतान नहीं करते हैं, तो परक्राम्य लिखत अधिनियम, 1881 की धारा 138 के अंतर्गत अपराध पूर्ण होगा, और मेरे पक्षकार आपके विरुद्ध अधिनियम की धारा 138 एवं 142 के अंतर्गत सक्षम न्यायालय में परिवाद प्रस्तुत करेंगे, जिसके समस्त व्यय एवं परिणामों के लिए आप स्वयं उत्तरदायी होंगे।',
      ),
    },
    {
      id: 'copy',
      numbered: true,
      text: l(
        'That a copy of this notice is kept in my office for further action.',
        'यह कि इस सूचना की एक प्रति आगामी कार्यवाही के लिए मेरे कार्यालय में सुरक्षित रखी गई है।',
      ),
    },
    { id: 'place', text: l('Place: {place}', 'स्थान: {place}') },
  ],
  fees: [{ id: 'firm', label: l('The firm’s fee (drafting and sending)', 'फ़र्म की फ़ीस (मसौदा और भेजना)'), firm: true }],
  print: () => ({
    stampSpace: false,
    signatures: [
      {
        who: l('Advocate, for my client', 'अधिवक्ता, मेरे पक्षकार की ओर से'),
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
