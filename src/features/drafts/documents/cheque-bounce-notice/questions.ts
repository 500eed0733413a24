/**
 * The s.138 notice's questions in steps (docs/drafts.md, "Questions"): who
 * the payee and the drawer are, the cheque and the debt here; the bank, the
 * memo and the notice in questions-bank.ts.
 */
import type { Step } from '../../types';
import { l } from '../common';
import { BANK_STEPS } from './questions-bank';
import { DRAWER_KINDS, isBody, isProprietor, PAYEE_KINDS } from './terms';

export const NOTICE_STEPS: readonly Step[] = [
  {
    id: 'payee',
    title: l('You (who received the cheque)', 'आप (जिन्हें चेक मिला)'),
    questions: [
      {
        id: 'payeeKind',
        type: 'choice',
        label: l('The cheque is made out to', 'चेक किसके नाम है'),
        blank: l('who the payee is', 'आदाता कौन है'),
        choices: PAYEE_KINDS,
      },
      {
        id: 'payeeName',
        type: 'text',
        label: l('Your full name, or the company’s or firm’s name', 'आपका पूरा नाम, या कंपनी या फ़र्म का नाम'),
        hint: l('If the cheque names your own business, your name here', 'चेक आपके अपने व्यवसाय के नाम हो तो यहाँ अपना नाम'),
        blank: l('client’s name', 'पक्षकार का नाम'),
      },
      {
        id: 'payeeBusiness',
        type: 'text',
        when: isProprietor,
        label: l('Your business’s name, as on the cheque', 'आपके व्यवसाय का नाम, जैसा चेक पर लिखा है'),
        blank: l('business name', 'व्यवसाय का नाम'),
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
  ...BANK_STEPS,
];
