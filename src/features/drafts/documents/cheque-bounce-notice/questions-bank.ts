/** The cheque at the bank, the memo, the notice's date and its delivery: each date checked against the one before it. */
import type { Localized } from '@/i18n/lang';
import { figure } from '@/business/legal-facts';
import { chequeValidity, dayOf } from '../../dates';
import type { Answers, Step } from '../../types';
import { l } from '../common';
import { chequeDay, day, memo, notFuture, REASONS } from './terms';

const notBefore = (value: string, other: string | undefined, message: Localized) =>
  other && value < other ? message : undefined;

const WHATSAPP_LABEL = {
  en: 'Drawer’s WhatsApp number, if known (optional)',
  hi: 'आहर्ता का व्हाट्सऐप नंबर, अगर पता हो (वैकल्पिक)',
};
const WHATSAPP_BLANK = {
  en: 'WhatsApp number',
  hi: 'व्हाट्सऐप नंबर',
};

export const BANK_STEPS: readonly Step[] = [
  {
    id: 'presented',
    title: l('The cheque at the bank', 'बैंक में चेक'),
    questions: [
      {
        id: 'payeeBank',
        type: 'text',
        label: l(
          'Your bank and the branch where you keep the account you deposited it in',
          'आपका बैंक और वह शाखा जहाँ वह खाता है जिसमें चेक जमा किया',
        ),
        hint: l('The complaint is filed where this branch is', 'परिवाद वहीं दायर होता है जहाँ यह शाखा है'),
        blank: l('your bank and branch', 'पक्षकार का बैंक एवं शाखा'),
      },
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
          const valid = cheque ? chequeValidity(cheque).lastDay : undefined;
          return (
            notFuture(value) ??
            notBefore(
              value,
              cheque,
              l('A cheque cannot be presented before its date.', 'चेक अपनी तारीख से पहले जमा नहीं हो सकता।'),
            ) ??
            (valid && value > valid
              ? l(
                  `The cheque was valid until ${day(valid, 'en')}: presented later, section 138 does not apply to it (proviso (a)). Talk to the firm about a civil claim.`,
                  `चेक ${day(valid, 'hi')} तक वैध था: उसके बाद जमा करने पर धारा 138 लागू नहीं होती (परंतुक (क))। दीवानी दावे के लिए फ़र्म से बात करें।`,
                )
              : undefined)
          );
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
          notBefore(
            value,
            dayOf(a.presentedDate),
            l('The memo cannot come before the cheque was deposited.', 'मेमो चेक जमा करने से पहले का नहीं हो सकता।'),
          ),
      },
    ],
  },
  {
    id: 'memo',
    title: l('The bank’s return memo', 'बैंक का वापसी मेमो'),
    questions: [
      {
        id: 'memoIssued',
        type: 'date',
        label: l('Date printed on the memo', 'मेमो पर छपी तारीख'),
        blank: l('date of the memo', 'मेमो का दिनांक'),
        check: (value, a) =>
          notFuture(value) ??
          notBefore(
            value,
            dayOf(a.presentedDate),
            l(
              'The memo cannot be dated before the cheque was deposited.',
              'मेमो की तारीख चेक जमा करने से पहले की नहीं हो सकती।',
            ),
          ) ??
          (memo(a) && value > memo(a)!
            ? l('The memo cannot be dated after you received it.', 'मेमो की तारीख उसके मिलने के बाद की नहीं हो सकती।')
            : undefined),
      },
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
        when: (a: Answers) => a.memoReason === 'other',
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
          notBefore(
            value,
            memo(a),
            l(
              'The notice cannot be dated before the memo was received.',
              'नोटिस मेमो मिलने से पहले की तारीख का नहीं हो सकता।',
            ),
          ),
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
          notBefore(
            value,
            dayOf(a.noticeDate),
            l('It cannot be received before the date of the notice.', 'नोटिस अपनी तारीख से पहले नहीं मिल सकता।'),
          ),
      },
    ],
  },
];
