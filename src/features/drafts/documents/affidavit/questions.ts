/** The affidavit's questions in steps (docs/drafts.md, "Questions"): a court affidavit adds its cause title. */
import { todayInIndia } from '../../dates';
import type { Answers, Step } from '../../types';
import { l, person, signingDate, signingPlace } from '../common';
import { forCourt } from './court';
import { COURT_STEPS } from './court-questions';

export const isKind = (kind: string) => (a: Answers) => a.kind === kind;
export const has = (id: string) => (a: Answers) => Boolean(a[id]?.trim());
/** A court affidavit that says what it supports is headed by that, not by a subject of its own. */
export const asksSubject = (a: Answers) => isKind('other')(a) && !(forCourt(a) && has('supports')(a));

const deponent = person('deponent', {
  name: l('Your full name', 'आपका पूरा नाम'),
  relation: l('son, daughter or wife of', 'आत्मज, आत्मजा या पत्नी'),
  parent: l('father’s or husband’s name', 'पिता या पति का नाम'),
  age: l('age', 'आयु'),
  address: l('your address', 'आपका पता'),
});

export const AFFIDAVIT_STEPS: readonly Step[] = [
  { id: 'deponent', title: l('Who makes the affidavit', 'शपथ पत्र कौन दे रहा है'), questions: deponent.names },
  {
    id: 'about',
    title: l('Age, occupation and address', 'आयु, व्यवसाय और पता'),
    questions: [
      deponent.details[0]!,
      {
        id: 'occupation',
        type: 'text',
        label: l('Your occupation', 'आपका व्यवसाय'),
        hint: l('For example: farmer, teacher, homemaker', 'जैसे: किसान, शिक्षक, गृहिणी'),
        blank: l('occupation', 'व्यवसाय'),
      },
      deponent.details[1]!,
    ],
  },
  {
    id: 'kind',
    title: l('What is it for?', 'यह किस बारे में है?'),
    questions: [
      {
        id: 'kind',
        type: 'choice',
        label: l('Kind of affidavit', 'शपथ पत्र का प्रकार'),
        blank: l('kind of affidavit', 'शपथ पत्र का प्रकार'),
        choices: [
          { value: 'name-change', label: l('Name change', 'नाम बदलना') },
          { value: 'address', label: l('Address proof', 'पते का सबूत') },
          { value: 'income', label: l('Income', 'आय') },
          { value: 'other', label: l('Another fact', 'कोई और तथ्य') },
        ],
      },
      {
        id: 'forCourt',
        type: 'choice',
        label: l('Is it to be filed in a court?', 'क्या यह किसी अदालत में लगाया जाएगा?'),
        blank: l('for a court or not', 'अदालत के लिए या नहीं'),
        choices: [
          { value: 'no', label: l('No', 'नहीं') },
          { value: 'yes', label: l('Yes, in a court case', 'हाँ, अदालत के मामले में') },
        ],
      },
      {
        id: 'purpose',
        type: 'text',
        optional: true,
        when: (a) => !forCourt(a),
        label: l('Where will it be used? (optional)', 'यह कहाँ लगेगा? (वैकल्पिक)'),
        hint: l('For example: the passport office, a school', 'जैसे: पासपोर्ट कार्यालय, स्कूल'),
        blank: l('where it will be used', 'कहाँ प्रस्तुत होगा'),
      },
    ],
  },
  ...COURT_STEPS,
  {
    id: 'details',
    title: l('The details', 'विवरण'),
    questions: [
      {
        id: 'oldName',
        type: 'text',
        when: isKind('name-change'),
        label: l('Your old name', 'आपका पुराना नाम'),
        blank: l('old name', 'पुराना नाम'),
      },
      {
        id: 'newName',
        type: 'text',
        when: isKind('name-change'),
        label: l('Your new name', 'आपका नया नाम'),
        blank: l('new name', 'नया नाम'),
      },
      {
        id: 'nameReason',
        type: 'text',
        optional: true,
        when: isKind('name-change'),
        label: l('When or why it changed (optional)', 'नाम कब या क्यों बदला (वैकल्पिक)'),
        hint: l('For example: after my marriage', 'जैसे: विवाह के बाद'),
        blank: l('reason', 'कारण'),
      },
      {
        id: 'residingSince',
        type: 'date',
        when: isKind('address'),
        label: l('Living at this address since', 'इस पते पर कब से रह रहे हैं'),
        blank: l('since when', 'दिनांक'),
      },
      {
        id: 'annualIncome',
        type: 'rupees',
        min: 0,
        when: isKind('income'),
        label: l('Yearly income from all sources (₹)', 'सभी स्रोतों से सालाना आय (₹)'),
        blank: l('yearly income', 'वार्षिक आय'),
      },
      {
        id: 'incomeSource',
        type: 'text',
        when: isKind('income'),
        label: l('Where the income comes from', 'आय किससे होती है'),
        hint: l('For example: farming, a shop, wages', 'जैसे: खेती, दुकान, मज़दूरी'),
        blank: l('source of income', 'आय का स्रोत'),
      },
      {
        id: 'subject',
        type: 'text',
        when: asksSubject,
        label: l('What the affidavit is about, in a few words', 'शपथ पत्र किस बारे में है, कुछ शब्दों में'),
        hint: l(
          'It heads the affidavit; the facts go in your statements',
          'यह शपथ पत्र के शीर्षक में आता है; तथ्य आपके कथनों में लिखें',
        ),
        blank: l('subject', 'विषय'),
      },
    ],
  },
  {
    id: 'statements',
    title: l('Your statements', 'आपके कथन'),
    questions: [
      {
        id: 'knownStatements',
        type: 'lines',
        label: l('What you know yourself, one statement a line', 'जो आप खुद जानते हैं, हर लाइन में एक कथन'),
        hint: l('Each line becomes a numbered paragraph', 'हर लाइन एक क्रमांक वाली कंडिका बनेगी'),
        blank: l('your statement', 'आपका कथन'),
      },
      {
        id: 'toldStatements',
        type: 'lines',
        optional: true,
        label: l(
          'What you were told by someone else, one a line (optional)',
          'जो आपको किसी और ने बताया, हर लाइन में एक (वैकल्पिक)',
        ),
        hint: l(
          'The verification keeps these apart from what you know yourself',
          'सत्यापन में ये आपकी अपनी जानकारी से अलग रखे जाते हैं',
        ),
        blank: l('information received', 'प्राप्त जानकारी'),
      },
      {
        id: 'toldSource',
        type: 'text',
        when: has('toldStatements'),
        label: l('Who told you, or which record it comes from', 'किसने बताया, या किस अभिलेख से पता चला'),
        hint: l(
          'The grounds of your belief must be stated (CPC, Order XIX rule 3)',
          'विश्वास का आधार बताना ज़रूरी है (सिविल प्रक्रिया संहिता, आदेश 19 नियम 3)',
        ),
        blank: l('source of the information', 'जानकारी का स्रोत'),
      },
    ],
  },
  {
    id: 'signing',
    title: l('Signing', 'हस्ताक्षर'),
    questions: [
      signingPlace,
      {
        ...signingDate,
        optional: true,
        label: l('Day you will affirm it before the notary (optional)', 'नोटरी के सामने प्रतिज्ञान की तारीख (वैकल्पिक)'),
        hint: l('Left empty, a line is printed for that day', 'खाली छोड़ें तो उस दिन के लिए जगह छपेगी'),
        check: (value) =>
          value < todayInIndia()
            ? l(
                'An affidavit is verified on the day it is affirmed: choose today or a later day, or leave it empty.',
                'शपथ पत्र का सत्यापन उसी दिन होता है जिस दिन प्रतिज्ञान होता है: आज या आगे की तारीख चुनें, या खाली छोड़ें।',
              )
            : undefined,
      },
    ],
  },
];
