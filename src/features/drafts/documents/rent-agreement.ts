/**
 * A rent agreement (docs/drafts.md, "Rent agreement"). A term of 12 months
 * or more is a lease that must be registered (register:
 * registration.lease-compulsory); the builder says so and what registration
 * on Sampada 2.0 takes, adds the registration clause and the fee lines.
 */
import { formatRupees } from '@/lib/legal-facts';
import { addDays, addMonths, isIsoDay } from '../dates';
import type { Answers, DraftSpec } from '../types';
import { l, person, signingDate, signingPlace } from './common';

const months = (a: Answers, id: string) => (/^\d+$/.test(a[id]?.trim() ?? '') ? Number(a[id]) : undefined);
/** The register's rule: a lease from year to year or over a year; 12 months or more is treated as one. */
/** Who bears a cost: the same two answers for the bills and the maintenance. */
const WHO_PAYS = [
  { value: 'tenant', label: l('the Tenant', 'किरायेदार') },
  { value: 'landlord', label: l('the Landlord', 'मकान मालिक') },
];

export const mustRegister = (a: Answers) => (months(a, 'termMonths') ?? 0) >= 12;
const monthsText = (n: number, lang: 'en' | 'hi') =>
  lang === 'hi' ? `${n} महीने` : `${n} month${n === 1 ? '' : 's'}`;

