import type { ContentEntry } from '../types';

const entry: ContentEntry = {
  id: 'notarization',
  icon: 'stamp',
  image: {
    src: '/images/documents/notarization-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A notary’s round seal and signature on an attested affidavit',
      hi: 'सत्यापित शपथ पत्र पर नोटरी की गोल मुहर और हस्ताक्षर',
    },
  },
  en: {
    seoTitle: 'Notary & Notarization Services in Satna, MP',
    seoDescription:
      'Affidavits, agreements, undertakings and true copies attested by an authorised notary in Madhya Pradesh. Drafting, stamp paper and delivery in 24-48 hours.',
    seoKeywords:
      'notary near me, notarization services, notary public Madhya Pradesh, affidavit notary, rent agreement notary, notarised true copy, notary attestation, notary Bhopal, notary Jabalpur, notary Indore',
    title: 'Notarization Services',
    shortDescription:
      'Have your affidavits, agreements and declarations attested by an authorised notary. We draft the document, arrange the stamp paper and fix the notary’s time for you.',
    description: [
      'Notarization is the attestation of a document by a notary appointed under the Notaries Act, 1952. The notary confirms the identity of the person signing, sees the document being signed or administers the oath, records the act in the notarial register, and applies the official seal and signature. Notarization proves who signed and when; it does not certify that the contents are true. That responsibility stays with the person who signs.',
      'Students, job applicants, landlords and tenants, businesses and families across Bhopal, Indore, Jabalpur, Gwalior, Rewa and the rest of Madhya Pradesh need notarised papers every day: affidavits for schools, banks and government offices, 11-month rent agreements, undertakings, indemnity bonds, NOCs, self-declarations and attested true copies. Documents that create or transfer rights in immovable property, such as sale deeds, gift deeds and leases of more than one year, must instead be registered with the Sub-Registrar under the Registration Act, 1908. A notary’s stamp is no substitute for registration.',
      'We draft your document or check the one you already have, arrange stamp paper or a Madhya Pradesh e-stamp of the correct value where stamp duty applies, and fix a time with a notary. Because the notary must see you, you appear in person with your original photo ID; with everything prepared in advance, the visit is short.',
      'Bring your original Aadhaar card, PAN card, voter ID, passport or driving licence with a photocopy, passport-size photographs if the document needs them, and, for a true copy, the original document. If someone else also signs, for example a landlord and a tenant, each signatory must come with their own ID.',
    ],
    features: [
      'Drafting or checking of affidavits, agreements, undertakings, declarations and NOCs before notarisation',
      'Stamp paper or Madhya Pradesh e-stamp of the correct value, where stamp duty applies',
      'An appointment with an authorised notary at a time that suits you',
      'Attestation of true copies of certificates, marksheets and ID documents against the originals',
      'Entry in the notary’s register, with seal, signature and notarial stamp on the document',
      'A scanned copy by e-mail or WhatsApp, and doorstep delivery of the original in Madhya Pradesh and nearby areas',
    ],
    benefits: [
      'Papers that colleges, banks, courts and government offices accept the first time',
      'No wasted trips: we tell you in advance exactly what to bring',
      'Clear advice on whether your document needs notarisation or registration',
      'Correct stamp duty, so the document is not questioned later',
      'Notarised documents ready within 24-48 hours',
      'One clear quote before we start, with nothing added at the time of signing',
    ],
    process: [
      {
        stepTitle: 'Tell us what you need',
        stepDescription:
          'Use the form, call or WhatsApp us and tell us what the document is for and where it will be submitted. Our expert contacts you within 24 hours.',
      },
      {
        stepTitle: 'Drafting and checking',
        stepDescription:
          'We draft the document or check the one you have, confirm the stamp paper or e-stamp value, and send you the list of originals to bring.',
      },
      {
        stepTitle: 'Stamp paper and appointment',
        stepDescription:
          'We arrange the stamp paper or e-stamp and fix a time with the notary that suits you and any other signatory.',
      },
      {
        stepTitle: 'Signing before the notary',
        stepDescription:
          'You appear in person with your original ID and sign in front of the notary, who records the act in the register and applies the seal.',
      },
      {
        stepTitle: 'Delivery',
        stepDescription:
          'You receive the notarised document within 24-48 hours, in hand or by doorstep delivery in Madhya Pradesh and nearby areas, with a scanned copy by e-mail.',
      },
    ],
    faqs: [
      {
        question: 'What does a notary actually certify?',
        answer:
          'The notary certifies that the person who signed is who they claim to be, and that they signed or took the oath before the notary on that date. The notary does not check whether the statements in the document are true. If the contents are false, the signatory is responsible, and a false affidavit can lead to prosecution.',
      },
      {
        question: 'Can a notarised agreement replace a registered document?',
        answer:
          'No. Documents that must be registered under Section 17 of the Registration Act, 1908, such as sale deeds, gift deeds of immovable property and leases of more than one year, have no legal effect on the property unless they are registered with the Sub-Registrar. Notarisation suits affidavits, 11-month rent agreements, undertakings, declarations and similar documents.',
      },
      {
        question: 'Do I have to appear before the notary in person?',
        answer:
          'Yes. The notary must verify your identity and see you sign, so every signatory has to appear personally with original photo ID. Notarising papers signed elsewhere, or on someone else’s behalf, is not valid and we do not offer it.',
      },
      {
        question: 'Which ID proof is accepted?',
        answer:
          'An original Aadhaar card, PAN card, voter ID, passport or driving licence, with a self-attested photocopy. Bring an ID that shows your current name. If your name is written differently in the document or in other records, tell us beforehand so that we can add the right clarification or declaration.',
      },
      {
        question: 'Is stamp paper needed for notarisation?',
        answer:
          'It depends on the document. Affidavits and agreements attract stamp duty under the Indian Stamp Act as it applies in Madhya Pradesh, and we arrange the correct value, usually as an e-stamp. True copies and some declarations need only the notarial stamp and the notary’s seal.',
      },
      {
        question: 'How long does a notarised document stay valid?',
        answer:
          'The notarisation itself does not expire. Many offices, however, ask for a recently made affidavit or declaration, so check the rule of the office where you will submit it. If yours is old, we can prepare a fresh one quickly.',
      },
      {
        question: 'Can documents in Hindi be notarised?',
        answer:
          'Yes. A document can be in Hindi, in English or in both. The notary must be satisfied that you understand what you are signing, so we explain the contents to you in the language you prefer before you sign.',
      },
      {
        question: 'What is a notarised true copy?',
        answer:
          'It is a photocopy that the notary compares with your original and certifies as a true copy. It is useful when an office asks for attested copies of marksheets, certificates or identity documents. You must show the original at the time of attestation.',
      },
      {
        question: 'I need a document for use abroad. Is notarisation enough?',
        answer:
          'Usually not. Documents for use abroad generally need notarisation followed by attestation by the state government and then an apostille or attestation by the Ministry of External Affairs, depending on the country. Tell us the country and the purpose and we will explain the steps that apply.',
      },
      {
        question: 'What does notarisation cost?',
        answer:
          'The notary’s fee, any stamp duty and our drafting charge depend on the type of document and the number of pages. We give you one clear quote before we start, and nothing is added at the time of signing.',
      },
    ],
    callToAction:
      'Tell us what you need notarised, and we will prepare it, fix the notary’s time and deliver it within 24-48 hours.',
    badges: ['Authorised notary', 'Delivery in 24-48 hours', 'Doorstep delivery in MP'],
  },
  hi: {
    seoTitle: 'नोटरी सेवा सतना, मध्य प्रदेश | शपथ पत्र व अनुबंध नोटरी',
    seoDescription:
      'मध्य प्रदेश में शपथ पत्र, अनुबंध, वचन पत्र और सत्यापित प्रतियाँ अधिकृत नोटरी से कराएँ। ड्राफ़्टिंग, स्टाम्प पेपर की व्यवस्था और 24-48 घंटे में डिलीवरी।',
    seoKeywords:
      'नोटरी, नोटरी कैसे करवाएँ, नोटरी एफ़िडेविट, शपथ पत्र नोटरी, किरायानामा नोटरी, नोटरी सत्यापित प्रति, notary near me, नोटरी भोपाल, नोटरी जबलपुर, नोटरी इंदौर',
    title: 'नोटरी सेवाएँ',
    shortDescription:
      'अपने शपथ पत्र, अनुबंध और घोषणा पत्र अधिकृत नोटरी से सत्यापित कराएँ। दस्तावेज़ की ड्राफ़्टिंग, स्टाम्प पेपर और नोटरी से समय तय करने का काम हम करते हैं।',
    description: [
      'नोटरीकरण का अर्थ है नोटरी अधिनियम, 1952 के तहत नियुक्त नोटरी द्वारा किसी दस्तावेज़ का सत्यापन। नोटरी हस्ताक्षर करने वाले व्यक्ति की पहचान की पुष्टि करता है, अपने सामने हस्ताक्षर करवाता है या शपथ दिलाता है, इस कार्य को अपने नोटरी रजिस्टर में दर्ज करता है और अपनी मुहर व हस्ताक्षर लगाता है। नोटरी से यह प्रमाणित होता है कि हस्ताक्षर किसने और कब किए; दस्तावेज़ में लिखी बातें सच हैं या नहीं, इसकी ज़िम्मेदारी हस्ताक्षर करने वाले की ही रहती है।',
      'भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा समेत पूरे मध्य प्रदेश में विद्यार्थियों, नौकरी के आवेदकों, मकान मालिकों और किरायेदारों, व्यापारियों और परिवारों को रोज़ नोटरी किए गए कागज़ों की ज़रूरत पड़ती है: स्कूल, बैंक और सरकारी दफ़्तरों के लिए शपथ पत्र, 11 महीने का किरायानामा, वचन पत्र, क्षतिपूर्ति बंध पत्र (इंडेम्निटी बॉन्ड), एनओसी, स्व-घोषणा पत्र और सत्यापित प्रतियाँ। लेकिन जो दस्तावेज़ अचल संपत्ति में अधिकार बनाते या हस्तांतरित करते हैं, जैसे विक्रय पत्र (सेल डीड), दान पत्र (गिफ़्ट डीड) और एक वर्ष से अधिक का पट्टा, उनकी रजिस्ट्री रजिस्ट्रीकरण अधिनियम, 1908 के तहत उप पंजीयक कार्यालय में ही करानी होती है। नोटरी की मुहर रजिस्ट्री का विकल्प नहीं है।',
      'हम आपका दस्तावेज़ तैयार करते हैं या आपके पास पहले से बने दस्तावेज़ की जाँच करते हैं, जहाँ स्टाम्प शुल्क लगता है वहाँ सही मूल्य का स्टाम्प पेपर या मध्य प्रदेश का ई-स्टाम्प दिलवाते हैं, और नोटरी से समय तय करते हैं। नोटरी को आपको स्वयं देखना होता है, इसलिए आपको मूल फ़ोटो पहचान पत्र के साथ व्यक्तिगत रूप से उपस्थित होना होगा; सब कुछ पहले से तैयार रहने के कारण यह काम जल्दी निपट जाता है।',
      'साथ में अपना मूल आधार कार्ड, पैन कार्ड, वोटर आईडी, पासपोर्ट या ड्राइविंग लाइसेंस और उसकी फ़ोटोकॉपी, दस्तावेज़ में ज़रूरत हो तो पासपोर्ट साइज़ फ़ोटो, और सत्यापित प्रति बनवानी हो तो मूल दस्तावेज़ लेकर आएँ। यदि दस्तावेज़ पर कोई और भी हस्ताक्षर करेगा, जैसे मकान मालिक और किरायेदार, तो हर हस्ताक्षरकर्ता को अपना पहचान पत्र साथ लाना होगा।',
    ],
    features: [
      'नोटरी से पहले शपथ पत्र, अनुबंध, वचन पत्र, घोषणा पत्र और एनओसी की ड्राफ़्टिंग या जाँच',
      'जहाँ स्टाम्प शुल्क लगता है, वहाँ सही मूल्य का स्टाम्प पेपर या मध्य प्रदेश का ई-स्टाम्प',
      'आपकी सुविधा के समय पर अधिकृत नोटरी से मुलाकात तय करना',
      'प्रमाण पत्रों, अंकसूचियों और पहचान पत्रों की मूल से मिलान कर सत्यापित प्रति',
      'नोटरी रजिस्टर में प्रविष्टि, और दस्तावेज़ पर मुहर, हस्ताक्षर व नोटरी टिकट',
      'ई-मेल या व्हाट्सऐप पर स्कैन कॉपी, और मध्य प्रदेश व आसपास के क्षेत्रों में मूल दस्तावेज़ की घर तक डिलीवरी',
    ],
    benefits: [
      'ऐसे कागज़ जिन्हें कॉलेज, बैंक, न्यायालय और सरकारी दफ़्तर पहली बार में ही स्वीकार करें',
      'बेवजह के चक्कर नहीं: क्या-क्या लाना है, यह हम पहले ही बता देते हैं',
      'आपके दस्तावेज़ के लिए नोटरी काफ़ी है या रजिस्ट्री ज़रूरी है, इस पर साफ़ सलाह',
      'सही स्टाम्प शुल्क, ताकि बाद में दस्तावेज़ पर कोई आपत्ति न उठे',
      '24-48 घंटे में नोटरी किए गए दस्तावेज़ तैयार',
      'काम शुरू करने से पहले एक स्पष्ट शुल्क, हस्ताक्षर के समय कोई अतिरिक्त खर्च नहीं',
    ],
    process: [
      {
        stepTitle: 'अपनी ज़रूरत बताएँ',
        stepDescription:
          'फ़ॉर्म भरें, फ़ोन करें या व्हाट्सऐप पर बताएँ कि दस्तावेज़ किस काम के लिए है और कहाँ जमा होगा। हमारे विशेषज्ञ 24 घंटे के भीतर आपसे संपर्क करेंगे।',
      },
      {
        stepTitle: 'मसौदा और जाँच',
        stepDescription:
          'हम दस्तावेज़ तैयार करते हैं या आपके दस्तावेज़ की जाँच करते हैं, स्टाम्प पेपर या ई-स्टाम्प का मूल्य तय करते हैं और आपको साथ लाने वाले मूल कागज़ों की सूची भेजते हैं।',
      },
      {
        stepTitle: 'स्टाम्प पेपर और समय तय करना',
        stepDescription:
          'हम स्टाम्प पेपर या ई-स्टाम्प की व्यवस्था करते हैं और नोटरी से ऐसा समय तय करते हैं जो आपके और दूसरे हस्ताक्षरकर्ता के लिए सुविधाजनक हो।',
      },
      {
        stepTitle: 'नोटरी के सामने हस्ताक्षर',
        stepDescription:
          'आप मूल पहचान पत्र के साथ स्वयं उपस्थित होकर नोटरी के सामने हस्ताक्षर करते हैं; नोटरी इसे रजिस्टर में दर्ज करके मुहर लगाता है।',
      },
      {
        stepTitle: 'डिलीवरी',
        stepDescription:
          'नोटरी किया गया दस्तावेज़ 24-48 घंटे में आपको हाथों-हाथ या मध्य प्रदेश व आसपास के क्षेत्रों में घर तक पहुँचा दिया जाता है, साथ में ई-मेल पर स्कैन कॉपी भी।',
      },
    ],
    faqs: [
      {
        question: 'नोटरी असल में क्या प्रमाणित करता है?',
        answer:
          'नोटरी यह प्रमाणित करता है कि हस्ताक्षर करने वाला व्यक्ति वही है जो वह होने का दावा करता है, और उसने उस तारीख को नोटरी के सामने हस्ताक्षर किए या शपथ ली। दस्तावेज़ में लिखी बातें सच हैं या नहीं, यह नोटरी नहीं जाँचता। बातें झूठी निकलें तो ज़िम्मेदारी हस्ताक्षरकर्ता की होती है, और झूठे शपथ पत्र पर आपराधिक कार्रवाई भी हो सकती है।',
      },
      {
        question: 'क्या नोटरी किया गया अनुबंध पंजीकृत दस्तावेज़ की जगह ले सकता है?',
        answer:
          'नहीं। रजिस्ट्रीकरण अधिनियम, 1908 की धारा 17 के तहत जिन दस्तावेज़ों की रजिस्ट्री अनिवार्य है, जैसे विक्रय पत्र, अचल संपत्ति का दान पत्र और एक वर्ष से अधिक का पट्टा, वे उप पंजीयक के यहाँ रजिस्ट्री के बिना संपत्ति पर कोई कानूनी असर नहीं डालते। नोटरी शपथ पत्र, 11 महीने के किरायानामे, वचन पत्र, घोषणा पत्र और ऐसे ही दस्तावेज़ों के लिए उपयुक्त है।',
      },
      {
        question: 'क्या नोटरी के सामने खुद उपस्थित होना ज़रूरी है?',
        answer:
          'हाँ। नोटरी को आपकी पहचान की पुष्टि करनी होती है और आपको हस्ताक्षर करते देखना होता है, इसलिए हर हस्ताक्षरकर्ता को मूल फ़ोटो पहचान पत्र के साथ स्वयं आना होगा। कहीं और हस्ताक्षर किए गए कागज़ों या किसी और की ओर से नोटरी कराना वैध नहीं है, और हम ऐसा नहीं करते।',
      },
      {
        question: 'कौन-सा पहचान पत्र मान्य है?',
        answer:
          'मूल आधार कार्ड, पैन कार्ड, वोटर आईडी, पासपोर्ट या ड्राइविंग लाइसेंस, साथ में उसकी स्व-सत्यापित फ़ोटोकॉपी। ऐसा पहचान पत्र लाएँ जिसमें आपका वर्तमान नाम हो। यदि दस्तावेज़ में या दूसरे रिकॉर्ड में आपका नाम अलग तरह से लिखा है, तो हमें पहले बता दें ताकि हम सही स्पष्टीकरण या घोषणा जोड़ सकें।',
      },
      {
        question: 'क्या नोटरी के लिए स्टाम्प पेपर ज़रूरी है?',
        answer:
          'यह दस्तावेज़ पर निर्भर करता है। मध्य प्रदेश में लागू भारतीय स्टाम्प अधिनियम के अनुसार शपथ पत्र और अनुबंधों पर स्टाम्प शुल्क लगता है, और हम सही मूल्य की व्यवस्था करते हैं, सामान्यतः ई-स्टाम्प के रूप में। सत्यापित प्रतियों और कुछ घोषणा पत्रों पर केवल नोटरी टिकट और नोटरी की मुहर लगती है।',
      },
      {
        question: 'नोटरी किया गया दस्तावेज़ कब तक मान्य रहता है?',
        answer:
          'नोटरी की अपनी कोई समय सीमा नहीं होती। फिर भी कई दफ़्तर हाल ही में बना शपथ पत्र या घोषणा पत्र माँगते हैं, इसलिए जहाँ जमा करना है उस दफ़्तर का नियम देख लें। आपका दस्तावेज़ पुराना हो तो हम जल्दी नया बनवा सकते हैं।',
      },
      {
        question: 'क्या हिंदी में लिखे दस्तावेज़ की नोटरी हो सकती है?',
        answer:
          'हाँ। दस्तावेज़ हिंदी में, अंग्रेज़ी में या दोनों भाषाओं में हो सकता है। नोटरी को यह संतोष होना चाहिए कि आप समझ रहे हैं कि किस पर हस्ताक्षर कर रहे हैं, इसलिए हस्ताक्षर से पहले हम आपकी पसंद की भाषा में पूरा दस्तावेज़ समझा देते हैं।',
      },
      {
        question: 'नोटरी से सत्यापित प्रति (ट्रू कॉपी) क्या होती है?',
        answer:
          'यह वह फ़ोटोकॉपी है जिसे नोटरी आपके मूल दस्तावेज़ से मिलाकर सही प्रति के रूप में प्रमाणित करता है। जब कोई दफ़्तर अंकसूची, प्रमाण पत्र या पहचान पत्र की सत्यापित प्रति माँगता है, तब यह काम आती है। सत्यापन के समय मूल दस्तावेज़ दिखाना ज़रूरी है।',
      },
      {
        question: 'मुझे विदेश में उपयोग के लिए दस्तावेज़ चाहिए। क्या नोटरी काफ़ी है?',
        answer:
          'आमतौर पर नहीं। विदेश में उपयोग होने वाले दस्तावेज़ों पर नोटरी के बाद राज्य सरकार का सत्यापन और फिर देश के अनुसार विदेश मंत्रालय का अपोस्टिल या सत्यापन लगता है। हमें देश और उद्देश्य बताएँ, हम आप पर लागू होने वाले सभी चरण समझा देंगे।',
      },
      {
        question: 'नोटरी कराने में कितना खर्च आता है?',
        answer:
          'नोटरी शुल्क, लागू स्टाम्प शुल्क और हमारी ड्राफ़्टिंग फ़ीस दस्तावेज़ के प्रकार और पन्नों की संख्या पर निर्भर करती है। काम शुरू करने से पहले हम एक स्पष्ट कुल राशि बता देते हैं, और हस्ताक्षर के समय कुछ भी अतिरिक्त नहीं जुड़ता।',
      },
    ],
    callToAction: 'बताइए किस दस्तावेज़ की नोटरी करानी है; हम उसे तैयार करेंगे, नोटरी से समय तय करेंगे और 24-48 घंटे में आप तक पहुँचा देंगे।',
    badges: ['अधिकृत नोटरी', '24-48 घंटे में डिलीवरी', 'म.प्र. में घर-पहुँच डिलीवरी'],
  },
};

export default entry;
