/**
 * An affidavit (docs/drafts.md, "Affidavit"): the deponent (the relation
 * asked once, which the Hindi verb agrees with), its kind (a branch for
 * each), numbered statements, and the verification that names which
 * paragraphs the deponent knows personally and which rest on information
 * received, from whom (Code of Civil Procedure, Order XIX rule 3). One form
 * throughout: the deponent affirms, in the body and before the notary.
 */
import type { Lang } from '@/i18n/lang';
import { linesOf } from '../fill';
import type { Answers, Clause, DraftSpec } from '../types';
import { agreeing, l, person, relationText, signingDate, signingPlace } from './common';

const isKind = (kind: string) => (a: Answers) => a.kind === kind;
const has = (id: string) => (a: Answers) => Boolean(a[id]?.trim());
const forCourt = (a: Answers) => a.forCourt === 'yes';

const deponent = person('deponent', {
  name: l('Your full name', 'आपका पूरा नाम'),
  relation: l('son, daughter or wife of', 'आत्मज, आत्मजा या पत्नी'),
  parent: l('father’s or husband’s name', 'पिता या पति का नाम'),
  age: l('age', 'आयु'),
  address: l('your address', 'आपका पता'),
});

/** "paragraph 3", "paragraphs 7 and 8", "paragraphs 1 to 6" (कंडिका 3, कंडिका 7 एवं 8, कंडिका 1 से 6). */
function paragraphs(from: number, to: number, lang: Lang): string {
  if (lang === 'hi')
    return from === to ? `कंडिका ${from}` : to === from + 1 ? `कंडिका ${from} एवं ${to}` : `कंडिका ${from} से ${to}`;
  return from === to
    ? `paragraph ${from}`
    : to === from + 1
      ? `paragraphs ${from} and ${to}`
      : `paragraphs ${from} to ${to}`;
}

const clauses: Clause[] = [
  {
    id: 'court',
    role: 'title',
    when: (a) => forCourt(a) && has('courtName')(a),
    text: l('IN THE COURT OF {courtName}', 'न्यायालय: {courtName}'),
  },
  { id: 'title', role: 'title', text: l('AFFIDAVIT', 'शपथ पत्र') },
  {
    id: 'subject',
    role: 'subtitle',
    when: (a) => isKind('other')(a) && has('subject')(a),
    text: l('(regarding {subject})', '({subject} के संबंध में)'),
  },
  {
    id: 'deponent',
    text: l(
      'I, {deponentName}, {deponentRel} {deponentParent}, aged {deponentAge} years, {occupation} by occupation, residing at {deponentAddress}, do hereby solemnly affirm and state as follows:',
      'मैं, {deponentName} {deponentRel} {deponentParent}, आयु {deponentAge} वर्ष, व्यवसाय {occupation}, निवासी {deponentAddress}, सत्यनिष्ठापूर्वक प्रतिज्ञान कर निम्नानुसार कथन {stateVerb}:',
    ),
  },
  {
    id: 'self',
    numbered: true,
    text: l(
      'That I am the deponent of this affidavit and am fully acquainted with the facts stated in it.',
      'यह कि मैं इस शपथ पत्र का शपथकर्ता हूँ तथा इसमें वर्णित तथ्यों से भली-भाँति परिचित हूँ।',
    ),
  },
  {
    id: 'name-change',
    numbered: true,
    when: isKind('name-change'),
    text: l(
      'That my name was earlier {oldName}; I am now known as {newName}. Both names belong to one and the same person, myself.',
      'यह कि मेरा नाम पूर्व में {oldName} था; वर्तमान में मुझे {newName} के नाम से जाना जाता है। दोनों नाम एक ही व्यक्ति, अर्थात मेरे ही हैं।',
    ),
  },
  {
    id: 'name-reason',
    numbered: true,
    when: (a) => isKind('name-change')(a) && has('nameReason')(a),
    text: l('That my name changed {nameReason}.', 'यह कि मेरा नाम {nameReason} परिवर्तित हुआ।'),
  },
  {
    id: 'address',
    numbered: true,
    when: isKind('address'),
    text: l(
      'That I have lived at the address given above since {residingSince}.',
      'यह कि मैं दिनांक {residingSince} से उपरोक्त पते पर निवासरत हूँ।',
    ),
  },
  {
    id: 'income',
    numbered: true,
    when: isKind('income'),
    text: l(
      'That my yearly income from all sources is {annualIncome}, from {incomeSource}.',
      'यह कि सभी स्रोतों से मेरी वार्षिक आय {annualIncome} है, जो {incomeSource} से होती है।',
    ),
  },
  {
    id: 'purpose',
    numbered: true,
    when: has('purpose'),
    text: l(
      'That I make this affidavit to produce it before {purpose}.',
      'यह कि यह शपथ पत्र {purpose} के समक्ष प्रस्तुत करने के लिए दिया जा रहा है।',
    ),
  },
  { id: 'known', numbered: true, each: 'knownStatements', sentences: true, text: l('That {item}', 'यह कि {item}') },
  {
    id: 'told',
    numbered: true,
    each: 'toldStatements',
    sentences: true,
    when: has('toldStatements'),
    text: l('That {item}', 'यह कि {item}'),
  },
  { id: 'signature', role: 'right', text: l('Deponent', 'शपथकर्ता') },
  {
    id: 'verification',
    heading: l('VERIFICATION', 'सत्यापन'),
    when: (a) => !has('toldStatements')(a),
    text: l(
      'I, the above-named deponent, verify that the contents of {knownParas} of this affidavit are true and correct to my personal knowledge; nothing stated in it is false and nothing material has been concealed. Verified at {place} on {signDate}.',
      'मैं, उपरोक्त शपथकर्ता, सत्यापित {stateVerb} कि इस शपथ पत्र की {knownParas} में वर्णित तथ्य मेरे व्यक्तिगत ज्ञान से सत्य एवं सही हैं; इसमें कुछ भी असत्य नहीं है और न कोई तथ्य छिपाया गया है। सत्यापन आज दिनांक {signDate} को {place} में किया गया।',
    ),
  },
  {
    id: 'verification-with-belief',
    heading: l('VERIFICATION', 'सत्यापन'),
    when: has('toldStatements'),
    text: l(
      'I, the above-named deponent, verify that the contents of {knownParas} of this affidavit are true and correct to my personal knowledge, and those of {toldParas} are based on information received from {toldSource}, which I believe to be true; nothing stated in it is false and nothing material has been concealed. Verified at {place} on {signDate}.',
      'मैं, उपरोक्त शपथकर्ता, सत्यापित {stateVerb} कि इस शपथ पत्र की {knownParas} में वर्णित तथ्य मेरे व्यक्तिगत ज्ञान से सत्य एवं सही हैं, तथा {toldParas} में वर्णित तथ्य {toldSource} से प्राप्त जानकारी पर आधारित हैं, जो मेरे विश्वास में सत्य हैं; इसमें कुछ भी असत्य नहीं है और न कोई तथ्य छिपाया गया है। सत्यापन आज दिनांक {signDate} को {place} में किया गया।',
    ),
  },
];

