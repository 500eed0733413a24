/**
 * A rent agreement (docs/drafts.md, "Rent agreement"). A term exceeding one
 * year is a lease that must be registered (register:
 * registration.lease-compulsory): from 13 months the builder says so and
 * what registration on Sampada 2.0 takes, and adds the registration clause
 * and the fee lines. A clause that does not apply (no deposit, no lock-in,
 * no increase) is left out, not filled with nothing.
 */
import type { Lang } from '@/i18n/lang';
import { formatDay } from '@/business/legal-facts';
import { dayOf, termEnd } from '../dates';
import type { Answers, DraftSpec } from '../types';
import { rupeesInFull } from '../words';
import { l, monthsText, person, relationText, signingDate, signingPlace, whole } from './common';

/** Who bears a cost: the same two answers for the bills, the maintenance and the property tax. */
const WHO_PAYS = [
  { value: 'tenant', label: l('the Tenant', 'किरायेदार') },
  { value: 'landlord', label: l('the Landlord', 'मकान मालिक') },
];

const RENT_MODES = [
  {
    value: 'bank',
    label: l('Bank transfer or UPI', 'बैंक अंतरण या यूपीआई'),
    clause: l('by bank transfer or UPI', 'बैंक अंतरण या यूपीआई द्वारा'),
  },
  { value: 'cheque', label: l('Cheque', 'चेक'), clause: l('by cheque', 'चेक द्वारा') },
  {
    value: 'cash',
    label: l('Cash, against a receipt', 'नकद, रसीद लेकर'),
    clause: l('in cash, against the Landlord’s receipt', 'नकद रूप में, मकान मालिक की रसीद के विरुद्ध,'),
  },
] as const;

/** The register's rule: a lease for a term exceeding one year is registered; 12 months is not more than a year. */
export const mustRegister = (a: Answers) => (whole(a, 'termMonths') ?? 0) > 12;
const hasDeposit = (a: Answers) => (whole(a, 'deposit') ?? 0) > 0;
const hasLockIn = (a: Answers) => (whole(a, 'lockInMonths') ?? 0) > 0;

const landlord = person('landlord', {
  name: l('Landlord’s full name', 'मकान मालिक का पूरा नाम'),
  relation: l('son, daughter or wife of', 'आत्मज, आत्मजा या पत्नी'),
  parent: l('landlord’s father’s or husband’s name', 'मकान मालिक के पिता या पति का नाम'),
  age: l('landlord’s age', 'मकान मालिक की आयु'),
  address: l('landlord’s address', 'मकान मालिक का पता'),
});
const tenant = person('tenant', {
  name: l('Tenant’s full name', 'किरायेदार का पूरा नाम'),
  relation: l('son, daughter or wife of', 'आत्मज, आत्मजा या पत्नी'),
  parent: l('tenant’s father’s or husband’s name', 'किरायेदार के पिता या पति का नाम'),
  age: l('tenant’s age', 'किरायेदार की आयु'),
  address: l('tenant’s permanent address', 'किरायेदार का स्थायी पता'),
});

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const dayText = (a: Answers, id: string, lang: Lang) => {
  const day = dayOf(a[id]);
  return day && formatDay(day, lang);
};

