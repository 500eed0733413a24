/** The premises and the term; a lease to be registered adds the schedule that identifies the premises (Registration Act, s.21). */
import type { Localized } from '@/i18n/lang';
import type { Question, Step } from '../../types';
import { l, whole } from '../common';
import { mustRegister } from './terms';

/** A short line of the schedule, asked only for a lease to be registered (Registration Act, s.21). */
const scheduleLine = (id: string, label: Localized, blank: Localized, hint?: Localized): Question => ({
  id,
  type: 'text',
  when: mustRegister,
  label,
  blank,
  ...(hint ? { hint } : {}),
});

const boundary = (id: string, side: Localized, blank: Localized) =>
  scheduleLine(id, side, blank, l('A road, a named person’s house, open land…', 'सड़क, किसी का मकान, खुली भूमि…'));

export const PREMISES_STEPS: readonly Step[] = [
  {
    id: 'premises',
    title: l('The premises', 'किराये का परिसर'),
    questions: [
      {
        id: 'propertyAddress',
        type: 'textarea',
        label: l('The premises let, and their address', 'किराये पर दिया जा रहा परिसर और उसका पता'),
        hint: l(
          'Floor, house number, street, area, city: e.g. Two rooms on the first floor, 45 Kotar Road, Satna',
          'तल, मकान नंबर, गली, मोहल्ला, शहर: जैसे प्रथम तल पर दो कमरे, 45 कोठार रोड, सतना',
        ),
        blank: l('the premises and their address', 'परिसर एवं उसका पता'),
      },
      {
        id: 'premisesDistrict',
        type: 'text',
        label: l('District in which the premises are', 'परिसर किस ज़िले में है'),
        hint: l('Its courts decide any dispute. For example: Satna', 'विवाद होने पर वहीं की अदालतें तय करती हैं। जैसे: सतना'),
        blank: l('district', 'ज़िला'),
      },
      {
        id: 'use',
        type: 'choice',
        label: l('What will it be used for?', 'इसका उपयोग किसके लिए होगा?'),
        blank: l('residential or commercial', 'आवासीय या व्यावसायिक'),
        choices: [
          { value: 'residential', label: l('residential', 'आवासीय') },
          { value: 'commercial', label: l('commercial', 'व्यावसायिक') },
        ],
      },
      {
        id: 'furniture',
        type: 'lines',
        optional: true,
        label: l('Furniture and fittings provided (optional)', 'दिया गया फ़र्नीचर और सामान (वैकल्पिक)'),
        hint: l('One item a line, e.g. 2 fans, 1 bed', 'हर लाइन में एक चीज़, जैसे 2 पंखे, 1 पलंग'),
        blank: l('furniture and fittings', 'फ़र्नीचर एवं सामान'),
      },
    ],
  },
  {
    id: 'term',
    title: l('Start and term', 'शुरुआत और अवधि'),
    questions: [
      {
        id: 'startDate',
        type: 'date',
        label: l('Tenancy starts on', 'किरायेदारी शुरू होने की तारीख'),
        blank: l('start date', 'प्रारंभ का दिनांक'),
      },
      {
        id: 'termMonths',
        type: 'number',
        min: 1,
        max: 120,
        label: l('Term in months', 'अवधि (महीनों में)'),
        hint: l(
          '11 months is usual; more than 12 must be registered',
          'आम तौर पर 11 महीने; 12 से अधिक हो तो पंजीयन ज़रूरी है',
        ),
        blank: l('term', 'अवधि'),
      },
      {
        id: 'lockInMonths',
        type: 'number',
        optional: true,
        min: 0,
        max: 120,
        label: l('Lock-in in months (optional)', 'लॉक-इन अवधि, महीनों में (वैकल्पिक)'),
        hint: l(
          'Months in which neither side may end the agreement',
          'इतने महीने कोई भी पक्ष किरायानामा समाप्त नहीं कर सकता',
        ),
        blank: l('lock-in', 'लॉक-इन अवधि'),
        check: (value, a) => {
          const term = whole(a, 'termMonths');
          return term !== undefined && Number(value) > term
            ? l('The lock-in cannot be longer than the term.', 'लॉक-इन अवधि कुल अवधि से लंबी नहीं हो सकती।')
            : undefined;
        },
      },
    ],
  },
  {
    id: 'schedule',
    title: l('The premises, for registration', 'पंजीयन के लिए परिसर का विवरण'),
    questions: [
      scheduleLine(
        'houseNumber',
        l('Municipal or house number', 'नगर निगम या मकान क्रमांक'),
        l('municipal or house No.', 'नगर निगम / मकान क्रमांक'),
        l('As on the property tax receipt', 'जैसा संपत्ति कर की रसीद में लिखा है'),
      ),
      scheduleLine('wardNumber', l('Ward number', 'वार्ड क्रमांक'), l('ward No.', 'वार्ड क्रमांक')),
      scheduleLine(
        'premisesArea',
        l('Area of the premises let, with its unit', 'किराये पर दिए जा रहे परिसर का क्षेत्रफल, इकाई सहित'),
        l('area', 'क्षेत्रफल'),
        l('For example: 250 sq. ft.', 'जैसे: 250 वर्ग फ़ुट'),
      ),
    ],
  },
  {
    id: 'boundaries',
    title: l('What lies on each side', 'चारों ओर क्या है (चतुर्सीमा)'),
    questions: [
      boundary('boundaryNorth', l('To the north', 'उत्तर में'), l('north', 'उत्तर')),
      boundary('boundarySouth', l('To the south', 'दक्षिण में'), l('south', 'दक्षिण')),
      boundary('boundaryEast', l('To the east', 'पूर्व में'), l('east', 'पूर्व')),
      boundary('boundaryWest', l('To the west', 'पश्चिम में'), l('west', 'पश्चिम')),
    ],
  },
];