export const rentAgreement: DraftSpec = {
  kind: 'rent-agreement',
  version: 1,
  documentType: 'rent_agreement',
  documentPage: '/documents/rent-agreement',
  steps: [
    {
      id: 'landlord',
      title: l('The landlord', 'मकान मालिक'),
      questions: person('landlord', {
        name: l('Landlord’s full name', 'मकान मालिक का पूरा नाम'),
        parent: l('landlord’s father’s or husband’s name', 'मकान मालिक के पिता या पति का नाम'),
        address: l('landlord’s address', 'मकान मालिक का पता'),
      }).map((q) => (q.id === 'landlordName' ? { ...q, hint: l('For two or more owners, write each name joined by “and”', 'दो या अधिक मालिक हों तो सबके नाम “और” से जोड़कर लिखें') } : q)),
    },
    {
      id: 'tenant',
      title: l('The tenant', 'किरायेदार'),
      questions: person('tenant', {
        name: l('Tenant’s full name', 'किरायेदार का पूरा नाम'),
        parent: l('tenant’s father’s or husband’s name', 'किरायेदार के पिता या पति का नाम'),
        address: l('tenant’s permanent address', 'किरायेदार का स्थायी पता'),
      }),
    },
    {
      id: 'premises',
      title: l('The premises', 'किराये का परिसर'),
      questions: [
        {
          id: 'propertyAddress',
          type: 'textarea',
          label: l('Address of the premises let', 'किराये पर दिए जा रहे परिसर का पता'),
          hint: l('Floor, house number, street, area, city', 'मंज़िल, मकान नंबर, गली, मोहल्ला, शहर'),
          blank: l('address of the premises', 'परिसर का पता'),
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
          blank: l('furniture and fittings', 'फ़र्नीचर और सामान'),
        },
      ],
    },
    {
      id: 'term',
      title: l('Start and term', 'शुरुआत और अवधि'),
      questions: [
        { id: 'startDate', type: 'date', label: l('Tenancy starts on', 'किरायेदारी शुरू होने की तारीख'), blank: l('start date', 'शुरू होने की तारीख') },
        {
          id: 'termMonths',
          type: 'number',
          min: 1,
          max: 120,
          label: l('Term in months', 'अवधि (महीनों में)'),
          hint: l('11 months is usual; 12 or more must be registered', 'आम तौर पर 11 महीने; 12 या अधिक हो तो पंजीयन ज़रूरी है'),
          blank: l('term', 'अवधि'),
        },
        {
          id: 'lockInMonths',
          type: 'number',
          optional: true,
          min: 0,
          max: 120,
          label: l('Lock-in in months (optional)', 'लॉक-इन अवधि, महीनों में (वैकल्पिक)'),
          hint: l('Months in which neither side may end the agreement', 'इतने महीने कोई भी पक्ष अनुबंध खत्म नहीं कर सकता'),
          blank: l('lock-in', 'लॉक-इन अवधि'),
          check: (value, a) => {
            const term = months(a, 'termMonths');
            return term !== undefined && Number(value) > term
              ? l('The lock-in cannot be longer than the term.', 'लॉक-इन अवधि कुल अवधि से लंबी नहीं हो सकती।')
              : undefined;
          },
        },
      ],
    },
    {
      id: 'rent',
      title: l('Rent', 'किराया'),
      questions: [
        { id: 'rent', type: 'rupees', min: 1, label: l('Monthly rent (₹)', 'मासिक किराया (₹)'), blank: l('monthly rent', 'मासिक किराया') },
        {
          id: 'dueDay',
          type: 'number',
          min: 1,
          max: 28,
          label: l('Rent is due by which day of the month?', 'किराया महीने की किस तारीख तक देना है?'),
          hint: l('A day from 1 to 28, so that every month has it', '1 से 28 के बीच, ताकि हर महीने में वह तारीख हो'),
          blank: l('due day', 'तारीख'),
        },
        {
          id: 'increasePercent',
          type: 'number',
          optional: true,
          min: 0,
          max: 100,
          label: l('Yearly increase on renewal, in per cent (optional)', 'नवीनीकरण पर सालाना बढ़ोतरी, प्रतिशत में (वैकल्पिक)'),
          blank: l('increase', 'बढ़ोतरी'),
        },
      ],
    },
    {
      id: 'deposit',
      title: l('Deposit and notice', 'जमा राशि और नोटिस'),
      questions: [
        { id: 'deposit', type: 'rupees', min: 0, label: l('Security deposit (₹)', 'सुरक्षा जमा राशि (₹)'), blank: l('security deposit', 'सुरक्षा जमा राशि') },
        {
          id: 'noticeMonths',
          type: 'number',
          min: 1,
          max: 6,
          label: l('Notice to end the agreement, in months', 'अनुबंध खत्म करने का नोटिस, महीनों में'),
          hint: l('One month is usual', 'आम तौर पर एक महीना'),
          blank: l('notice period', 'नोटिस अवधि'),
        },
      ],
    },
    {
      id: 'bills',
      title: l('Bills and subletting', 'बिल और शिकमी किरायेदारी'),
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
    { id: 'signing', title: l('Signing', 'हस्ताक्षर'), questions: [signingPlace, signingDate] },
  ],
  notices: [
    {
      id: 'register',
      tone: 'warning',
      when: mustRegister,
      text: (_a, lang) =>
        lang === 'hi'
          ? '12 महीने या उससे अधिक की अवधि होने से यह पट्टा है, जिसका पंजीयन ज़रूरी है (रजिस्ट्रीकरण अधिनियम, 1908, धारा 17(1)(घ))। संपदा 2.0 पर पंजीयन के लिए: मसौदा संपदा 2.0 पर दर्ज होता है (आप या लाइसेंसधारी सेवा प्रदाता करते हैं), स्टाम्प शुल्क और पंजीयन शुल्क ई-स्टाम्प से ऑनलाइन जमा होते हैं, उप पंजीयक के यहाँ स्लॉट बुक करते हैं, और वहाँ दोनों पक्ष आधार ई-केवाईसी और फ़ोटो से अपनी पहचान पुष्ट करते हैं; गवाहों की ज़रूरत नहीं। हस्ताक्षर के चार महीने के भीतर पंजीयन के लिए पेश करें। बिना पंजीयन के यह पट्टा अदालत में साबित करने के काम नहीं आता।'
          : 'A term of 12 months or more makes this a lease that must be registered (Registration Act, 1908, s.17(1)(d)). Registration on Sampada 2.0 takes: the draft entered on Sampada 2.0 (by you or a licensed service provider), stamp duty and registration fee paid online as an e-stamp, a slot booked with the Sub-Registrar, and both parties confirming who they are there with Aadhaar e-KYC and a photo; no witnesses are needed. Present it within four months of signing. Unregistered, it cannot be used in court to prove the lease.',
    },
  ],
  derive: (a, lang) => {
    const term = months(a, 'termMonths');
    const lockIn = months(a, 'lockInMonths');
    const notice = months(a, 'noticeMonths');
    const start = a.startDate?.trim();
    const end = term && start && isIsoDay(start) ? addDays(addMonths(start, term), -1) : undefined;
    return {
      termText: term ? monthsText(term, lang) : undefined,
      endDate: end && new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${end}T00:00:00Z`)),
      lockInText: lockIn ? monthsText(lockIn, lang) : undefined,
      noticeText: notice ? monthsText(notice, lang) : undefined,
      increaseText: a.increasePercent?.trim() ? `${Number(a.increasePercent)}%` : undefined,
      depositText: a.deposit?.trim() ? formatRupees(Number(a.deposit), lang) : undefined,
    };
  },
  derivedBlanks: {
    termText: l('term', 'अवधि'),
    endDate: l('end date', 'खत्म होने की तारीख'),
    lockInText: l('lock-in', 'लॉक-इन अवधि'),
    noticeText: l('notice period', 'नोटिस अवधि'),
    increaseText: l('increase', 'बढ़ोतरी'),
    depositText: l('security deposit', 'सुरक्षा जमा राशि'),
  },
  clauses: [
    { id: 'title', role: 'title', text: l('RENT AGREEMENT', 'किरायानामा') },
    {
      id: 'parties',
      text: l(
        'This rent agreement is made at {place} on {signDate} between {landlordName}, son/daughter/wife of {landlordParent}, residing at {landlordAddress} (the “Landlord”), and {tenantName}, son/daughter/wife of {tenantParent}, permanently residing at {tenantAddress} (the “Tenant”).',
        'यह किरायानामा {place} में {signDate} को {landlordName}, पुत्र/पुत्री/पत्नी {landlordParent}, निवासी {landlordAddress} (आगे “मकान मालिक”), और {tenantName}, पुत्र/पुत्री/पत्नी {tenantParent}, स्थायी निवासी {tenantAddress} (आगे “किरायेदार”) के बीच किया गया।',
      ),
    },
    {
      id: 'premises',
      numbered: true,
      text: l(
        'The Landlord lets to the Tenant the premises at {propertyAddress} (the “Premises”), to be used for {use} purposes only.',
        'मकान मालिक, किरायेदार को {propertyAddress} स्थित परिसर (आगे “परिसर”) केवल {use} उपयोग के लिए किराये पर देता है।',
      ),
    },
    {
      id: 'term',
      numbered: true,
      text: l(
        'The tenancy is for {termText}, from {startDate} to {endDate}.',
        'किरायेदारी {termText} के लिए है, {startDate} से {endDate} तक।',
      ),
    },
    {
      id: 'rent',
      numbered: true,
      text: l(
        'The Tenant shall pay a monthly rent of {rent} on or before day {dueDay} of each month.',
        'किरायेदार हर महीने की {dueDay} तारीख तक {rent} मासिक किराया देगा।',
      ),
    },
    {
      id: 'increase',
      numbered: true,
      when: (a) => Boolean(a.increasePercent?.trim()) && Number(a.increasePercent) > 0,
      text: l(
        'If the tenancy is renewed, the rent shall increase by {increaseText} at the end of each year.',
        'किरायेदारी का नवीनीकरण होने पर हर साल के अंत में किराया {increaseText} बढ़ेगा।',
      ),
    },
    {
      id: 'deposit',
      numbered: true,
      text: l(
        'The Tenant has paid the Landlord {depositText} as a security deposit, which carries no interest. The Landlord shall return it when the Tenant hands over the Premises, less any unpaid rent or bills and the cost of damage beyond normal wear and tear.',
        'किरायेदार ने मकान मालिक को {depositText} सुरक्षा जमा राशि दी है, जिस पर कोई ब्याज नहीं मिलेगा। परिसर सौंपने पर मकान मालिक यह राशि लौटाएगा, बकाया किराया या बिल और सामान्य टूट-फूट से अधिक नुकसान की लागत काटकर।',
      ),
    },
    {
      id: 'bills',
      numbered: true,
      text: l(
        'Electricity and water charges by meter shall be paid by {utilities}; maintenance charges shall be paid by {maintenance}.',
        'मीटर के अनुसार बिजली और पानी का बिल {utilities} देगा; रखरखाव शुल्क {maintenance} देगा।',
      ),
    },
    {
      id: 'sublet-no',
      numbered: true,
      when: (a) => a.sublet !== 'consent',
      text: l(
        'The Tenant shall not sublet the Premises or any part of them, nor part with their possession.',
        'किरायेदार परिसर या उसका कोई भाग आगे किराये पर नहीं देगा, न उसका कब्ज़ा किसी और को देगा।',
      ),
    },
    {
      id: 'sublet-consent',
      numbered: true,
      when: (a) => a.sublet === 'consent',
      text: l(
        'The Tenant may sublet the Premises or a part of them only with the Landlord’s prior written consent.',
        'किरायेदार मकान मालिक की पहले से दी गई लिखित सहमति से ही परिसर या उसका कोई भाग आगे किराये पर दे सकता है।',
      ),
    },
    {
      id: 'lock-in',
      numbered: true,
      when: (a) => Number(a.lockInMonths) > 0,
      text: l(
        'Neither party shall end this agreement during its first {lockInText} (the lock-in), except for a breach of its terms.',
        'शुरुआती {lockInText} (लॉक-इन अवधि) में कोई भी पक्ष यह अनुबंध खत्म नहीं करेगा, जब तक इसकी शर्तें तोड़ी न जाएँ।',
      ),
    },
    {
      id: 'notice',
      numbered: true,
      text: l(
        'Either party may end this agreement by giving the other {noticeText} notice in writing.',
        'कोई भी पक्ष दूसरे को {noticeText} का लिखित नोटिस देकर यह अनुबंध खत्म कर सकता है।',
      ),
    },
    {
      id: 'furniture',
      numbered: true,
      when: (a) => Boolean(a.furniture?.trim()),
      text: l(
        'The Landlord has provided these furniture and fittings, which the Tenant shall return in the same condition, normal wear and tear excepted: {furniture}.',
        'मकान मालिक ने यह फ़र्नीचर और सामान दिया है, जिसे किरायेदार सामान्य टूट-फूट छोड़कर उसी हालत में लौटाएगा: {furniture}।',
      ),
    },
    {
      id: 'care',
      numbered: true,
      text: l(
        'The Tenant shall keep the Premises clean and in good condition and make minor repairs; structural repairs are the Landlord’s. The Landlord may inspect the Premises at a reasonable time after telling the Tenant beforehand.',
        'किरायेदार परिसर को साफ़ और अच्छी हालत में रखेगा और छोटी मरम्मत कराएगा; ढाँचे की मरम्मत मकान मालिक की ज़िम्मेदारी है। मकान मालिक पहले बताकर उचित समय पर परिसर देख सकता है।',
      ),
    },
    {
      id: 'vacate',
      numbered: true,
      text: l(
        'When the tenancy ends, the Tenant shall hand over vacant possession of the Premises to the Landlord.',
        'किरायेदारी खत्म होने पर किरायेदार परिसर का खाली कब्ज़ा मकान मालिक को सौंपेगा।',
      ),
    },
    {
      id: 'registration',
      numbered: true,
      when: mustRegister,
      text: l(
        'This agreement, being for a term of {termText}, shall be stamped and presented for registration under the Registration Act, 1908, and the parties shall appear before the Sub-Registrar for it.',
        'यह अनुबंध {termText} की अवधि का होने से इस पर स्टाम्प लगाकर इसे रजिस्ट्रीकरण अधिनियम, 1908 के तहत पंजीयन के लिए पेश किया जाएगा, और इसके लिए दोनों पक्ष उप पंजीयक के सामने उपस्थित होंगे।',
      ),
    },
    {
      id: 'witness',
      text: l(
        'In witness, the parties have signed this agreement at the place and on the date first written above.',
        'इसके साक्ष्य में दोनों पक्षों ने ऊपर लिखे स्थान और तारीख पर इस अनुबंध पर हस्ताक्षर किए।',
      ),
    },
  ],
  fees: [
    { id: 'stamp', label: l('Stamp duty', 'स्टाम्प शुल्क'), unknown: 'mp.stamp.lease' },
    { id: 'registration', label: l('Registration fee', 'पंजीयन शुल्क'), unknown: 'mp.registration-fee.lease', when: mustRegister },
    {
      id: 'notary',
      label: l('Notarisation (usual for an agreement not registered)', 'नोटरी (बिना पंजीयन वाले अनुबंध में आम तौर पर)'),
      unknown: 'notary.fee',
      when: (a) => !mustRegister(a),
    },
    { id: 'firm', label: l('The firm’s fee', 'फ़र्म की फ़ीस'), firm: true },
  ],
  print: {
    stampSpace: true,
    signatures: [l('Landlord', 'मकान मालिक'), l('Tenant', 'किरायेदार')],
    witnesses: 2,
    attestation: false,
  },
};