/** The numbers the verification names: the statements come after every other numbered paragraph that applies. */
function statementNumbers(a: Answers) {
  const before = clauses.filter((c) => c.numbered && !c.each && (!c.when || c.when(a))).length;
  const known = before + Math.max(linesOf(a.knownStatements).length, 1);
  return { known, told: linesOf(a.toldStatements).length };
}

const affidavit: DraftSpec = {
  kind: 'affidavit',
  version: 2,
  renamed: { age: 'deponentAge' },
  documentType: 'affidavit',
  documentPage: '/documents/affidavit',
  steps: [
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
          id: 'purpose',
          type: 'text',
          optional: true,
          label: l('Where will it be used? (optional)', 'यह कहाँ लगेगा? (वैकल्पिक)'),
          hint: l('For example: the passport office, a school', 'जैसे: पासपोर्ट कार्यालय, स्कूल'),
          blank: l('where it will be used', 'कहाँ प्रस्तुत होगा'),
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
          id: 'courtName',
          type: 'text',
          optional: true,
          when: forCourt,
          label: l('The court and case, if known (optional)', 'अदालत और मामला, अगर पता हो (वैकल्पिक)'),
          hint: l(
            'For example: Civil Judge, Satna, case No. 12/2026',
            'जैसे: व्यवहार न्यायाधीश, सतना, प्रकरण क्रमांक 12/2026',
          ),
          blank: l('court', 'न्यायालय'),
        },
      ],
    },
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
          when: isKind('other'),
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
    { id: 'signing', title: l('Signing', 'हस्ताक्षर'), questions: [signingPlace, signingDate] },
  ],
  notices: [
    {
      id: 'oath',
      tone: 'info',
      when: () => true,
      text: (_a, lang) =>
        lang === 'hi'
          ? 'शपथ पत्र पर आप नोटरी या शपथ आयुक्त के सामने हस्ताक्षर करते हैं, और कोई अधिवक्ता आपकी पहचान करता है। जानबूझकर झूठा कथन देना अपराध है।'
          : 'You sign an affidavit before a notary or an oath commissioner, and an advocate identifies you. Stating something you know to be false is an offence.',
    },
  ],
  derive: (a, lang) => {
    const { known, told } = statementNumbers(a);
    return {
      deponentRel: relationText(a, 'deponentRelation', lang),
      stateVerb: agreeing(a, 'deponentRelation', 'करता हूँ', 'करती हूँ'),
      knownParas: paragraphs(1, known, lang),
      toldParas: told ? paragraphs(known + 1, known + told, lang) : undefined,
    };
  },
  derivedBlanks: {
    deponentRel: l('son, daughter or wife of', 'आत्मज, आत्मजा या पत्नी'),
    stateVerb: l('state', 'करता हूँ या करती हूँ'),
  },
  clauses,
  fees: [
    { id: 'stamp', label: l('Stamp duty', 'स्टाम्प शुल्क'), fact: 'mp.stamp.affidavit', when: (a) => !forCourt(a) },
    {
      id: 'stamp-court',
      label: l('Stamp duty (to be filed in a court)', 'स्टाम्प शुल्क (अदालत में लगाने के लिए)'),
      unknown: 'mp.stamp.affidavit.court-exempt',
      when: forCourt,
    },
    {
      id: 'notary',
      label: l('Notary’s or oath commissioner’s fee', 'नोटरी या शपथ आयुक्त की फ़ीस'),
      unknown: 'notary.fee',
    },
    { id: 'firm', label: l('The firm’s fee', 'फ़र्म की फ़ीस'), firm: true },
  ],
  print: () => ({
    stampSpace: true,
    signatures: [{ who: l('Deponent', 'शपथकर्ता') }],
    witnesses: 0,
    attestation: l(
      'Solemnly affirmed and signed before me by the deponent, who is identified by ____________________, Advocate.\nNotary / Oath Commissioner (seal and signature)',
      'शपथकर्ता ने, जिसकी पहचान अधिवक्ता ____________________ ने की, मेरे समक्ष सत्यनिष्ठापूर्वक प्रतिज्ञान कर हस्ताक्षर किए।\nनोटरी / शपथ आयुक्त (मुहर एवं हस्ताक्षर)',
    ),
  }),
};

export default affidavit;
