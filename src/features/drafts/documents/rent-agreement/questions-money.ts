/** The rent, the deposit and leaving, the bills and the stamp. */
import type { Step } from '../../types';
import { l } from '../common';
import { COSTS_BY, hasDeposit, mustRegister, RENT_MODES, WHO_PAYS } from './terms';

export const MONEY_STEPS: readonly Step[] = [
  {
    id: 'rent',
    title: l('Rent', 'किराया'),
    questions: [
      {
        id: 'rent',
        type: 'rupees',
        min: 1,
        label: l('Monthly rent (₹)', 'मासिक किराया (₹)'),
        blank: l('monthly rent', 'मासिक किराया'),
      },
      {
        id: 'dueDay',
        type: 'number',
        min: 1,
        max: 28,
        label: l('Rent is paid in advance by which day of the month?', 'किराया महीने की किस तारीख तक अग्रिम देना है?'),
        hint: l('A day from 1 to 28, so that every month has it', '1 से 28 के बीच, ताकि हर महीने में वह तारीख हो'),
        blank: l('due day', 'देय तारीख'),
      },
      {
        id: 'rentMode',
        type: 'choice',
        label: l('How is the rent paid?', 'किराया कैसे दिया जाएगा?'),
        blank: l('how rent is paid', 'भुगतान का तरीका'),
        choices: RENT_MODES,
      },
      {
        id: 'increasePercent',
        type: 'number',
        optional: true,
        min: 0,
        max: 100,
        label: l('Increase in rent, in per cent (optional)', 'किराये में बढ़ोतरी, प्रतिशत में (वैकल्पिक)'),
        hint: l(
          'On each renewal, and after every 12 months of a longer term',
          'हर नवीनीकरण पर, और लंबी अवधि में हर 12 महीने पूरे होने पर',
        ),
        blank: l('increase', 'वृद्धि'),
      },
    ],
  },
  {
    id: 'deposit',
    title: l('Deposit, notice and leaving', 'जमा राशि, नोटिस और खाली करना'),
    questions: [
      {
        id: 'deposit',
        type: 'rupees',
        min: 0,
        label: l('Security deposit (₹, 0 for none)', 'सुरक्षा जमा राशि (₹, न हो तो 0)'),
        blank: l('security deposit', 'सुरक्षा राशि'),
      },
      {
        id: 'refundDays',
        type: 'number',
        min: 1,
        max: 90,
        when: hasDeposit,
        label: l(
          'Days to return the deposit after the tenant leaves',
          'किरायेदार के खाली करने के बाद जमा राशि लौटाने के दिन',
        ),
        hint: l('30 days is usual', 'आम तौर पर 30 दिन'),
        blank: l('days', 'दिन'),
      },
      {
        id: 'noticeMonths',
        type: 'number',
        min: 1,
        max: 6,
        label: l('Notice to end the agreement, in months', 'किरायानामा समाप्त करने की सूचना, महीनों में'),
        hint: l('One month is usual; it runs after any lock-in', 'आम तौर पर एक महीना; लॉक-इन हो तो उसके बाद'),
        blank: l('notice period', 'सूचना अवधि'),
      },
      {
        id: 'holdOverDaily',
        type: 'rupees',
        optional: true,
        min: 1,
        label: l(
          'Damages a day if the tenant does not leave when bound to (₹, optional)',
          'बाध्य होने पर भी खाली न करने पर प्रतिदिन हर्जाना (₹, वैकल्पिक)',
        ),
        hint: l('Left empty: twice the daily rent', 'खाली छोड़ें तो दैनिक किराये का दोगुना'),
        blank: l('damages a day', 'प्रतिदिन हर्जाना'),
      },
    ],
  },
  {
    id: 'bills',
    title: l('Bills, tax and subletting', 'बिल, कर और शिकमी किरायेदारी'),
    questions: [
      {
        id: 'utilities',
        type: 'choice',
        label: l('Who pays electricity and water by meter?', 'मीटर के अनुसार बिजली और पानी का बिल कौन देगा?'),
        blank: l('who pays the bills', 'बिल कौन देगा'),
        choices: WHO_PAYS,
      },
      {
        id: 'maintenance',
        type: 'choice',
        label: l('Who pays maintenance charges?', 'रखरखाव शुल्क कौन देगा?'),
        blank: l('who pays maintenance', 'रखरखाव कौन देगा'),
        choices: WHO_PAYS,
      },
      {
        id: 'propertyTax',
        type: 'choice',
        label: l('Who pays the property tax?', 'संपत्ति कर कौन देगा?'),
        blank: l('who pays property tax', 'संपत्ति कर कौन देगा'),
        choices: WHO_PAYS,
      },
      {
        id: 'sublet',
        type: 'choice',
        label: l('May the tenant sublet?', 'क्या किरायेदार आगे किसी और को किराये पर दे सकता है?'),
        blank: l('subletting', 'शिकमी किरायेदारी'),
        choices: [
          { value: 'no', label: l('No', 'नहीं') },
          { value: 'consent', label: l('Only with the landlord’s written consent', 'केवल मकान मालिक की लिखित सहमति से') },
        ],
      },
    ],
  },
  {
    id: 'stamp',
    title: l('The stamp', 'स्टाम्प'),
    questions: [
      {
        id: 'costsBy',
        type: 'choice',
        when: mustRegister,
        label: l('Who pays the stamp duty and the registration fee?', 'स्टाम्प शुल्क और पंजीयन शुल्क कौन देगा?'),
        hint: l(
          'The law puts the stamp duty on the tenant unless you agree otherwise',
          'अलग से तय न हो तो कानूनन स्टाम्प शुल्क किरायेदार देता है',
        ),
        blank: l('who pays', 'कौन देगा'),
        choices: COSTS_BY,
      },
      {
        id: 'estampNumber',
        type: 'text',
        optional: true,
        label: l('E-stamp certificate number, if bought (optional)', 'ई-स्टाम्प प्रमाण पत्र क्रमांक, अगर लिया हो (वैकल्पिक)'),
        hint: l('The firm fills it in otherwise', 'न हो तो फ़र्म भरेगी'),
        blank: l('e-stamp certificate No.', 'ई-स्टाम्प प्रमाण पत्र क्रमांक'),
      },
      {
        id: 'estampDate',
        type: 'date',
        optional: true,
        label: l('Its date (optional)', 'उसकी तारीख (वैकल्पिक)'),
        blank: l('e-stamp date', 'ई-स्टाम्प का दिनांक'),
      },
      {
        id: 'estampAmount',
        type: 'rupees',
        optional: true,
        min: 1,
        label: l('Its amount (₹, optional)', 'उसकी राशि (₹, वैकल्पिक)'),
        blank: l('e-stamp amount', 'ई-स्टाम्प की राशि'),
      },
    ],
  },
];