const rentAgreement: DraftSpec = {
  kind: 'rent-agreement',
  version: 2,
  documentType: 'rent_agreement',
  documentPage: '/documents/rent-agreement',
  steps: [
    {
      id: 'landlord',
      title: l('The landlord', 'मकान मालिक'),
      questions: landlord.names.map((q) =>
        q.id === 'landlordName'
          ? {
              ...q,
              hint: l(
                'For two or more owners, write each name joined by “and”',
                'दो या अधिक मालिक हों तो सबके नाम “और” से जोड़कर लिखें',
              ),
            }
          : q,
      ),
    },
    {
      id: 'landlord-details',
      title: l('The landlord’s age and address', 'मकान मालिक की आयु और पता'),
      questions: landlord.details,
    },
    { id: 'tenant', title: l('The tenant', 'किरायेदार'), questions: tenant.names },
    {
      id: 'tenant-details',
      title: l('The tenant’s age and address', 'किरायेदार की आयु और पता'),
      questions: tenant.details,
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
      title: l('Deposit and notice', 'जमा राशि और नोटिस'),
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
            {
              value: 'consent',
              label: l('Only with the landlord’s written consent', 'केवल मकान मालिक की लिखित सहमति से'),
            },
          ],
        },
      ],
    },
    {
      id: 'stamp',
      title: l('The e-stamp', 'ई-स्टाम्प'),
      questions: [
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
    { id: 'signing', title: l('Signing', 'हस्ताक्षर'), questions: [signingPlace, signingDate] },
  ],
  notices: [
    {
      id: 'register',
      tone: 'warning',
      when: mustRegister,
      text: (_a, lang) =>
        lang === 'hi'
          ? 'एक वर्ष से अधिक की अवधि का होने से यह पट्टा है, जिसका पंजीयन ज़रूरी है (रजिस्ट्रीकरण अधिनियम, 1908, धारा 17(1)(घ))। संपदा 2.0 पर: मसौदा संपदा 2.0 पर दर्ज होता है (आप या लाइसेंसधारी सेवा प्रदाता करते हैं), स्टाम्प शुल्क ई-स्टाम्प से और पंजीयन शुल्क ऑनलाइन जमा होता है, और दोनों पक्ष आधार ई-केवाईसी से अपनी पहचान पुष्ट करते हैं; पट्टे जैसे कई दस्तावेज़ों का पंजीयन उप पंजीयक कार्यालय गए बिना भी हो सकता है, बाकी के लिए स्लॉट बुक कर वहाँ जाना होता है; गवाहों की ज़रूरत नहीं। हस्ताक्षर के चार महीने के भीतर पंजीयन के लिए प्रस्तुत करें। बिना पंजीयन के यह पट्टा अदालत में साबित करने के काम नहीं आता।'
          : 'A term exceeding one year makes this a lease that must be registered (Registration Act, 1908, s.17(1)(d)). On Sampada 2.0: the draft is entered on Sampada 2.0 (by you or a licensed service provider), the stamp duty is paid as an e-stamp and the registration fee online, and both parties confirm who they are with Aadhaar e-KYC; many documents, leases among them, can be registered without visiting the Sub-Registrar’s office, others at a booked slot there; no witnesses are needed. Present it for registration within four months of signing. Unregistered, it cannot be used in court to prove the lease.',
    },
    {
      id: 'twelve-months',
      tone: 'info',
      when: (a) => whole(a, 'termMonths') === 12,
      text: (_a, lang) =>
        lang === 'hi'
          ? '12 महीने की अवधि एक वर्ष से अधिक नहीं है, इसलिए इसका पंजीयन अनिवार्य नहीं (धारा 17(1)(घ) एक वर्ष से अधिक की अवधि के पट्टे की बात करती है); 13 महीने या अधिक हो तो अनिवार्य है।'
          : 'A term of 12 months does not exceed one year, so registration is not compulsory (s.17(1)(d) covers a term exceeding one year); from 13 months it is.',
    },
  ],
  derive: (a, lang) => {
    const term = whole(a, 'termMonths');
    const lockIn = whole(a, 'lockInMonths');
    const notice = whole(a, 'noticeMonths');
    const start = dayOf(a.startDate);
    const deposit = whole(a, 'deposit');
    const due = whole(a, 'dueDay');
    return {
      landlordRel: relationText(a, 'landlordRelation', lang),
      tenantRel: relationText(a, 'tenantRelation', lang),
      termText: term ? monthsText(term, lang) : undefined,
      endDate: term && start ? formatDay(termEnd(start, term), lang) : undefined,
      lockInText: lockIn ? monthsText(lockIn, lang) : undefined,
      noticeText: notice ? monthsText(notice, lang) : undefined,
      increaseText: a.increasePercent?.trim() ? `${Number(a.increasePercent)}%` : undefined,
      increaseWhen:
        term && term > 12
          ? lang === 'hi'
            ? 'किरायेदारी के प्रत्येक 12 माह पूर्ण होने पर तथा प्रत्येक नवीनीकरण पर'
            : 'on the completion of every twelve months of the tenancy and on each renewal'
          : lang === 'hi'
            ? 'इस किरायानामे के प्रत्येक नवीनीकरण पर'
            : 'on each renewal of this agreement',
      depositText: deposit ? rupeesInFull(deposit, lang) : undefined,
      evenInLockIn: lockIn ? (lang === 'hi' ? ', भले ही लॉक-इन अवधि शेष हो' : ', even during the lock-in') : '',
      dueDayText: due ? (lang === 'hi' ? `${due} तारीख` : `${ordinal(due)} day`) : undefined,
      rentModeText: RENT_MODES.find((m) => m.value === a.rentMode)?.clause[lang],
      estampDateText: dayText(a, 'estampDate', lang),
    };
  },
  derivedBlanks: {
    landlordRel: l('son, daughter or wife of', 'आत्मज, आत्मजा या पत्नी'),
    tenantRel: l('son, daughter or wife of', 'आत्मज, आत्मजा या पत्नी'),
    termText: l('term', 'अवधि'),
    endDate: l('end date', 'समाप्ति का दिनांक'),
    noticeText: l('notice period', 'सूचना अवधि'),
    dueDayText: l('due day', 'देय तारीख'),
    rentModeText: l('how rent is paid', 'भुगतान का तरीका'),
    estampDateText: l('e-stamp date', 'ई-स्टाम्प का दिनांक'),
  },
  clauses: [
    { id: 'title', role: 'title', text: l('RENT AGREEMENT', 'किरायानामा') },
    {
      id: 'stamp',
      text: l(
        'Executed on e-stamp certificate No. {estampNumber} dated {estampDateText} for {estampAmount}.',
        'यह किरायानामा ई-स्टाम्प प्रमाण पत्र क्रमांक {estampNumber}, दिनांक {estampDateText}, राशि {estampAmount} पर निष्पादित किया जा रहा है।',
      ),
    },
    {
      id: 'made',
      text: l(
        'This rent agreement is made at {place} on {signDate} between:',
        'यह किरायानामा आज दिनांक {signDate} को {place} में निम्नलिखित पक्षों के मध्य निष्पादित किया गया:',
      ),
    },
    {
      id: 'landlord',
      text: l(
        '{landlordName}, {landlordRel} {landlordParent}, aged {landlordAge} years, residing at {landlordAddress} (hereinafter called the “Landlord”), of the first part;',
        '{landlordName} {landlordRel} {landlordParent}, आयु {landlordAge} वर्ष, निवासी {landlordAddress} (जिसे आगे ‘मकान मालिक’ कहा गया है) — प्रथम पक्ष;',
      ),
    },
    { id: 'and', text: l('and', 'एवं') },
    {
      id: 'tenant',
      text: l(
        '{tenantName}, {tenantRel} {tenantParent}, aged {tenantAge} years, permanently residing at {tenantAddress} (hereinafter called the “Tenant”), of the second part.',
        '{tenantName} {tenantRel} {tenantParent}, आयु {tenantAge} वर्ष, स्थायी निवासी {tenantAddress} (जिसे आगे ‘किरायेदार’ कहा गया है) — द्वितीय पक्ष।',
      ),
    },
    { id: 'agreed', text: l('The parties agree as follows:', 'दोनों पक्षों के मध्य निम्नानुसार तय हुआ:') },
    {
      id: 'title-of-landlord',
      numbered: true,
      text: l(
        'That the Landlord is the owner in possession of the premises at {propertyAddress} (hereinafter called the “Premises”) and is entitled to let them.',
        'यह कि मकान मालिक {propertyAddress} स्थित परिसर (जिसे आगे ‘उक्त परिसर’ कहा गया है) का स्वामी एवं आधिपत्यधारी है तथा उसे किराये पर देने का अधिकारी है।',
      ),
    },
    {
      id: 'letting',
      numbered: true,
      text: l(
        'That the Landlord lets the Premises to the Tenant for {use} use only.',
        'यह कि मकान मालिक उक्त परिसर किरायेदार को केवल {use} उपयोग के लिए किराये पर देता है।',
      ),
    },
    {
      id: 'term',
      numbered: true,
      text: l(
        'That the tenancy is for {termText}, beginning on {startDate} and ending on {endDate}.',
        'यह कि किरायेदारी की अवधि {termText} होगी, जो दिनांक {startDate} से प्रारंभ होकर दिनांक {endDate} को समाप्त होगी।',
      ),
    },
    {
      id: 'rent',
      numbered: true,
      text: l(
        'That the Tenant shall pay the Landlord a monthly rent of {rent}, in advance, by the {dueDayText} of each month, {rentModeText}.',
        'यह कि किरायेदार मकान मालिक को {rent} मासिक किराया, प्रत्येक माह की {dueDayText} तक अग्रिम रूप से, {rentModeText} अदा करेगा।',
      ),
    },
    {
      id: 'increase',
      numbered: true,
      when: (a) => (whole(a, 'increasePercent') ?? 0) > 0,
      text: l(
        'That the rent shall increase by {increaseText} {increaseWhen}.',
        'यह कि {increaseWhen} किराये में {increaseText} की वृद्धि होगी।',
      ),
    },
    {
      id: 'deposit',
      numbered: true,
      when: hasDeposit,
      text: l(
        'That the Tenant has paid the Landlord {depositText} as a security deposit, which carries no interest. The Landlord shall return it within {refundDays} days of the Tenant handing over vacant possession of the Premises, after deducting any rent or charges due and the cost of repairing damage beyond normal wear and tear.',
        'यह कि किरायेदार ने मकान मालिक को {depositText} सुरक्षा राशि के रूप में जमा किए हैं, जिस पर कोई ब्याज देय नहीं होगा। किरायेदार द्वारा उक्त परिसर का रिक्त कब्ज़ा सौंपने के {refundDays} दिन के भीतर मकान मालिक यह राशि, बकाया किराया या अन्य देय राशि तथा सामान्य टूट-फूट से अधिक क्षति की मरम्मत का व्यय काटकर, लौटाएगा।',
      ),
    },
    {
      id: 'bills',
      numbered: true,
      text: l(
        'That electricity and water charges by meter shall be paid by {utilities}, maintenance charges by {maintenance}, and the property tax on the Premises by {propertyTax}.',
        'यह कि मीटर के अनुसार बिजली एवं पानी का शुल्क {utilities}, रखरखाव शुल्क {maintenance} तथा उक्त परिसर का संपत्ति कर {propertyTax} अदा करेगा।',
      ),
    },
    {
      id: 'sublet-no',
      numbered: true,
      when: (a) => a.sublet !== 'consent',
      text: l(
        'That the Tenant shall not sublet the Premises or any part of them, nor part with their possession.',
        'यह कि किरायेदार उक्त परिसर या उसका कोई भाग शिकमी किरायेदारी पर नहीं देगा, न ही उसका कब्ज़ा किसी अन्य को सौंपेगा।',
      ),
    },
    {
      id: 'sublet-consent',
      numbered: true,
      when: (a) => a.sublet === 'consent',
      text: l(
        'That the Tenant may sublet the Premises or a part of them only with the Landlord’s prior written consent.',
        'यह कि किरायेदार मकान मालिक की पूर्व लिखित सहमति से ही उक्त परिसर या उसका कोई भाग शिकमी किरायेदारी पर दे सकेगा।',
      ),
    },
    {
      id: 'alterations',
      numbered: true,
      text: l(
        'That the Tenant shall make no structural change, addition or alteration to the Premises without the Landlord’s written consent.',
        'यह कि किरायेदार मकान मालिक की लिखित सहमति के बिना उक्त परिसर में कोई संरचनात्मक परिवर्तन, परिवर्धन या फेरबदल नहीं करेगा।',
      ),
    },
    {
      id: 'care',
      numbered: true,
      text: l(
        'That the Tenant shall keep the Premises clean and in good repair and bear minor repairs; structural repairs are the Landlord’s. The Landlord may inspect the Premises at a reasonable time after notice to the Tenant.',
        'यह कि किरायेदार उक्त परिसर को स्वच्छ एवं अच्छी दशा में रखेगा तथा छोटी-मोटी मरम्मत स्वयं कराएगा; संरचनात्मक मरम्मत मकान मालिक कराएगा। मकान मालिक किरायेदार को पूर्व सूचना देकर उचित समय पर उक्त परिसर का निरीक्षण कर सकेगा।',
      ),
    },
    {
      id: 'furniture',
      numbered: true,
      when: (a) => Boolean(a.furniture?.trim()),
      text: l(
        'That the Landlord has provided the following furniture and fittings, which the Tenant shall return in the same condition, normal wear and tear excepted: {furniture}.',
        'यह कि मकान मालिक ने निम्नलिखित फ़र्नीचर एवं सामान दिया है, जिसे किरायेदार सामान्य टूट-फूट को छोड़कर उसी दशा में लौटाएगा: {furniture}।',
      ),
    },
    {
      id: 'police',
      numbered: true,
      text: l(
        'That the Landlord shall give the Tenant’s particulars to the local police station where an order of the District Magistrate requires it, and the Tenant shall provide the particulars and documents needed for it.',
        'यह कि जहाँ ज़िला दंडाधिकारी के आदेश द्वारा अपेक्षित हो, मकान मालिक किरायेदार की जानकारी संबंधित थाने में देगा, और किरायेदार इसके लिए आवश्यक जानकारी एवं दस्तावेज़ उपलब्ध कराएगा।',
      ),
    },
    {
      id: 'default',
      numbered: true,
      text: l(
        'That if the rent remains unpaid for two months after it falls due, or the Tenant breaks any other term of this agreement, the Landlord may end the tenancy by notice in writing and seek possession of the Premises as the law allows{evenInLockIn}.',
        'यह कि यदि किराया देय तिथि से दो माह तक अदा नहीं किया जाता, अथवा किरायेदार इस किरायानामे की किसी अन्य शर्त का उल्लंघन करता है, तो मकान मालिक लिखित सूचना देकर किरायेदारी समाप्त कर सकेगा तथा विधि अनुसार उक्त परिसर का कब्ज़ा प्राप्त कर सकेगा{evenInLockIn}।',
      ),
    },
    {
      id: 'lock-in',
      numbered: true,
      when: hasLockIn,
      text: l(
        'That neither party shall end this agreement during its first {lockInText} (the lock-in), except under the clause above on default. If the Tenant leaves during the lock-in, the Tenant shall pay the rent for the rest of the lock-in.',
        'यह कि प्रथम {lockInText} (लॉक-इन अवधि) के दौरान कोई भी पक्ष, उपरोक्त चूक की दशा को छोड़कर, यह किरायानामा समाप्त नहीं करेगा। यदि किरायेदार लॉक-इन अवधि में उक्त परिसर छोड़ता है, तो वह लॉक-इन अवधि के शेष माहों का किराया अदा करेगा।',
      ),
    },
    {
      id: 'notice-after-lock-in',
      numbered: true,
      when: hasLockIn,
      text: l(
        'That after the lock-in, either party may end this agreement by giving the other notice of {noticeText} in writing.',
        'यह कि लॉक-इन अवधि के पश्चात कोई भी पक्ष दूसरे पक्ष को {noticeText} की लिखित सूचना देकर यह किरायानामा समाप्त कर सकेगा।',
      ),
    },
    {
      id: 'notice',
      numbered: true,
      when: (a) => !hasLockIn(a),
      text: l(
        'That either party may end this agreement by giving the other notice of {noticeText} in writing.',
        'यह कि कोई भी पक्ष दूसरे पक्ष को {noticeText} की लिखित सूचना देकर यह किरायानामा समाप्त कर सकेगा।',
      ),
    },
    {
      id: 'vacate',
      numbered: true,
      text: l(
        'That when the tenancy ends, the Tenant shall hand over vacant possession of the Premises to the Landlord, in the condition in which they were received, normal wear and tear excepted.',
        'यह कि किरायेदारी समाप्त होने पर किरायेदार उक्त परिसर का रिक्त कब्ज़ा, सामान्य टूट-फूट को छोड़कर, जिस दशा में प्राप्त किया था उसी दशा में, मकान मालिक को सौंपेगा।',
      ),
    },
    {
      id: 'registration',
      numbered: true,
      when: mustRegister,
      text: l(
        'That this agreement, being for a term exceeding one year, shall be registered under the Registration Act, 1908, and the parties shall present it for registration on Sampada 2.0 within four months of its execution.',
        'यह कि एक वर्ष से अधिक अवधि का होने के कारण इस किरायानामे का रजिस्ट्रीकरण अधिनियम, 1908 के अंतर्गत पंजीयन कराया जाएगा, और दोनों पक्ष इसके निष्पादन के चार माह के भीतर इसे संपदा 2.0 पर पंजीयन के लिए प्रस्तुत करेंगे।',
      ),
    },
    {
      id: 'originals',
      numbered: true,
      text: l(
        'That this agreement is executed in duplicate, each party keeping one copy.',
        'यह कि यह किरायानामा दो प्रतियों में निष्पादित किया गया है, जिसकी एक-एक प्रति दोनों पक्षों के पास रहेगी।',
      ),
    },
    {
      id: 'witness',
      text: l(
        'In witness whereof the parties have signed this agreement at the place and on the date first written above, in the presence of the witnesses below.',
        'इसके साक्ष्य में दोनों पक्षों ने ऊपर लिखे स्थान एवं दिनांक को निम्नलिखित साक्षियों की उपस्थिति में इस किरायानामे पर अपने हस्ताक्षर किए।',
      ),
    },
  ],
  fees: [
    {
      id: 'stamp',
      label: l('Stamp duty', 'स्टाम्प शुल्क'),
      fact: 'mp.stamp.lease.under-year',
      when: (a) => (whole(a, 'termMonths') ?? 0) < 12,
    },
    {
      id: 'stamp-year',
      label: l('Stamp duty', 'स्टाम्प शुल्क'),
      unknown: 'mp.stamp.lease',
      when: (a) => (whole(a, 'termMonths') ?? 0) >= 12,
    },
    {
      id: 'registration',
      label: l('Registration fee', 'पंजीयन शुल्क'),
      unknown: 'mp.registration-fee.lease',
      when: mustRegister,
    },
    {
      id: 'notary',
      label: l('Notarisation (usual for an agreement not registered)', 'नोटरी (बिना पंजीयन वाले किरायानामे में आम तौर पर)'),
      unknown: 'notary.fee',
      when: (a) => !mustRegister(a),
    },
    { id: 'firm', label: l('The firm’s fee', 'फ़र्म की फ़ीस'), firm: true },
  ],
  print: () => ({
    stampSpace: true,
    signatures: [
      { who: l('Landlord (first party)', 'मकान मालिक (प्रथम पक्ष)') },
      { who: l('Tenant (second party)', 'किरायेदार (द्वितीय पक्ष)') },
    ],
    witnesses: 2,
  }),
};

export default rentAgreement;
