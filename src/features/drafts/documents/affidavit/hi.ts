/** The affidavit's words in Hindi: what en.ts has, as an advocate in a Madhya Pradesh court writes it. */
import type { AffidavitWords } from './en';

/** A party's role: one, several, and one who is a woman (वादिनी, आवेदिका). */
const role = (one: string, many: string, woman: string) => ({ one, many, woman });

const hi: AffidavitWords = {
  steps: {
    deponent: 'शपथ पत्र कौन दे रहा है',
    about: 'आयु, व्यवसाय और पता',
    kind: 'यह किस बारे में है?',
    court: 'अदालत और मामला',
    parties: 'पक्षकार',
    capacity: 'मामले में आप',
    details: 'विवरण',
    statements: 'आपके कथन',
    signing: 'हस्ताक्षर',
  },
  deponent: {
    name: 'आपका पूरा नाम',
    relation: 'आत्मज, आत्मजा या पत्नी',
    parent: 'पिता या पति का नाम',
    age: 'आयु',
    address: 'आपका पता',
  },
  questions: {
    occupation: { label: 'आपका व्यवसाय', hint: 'जैसे: किसान, शिक्षक, गृहिणी', blank: 'व्यवसाय' },
    kind: { label: 'शपथ पत्र का प्रकार', blank: 'शपथ पत्र का प्रकार' },
    forCourt: { label: 'क्या यह किसी अदालत में लगाया जाएगा?', blank: 'अदालत के लिए या नहीं' },
    purpose: { label: 'यह कहाँ लगेगा? (वैकल्पिक)', hint: 'जैसे: पासपोर्ट कार्यालय, स्कूल', blank: 'कहाँ प्रस्तुत होगा' },
    court: { label: 'न्यायालय', blank: 'न्यायालय' },
    courtPlace: { label: 'न्यायालय कहाँ है', hint: 'जैसे: सतना', blank: 'स्थान' },
    caseNumber: {
      label: 'प्रकरण क्रमांक, अगर मिला हो (वैकल्पिक)',
      hint: 'खाली छोड़ें तो उसके लिए जगह छपेगी',
      blank: 'प्रकरण क्रमांक',
    },
    supports: {
      label: 'यह किसके समर्थन में है (वैकल्पिक)',
      hint: 'जैसे: सिविल प्रक्रिया संहिता, 1908 के आदेश 39 नियम 1 एवं 2 के अंतर्गत प्रस्तुत आवेदन',
      blank: 'किसके समर्थन में',
    },
    caseKind: { label: 'मामले का प्रकार', blank: 'मामले का प्रकार' },
    firstParty: { label: 'मामला दायर करने वाला पक्ष: हर लाइन में एक नाम', blank: 'प्रथम पक्ष' },
    secondParty: { label: 'दूसरा पक्ष: हर लाइन में एक नाम', blank: 'द्वितीय पक्ष' },
    deponentPlace: { label: 'मामले में आप कौन हैं?', blank: 'प्रकरण में आपकी स्थिति' },
    deponentCapacity: {
      label: 'आप कौन हैं, किस पक्ष की ओर से',
      hint: 'जैसे: वादी का पिता एवं वाद-मित्र',
      blank: 'प्रकरण में आपकी स्थिति',
    },
    oldName: { label: 'आपका पुराना नाम', blank: 'पुराना नाम' },
    newName: { label: 'आपका नया नाम', blank: 'नया नाम' },
    nameReason: { label: 'नाम कब या क्यों बदला (वैकल्पिक)', hint: 'जैसे: विवाह के बाद', blank: 'कारण' },
    residingSince: { label: 'इस पते पर कब से रह रहे हैं', blank: 'दिनांक' },
    annualIncome: { label: 'सभी स्रोतों से सालाना आय (₹)', blank: 'वार्षिक आय' },
    incomeSource: { label: 'आय किससे होती है', hint: 'जैसे: खेती, दुकान, मज़दूरी', blank: 'आय का स्रोत' },
    subject: {
      label: 'शपथ पत्र किस बारे में है, कुछ शब्दों में',
      hint: 'यह शपथ पत्र के शीर्षक में आता है; तथ्य आपके कथनों में लिखें',
      blank: 'विषय',
    },
    knownStatements: {
      label: 'जो आप खुद जानते हैं, हर लाइन में एक कथन',
      hint: 'हर लाइन एक क्रमांक वाली कंडिका बनेगी',
      blank: 'आपका कथन',
    },
    toldStatements: {
      label: 'जो आपको किसी और ने बताया, हर लाइन में एक (वैकल्पिक)',
      hint: 'सत्यापन में ये आपकी अपनी जानकारी से अलग रखे जाते हैं',
      blank: 'प्राप्त जानकारी',
    },
    toldSource: {
      label: 'किसने बताया, या किस अभिलेख से पता चला',
      hint: 'विश्वास का आधार बताना ज़रूरी है (सिविल प्रक्रिया संहिता, आदेश 19 नियम 3)',
      blank: 'जानकारी का स्रोत',
    },
    signDate: {
      label: 'नोटरी के सामने प्रतिज्ञान की तारीख (वैकल्पिक)',
      hint: 'खाली छोड़ें तो उस दिन के लिए जगह छपेगी',
    },
  },
  signDateTooEarly: 'शपथ पत्र का सत्यापन उसी दिन होता है जिस दिन प्रतिज्ञान होता है: आज या आगे की तारीख चुनें, या खाली छोड़ें।',
  kinds: { 'name-change': 'नाम बदलना', address: 'पते का सबूत', income: 'आय', other: 'कोई और तथ्य' },
  forCourt: { no: 'नहीं', yes: 'हाँ, अदालत के मामले में' },
  courts: {
    district: { label: 'ज़िला न्यायाधीश', title: 'ज़िला न्यायाधीश' },
    'additional-district': { label: 'अपर ज़िला न्यायाधीश', title: 'अपर ज़िला न्यायाधीश' },
    'civil-senior': { label: 'व्यवहार न्यायाधीश वरिष्ठ खंड', title: 'व्यवहार न्यायाधीश वरिष्ठ खंड' },
    'civil-junior': { label: 'व्यवहार न्यायाधीश कनिष्ठ खंड', title: 'व्यवहार न्यायाधीश कनिष्ठ खंड' },
    cjm: { label: 'मुख्य न्यायिक मजिस्ट्रेट', title: 'मुख्य न्यायिक मजिस्ट्रेट' },
    jmfc: { label: 'न्यायिक मजिस्ट्रेट प्रथम श्रेणी', title: 'न्यायिक मजिस्ट्रेट प्रथम श्रेणी' },
    family: { label: 'कुटुंब न्यायालय', title: 'कुटुंब न्यायालय' },
  },
  caseKinds: {
    suit: {
      label: 'व्यवहार वाद (वादी और प्रतिवादी)',
      number: 'व्यवहार वाद क्रमांक',
      sides: [role('वादी', 'वादीगण', 'वादिनी'), role('प्रतिवादी', 'प्रतिवादीगण', 'प्रतिवादिनी')],
    },
    application: {
      label: 'आवेदन या याचिका (आवेदक और अनावेदक)',
      number: 'प्रकरण क्रमांक',
      sides: [role('आवेदक', 'आवेदकगण', 'आवेदिका'), role('अनावेदक', 'अनावेदकगण', 'अनावेदिका')],
    },
    complaint: {
      label: 'परिवाद (परिवादी और अभियुक्त)',
      number: 'परिवाद क्रमांक',
      sides: [role('परिवादी', 'परिवादीगण', 'परिवादिनी'), role('अभियुक्त', 'अभियुक्तगण', 'अभियुक्ता')],
    },
  },
  places: {
    first: 'मैं पहला पक्ष हूँ (जिसने मामला दायर किया)',
    second: 'मैं दूसरा पक्ष हूँ',
    other: 'कोई और, किसी पक्ष की ओर से',
  },
  // The role agrees with the deponent: वादिनी for a woman; not known until the relation is.
  ownRole: (side, woman) => (woman === undefined ? undefined : woman ? side.woman : side.one),
  agreeing: {
    title: { man: 'शपथकर्ता', woman: 'शपथकर्त्री' },
    ofTitle: { man: 'का शपथकर्ता', woman: 'की शपथकर्त्री' },
    state: { man: 'करता हूँ', woman: 'करती हूँ' },
  },
  paragraphs: (from, to) =>
    from === to ? `कंडिका ${from}` : to === from + 1 ? `कंडिका ${from} एवं ${to}` : `कंडिका ${from} से ${to}`,
  blanks: {
    courtTitle: 'न्यायालय',
    caseNumberLabel: 'प्रकरण क्रमांक',
    firstSide: 'प्रथम पक्ष …… भूमिका',
    secondSide: 'द्वितीय पक्ष …… भूमिका',
    deponentRole: 'प्रकरण में आपकी स्थिति',
    stateVerb: 'करता हूँ या करती हूँ',
    deponentTitle: 'शपथकर्ता या शपथकर्त्री',
    ofDeponent: 'का शपथकर्ता या की शपथकर्त्री',
  },
  clauses: {
    court: 'न्यायालय {courtTitle}, {courtPlace}',
    versus: 'विरुद्ध',
    title: 'शपथ पत्र',
    supports: '({supports} के समर्थन में)',
    subject: '({subject} के संबंध में)',
    deponent:
      'मैं, {deponentName} {deponentRel} {deponentParentTitled}, आयु {deponentAge} वर्ष, व्यवसाय {occupation}, निवासी {deponentAddress}, सत्यनिष्ठापूर्वक प्रतिज्ञान कर निम्नानुसार कथन {stateVerb}:',
    self: 'यह कि मैं इस शपथ पत्र {ofDeponent} हूँ तथा इसमें वर्णित तथ्यों से भली-भाँति परिचित हूँ।',
    'self-in-case': 'यह कि मैं उपरोक्त प्रकरण में {deponentRole} हूँ तथा इस शपथ पत्र में वर्णित तथ्यों से भली-भाँति परिचित हूँ।',
    'name-change':
      'यह कि मेरा नाम पूर्व में {oldName} था; वर्तमान में मुझे {newName} के नाम से जाना जाता है। दोनों नाम एक ही व्यक्ति, अर्थात स्वयं मुझ {deponentTitle} के हैं।',
    'name-reason': 'यह कि मेरा नाम {nameReason} परिवर्तित हुआ।',
    address: 'यह कि मैं दिनांक {residingSince} से उपरोक्त पते पर निवासरत हूँ।',
    income: 'यह कि सभी स्रोतों से मेरी वार्षिक आय {annualIncome} है, जो {incomeSource} से होती है।',
    purpose: 'यह कि यह शपथ पत्र {purpose} के समक्ष प्रस्तुत करने के लिए दिया जा रहा है।',
    statement: 'यह कि {item}',
    signature: '{deponentTitle}',
    verification:
      'मैं, उपरोक्त {deponentTitle}, सत्यापित {stateVerb} कि इस शपथ पत्र की {knownParas} में वर्णित तथ्य मेरे व्यक्तिगत ज्ञान से सत्य एवं सही हैं; इसमें कुछ भी असत्य नहीं है और न कोई तथ्य छिपाया गया है। सत्यापन आज दिनांक {verifiedOn} को {place} में किया गया।',
    'verification-with-belief':
      'मैं, उपरोक्त {deponentTitle}, सत्यापित {stateVerb} कि इस शपथ पत्र की {knownParas} में वर्णित तथ्य मेरे व्यक्तिगत ज्ञान से सत्य एवं सही हैं, तथा {toldParas} में वर्णित तथ्य {toldSource} से प्राप्त जानकारी पर आधारित हैं, जो मेरे विश्वास में सत्य हैं; इसमें कुछ भी असत्य नहीं है और न कोई तथ्य छिपाया गया है। सत्यापन आज दिनांक {verifiedOn} को {place} में किया गया।',
  },
  verificationHeading: 'सत्यापन',
  // Who signs is named by the relation asked: शपथकर्ता until it is known.
  signs: (title = 'शपथकर्ता') => title,
  attestation: (rule, title = 'शपथकर्ता') =>
    `${title} ने, जिसकी पहचान नीचे हस्ताक्षर करने वाले अधिवक्ता ने की, दिनांक ${rule} को ${rule} में मेरे समक्ष सत्यनिष्ठापूर्वक प्रतिज्ञान कर हस्ताक्षर किए।\nनोटरी / शपथ आयुक्त: नाम ${rule}, पंजीयन क्रमांक ${rule} (मुहर एवं हस्ताक्षर)\nपहचानकर्ता अधिवक्ता: ${rule}, नामांकन क्रमांक ${rule} (हस्ताक्षर)`,
  notes: {
    oath: 'शपथ पत्र पर आप नोटरी या शपथ आयुक्त के सामने हस्ताक्षर करते हैं, और कोई अधिवक्ता आपकी पहचान करता है। जानबूझकर झूठा कथन देना अपराध है।',
    passport:
      'पासपोर्ट सेवा केंद्र शपथ पत्र अपने ही प्रारूपों (passportindia.gov.in के अनुलग्नक) में लेता है, और उसकी पते के प्रमाण की सूची में शपथ पत्र नहीं है। इसे बनवाने से पहले फ़र्म से पूछें कि कौन-सा अनुलग्नक या प्रमाण लगेगा।',
  },
  fees: {
    stamp: 'स्टाम्प शुल्क',
    stampCourt: 'स्टाम्प शुल्क (अदालत में लगाने के लिए)',
    notary: 'नोटरी या शपथ आयुक्त की फ़ीस',
    firm: 'फ़र्म की फ़ीस',
  },
};

export default hi;
