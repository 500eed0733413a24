/** The cheque-bounce notice's words in Hindi: what en.ts has, as an advocate in Madhya Pradesh writes it; the clauses in clauses.hi.ts. */
import { CLAUSES } from './clauses.hi';
import type { ChequeWords, MemoReason } from './en';

/** The memo's own (English) reason, glossed for the Hindi notice. */
const GLOSSES: Record<MemoReason, string> = {
  insufficient: 'अपर्याप्त निधि',
  exceeds: 'व्यवस्था से अधिक',
  stopped: 'आहर्ता द्वारा भुगतान रोका गया',
  refer: 'आहर्ता से संपर्क करें',
  closed: 'खाता बंद',
  signature: 'आहर्ता के हस्ताक्षर भिन्न',
};

/** A last day that is a holiday: the notice is posted, the complaint filed, the working day before. */
const HOLIDAY = {
  post: 'उस दिन डाकघर बंद हो तो उससे पहले के कार्य दिवस पर भेजें',
  court:
    'उस दिन रविवार या न्यायालय का अवकाश हो (मध्य प्रदेश के ज़िला न्यायालय महीने के पहले और तीसरे शनिवार को भी बंद रहते हैं) तो उससे पहले के कार्य दिवस पर',
};

const hi: ChequeWords = {
  steps: {
    payee: 'आप (जिन्हें चेक मिला)',
    drawer: 'चेक किसने दिया',
    cheque: 'चेक',
    debt: 'चेक किस लिए दिया गया',
    presented: 'बैंक में चेक',
    memo: 'बैंक का वापसी मेमो',
    sending: 'नोटिस',
    delivery: 'नोटिस पहुँचाना',
  },
  questions: {
    payeeKind: { label: 'चेक किसके नाम है', blank: 'आदाता कौन है' },
    payeeName: {
      label: 'आपका पूरा नाम, या कंपनी या फ़र्म का नाम',
      hint: 'चेक आपके अपने व्यवसाय के नाम हो तो यहाँ अपना नाम',
      blank: 'पक्षकार का नाम',
    },
    payeeBusiness: { label: 'आपके व्यवसाय का नाम, जैसा चेक पर लिखा है', blank: 'व्यवसाय का नाम' },
    payeeAddress: { label: 'आपका पता', blank: 'पक्षकार का पता' },
    drawerKind: { label: 'चेक किसने जारी किया', blank: 'आहर्ता' },
    drawerName: { label: 'चेक देने वाले (आहर्ता) का, या कंपनी या फ़र्म का पूरा नाम', blank: 'आहर्ता का नाम' },
    drawerAddress: { label: 'आहर्ता का पता', hint: 'नोटिस इसी पते पर स्पीड पोस्ट से जाएगा', blank: 'आहर्ता का पता' },
    drawerPersons: {
      label: 'कारबार के भारसाधक संचालक या भागीदार, हर लाइन में एक (वैकल्पिक)',
      hint: 'धारा 141 के अनुसार वे भी उत्तरदायी होते हैं: नोटिस में उनके नाम भी लिखे जाते हैं',
      blank: 'भारसाधक व्यक्ति',
    },
    chequeNumber: { label: 'चेक नंबर', hint: 'चेक के नीचे बाईं ओर के 6 अंक', blank: 'चेक क्रमांक' },
    chequeDate: { label: 'चेक पर लिखी तारीख', blank: 'चेक का दिनांक' },
    amount: { label: 'चेक की राशि (₹)', blank: 'चेक की राशि' },
    bank: { label: 'किस बैंक और शाखा का चेक है', blank: 'बैंक एवं शाखा' },
    debt: {
      label: 'किस कर्ज़ या भुगतान के लिए चेक दिया गया',
      hint: 'जैसे: 1 मार्च 2026 को दिया गया ₹50,000 का ऋण',
      blank: 'जिस ऋण के लिए चेक दिया गया',
    },
    payeeBank: {
      label: 'आपका बैंक और वह शाखा जहाँ वह खाता है जिसमें चेक जमा किया',
      hint: 'परिवाद वहीं दायर होता है जहाँ यह शाखा है',
      blank: 'पक्षकार का बैंक एवं शाखा',
    },
    presentedDate: { label: 'चेक जमा करने की तारीख', blank: 'प्रस्तुत करने का दिनांक' },
    memoDate: { label: 'वापसी मेमो मिलने की तारीख', blank: 'मेमो का दिनांक' },
    memoIssued: { label: 'मेमो पर छपी तारीख', blank: 'मेमो का दिनांक' },
    memoReason: { label: 'मेमो पर लिखा कारण', hint: 'नोटिस में मेमो के शब्द ही लिखे जाते हैं', blank: 'लौटने का कारण' },
    memoReasonOther: { label: 'मेमो में लिखा कारण, शब्दशः', blank: 'लौटने का कारण' },
    noticeDate: { label: 'नोटिस की तारीख', blank: 'दिनांक' },
    place: { label: 'स्थान', hint: 'जैसे: सतना', blank: 'स्थान' },
    drawerEmail: {
      label: 'आहर्ता का ई-मेल, अगर पता हो (वैकल्पिक)',
      hint: 'ई-मेल या व्हाट्सऐप से भेजा नोटिस भी मान्य माना गया है',
      blank: 'ई-मेल',
    },
    // WhatsApp is written in Devanagari in Hindi text (docs/glossary.md).
    drawerWhatsApp: { label: 'आहर्ता का व्हाट्सऐप नंबर, अगर पता हो (वैकल्पिक)', blank: 'व्हाट्सऐप नंबर' },
    noticeReceived: {
      label: 'आहर्ता को नोटिस मिलने की तारीख, अगर पता हो (वैकल्पिक)',
      hint: 'इससे भुगतान और परिवाद की तारीखें निकलती हैं',
      blank: 'प्राप्ति का दिनांक',
    },
  },
  validityHint: (months) => `चेक अपनी तारीख से ${months} तक वैध रहता है`,
  memoHint: (days) => `नोटिस के ${days} इसी दिन से गिने जाते हैं`,
  problems: {
    notYet: 'यह तारीख अभी आई नहीं है।',
    chequeNumber: 'चेक नंबर के 6 अंक लिखें।',
    beforeCheque: 'चेक अपनी तारीख से पहले जमा नहीं हो सकता।',
    afterValidity: (lastDay) =>
      `चेक ${lastDay} तक वैध था: उसके बाद जमा करने पर धारा 138 लागू नहीं होती (परंतुक (क))। दीवानी दावे के लिए फ़र्म से बात करें।`,
    memoBeforeDeposit: 'मेमो चेक जमा करने से पहले का नहीं हो सकता।',
    memoDatedBeforeDeposit: 'मेमो की तारीख चेक जमा करने से पहले की नहीं हो सकती।',
    memoDatedAfterReceipt: 'मेमो की तारीख उसके मिलने के बाद की नहीं हो सकती।',
    noticeBeforeMemo: 'नोटिस मेमो मिलने से पहले की तारीख का नहीं हो सकता।',
    email: 'ई-मेल पता लिखें, जैसे name@example.com।',
    mobile: '10 अंकों का मोबाइल नंबर लिखें।',
    receivedBeforeNotice: 'नोटिस अपनी तारीख से पहले नहीं मिल सकता।',
  },
  payeeKinds: {
    person: 'मुझे, मेरे नाम से',
    proprietor: 'मेरे व्यवसाय को, जिसका मैं अकेला स्वामी हूँ',
    company: 'एक कंपनी को',
    firm: 'एक भागीदारी फ़र्म को',
  },
  drawerKinds: { person: 'एक व्यक्ति', company: 'एक कंपनी', firm: 'एक भागीदारी फ़र्म' },
  memoReason: (reason, memo) => ({ label: `${memo} (${GLOSSES[reason]})`, quoted: `“${memo}” (${GLOSSES[reason]})` }),
  otherReason: 'कोई और कारण',
  terms: {
    proprietor: (name, business) => `मेसर्स ${business} के एकल स्वत्वाधिकारी ${name}`,
    // A person is निवासी (resident) of an address; a business or body has one.
    payeeWhere: (person) => (person ? 'निवासी' : 'पता'),
    byEmail: (address) => `ई-मेल (${address})`,
    byWhatsApp: (number) => `व्हाट्सऐप (${number})`,
    mode: (means) =>
      `स्पीड पोस्ट (पावती/वितरण प्रमाण सहित) द्वारा${means.length ? `, तथा ${means.join(' एवं ')} पर भी` : ''}`,
    through: { company: ', द्वारा संचालकगण', firm: ', द्वारा भागीदारगण' },
    bodies: { company: 'कंपनी', firm: 'भागीदारी फ़र्म' },
    toNamed: 'अतः यह सूचना उन्हें भी, जिनमें ऊपर नामित व्यक्ति सम्मिलित हैं, दी जाती है',
    toThrough: (body) => `अतः यह सूचना ऐसे प्रत्येक व्यक्ति को उक्त ${body} के माध्यम से भी दी जाती है`,
  },
  blanks: {
    payeeText: 'पक्षकार का नाम',
    reasonText: 'लौटने का कारण',
    bodyKind: 'कंपनी या फ़र्म',
    toPersons: 'सूचना किसे दी जाती है',
    noticeBy: 'सूचना का अंतिम दिनांक',
    validUntil: 'चेक की वैधता का अंतिम दिनांक',
    presentBy: 'प्रस्तुत करने का अंतिम दिनांक',
  },
  clauses: CLAUSES,
  notes: {
    late: (by, days, after) =>
      `यह नोटिस ${by} के बाद की तारीख का है, जो मेमो मिलने से ${days} का आखिरी दिन था (धारा 138, परंतुक (ख)): इस पर धारा 138 का परिवाद नहीं बनता, इसलिए मसौदे में नोटिस की जगह आगे क्या करें यह लिखा है। ${after}`,
    gone: (days, by, after) =>
      `नोटिस देने के ${days} ${by} को समाप्त हो गए: इस मेमो पर धारा 138 का परिवाद अब नहीं बनता। ${after}`,
    hurry: (by, left) => `जल्दी करें: नोटिस ${by} तक भेजना है (${left} दिन बाकी)। उसके बाद धारा 138 का परिवाद नहीं बनता।`,
    presentAgain: (until) =>
      `चेक ${until} तक फिर से जमा किया जा सकता है, और फिर लौटने पर नए मेमो से नया नोटिस दिया जा सकता है। फ़र्म से तुरंत बात करें।`,
    civilSuit: 'चेक की वैधता भी समाप्त हो चुकी है: अब दीवानी वाद से वसूली का रास्ता है। फ़र्म से बात करें।',
    sendBy: (by, days) => `नोटिस भेजने की आखिरी तारीख: ${by} (मेमो मिलने से ${days}); ${HOLIDAY.post}।`,
    dates: (first, d) =>
      `${first} आहर्ता ${d.payBy} तक भुगतान कर सकता है (नोटिस मिलने से ${d.pay}); भुगतान न हो तभी अपराध पूर्ण होता है। परिवाद ${d.from} से दायर हो सकता है; ${d.fileBy} तक दायर करें; ${HOLIDAY.court} (एक माह की अवधि, वाद-कारण का दिन छोड़कर, ${d.ends} को पूरी होती है: इकॉन एंट्री बनाम रोम इंडस्ट्रीज़, (2014) 11 SCC 769)।`,
    datesUnknown: (first, pay) =>
      `${first} नोटिस मिलने के बाद आहर्ता के पास भुगतान के लिए ${pay} होते हैं, और भुगतान न हो तो उसके बाद एक माह में परिवाद दायर होता है: मिलने की तारीख लिखें तो ये तारीखें निकल आएँगी।`,
  },
  fee: 'फ़र्म की फ़ीस (मसौदा और भेजना)',
  advocateFor: (payee) => `${payee} के अधिवक्ता`,
  signLines: ['नाम', 'नामांकन क्रमांक (मध्य प्रदेश राज्य अधिवक्ता परिषद)', 'पता'],
};

export default hi;
