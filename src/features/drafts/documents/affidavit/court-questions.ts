/** A court affidavit's questions: the court and the case, the parties and the deponent's place in it. */
import type { Localized } from '@/i18n/lang';
import type { Step } from '../../types';
import { l } from '../common';
import { CASE_KINDS, COURTS, DEPONENT_PLACES, forCourt } from './court';

const inCourt = (id: string, label: Localized, blank: Localized, more: { hint?: Localized; optional?: boolean } = {}) =>
  ({ id, type: 'text', when: forCourt, label, blank, ...more }) as const;

export const COURT_STEPS: readonly Step[] = [
  {
    id: 'court',
    title: l('The court and the case', 'अदालत और मामला'),
    questions: [
      {
        id: 'court',
        type: 'choice',
        when: forCourt,
        label: l('The court', 'न्यायालय'),
        blank: l('court', 'न्यायालय'),
        choices: COURTS,
      },
      inCourt('courtPlace', l('Where the court sits', 'न्यायालय कहाँ है'), l('place', 'स्थान'), {
        hint: l('For example: Satna', 'जैसे: सतना'),
      }),
      inCourt(
        'caseNumber',
        l('Case number, if given (optional)', 'प्रकरण क्रमांक, अगर मिला हो (वैकल्पिक)'),
        l('case No.', 'प्रकरण क्रमांक'),
        {
          optional: true,
          hint: l('Left empty, a line is printed for it', 'खाली छोड़ें तो उसके लिए जगह छपेगी'),
        },
      ),
      inCourt(
        'supports',
        l('What it supports (optional)', 'यह किसके समर्थन में है (वैकल्पिक)'),
        l('what it supports', 'किसके समर्थन में'),
        {
          optional: true,
          hint: l(
            'For example: the application under Order 39 rules 1 and 2 of the Code of Civil Procedure, 1908',
            'जैसे: सिविल प्रक्रिया संहिता, 1908 के आदेश 39 नियम 1 एवं 2 के अंतर्गत प्रस्तुत आवेदन',
          ),
        },
      ),
    ],
  },
  {
    id: 'parties',
    title: l('The parties', 'पक्षकार'),
    questions: [
      {
        id: 'caseKind',
        type: 'choice',
        when: forCourt,
        label: l('Kind of case', 'मामले का प्रकार'),
        blank: l('kind of case', 'मामले का प्रकार'),
        choices: CASE_KINDS,
      },
      {
        id: 'firstParty',
        type: 'lines',
        when: forCourt,
        label: l('The side that filed: each name on a line', 'मामला दायर करने वाला पक्ष: हर लाइन में एक नाम'),
        blank: l('first party', 'प्रथम पक्ष'),
      },
      {
        id: 'secondParty',
        type: 'lines',
        when: forCourt,
        label: l('The other side: each name on a line', 'दूसरा पक्ष: हर लाइन में एक नाम'),
        blank: l('other party', 'द्वितीय पक्ष'),
      },
    ],
  },
  {
    id: 'capacity',
    title: l('You in the case', 'मामले में आप'),
    questions: [
      {
        id: 'deponentPlace',
        type: 'choice',
        when: forCourt,
        label: l('Who are you in the case?', 'मामले में आप कौन हैं?'),
        blank: l('your place in the case', 'प्रकरण में आपकी स्थिति'),
        choices: DEPONENT_PLACES,
      },
      {
        id: 'deponentCapacity',
        type: 'text',
        when: (a) => forCourt(a) && a.deponentPlace === 'other',
        label: l('Who you are, for which party', 'आप कौन हैं, किस पक्ष की ओर से'),
        hint: l('For example: the father and next friend of the plaintiff', 'जैसे: वादी का पिता एवं वाद-मित्र'),
        blank: l('your place in the case', 'प्रकरण में आपकी स्थिति'),
      },
    ],
  },
];
