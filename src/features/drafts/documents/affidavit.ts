/**
 * An affidavit (docs/drafts.md, "Affidavit"): the deponent, its kind (a
 * branch for each), numbered statements and the verification that says
 * which paragraphs the deponent knows personally and which rest on
 * information received (Code of Civil Procedure, Order XIX rule 3).
 */
import { linesOf } from '../fill';
import type { Answers, DraftSpec } from '../types';
import { l, person, signingDate, signingPlace } from './common';

const isKind = (kind: string) => (a: Answers) => a.kind === kind;
const has = (id: string) => (a: Answers) => Boolean(a[id]?.trim());

/**
 * How many numbered paragraphs come before the deponent's statements, and
 * how many each list has: the verification names their numbers. Mirrors
 * the numbered clauses below (the unit test holds the two together).
 */
function paragraphs(a: Answers) {
  const before = 2 + (a.kind === 'name-change' && has('nameReason')(a) ? 1 : 0) + (has('purpose')(a) ? 1 : 0);
  const known = before + Math.max(linesOf(a.knownStatements).length, 1);
  const told = linesOf(a.toldStatements).length;
  return { known, told };
}

export const affidavit: DraftSpec = {
  kind: 'affidavit',
  version: 1,
  documentType: 'affidavit',
  documentPage: '/documents/affidavit',
  steps: [
    {
      id: 'deponent',
      title: l('Who makes the affidavit', 'शपथ पत्र कौन दे रहा है'),
      questions: person('deponent', {
        name: l('Your full name', 'आपका पूरा नाम'),
        parent: l('father’s or husband’s name', 'पिता या पति का नाम'),
        address: l('your address', 'आपका पता'),
      }),
    },
    {
      id: 'about',
      title: l('Age and occupation', 'आयु और व्यवसाय'),
      questions: [
        { id: 'age', type: 'number', min: 18, max: 120, label: l('Your age in years', 'आपकी आयु (वर्ष)'), blank: l('age', 'आयु') },
        {
          id: 'occupation',
          type: 'text',
          label: l('Your occupation', 'आपका व्यवसाय'),
          hint: l('For example: farmer, teacher, homemaker', 'जैसे: किसान, शिक्षक, गृहिणी'),
          blank: l('occupation', 'व्यवसाय'),
        },
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
          id: 'purpose',
          type: 'text',
          optional: true,
          label: l('Where will it be used? (optional)', 'यह कहाँ लगेगा? (वैकल्पिक)'),
          hint: l('For example: the passport office, a school', 'जैसे: पासपोर्ट कार्यालय, स्कूल'),
          blank: l('where it will be used', 'कहाँ लगेगा'),
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
      ],
    },
    {
      id: 'details',
      title: l('The details', 'विवरण'),
      questions: [
        { id: 'oldName', type: 'text', when: isKind('name-change'), label: l('Your old name', 'आपका पुराना नाम'), blank: l('old name', 'पुराना नाम') },
        { id: 'newName', type: 'text', when: isKind('name-change'), label: l('Your new name', 'आपका नया नाम'), blank: l('new name', 'नया नाम') },
        {
          id: 'nameReason',
          type: 'text',
          optional: true,
          when: isKind('name-change'),
          label: l('Why it changed (optional)', 'नाम क्यों बदला (वैकल्पिक)'),
          hint: l('For example: after marriage', 'जैसे: विवाह के बाद'),
          blank: l('reason', 'कारण'),
        },
        {
          id: 'residingSince',
          type: 'date',
          when: isKind('address'),
          label: l('Living at this address since', 'इस पते पर कब से रह रहे हैं'),
          blank: l('since when', 'कब से'),
        },
        { id: 'annualIncome', type: 'rupees', min: 0, when: isKind('income'), label: l('Yearly income from all sources (₹)', 'सभी स्रोतों से सालाना आय (₹)'), blank: l('yearly income', 'सालाना आय') },
        {
          id: 'incomeSource',
          type: 'text',
          when: isKind('income'),
          label: l('Where the income comes from', 'आय किससे होती है'),
          hint: l('For example: farming, a shop, wages', 'जैसे: खेती, दुकान, मज़दूरी'),
          blank: l('source of income', 'आय का स्रोत'),
        },
        { id: 'subject', type: 'text', when: isKind('other'), label: l('What the affidavit is about', 'शपथ पत्र किस बारे में है'), blank: l('subject', 'विषय') },
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
          hint: l('Each line becomes a numbered paragraph', 'हर लाइन एक क्रमांक वाला पैरा बनेगी'),
          blank: l('your statement', 'आपका कथन'),
        },
        {
          id: 'toldStatements',
          type: 'lines',
          optional: true,
          label: l('What you were told by someone else, one a line (optional)', 'जो आपको किसी और ने बताया, हर लाइन में एक (वैकल्पिक)'),
          hint: l('Say who told you: the verification keeps these apart', 'किसने बताया, यह भी लिखें: सत्यापन में ये अलग रखे जाते हैं'),
          blank: l('information received', 'मिली जानकारी'),
        },
      ],
    },
    { id: 'signing', title: l('Signing', 'हस्ताक्षर'), questions: [signingPlace, signingDate] },
  ],
  notices: [
    {
      id: 'oath',
      tone: 'info',
      when: () => true,
      text: (_a, lang) =>
        lang === 'hi'
          ? 'शपथ पत्र पर आप नोटरी या शपथ आयुक्त के सामने हस्ताक्षर करते हैं। जानबूझकर झूठा कथन देना अपराध है।'
          : 'You sign an affidavit before a notary or an oath commissioner. Stating something you know to be false is an offence.',
    },
  ],
  derive: (a, lang) => {
    const { known, told } = paragraphs(a);
    const range = (from: number, to: number) =>
      from === to ? String(from) : lang === 'hi' ? `${from} से ${to}` : `${from} to ${to}`;
    const toldPart =
      told === 0
        ? ''
        : lang === 'hi'
          ? `, और पैरा ${range(known + 1, known + told)} की बातें दूसरों से मिली जानकारी पर आधारित हैं, जिन्हें मैं सच मानता/मानती हूँ`
          : `, and those of paragraph${told > 1 ? 's' : ''} ${range(known + 1, known + told)} are based on information received, which I believe to be true`;
    return { knownRange: range(1, known), toldPart };
  },
  clauses: [
    { id: 'title', role: 'title', text: l('AFFIDAVIT', 'शपथ पत्र') },
    {
      id: 'deponent',
      text: l(
        'I, {deponentName}, son/daughter/wife of {deponentParent}, aged {age} years, {occupation} by occupation, residing at {deponentAddress}, solemnly affirm and state as follows:',
        'मैं, {deponentName}, पुत्र/पुत्री/पत्नी {deponentParent}, आयु {age} वर्ष, व्यवसाय {occupation}, निवासी {deponentAddress}, सत्यनिष्ठा से प्रतिज्ञान करता/करती हूँ और कहता/कहती हूँ:',
      ),
    },
    {
      id: 'self',
      numbered: true,
      text: l(
        'That I am the deponent of this affidavit and know the facts stated in it.',
        'कि मैं इस शपथ पत्र का शपथकर्ता हूँ और इसमें लिखी बातें जानता/जानती हूँ।',
      ),
    },
    {
      id: 'name-change',
      numbered: true,
      when: isKind('name-change'),
      text: l(
        'That my name was earlier {oldName} and I am now known as {newName}; both names are of one and the same person, myself.',
        'कि मेरा नाम पहले {oldName} था और अब मुझे {newName} के नाम से जाना जाता है; दोनों नाम एक ही व्यक्ति, यानी मेरे ही हैं।',
      ),
    },
    {
      id: 'name-reason',
      numbered: true,
      when: (a) => isKind('name-change')(a) && has('nameReason')(a),
      text: l('That my name changed for this reason: {nameReason}.', 'कि मेरा नाम इस कारण बदला: {nameReason}।'),
    },
    {
      id: 'address',
      numbered: true,
      when: isKind('address'),
      text: l(
        'That I have lived at the address written above since {residingSince}.',
        'कि मैं {residingSince} से ऊपर लिखे पते पर रह रहा/रही हूँ।',
      ),
    },
    {
      id: 'income',
      numbered: true,
      when: isKind('income'),
      text: l(
        'That my yearly income from all sources is {annualIncome}, from {incomeSource}.',
        'कि सभी स्रोतों से मेरी सालाना आय {annualIncome} है, जो {incomeSource} से होती है।',
      ),
    },
    {
      id: 'other',
      numbered: true,
      when: (a) => a.kind === 'other' || !a.kind,
      text: l('That this affidavit is about {subject}.', 'कि यह शपथ पत्र {subject} के बारे में है।'),
    },
    {
      id: 'purpose',
      numbered: true,
      when: has('purpose'),
      text: l('That I make this affidavit to produce it before {purpose}.', 'कि मैं यह शपथ पत्र {purpose} में देने के लिए दे रहा/रही हूँ।'),
    },
    { id: 'known', numbered: true, each: 'knownStatements', text: l('That {item}', 'कि {item}') },
    {
      id: 'told',
      numbered: true,
      each: 'toldStatements',
      when: has('toldStatements'),
      text: l('That {item} (information received)', 'कि {item} (मिली जानकारी)'),
    },
    { id: 'signature', role: 'right', text: l('Deponent', 'शपथकर्ता') },
    {
      id: 'verification',
      heading: l('Verification', 'सत्यापन'),
      text: l(
        'I, the deponent above, verify at {place} on {signDate} that the contents of paragraphs {knownRange} are true to my own knowledge{toldPart}; no part of it is false and nothing material has been concealed.',
        'मैं, ऊपर लिखा शपथकर्ता, {place} में {signDate} को सत्यापित करता/करती हूँ कि पैरा {knownRange} की बातें मेरी अपनी जानकारी में सच हैं{toldPart}; इसका कोई भाग झूठा नहीं है और कोई ज़रूरी बात छिपाई नहीं गई है।',
      ),
    },
  ],
  fees: [
    { id: 'stamp', label: l('Stamp duty', 'स्टाम्प शुल्क'), fact: 'mp.stamp.affidavit', when: (a) => a.forCourt !== 'yes' },
    { id: 'stamp-court', label: l('Stamp duty (to be filed in a court)', 'स्टाम्प शुल्क (अदालत में लगाने के लिए)'), exemptBy: 'mp.stamp.affidavit.court-exempt', when: (a) => a.forCourt === 'yes' },
    { id: 'notary', label: l('Notary’s or oath commissioner’s fee', 'नोटरी या शपथ आयुक्त की फ़ीस'), unknown: 'notary.fee' },
    { id: 'firm', label: l('The firm’s fee', 'फ़र्म की फ़ीस'), firm: true },
  ],
  print: { stampSpace: true, signatures: [l('Deponent', 'शपथकर्ता')], witnesses: 0, attestation: true },
};
