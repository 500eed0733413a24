/**
 * FAQ page content (/faqs, spec §2): the 9 named categories, 10 questions
 * each (design.md §7), in both languages. Category ids are the matching
 * service ids, so the UI can link a category to its service page.
 */
import { business } from '../../lib/config';
import type { Localized } from './types';

export interface FaqItem {
  question: Localized;
  answer: Localized;
}

export interface FaqCategory {
  /** The matching service id (SERVICE_MENU_IDS in lib/config). */
  id: string;
  name: Localized;
  items: FaqItem[];
}

export interface FaqPageText {
  seoTitle: string;
  seoDescription: string;
  /** Comma-separated keywords, as in a `<meta name="keywords">`. */
  seoKeywords: string;
  title: string;
  intro: string;
  /** The button to /contact-us below the categories. */
  helpButton: string;
}

export const faqPageText: Localized<FaqPageText> = {
  en: {
    seoTitle: `Frequently Asked Questions | ${business.name}`,
    seoDescription:
      'Answers to common questions about rent agreements, affidavits, e-stamp and notary, wills, property registration, e-mediation, legal photography and Sampada and RCMS portal services in Madhya Pradesh and Rajasthan.',
    seoKeywords:
      'legal FAQ, rent agreement questions, affidavit, e-stamp Madhya Pradesh, notary, will registration, property registration MP, Sampada portal, RCMS portal, e-mediation, legal photography, Section 63 certificate',
    title: 'Frequently Asked Questions',
    intro:
      'Clear answers to the questions our clients ask most often. Choose a category below; if your question is not covered, our legal experts are happy to help.',
    helpButton: 'Need More Help? Contact Our Legal Experts!',
  },
  hi: {
    seoTitle: `अक्सर पूछे जाने वाले प्रश्न | ${business.nameHi}`,
    seoDescription:
      'मध्य प्रदेश और राजस्थान में किरायानामा, शपथ पत्र, ई-स्टाम्प और नोटरी, वसीयत, संपत्ति की रजिस्ट्री, ई-मध्यस्थता, कानूनी फोटोग्राफी तथा संपदा और आरसीएमएस पोर्टल सेवाओं से जुड़े आम सवालों के जवाब।',
    seoKeywords:
      'कानूनी प्रश्न उत्तर, किरायानामा, रेंट एग्रीमेंट, शपथ पत्र, ई-स्टाम्प मध्य प्रदेश, नोटरी, वसीयत रजिस्ट्री, संपत्ति रजिस्ट्री, संपदा पोर्टल, आरसीएमएस पोर्टल, नामांतरण, ई-मध्यस्थता, कानूनी फोटोग्राफी',
    title: 'अक्सर पूछे जाने वाले प्रश्न',
    intro:
      'हमारे ग्राहक जो सवाल सबसे ज़्यादा पूछते हैं, उनके सीधे और स्पष्ट जवाब। नीचे अपनी श्रेणी चुनें; अगर आपका सवाल यहाँ नहीं है, तो हमारे कानूनी विशेषज्ञ आपकी मदद के लिए तैयार हैं।',
    helpButton: 'और सहायता चाहिए? हमारे कानूनी विशेषज्ञों से संपर्क करें!',
  },
};

const legalDocumentation: FaqCategory = {
  id: 'legal-documentation',
  name: { en: 'Legal Documentation', hi: 'कानूनी दस्तावेज़ीकरण' },
  items: [
    {
      question: {
        en: 'Which documents can you prepare for me?',
        hi: 'आप कौन-कौन से दस्तावेज़ तैयार करते हैं?',
      },
      answer: {
        en: 'We draft rent agreements, affidavits, agreements to sell and sale deeds, service agreements, legal notices, complaints, applications, partnership deeds, powers of attorney and wills. If the document you need is not on this list, tell us about it and we will let you know whether we can prepare it.',
        hi: 'हम किरायानामा (रेंट एग्रीमेंट), शपथ पत्र, विक्रय अनुबंध और विक्रय पत्र (सेल डीड), सेवा अनुबंध, कानूनी नोटिस, शिकायत, आवेदन, साझेदारी विलेख (पार्टनरशिप डीड), मुख्तारनामा (पावर ऑफ अटॉर्नी) और वसीयत तैयार करते हैं। अगर आपको जो दस्तावेज़ चाहिए वह इस सूची में नहीं है, तो हमें बताइए — हम बता देंगे कि उसे तैयार किया जा सकता है या नहीं।',
      },
    },
    {
      question: {
        en: 'How long does it take to get my document?',
        hi: 'दस्तावेज़ तैयार होने में कितना समय लगता है?',
      },
      answer: {
        en: 'Most standard documents are delivered within 24-48 hours of receiving complete details. Documents that need registration, a site visit or detailed research take longer, and we tell you the expected time before we start.',
        hi: 'पूरी जानकारी मिलने के बाद ज़्यादातर सामान्य दस्तावेज़ 24-48 घंटे में आपको दे दिए जाते हैं। जिन दस्तावेज़ों में रजिस्ट्री, मौका निरीक्षण या विस्तृत शोध की ज़रूरत हो, उनमें अधिक समय लगता है; काम शुरू करने से पहले ही हम अनुमानित समय बता देते हैं।',
      },
    },
    {
      question: {
        en: 'Why is a rent agreement usually made for 11 months?',
        hi: 'किरायानामा आमतौर पर 11 महीने का ही क्यों बनाया जाता है?',
      },
      answer: {
        en: 'Under the Registration Act, 1908, a lease for a term of more than one year must be registered, which adds stamp duty, registration fees and a visit to the sub-registrar office. A standard rent agreement is therefore made for 11 months and renewed when it ends. For a longer tenancy we prepare a lease deed and help you register it.',
        hi: 'रजिस्ट्रीकरण अधिनियम, 1908 के अनुसार एक वर्ष से अधिक अवधि के पट्टे (लीज़) की रजिस्ट्री अनिवार्य है, जिसमें स्टाम्प शुल्क, पंजीयन शुल्क और उप पंजीयक कार्यालय जाने की ज़रूरत पड़ती है। इसीलिए सामान्य रेंट एग्रीमेंट 11 महीने का बनाया जाता है और अवधि पूरी होने पर उसका नवीनीकरण कर लिया जाता है। लंबी अवधि की किरायेदारी के लिए हम लीज़ डीड तैयार करते हैं और उसकी रजिस्ट्री में भी मदद करते हैं।',
      },
    },
    {
      question: {
        en: 'What details do you need from me?',
        hi: 'दस्तावेज़ बनवाने के लिए मुझे कौन-सी जानकारी देनी होगी?',
      },
      answer: {
        en: 'Usually the full names, addresses and identity details (such as Aadhaar) of everyone signing, the main terms (rent, deposit, price, dates, duties) and, for property documents, the property address and its papers. We send you a short checklist for your document so that nothing is missed.',
        hi: 'आमतौर पर दस्तावेज़ पर हस्ताक्षर करने वाले सभी पक्षों के पूरे नाम, पते और पहचान पत्र (जैसे आधार) का विवरण, मुख्य शर्तें (किराया, अग्रिम राशि, कीमत, तारीखें, ज़िम्मेदारियाँ) और संपत्ति से जुड़े दस्तावेज़ों के लिए संपत्ति का पता व उसके कागज़ात। हम आपके दस्तावेज़ के हिसाब से एक छोटी सूची भेज देते हैं, ताकि कोई जानकारी छूट न जाए।',
      },
    },
    {
      question: {
        en: 'Do I need to visit your office?',
        hi: 'क्या मुझे आपके कार्यालय आना पड़ेगा?',
      },
      answer: {
        en: 'No. You can send your request through the website form, WhatsApp or a phone call and share photos of your papers online. The finished document reaches you by e-mail or WhatsApp, or at your doorstep in Madhya Pradesh and nearby areas. Notarisation or registration may still need the signing parties in person, and we tell you in advance when that is the case.',
        hi: 'नहीं। आप वेबसाइट के फ़ॉर्म, व्हाट्सऐप या फ़ोन कॉल से अपना अनुरोध भेज सकते हैं और अपने कागज़ात की फ़ोटो ऑनलाइन भेज सकते हैं। तैयार दस्तावेज़ ई-मेल या व्हाट्सऐप पर, और मध्य प्रदेश व आसपास के क्षेत्रों में आपके घर तक पहुँचाया जाता है। हाँ, नोटरी या रजिस्ट्री के समय हस्ताक्षर करने वालों की व्यक्तिगत उपस्थिति ज़रूरी हो सकती है; ऐसा होने पर हम पहले ही बता देते हैं।',
      },
    },
    {
      question: {
        en: 'Are documents prepared online legally valid?',
        hi: 'क्या ऑनलाइन तैयार किए गए दस्तावेज़ कानूनी रूप से मान्य होते हैं?',
      },
      answer: {
        en: 'Yes. A document is valid because of what it says, the correct stamp duty, proper signatures and, where the law requires it, notarisation or registration, not because of where it was typed. We make sure each of these steps is done correctly for your document.',
        hi: 'हाँ। किसी दस्तावेज़ की वैधता उसकी विषय-वस्तु, सही स्टाम्प शुल्क, विधिवत हस्ताक्षर और जहाँ कानून कहे वहाँ नोटरी या रजिस्ट्री से तय होती है, इस बात से नहीं कि वह कहाँ टाइप हुआ। हम आपके दस्तावेज़ के लिए ये सभी चरण सही ढंग से पूरे करवाते हैं।',
      },
    },
    {
      question: {
        en: 'Can I get my document in Hindi?',
        hi: 'क्या मुझे दस्तावेज़ हिंदी में मिल सकता है?',
      },
      answer: {
        en: 'Yes. We prepare documents in Hindi or English, as you prefer. Documents meant for government offices or for registration are prepared in the language and format those offices accept.',
        hi: 'हाँ। आपकी पसंद के अनुसार हम दस्तावेज़ हिंदी या अंग्रेज़ी में तैयार करते हैं। सरकारी कार्यालयों या रजिस्ट्री के लिए बनने वाले दस्तावेज़ उसी भाषा और प्रारूप में तैयार किए जाते हैं, जो वे कार्यालय स्वीकार करते हैं।',
      },
    },
    {
      question: {
        en: 'Can I ask for changes after I receive the draft?',
        hi: 'ड्राफ्ट मिलने के बाद क्या मैं उसमें बदलाव करवा सकता हूँ?',
      },
      answer: {
        en: 'Yes. You receive a draft to check before the final copy is printed, stamped or signed, and we correct names, figures or clauses at that stage. Once a document has been stamped, signed or registered, changing it usually needs a fresh document or a supplementary deed.',
        hi: 'हाँ। अंतिम प्रति छपने, स्टाम्प लगने या हस्ताक्षर होने से पहले आपको ड्राफ्ट जाँचने के लिए भेजा जाता है, और उसी समय हम नाम, राशि या शर्तों में सुधार कर देते हैं। स्टाम्प, हस्ताक्षर या रजिस्ट्री हो जाने के बाद बदलाव के लिए आमतौर पर नया दस्तावेज़ या पूरक विलेख (सप्लीमेंट्री डीड) बनाना पड़ता है।',
      },
    },
    {
      question: {
        en: 'How much does a document cost?',
        hi: 'दस्तावेज़ बनवाने का खर्च कितना आता है?',
      },
      answer: {
        en: 'The cost depends on the type of document, how complex it is, and the stamp duty, notary or registration charges that apply to it. We quote the full amount before we start, so there are no surprises later.',
        hi: 'खर्च दस्तावेज़ के प्रकार, उसकी जटिलता और उस पर लगने वाले स्टाम्प शुल्क, नोटरी या रजिस्ट्री शुल्क पर निर्भर करता है। काम शुरू करने से पहले हम पूरी राशि बता देते हैं, ताकि बाद में कोई अतिरिक्त खर्च अचानक सामने न आए।',
      },
    },
    {
      question: {
        en: 'Do you also prepare legal notices and complaints?',
        hi: 'क्या आप कानूनी नोटिस और शिकायत भी तैयार करते हैं?',
      },
      answer: {
        en: 'Yes. We draft legal notices for unpaid dues, cheque bounce, tenancy disputes and breach of agreement, as well as complaints and applications to the police, consumer commissions and government offices. Notices are sent through an advocate by registered post or speed post, so that you have proof of delivery.',
        hi: 'हाँ। हम बकाया राशि, चेक बाउंस, किरायेदारी विवाद और अनुबंध के उल्लंघन जैसे मामलों में कानूनी नोटिस तैयार करते हैं, साथ ही पुलिस, उपभोक्ता आयोग और सरकारी कार्यालयों के लिए शिकायत व आवेदन भी। नोटिस अधिवक्ता के माध्यम से रजिस्टर्ड डाक या स्पीड पोस्ट से भेजा जाता है, ताकि आपके पास उसकी प्राप्ति का प्रमाण रहे।',
      },
    },
  ],
};

const documentReview: FaqCategory = {
  id: 'document-review',
  name: { en: 'Document Review', hi: 'दस्तावेज़ समीक्षा' },
  items: [
    {
      question: {
        en: 'What is a document review?',
        hi: 'दस्तावेज़ समीक्षा क्या है?',
      },
      answer: {
        en: 'An experienced legal professional reads your document before you sign or rely on it and points out wrong details, missing clauses, one-sided terms and legal risks. You receive clear written comments with suggested changes in plain language.',
        hi: 'आपके हस्ताक्षर करने या किसी दस्तावेज़ पर भरोसा करने से पहले एक अनुभवी कानूनी विशेषज्ञ उसे ध्यान से पढ़ता है और गलत विवरण, छूटी हुई शर्तें, एकतरफ़ा प्रावधान और कानूनी जोखिम बताता है। आपको सरल भाषा में लिखित टिप्पणियाँ और सुझाए गए बदलाव मिलते हैं।',
      },
    },
    {
      question: {
        en: 'How long does a review take?',
        hi: 'समीक्षा में कितना समय लगता है?',
      },
      answer: {
        en: 'Most documents are reviewed within 24-48 hours. Long or complex papers, such as multi-party commercial contracts or a chain of property title deeds, can take longer, and we tell you the time before we start.',
        hi: 'ज़्यादातर दस्तावेज़ों की समीक्षा 24-48 घंटे में हो जाती है। लंबे या जटिल दस्तावेज़, जैसे कई पक्षों वाले व्यावसायिक अनुबंध या संपत्ति के स्वामित्व की पूरी श्रृंखला के कागज़ात, में अधिक समय लग सकता है; यह समय हम काम शुरू करने से पहले बता देते हैं।',
      },
    },
    {
      question: {
        en: 'Which documents can you review?',
        hi: 'आप किन-किन दस्तावेज़ों की समीक्षा करते हैं?',
      },
      answer: {
        en: 'Rent and lease agreements, agreements to sell and sale deeds, employment and service contracts, partnership deeds, loan and guarantee papers, powers of attorney, wills and settlement agreements. We also review notices and letters you have received from others.',
        hi: 'किरायानामा और लीज़ डीड, विक्रय अनुबंध और विक्रय पत्र, नौकरी और सेवा अनुबंध, साझेदारी विलेख, ऋण और गारंटी के कागज़ात, मुख्तारनामा, वसीयत और समझौता पत्र। दूसरों से मिले नोटिस और पत्रों की समीक्षा भी हम करते हैं।',
      },
    },
    {
      question: {
        en: 'How do I send my document for review?',
        hi: 'समीक्षा के लिए दस्तावेज़ कैसे भेजूँ?',
      },
      answer: {
        en: 'Send a clear scan or photo of every page by WhatsApp or e-mail, or bring the papers to our office. Make sure the stamp paper, signature pages and any annexures are included and readable.',
        hi: 'हर पृष्ठ का साफ़ स्कैन या फ़ोटो व्हाट्सऐप या ई-मेल से भेजें, या कागज़ात लेकर हमारे कार्यालय आएँ। ध्यान रखें कि स्टाम्प पेपर, हस्ताक्षर वाले पृष्ठ और सभी संलग्नक भी शामिल हों और साफ़ पढ़े जा सकें।',
      },
    },
    {
      question: {
        en: 'Will you also correct or rewrite the document?',
        hi: 'क्या आप दस्तावेज़ में सुधार करके उसे दोबारा भी लिख देंगे?',
      },
      answer: {
        en: 'Yes. Along with our comments we suggest corrected wording for the clauses that need it. If the document needs larger changes, we can prepare a revised version of the whole document; we quote for that separately before we start.',
        hi: 'हाँ। टिप्पणियों के साथ हम उन शर्तों के लिए सुधरी हुई भाषा भी सुझाते हैं, जिनमें बदलाव ज़रूरी है। अगर दस्तावेज़ में बड़े बदलाव चाहिए, तो हम पूरा संशोधित दस्तावेज़ तैयार कर सकते हैं; इसका शुल्क काम शुरू करने से पहले अलग से बता दिया जाता है।',
      },
    },
    {
      question: {
        en: 'Can you check a property’s papers before I buy it?',
        hi: 'क्या आप संपत्ति खरीदने से पहले उसके कागज़ात जाँच सकते हैं?',
      },
      answer: {
        en: 'Yes. We check the chain of title documents you give us, look for gaps and risks, and where possible compare them with the records of registered documents on Sampada and the land records (khasra and B-1). We tell you what else should be verified before you pay any money.',
        hi: 'हाँ। आपके दिए गए स्वामित्व के कागज़ात की पूरी श्रृंखला की जाँच कर हम कमियाँ और जोखिम बताते हैं, और जहाँ संभव हो, संपदा पर पंजीकृत दस्तावेज़ों और भू-अभिलेख (खसरा और बी-1) से उनका मिलान करते हैं। कोई भी राशि देने से पहले और क्या-क्या जाँच लेना चाहिए, यह भी हम बताते हैं।',
      },
    },
    {
      question: {
        en: 'I have received a legal notice. Can you look at it?',
        hi: 'मुझे कानूनी नोटिस मिला है। क्या आप उसे देख सकते हैं?',
      },
      answer: {
        en: 'Yes. We explain what the notice claims, what deadline it sets and what your options are, and we can draft a reply. Do not ignore a notice: in a cheque bounce case, for example, the law gives you 15 days from receiving the notice to pay.',
        hi: 'हाँ। नोटिस में क्या दावा किया गया है, उसमें कौन-सी समय-सीमा दी गई है और आपके पास क्या विकल्प हैं, यह हम समझाते हैं और उसका जवाब भी तैयार कर सकते हैं। नोटिस को अनदेखा न करें: उदाहरण के लिए, चेक बाउंस के मामले में नोटिस मिलने के 15 दिन के भीतर भुगतान करने का अवसर कानून देता है।',
      },
    },
    {
      question: {
        en: 'Will my document be kept confidential?',
        hi: 'क्या मेरा दस्तावेज़ गोपनीय रखा जाएगा?',
      },
      answer: {
        en: 'Yes. Your document is seen only by the professionals working on it and is used only for your work. We do not share it with anyone without your consent.',
        hi: 'हाँ। आपका दस्तावेज़ केवल वही विशेषज्ञ देखते हैं जो उस पर काम कर रहे हैं, और उसका उपयोग केवल आपके काम के लिए होता है। आपकी अनुमति के बिना हम इसे किसी के साथ साझा नहीं करते।',
      },
    },
    {
      question: {
        en: 'Does a review guarantee that there will be no dispute?',
        hi: 'क्या समीक्षा के बाद कोई विवाद न होने की गारंटी मिलती है?',
      },
      answer: {
        en: 'No. A review lowers your risk by finding problems early, but it is based on the document and information you give us. It cannot guarantee how the other party or a court will act; if a dispute has already started, we recommend a detailed consultation.',
        hi: 'नहीं। समीक्षा से समस्याएँ समय रहते पकड़ में आ जाती हैं और जोखिम कम होता है, लेकिन यह आपके दिए गए दस्तावेज़ और जानकारी पर आधारित होती है। दूसरा पक्ष या न्यायालय क्या करेगा, इसकी गारंटी इससे नहीं दी जा सकती; अगर विवाद शुरू हो चुका है, तो हम विस्तृत परामर्श लेने की सलाह देते हैं।',
      },
    },
    {
      question: {
        en: 'What does a review cost?',
        hi: 'समीक्षा का शुल्क कितना है?',
      },
      answer: {
        en: 'It depends on the length of the document and how complex it is. Send us the document or tell us about it, and we quote the fee before we start.',
        hi: 'यह दस्तावेज़ की लंबाई और उसकी जटिलता पर निर्भर करता है। दस्तावेज़ भेजें या उसके बारे में बताएँ, काम शुरू करने से पहले हम शुल्क बता देंगे।',
      },
    },
  ],
};

const eStampNotary: FaqCategory = {
  id: 'stamp-papers',
  name: { en: 'E-Stamp & Notary Services', hi: 'ई-स्टाम्प और नोटरी सेवाएँ' },
  items: [
    {
      question: {
        en: 'What is an e-stamp?',
        hi: 'ई-स्टाम्प क्या है?',
      },
      answer: {
        en: 'An e-stamp is stamp duty paid electronically, shown on a computer-generated certificate with a unique number. It replaces old-style stamp paper and can be verified online, which makes forgery very difficult. In Madhya Pradesh, e-stamps are issued through the state’s Sampada system.',
        hi: 'ई-स्टाम्प इलेक्ट्रॉनिक रूप से चुकाया गया स्टाम्प शुल्क है, जिसका कंप्यूटर से बना प्रमाणपत्र एक विशिष्ट नंबर के साथ मिलता है। यह पुराने स्टाम्प पेपर की जगह लेता है और इसकी ऑनलाइन जाँच हो सकती है, इसलिए इसमें जालसाज़ी लगभग असंभव है। मध्य प्रदेश में ई-स्टाम्प राज्य की संपदा प्रणाली से जारी होते हैं।',
      },
    },
    {
      question: {
        en: 'Can you provide e-stamps for other states?',
        hi: 'क्या आप दूसरे राज्यों के लिए भी ई-स्टाम्प देते हैं?',
      },
      answer: {
        en: 'No. Our e-stamp service is for Madhya Pradesh only, because stamp duty is paid to the state where the document is executed or where the property is situated. For documents used in Rajasthan or elsewhere, we can still draft the document and tell you how to pay the stamp duty of that state.',
        hi: 'नहीं। हमारी ई-स्टाम्प सेवा केवल मध्य प्रदेश के लिए है, क्योंकि स्टाम्प शुल्क उसी राज्य को चुकाया जाता है जहाँ दस्तावेज़ निष्पादित होता है या संपत्ति स्थित होती है। राजस्थान या अन्य राज्यों के दस्तावेज़ हम तैयार कर सकते हैं और यह भी बता देते हैं कि वहाँ का स्टाम्प शुल्क कैसे जमा करें।',
      },
    },
    {
      question: {
        en: 'How much stamp duty will I have to pay?',
        hi: 'मुझे कितना स्टाम्प शुल्क देना होगा?',
      },
      answer: {
        en: 'It depends on the type of document and the value involved. For property transfers such as sale deeds, stamp duty in India is typically 4% to 8% of the property value depending on the state; in Madhya Pradesh it is worked out on the higher of the guideline value and the deal value. We tell you the exact amount before the e-stamp is generated.',
        hi: 'यह दस्तावेज़ के प्रकार और उसमें शामिल राशि पर निर्भर करता है। विक्रय पत्र जैसे संपत्ति हस्तांतरण के दस्तावेज़ों पर भारत में स्टाम्प शुल्क राज्य के अनुसार आमतौर पर संपत्ति मूल्य का 4% से 8% होता है; मध्य प्रदेश में यह कलेक्टर गाइडलाइन मूल्य और सौदे की राशि में से जो अधिक हो, उस पर निकाला जाता है। ई-स्टाम्प बनाने से पहले हम आपको सटीक राशि बता देते हैं।',
      },
    },
    {
      question: {
        en: 'How can I check that my e-stamp is genuine?',
        hi: 'मैं कैसे जाँचूँ कि मेरा ई-स्टाम्प असली है?',
      },
      answer: {
        en: 'Every e-stamp certificate carries a unique number that can be verified on the Sampada portal. We give you the certificate details so that you, or the other party, can check it at any time.',
        hi: 'हर ई-स्टाम्प प्रमाणपत्र पर एक विशिष्ट नंबर होता है, जिसकी जाँच संपदा पोर्टल पर की जा सकती है। हम आपको प्रमाणपत्र का पूरा विवरण देते हैं, ताकि आप या दूसरा पक्ष कभी भी उसकी जाँच कर सकें।',
      },
    },
    {
      question: {
        en: 'What does a notary do?',
        hi: 'नोटरी क्या करता है?',
      },
      answer: {
        en: 'A notary public, appointed under the Notaries Act, 1952, checks the identity of the person signing, witnesses the signature and attests it with a seal and an entry in the notary register. Notarisation confirms who signed and when; it does not certify that the contents are true, and it does not register the document.',
        hi: 'नोटरी अधिनियम, 1952 के तहत नियुक्त नोटरी हस्ताक्षर करने वाले व्यक्ति की पहचान जाँचता है, उसके सामने हस्ताक्षर करवाता है और अपनी मुहर व नोटरी रजिस्टर में प्रविष्टि के साथ उसे प्रमाणित करता है। नोटरी से यह पुष्टि होती है कि हस्ताक्षर किसने और कब किए; इससे दस्तावेज़ की बातें सच साबित नहीं होतीं और न ही उसकी रजिस्ट्री होती है।',
      },
    },
    {
      question: {
        en: 'Which documents usually need to be notarised?',
        hi: 'आमतौर पर किन दस्तावेज़ों की नोटरी करवानी पड़ती है?',
      },
      answer: {
        en: 'Affidavits, rent agreements, declarations and undertakings, some powers of attorney, and true copies of certificates that an office asks to be attested. What is needed depends on the office or institution asking for it, so tell us where the document will be submitted and we will advise.',
        hi: 'शपथ पत्र, किरायानामा, घोषणा पत्र और वचन पत्र, कुछ प्रकार के मुख्तारनामे, और वे प्रमाणपत्रों की सत्य प्रतिलिपियाँ जिन्हें कोई कार्यालय सत्यापित करवाने को कहे। ज़रूरत इस बात पर निर्भर करती है कि दस्तावेज़ कौन-सा कार्यालय या संस्था माँग रही है, इसलिए हमें बताएँ कि दस्तावेज़ कहाँ जमा होगा, हम सही सलाह देंगे।',
      },
    },
    {
      question: {
        en: 'Do I need to be present for notarisation?',
        hi: 'क्या नोटरी के समय मेरा उपस्थित रहना ज़रूरी है?',
      },
      answer: {
        en: 'Generally yes. The person signing must appear before the notary with an original photo ID, so that the notary can confirm their identity and witness the signature. We prepare everything in advance so that the visit is short; tell us beforehand if the signer is elderly or unwell.',
        hi: 'सामान्यतः हाँ। हस्ताक्षर करने वाले व्यक्ति को मूल फ़ोटो पहचान पत्र के साथ नोटरी के सामने उपस्थित होना होता है, ताकि नोटरी उसकी पहचान की पुष्टि कर सके और अपने सामने हस्ताक्षर करवा सके। हम सारी तैयारी पहले से कर लेते हैं, ताकि आपका समय कम लगे; यदि हस्ताक्षर करने वाले बुज़ुर्ग या अस्वस्थ हैं, तो पहले से बता दें।',
      },
    },
    {
      question: {
        en: 'Can a notarised agreement replace registration?',
        hi: 'क्या नोटरी किया हुआ अनुबंध रजिस्ट्री की जगह ले सकता है?',
      },
      answer: {
        en: 'No. Documents that the law requires to be registered, such as sale deeds, gift deeds of property and leases for more than one year, must be registered at the sub-registrar office. Notarising such a document does not transfer ownership or make it valid as a registered document.',
        hi: 'नहीं। जिन दस्तावेज़ों की रजिस्ट्री कानूनन अनिवार्य है, जैसे विक्रय पत्र, संपत्ति का दान पत्र (गिफ्ट डीड) और एक वर्ष से अधिक की लीज़, उनकी रजिस्ट्री उप पंजीयक कार्यालय में ही करानी होती है। ऐसे दस्तावेज़ की केवल नोटरी करवाने से न तो स्वामित्व हस्तांतरित होता है और न ही वह पंजीकृत दस्तावेज़ के रूप में मान्य होता है।',
      },
    },
    {
      question: {
        en: 'What should I bring for notary and e-stamp work?',
        hi: 'नोटरी और ई-स्टाम्प के लिए मुझे क्या-क्या लाना होगा?',
      },
      answer: {
        en: 'An original photo ID such as Aadhaar, PAN card, voter ID, passport or driving licence, and the document to be notarised, unsigned, because you sign it in front of the notary. For an e-stamp we also need the names of the parties, the type of document and the amount or value involved.',
        hi: 'मूल फ़ोटो पहचान पत्र, जैसे आधार, पैन कार्ड, मतदाता पहचान पत्र, पासपोर्ट या ड्राइविंग लाइसेंस, और वह दस्तावेज़ जिसकी नोटरी होनी है — बिना हस्ताक्षर के, क्योंकि हस्ताक्षर नोटरी के सामने ही करने होते हैं। ई-स्टाम्प के लिए पक्षकारों के नाम, दस्तावेज़ का प्रकार और उसमें शामिल राशि या मूल्य भी चाहिए।',
      },
    },
    {
      question: {
        en: 'How quickly can I get an e-stamp or a notarised document?',
        hi: 'ई-स्टाम्प या नोटरी किया हुआ दस्तावेज़ कितनी जल्दी मिल सकता है?',
      },
      answer: {
        en: 'Most e-stamp and notary work is completed within 24-48 hours of receiving complete details, and we do urgent requests faster whenever possible. Our office is open from 10 AM to 7 PM, Monday to Saturday.',
        hi: 'पूरी जानकारी मिलने के बाद ज़्यादातर ई-स्टाम्प और नोटरी का काम 24-48 घंटे में पूरा हो जाता है, और जहाँ संभव हो, ज़रूरी काम इससे भी जल्दी कर दिया जाता है। हमारा कार्यालय सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक खुला रहता है।',
      },
    },
  ],
};

const willEstate: FaqCategory = {
  id: 'will-creation',
  name: { en: 'Will & Estate Planning', hi: 'वसीयत और संपत्ति उत्तराधिकार योजना' },
  items: [
    {
      question: {
        en: 'Why should I make a will?',
        hi: 'मुझे वसीयत क्यों बनवानी चाहिए?',
      },
      answer: {
        en: 'A will decides who receives your property and belongings after you. Without one, everything passes under the succession law that applies to you, which may not match your wishes and often leads to family disputes. A will also lets you name an executor and a guardian for minor children.',
        hi: 'वसीयत से तय होता है कि आपके बाद आपकी संपत्ति और सामान किसे मिलेगा। वसीयत न होने पर सब कुछ आप पर लागू उत्तराधिकार कानून के अनुसार बँटता है, जो ज़रूरी नहीं कि आपकी इच्छा के अनुरूप हो, और इससे अक्सर पारिवारिक विवाद होते हैं। वसीयत में आप निष्पादक (एग्ज़ीक्यूटर) और नाबालिग बच्चों के लिए संरक्षक भी नियुक्त कर सकते हैं।',
      },
    },
    {
      question: {
        en: 'Is it compulsory to register a will?',
        hi: 'क्या वसीयत की रजिस्ट्री करवाना अनिवार्य है?',
      },
      answer: {
        en: 'No. Under Indian law, registering a will is optional, and an unregistered will is valid if it is properly signed and witnessed. A registered will is kept on record at the sub-registrar office and is harder to dispute, so we usually recommend registering it.',
        hi: 'नहीं। भारतीय कानून में वसीयत की रजिस्ट्री ऐच्छिक है, और विधिवत हस्ताक्षरित व गवाहों द्वारा सत्यापित बिना रजिस्ट्री वाली वसीयत भी मान्य होती है। पंजीकृत वसीयत का रिकॉर्ड उप पंजीयक कार्यालय में रहता है और उसे चुनौती देना कठिन होता है, इसलिए हम सामान्यतः रजिस्ट्री करवाने की सलाह देते हैं।',
      },
    },
    {
      question: {
        en: 'What makes a will valid?',
        hi: 'वसीयत किन बातों से मान्य होती है?',
      },
      answer: {
        en: 'The person making the will must be an adult of sound mind acting of their own free will. The will must be signed by them and attested by at least two witnesses who saw them sign. No stamp duty is payable on a will.',
        hi: 'वसीयत करने वाला व्यक्ति वयस्क हो, स्वस्थ मानसिक स्थिति में हो और बिना किसी दबाव के अपनी इच्छा से वसीयत कर रहा हो। वसीयत पर उसके हस्ताक्षर हों और कम से कम दो ऐसे गवाह उसे सत्यापित करें, जिन्होंने उसे हस्ताक्षर करते देखा हो। वसीयत पर कोई स्टाम्प शुल्क नहीं लगता।',
      },
    },
    {
      question: {
        en: 'Who should witness my will?',
        hi: 'मेरी वसीयत का गवाह किसे बनाना चाहिए?',
      },
      answer: {
        en: 'Any two adults of sound mind who do not receive anything under the will, because a gift in a will to an attesting witness or to the witness’s spouse becomes void. It helps to choose people who are likely to be available later, such as a family friend or your doctor.',
        hi: 'कोई भी दो वयस्क और स्वस्थ मानसिक स्थिति वाले व्यक्ति, जिन्हें वसीयत में कुछ नहीं मिल रहा हो, क्योंकि गवाह या उसके पति/पत्नी के नाम वसीयत में दी गई संपत्ति शून्य हो जाती है। बेहतर है कि ऐसे लोगों को गवाह बनाएँ जो आगे भी उपलब्ध रहें, जैसे कोई पारिवारिक मित्र या आपके डॉक्टर।',
      },
    },
    {
      question: {
        en: 'Can I change or cancel my will later?',
        hi: 'क्या मैं बाद में अपनी वसीयत बदल या रद्द कर सकता हूँ?',
      },
      answer: {
        en: 'Yes, at any time during your lifetime. You can make a new will that revokes all earlier ones, or add a codicil for small changes. Your last valid will is the one that counts.',
        hi: 'हाँ, अपने जीवनकाल में कभी भी। आप नई वसीयत बना सकते हैं जो पिछली सभी वसीयतों को रद्द कर दे, या छोटे बदलावों के लिए कोडिसिल (पूरक वसीयत) जोड़ सकते हैं। आपकी अंतिम वैध वसीयत ही लागू होती है।',
      },
    },
    {
      question: {
        en: 'Can I leave ancestral property by will?',
        hi: 'क्या मैं पैतृक संपत्ति की वसीयत कर सकता हूँ?',
      },
      answer: {
        en: 'You can leave your self-acquired property to anyone you choose. In ancestral (coparcenary) property, a Hindu can leave only his or her own share by will. Other personal laws have their own rules; for example, a Muslim can generally leave only up to one-third of the estate by will without the heirs’ consent.',
        hi: 'अपनी स्व-अर्जित संपत्ति आप अपनी इच्छा से किसी को भी दे सकते हैं। पैतृक (सहदायिकी) संपत्ति में हिंदू व्यक्ति केवल अपने हिस्से की ही वसीयत कर सकता है। अन्य पर्सनल लॉ के अपने नियम हैं; उदाहरण के लिए, मुस्लिम व्यक्ति वारिसों की सहमति के बिना सामान्यतः अपनी संपत्ति के एक-तिहाई हिस्से तक की ही वसीयत कर सकता है।',
      },
    },
    {
      question: {
        en: 'What is an executor?',
        hi: 'निष्पादक (एग्ज़ीक्यूटर) कौन होता है?',
      },
      answer: {
        en: 'The executor is the person you name in your will to carry out its instructions: collecting your assets, paying any debts and handing over property to the people you have named. Choose someone you trust who is willing to take on the task; it can be a family member or a friend.',
        hi: 'निष्पादक वह व्यक्ति है जिसे आप अपनी वसीयत में उसके निर्देशों का पालन करवाने के लिए नियुक्त करते हैं: आपकी संपत्ति एकत्र करना, कोई कर्ज़ हो तो चुकाना और संपत्ति उन लोगों को सौंपना जिनके नाम आपने लिखे हैं। ऐसे भरोसेमंद व्यक्ति को चुनें जो यह ज़िम्मेदारी लेने को तैयार हो; वह परिवार का सदस्य या कोई मित्र हो सकता है।',
      },
    },
    {
      question: {
        en: 'What is probate, and is it needed in Madhya Pradesh?',
        hi: 'प्रोबेट क्या है, और क्या मध्य प्रदेश में इसकी ज़रूरत होती है?',
      },
      answer: {
        en: 'Probate is a court’s certificate confirming that a will is genuine. It is compulsory only for certain wills made in, or dealing with property in, the areas of the old presidency towns of Kolkata, Chennai and Mumbai, so it is generally not required in Madhya Pradesh. Some banks or authorities may still ask for probate or a succession certificate, and we can guide you if they do.',
        hi: 'प्रोबेट न्यायालय का वह प्रमाणपत्र है जो वसीयत के असली होने की पुष्टि करता है। यह केवल कोलकाता, चेन्नई और मुंबई के पुराने प्रेसीडेंसी क्षेत्रों में बनी या वहाँ की संपत्ति से जुड़ी कुछ वसीयतों के लिए अनिवार्य है, इसलिए मध्य प्रदेश में सामान्यतः इसकी ज़रूरत नहीं होती। फिर भी कुछ बैंक या विभाग प्रोबेट या उत्तराधिकार प्रमाणपत्र माँग सकते हैं; ऐसी स्थिति में हम आपका मार्गदर्शन करते हैं।',
      },
    },
    {
      question: {
        en: 'Is a nomination enough, or do I still need a will?',
        hi: 'क्या नामांकन (नॉमिनेशन) काफ़ी है, या वसीयत भी ज़रूरी है?',
      },
      answer: {
        en: 'Nominations on bank accounts, insurance and investments are useful, but in most cases the nominee only receives the money on behalf of the legal heirs and does not become the owner. A will, and where suitable a registered gift deed or family settlement, makes your wishes clear. We explain which of these suits your family and property.',
        hi: 'बैंक खाते, बीमा और निवेश में नामांकन उपयोगी है, लेकिन ज़्यादातर मामलों में नामांकित व्यक्ति केवल कानूनी वारिसों की ओर से राशि प्राप्त करता है, उसका मालिक नहीं बनता। वसीयत, और ज़रूरत हो तो पंजीकृत दान पत्र या पारिवारिक समझौता, आपकी इच्छा को स्पष्ट करते हैं। आपके परिवार और संपत्ति के लिए इनमें से क्या सही है, यह हम समझाते हैं।',
      },
    },
    {
      question: {
        en: 'How should I keep my will safe?',
        hi: 'अपनी वसीयत को सुरक्षित कैसे रखूँ?',
      },
      answer: {
        en: 'Keep the original in a safe place and tell your executor or a trusted person where it is. A registered will also has a copy on record at the sub-registrar office, and the Registration Act lets you deposit a will in a sealed cover with the registrar for safekeeping.',
        hi: 'मूल वसीयत को सुरक्षित स्थान पर रखें और अपने निष्पादक या किसी भरोसेमंद व्यक्ति को उसकी जगह बता दें। पंजीकृत वसीयत की प्रति उप पंजीयक कार्यालय के रिकॉर्ड में भी रहती है, और रजिस्ट्रीकरण अधिनियम के तहत आप अपनी वसीयत बंद लिफ़ाफ़े में रजिस्ट्रार के पास सुरक्षित जमा भी करवा सकते हैं।',
      },
    },
  ],
};

const legalResearch: FaqCategory = {
  id: 'legal-research',
  name: { en: 'Legal Research and Consultation', hi: 'कानूनी शोध और परामर्श' },
  items: [
    {
      question: {
        en: 'What does a legal consultation cover?',
        hi: 'कानूनी परामर्श में क्या-क्या शामिल होता है?',
      },
      answer: {
        en: 'We listen to your problem, whether it concerns property, tenancy, family, money recovery, consumer rights, employment or business, and explain your rights, your options and the likely next steps. You also learn which documents you need and what it may cost to take the matter forward.',
        hi: 'हम आपकी समस्या ध्यान से सुनते हैं — चाहे वह संपत्ति, किरायेदारी, परिवार, रकम की वसूली, उपभोक्ता अधिकार, नौकरी या व्यापार से जुड़ी हो — और आपके अधिकार, विकल्प और आगे के संभावित कदम समझाते हैं। साथ ही यह भी बताते हैं कि किन कागज़ात की ज़रूरत होगी और मामले को आगे बढ़ाने में लगभग कितना खर्च आ सकता है।',
      },
    },
    {
      question: {
        en: 'How can I consult you?',
        hi: 'मैं आपसे परामर्श कैसे ले सकता हूँ?',
      },
      answer: {
        en: 'In person at our office on the district court campus in Satna, by phone, or by video call. Consultations are held between 10 AM and 7 PM, Monday to Saturday; book a time through the contact form or WhatsApp.',
        hi: 'सतना जिला न्यायालय परिसर स्थित हमारे कार्यालय में आकर, फ़ोन पर या वीडियो कॉल के ज़रिए। परामर्श सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे के बीच होता है; समय तय करने के लिए संपर्क फ़ॉर्म भरें या व्हाट्सऐप करें।',
      },
    },
    {
      question: {
        en: 'What is your legal research service?',
        hi: 'आपकी कानूनी शोध सेवा क्या है?',
      },
      answer: {
        en: 'We find and analyse the laws, rules, government circulars and court judgments that apply to a specific question and give you a written note with references. It is useful for businesses, advocates, students and anyone preparing for a case or an important decision.',
        hi: 'किसी विशेष प्रश्न पर लागू कानून, नियम, सरकारी परिपत्र और न्यायालयों के निर्णय खोजकर हम उनका विश्लेषण करते हैं और संदर्भों सहित एक लिखित नोट देते हैं। यह व्यापारियों, अधिवक्ताओं, विद्यार्थियों और किसी मुकदमे या महत्वपूर्ण निर्णय की तैयारी कर रहे हर व्यक्ति के लिए उपयोगी है।',
      },
    },
    {
      question: {
        en: 'How long does legal research take?',
        hi: 'कानूनी शोध में कितना समय लगता है?',
      },
      answer: {
        en: 'It depends on how wide the question is. A focused question can be answered quickly, while a detailed research note takes longer; we agree the scope and the delivery date with you before we start.',
        hi: 'यह प्रश्न के दायरे पर निर्भर करता है। सीमित प्रश्न का उत्तर जल्दी मिल जाता है, जबकि विस्तृत शोध नोट में अधिक समय लगता है; काम शुरू करने से पहले हम आपके साथ दायरा और सौंपने की तारीख तय कर लेते हैं।',
      },
    },
    {
      question: {
        en: 'How should I prepare for a consultation?',
        hi: 'परामर्श की तैयारी कैसे करूँ?',
      },
      answer: {
        en: 'Write down a short timeline of what happened, with dates, and keep copies of the related papers: agreements, notices, letters, receipts, messages and any court papers. A list of your questions helps you get the most out of the time.',
        hi: 'जो कुछ हुआ उसका तारीखों सहित छोटा-सा विवरण लिख लें और संबंधित कागज़ात की प्रतियाँ साथ रखें: अनुबंध, नोटिस, पत्र, रसीदें, संदेश और अदालत के कोई कागज़ हों तो वे भी। अपने प्रश्नों की सूची बना लेने से परामर्श का पूरा लाभ मिलता है।',
      },
    },
    {
      question: {
        en: 'Is what I tell you kept confidential?',
        hi: 'क्या मेरी बताई बातें गोपनीय रहेंगी?',
      },
      answer: {
        en: 'Yes. What you share with us is used only to advise you and is not disclosed to anyone without your consent. Communications with an advocate for legal advice are also protected by law.',
        hi: 'हाँ। आपकी बताई हर बात केवल आपको सलाह देने के लिए उपयोग होती है और आपकी अनुमति के बिना किसी को नहीं बताई जाती। कानूनी सलाह के लिए अधिवक्ता से हुई बातचीत को कानून भी संरक्षण देता है।',
      },
    },
    {
      question: {
        en: 'Can you represent me in court?',
        hi: 'क्या आप अदालत में मेरी पैरवी कर सकते हैं?',
      },
      answer: {
        en: 'Our services focus on documentation, advice and resolving matters before they reach court. If your matter does need to go to court, we explain the process and can connect you with an advocate who practises in the right court.',
        hi: 'हमारी सेवाएँ मुख्य रूप से दस्तावेज़ीकरण, सलाह और मामलों को अदालत तक पहुँचने से पहले सुलझाने पर केंद्रित हैं। अगर आपके मामले में अदालत जाना ज़रूरी हो, तो हम पूरी प्रक्रिया समझाते हैं और संबंधित अदालत में प्रैक्टिस करने वाले अधिवक्ता से आपको जोड़ सकते हैं।',
      },
    },
    {
      question: {
        en: 'My cheque has bounced. What are the time limits?',
        hi: 'मेरा चेक बाउंस हो गया है। इसकी समय-सीमाएँ क्या हैं?',
      },
      answer: {
        en: 'Under Section 138 of the Negotiable Instruments Act, you must send a demand notice to the person who issued the cheque within 30 days of receiving the bank’s return memo. They then have 15 days to pay, and if they do not, a complaint can be filed within one month after those 15 days end. We draft the notice and guide you on the complaint.',
        hi: 'परक्राम्य लिखत अधिनियम (नेगोशिएबल इंस्ट्रूमेंट्स एक्ट) की धारा 138 के तहत, बैंक का रिटर्न मेमो मिलने के 30 दिन के भीतर चेक जारी करने वाले को माँग नोटिस भेजना ज़रूरी है। नोटिस मिलने के बाद उसके पास भुगतान के लिए 15 दिन होते हैं, और भुगतान न होने पर ये 15 दिन पूरे होने के एक महीने के भीतर परिवाद दायर किया जा सकता है। नोटिस हम तैयार करते हैं और परिवाद के लिए मार्गदर्शन देते हैं।',
      },
    },
    {
      question: {
        en: 'Can you explain the new criminal laws (BNS, BNSS and BSA)?',
        hi: 'क्या आप नए आपराधिक कानून (बीएनएस, बीएनएसएस और बीएसए) समझा सकते हैं?',
      },
      answer: {
        en: 'Yes. From 1 July 2024, the Indian Penal Code, the Code of Criminal Procedure and the Indian Evidence Act were replaced by the Bharatiya Nyaya Sanhita, the Bharatiya Nagarik Suraksha Sanhita and the Bharatiya Sakshya Adhiniyam. We explain which law applies to your matter and how the old sections correspond to the new ones.',
        hi: 'हाँ। 1 जुलाई 2024 से भारतीय दंड संहिता, दंड प्रक्रिया संहिता और भारतीय साक्ष्य अधिनियम, 1872 की जगह भारतीय न्याय संहिता, भारतीय नागरिक सुरक्षा संहिता और भारतीय साक्ष्य अधिनियम, 2023 लागू हो गए हैं। आपके मामले पर कौन-सा कानून लागू होगा और पुरानी धाराएँ नई धाराओं में कहाँ हैं, यह हम समझाते हैं।',
      },
    },
    {
      question: {
        en: 'How are consultation and research fees decided?',
        hi: 'परामर्श और शोध का शुल्क कैसे तय होता है?',
      },
      answer: {
        en: 'The fee depends on the nature of the matter, the time it needs and whether you want a written opinion or research note. We tell you the fee before the consultation is booked or the research begins.',
        hi: 'शुल्क मामले की प्रकृति, उसमें लगने वाले समय और इस बात पर निर्भर करता है कि आपको लिखित राय या शोध नोट चाहिए या नहीं। परामर्श का समय तय होने या शोध शुरू होने से पहले ही हम शुल्क बता देते हैं।',
      },
    },
  ],
};

const eMediation: FaqCategory = {
  id: 'e-mediation',
  name: { en: 'E-Mediation and Dispute Resolution', hi: 'ई-मध्यस्थता और विवाद समाधान' },
  items: [
    {
      question: {
        en: 'What is e-mediation?',
        hi: 'ई-मध्यस्थता क्या है?',
      },
      answer: {
        en: 'E-mediation is mediation held online, through video calls, phone calls and messages. A neutral mediator helps both sides talk and reach a settlement that they agree on themselves. Everyone can join from home or work, without travelling.',
        hi: 'ई-मध्यस्थता ऑनलाइन होने वाली मध्यस्थता है, जो वीडियो कॉल, फ़ोन कॉल और संदेशों के ज़रिए होती है। एक निष्पक्ष मध्यस्थ दोनों पक्षों को बातचीत करने और आपसी सहमति से समझौते तक पहुँचने में मदद करता है। सभी पक्ष बिना यात्रा किए घर या कार्यस्थल से ही जुड़ सकते हैं।',
      },
    },
    {
      question: {
        en: 'Which disputes can be settled through mediation?',
        hi: 'किन विवादों का समाधान मध्यस्थता से हो सकता है?',
      },
      answer: {
        en: 'Rent and tenancy disputes, money recovery, property and family disagreements, partnership and business disputes, consumer complaints and contract issues are all well suited to mediation. Serious criminal offences cannot be settled by mediation.',
        hi: 'किराया और किरायेदारी विवाद, रकम की वसूली, संपत्ति और पारिवारिक मतभेद, साझेदारी और व्यापारिक विवाद, उपभोक्ता शिकायतें और अनुबंध से जुड़े मामले मध्यस्थता के लिए उपयुक्त हैं। गंभीर आपराधिक मामलों का निपटारा मध्यस्थता से नहीं हो सकता।',
      },
    },
    {
      question: {
        en: 'Is online mediation recognised by Indian law?',
        hi: 'क्या भारतीय कानून ऑनलाइन मध्यस्थता को मान्यता देता है?',
      },
      answer: {
        en: 'Yes. The Mediation Act, 2023 provides for mediation, including online mediation, and courts regularly encourage parties to settle through it. For commercial disputes, the Commercial Courts Act requires an attempt at pre-institution mediation before a suit is filed, unless urgent interim relief is needed.',
        hi: 'हाँ। मध्यस्थता अधिनियम, 2023 ऑनलाइन मध्यस्थता सहित मध्यस्थता का प्रावधान करता है, और अदालतें भी पक्षकारों को इसके ज़रिए समझौता करने के लिए प्रोत्साहित करती हैं। वाणिज्यिक विवादों में वाणिज्यिक न्यायालय अधिनियम के अनुसार वाद दायर करने से पहले मध्यस्थता का प्रयास ज़रूरी है, जब तक कि तुरंत अंतरिम राहत की आवश्यकता न हो।',
      },
    },
    {
      question: {
        en: 'Is a mediated settlement binding?',
        hi: 'क्या मध्यस्थता से हुआ समझौता बाध्यकारी होता है?',
      },
      answer: {
        en: 'Yes. Once both parties sign the written settlement agreement, it binds them. If a case on the same dispute is already pending, the compromise can be placed before the court to be recorded, so that it is enforced like the court’s own order.',
        hi: 'हाँ। दोनों पक्षों के लिखित समझौते पर हस्ताक्षर करते ही वह उन पर बाध्यकारी हो जाता है। अगर उसी विवाद पर कोई मुकदमा पहले से चल रहा है, तो राजीनामा अदालत में प्रस्तुत कर दर्ज करवाया जा सकता है, जिससे वह अदालत के आदेश की तरह लागू होता है।',
      },
    },
    {
      question: {
        en: 'Is mediation confidential?',
        hi: 'क्या मध्यस्थता गोपनीय होती है?',
      },
      answer: {
        en: 'Yes. What is said and shared during mediation is kept confidential and generally cannot be used as evidence in court later. This lets both sides speak openly about a solution.',
        hi: 'हाँ। मध्यस्थता के दौरान कही गई बातें और साझा की गई जानकारी गोपनीय रहती है और सामान्यतः बाद में अदालत में सबूत के रूप में उपयोग नहीं की जा सकती। इससे दोनों पक्ष समाधान पर खुलकर बात कर पाते हैं।',
      },
    },
    {
      question: {
        en: 'What if the other party refuses to mediate?',
        hi: 'अगर दूसरा पक्ष मध्यस्थता से इनकार कर दे तो क्या होगा?',
      },
      answer: {
        en: 'Mediation is voluntary, so no one can be forced to settle. We send the other party a formal invitation explaining the process; if they refuse, or no settlement is reached, you keep every other legal remedy, such as a legal notice, a consumer complaint or a suit.',
        hi: 'मध्यस्थता स्वैच्छिक है, इसलिए किसी को समझौते के लिए मजबूर नहीं किया जा सकता। हम दूसरे पक्ष को प्रक्रिया समझाते हुए औपचारिक आमंत्रण भेजते हैं; यदि वह इनकार करे या समझौता न हो पाए, तब भी आपके सभी अन्य कानूनी उपाय, जैसे कानूनी नोटिस, उपभोक्ता शिकायत या दीवानी वाद, खुले रहते हैं।',
      },
    },
    {
      question: {
        en: 'How long does mediation take?',
        hi: 'मध्यस्थता में कितना समय लगता है?',
      },
      answer: {
        en: 'Many disputes are settled in a few sessions, far sooner than most court cases. The Mediation Act, 2023 sets an outer limit of 120 days from the parties’ first appearance, and the parties can agree to extend it by up to 60 more days.',
        hi: 'कई विवाद कुछ ही बैठकों में सुलझ जाते हैं, जो ज़्यादातर मुकदमों की तुलना में कहीं जल्दी है। मध्यस्थता अधिनियम, 2023 में पक्षकारों की पहली उपस्थिति से अधिकतम 120 दिन की सीमा तय है, जिसे पक्षकार आपसी सहमति से 60 दिन तक और बढ़ा सकते हैं।',
      },
    },
    {
      question: {
        en: 'Do I need a lawyer for mediation?',
        hi: 'क्या मध्यस्थता के लिए वकील ज़रूरी है?',
      },
      answer: {
        en: 'No. You can take part yourself, and you may bring an advisor if you wish. We help you prepare your papers and draft the settlement agreement so that it is clear and complete.',
        hi: 'नहीं। आप स्वयं भाग ले सकते हैं, और चाहें तो अपने सलाहकार को साथ रख सकते हैं। हम आपके कागज़ात तैयार करने और समझौता पत्र का मसौदा बनाने में मदद करते हैं, ताकि वह स्पष्ट और पूर्ण हो।',
      },
    },
    {
      question: {
        en: 'What do I need for an online session?',
        hi: 'ऑनलाइन बैठक के लिए मुझे क्या चाहिए?',
      },
      answer: {
        en: 'A smartphone or computer with a working internet connection, a quiet and private place, your photo ID and the papers related to the dispute. We send you the meeting link and the schedule in advance.',
        hi: 'इंटरनेट कनेक्शन वाला स्मार्टफ़ोन या कंप्यूटर, शांत और निजी जगह, आपका फ़ोटो पहचान पत्र और विवाद से जुड़े कागज़ात। बैठक का लिंक और समय हम आपको पहले ही भेज देते हैं।',
      },
    },
    {
      question: {
        en: 'How much does mediation cost?',
        hi: 'मध्यस्थता में कितना खर्च आता है?',
      },
      answer: {
        en: 'It usually costs much less than going to court, with fewer hearings and no travel. The fee depends on the dispute and the number of sessions, is often shared between the parties as they agree, and we quote it before we start.',
        hi: 'इसमें आमतौर पर मुकदमे से काफ़ी कम खर्च आता है, क्योंकि बैठकें कम होती हैं और यात्रा नहीं करनी पड़ती। शुल्क विवाद की प्रकृति और बैठकों की संख्या पर निर्भर करता है, अक्सर दोनों पक्ष आपसी सहमति से इसे बाँट लेते हैं, और हम इसे काम शुरू करने से पहले बता देते हैं।',
      },
    },
  ],
};

const propertyRegistration: FaqCategory = {
  id: 'property-registration',
  name: { en: 'Property & Registration Assistance', hi: 'संपत्ति और रजिस्ट्री सहायता' },
  items: [
    {
      question: {
        en: 'How do you help with property registration?',
        hi: 'संपत्ति की रजिस्ट्री में आप किस तरह मदद करते हैं?',
      },
      answer: {
        en: 'We draft the sale deed, gift deed, lease deed or other document, work out the stamp duty and registration fee, arrange the e-stamp through Sampada and book the appointment at the sub-registrar office. We also prepare the details of the parties and witnesses and guide you through the day of registration.',
        hi: 'हम विक्रय पत्र, दान पत्र, लीज़ डीड या अन्य दस्तावेज़ तैयार करते हैं, स्टाम्प शुल्क और पंजीयन शुल्क की गणना करते हैं, संपदा से ई-स्टाम्प की व्यवस्था करते हैं और उप पंजीयक कार्यालय में समय (स्लॉट) बुक करते हैं। पक्षकारों और गवाहों का विवरण भी हम तैयार करते हैं और रजिस्ट्री के दिन आपका मार्गदर्शन करते हैं।',
      },
    },
    {
      question: {
        en: 'How long does registration take?',
        hi: 'रजिस्ट्री में कितना समय लगता है?',
      },
      answer: {
        en: 'Once the document, stamp duty and papers are ready, registration is usually completed within 1-3 working days. It can take longer if papers are incomplete or a party or witness is not available on the booked day.',
        hi: 'दस्तावेज़, स्टाम्प शुल्क और कागज़ात तैयार होने के बाद रजिस्ट्री आमतौर पर 1-3 कार्य दिवस में पूरी हो जाती है। कागज़ात अधूरे होने या तय दिन पर कोई पक्षकार या गवाह उपलब्ध न होने पर इसमें अधिक समय लग सकता है।',
      },
    },
    {
      question: {
        en: 'Which documents must be registered?',
        hi: 'किन दस्तावेज़ों की रजिस्ट्री अनिवार्य है?',
      },
      answer: {
        en: 'Under the Registration Act, 1908, sale deeds and gift deeds of immovable property, leases for more than one year, exchange deeds and release (relinquishment) deeds, among others, must be registered. An unregistered document of this kind cannot be relied on as proof that the property was transferred.',
        hi: 'रजिस्ट्रीकरण अधिनियम, 1908 के अनुसार अचल संपत्ति के विक्रय पत्र और दान पत्र, एक वर्ष से अधिक की लीज़, अदला-बदली विलेख और हक़ त्याग पत्र सहित कई दस्तावेज़ों की रजिस्ट्री अनिवार्य है। ऐसे दस्तावेज़ की रजिस्ट्री न होने पर उसे संपत्ति हस्तांतरण के प्रमाण के रूप में नहीं माना जा सकता।',
      },
    },
    {
      question: {
        en: 'Which papers are needed for registration?',
        hi: 'रजिस्ट्री के लिए कौन-कौन से कागज़ात चाहिए?',
      },
      answer: {
        en: 'Usually the photo ID and PAN card of the buyer and seller, the seller’s earlier title deed, the khasra and B-1 copy or municipal records of the property, recent tax receipts, and two witnesses with their ID. The exact list depends on the type of property, and we check your papers before the appointment is booked.',
        hi: 'आमतौर पर क्रेता और विक्रेता का फ़ोटो पहचान पत्र और पैन कार्ड, विक्रेता की पिछली रजिस्ट्री (स्वामित्व का दस्तावेज़), संपत्ति का खसरा और बी-1 या नगरीय निकाय का रिकॉर्ड, हाल की कर रसीदें, और पहचान पत्र सहित दो गवाह। सटीक सूची संपत्ति के प्रकार पर निर्भर करती है, और स्लॉट बुक करने से पहले हम आपके कागज़ात जाँच लेते हैं।',
      },
    },
    {
      question: {
        en: 'How is stamp duty on property calculated in Madhya Pradesh?',
        hi: 'मध्य प्रदेश में संपत्ति पर स्टाम्प शुल्क की गणना कैसे होती है?',
      },
      answer: {
        en: 'It is calculated on the higher of the deal value and the guideline value that the Collector fixes for each area, which is published on Sampada. Across India, stamp duty on property is typically 4% to 8% of its value; we work out the exact stamp duty and registration fee for your property before you pay anything.',
        hi: 'यह सौदे की राशि और कलेक्टर द्वारा हर क्षेत्र के लिए तय गाइडलाइन मूल्य (जो संपदा पर प्रकाशित होता है) में से जो अधिक हो, उस पर निकाला जाता है। पूरे भारत में संपत्ति पर स्टाम्प शुल्क आमतौर पर उसके मूल्य का 4% से 8% होता है; कोई भी भुगतान करने से पहले हम आपकी संपत्ति का सटीक स्टाम्प शुल्क और पंजीयन शुल्क बता देते हैं।',
      },
    },
    {
      question: {
        en: 'What is the difference between an agreement to sell and a sale deed?',
        hi: 'विक्रय अनुबंध (इकरारनामा) और विक्रय पत्र (सेल डीड) में क्या अंतर है?',
      },
      answer: {
        en: 'An agreement to sell is a promise to sell the property in the future on agreed terms, such as the price, the advance paid and the date; it does not make the buyer the owner. The sale deed is the document that actually transfers ownership, and it must be registered.',
        hi: 'विक्रय अनुबंध भविष्य में तय शर्तों — जैसे कीमत, दी गई बयाना राशि और तारीख — पर संपत्ति बेचने का वादा है; इससे खरीदार मालिक नहीं बन जाता। विक्रय पत्र वह दस्तावेज़ है जिससे वास्तव में स्वामित्व हस्तांतरित होता है, और उसकी रजिस्ट्री अनिवार्य है।',
      },
    },
    {
      question: {
        en: 'Do I have to go to the sub-registrar office in person?',
        hi: 'क्या मुझे स्वयं उप पंजीयक कार्यालय जाना होगा?',
      },
      answer: {
        en: 'Usually the parties who sign the document, and two witnesses, appear at the office for their photograph, identity check and signatures. For some documents, Sampada 2.0 allows identity to be verified by video without a visit, and we tell you whether your document qualifies. A person who cannot attend can also act through a duly executed power of attorney.',
        hi: 'सामान्यतः दस्तावेज़ पर हस्ताक्षर करने वाले पक्षकार और दो गवाह फ़ोटो, पहचान सत्यापन और हस्ताक्षर के लिए कार्यालय में उपस्थित होते हैं। कुछ दस्तावेज़ों के लिए संपदा 2.0 में बिना कार्यालय आए वीडियो के माध्यम से पहचान सत्यापन की सुविधा है; आपका दस्तावेज़ इसके योग्य है या नहीं, यह हम बता देंगे। जो व्यक्ति उपस्थित न हो सके, वह विधिवत निष्पादित मुख्तारनामे के ज़रिए भी काम करवा सकता है।',
      },
    },
    {
      question: {
        en: 'What should I do after the registry is done?',
        hi: 'रजिस्ट्री हो जाने के बाद मुझे क्या करना चाहिए?',
      },
      answer: {
        en: 'Collect and safely keep the registered document, then get the property recorded in your name: mutation (namantaran) in the revenue records for land, or in the municipal records for a house or plot in a town. After that, transfer the property tax, electricity and water connections to your name; we help with each step.',
        hi: 'पंजीकृत दस्तावेज़ प्राप्त कर सुरक्षित रखें, फिर संपत्ति अपने नाम दर्ज करवाएँ: भूमि के लिए राजस्व रिकॉर्ड में नामांतरण, और शहर के मकान या प्लॉट के लिए नगरीय निकाय के रिकॉर्ड में। इसके बाद संपत्ति कर, बिजली और पानी के कनेक्शन अपने नाम करवाएँ; हर कदम पर हम आपकी मदद करते हैं।',
      },
    },
    {
      question: {
        en: 'Can you check a property before I buy it?',
        hi: 'क्या आप खरीदने से पहले संपत्ति की जाँच कर सकते हैं?',
      },
      answer: {
        en: 'Yes. We review the chain of title documents, check registered documents on Sampada and the khasra and B-1 land records, and look for signs of loans, disputes or pending cases where records are available. You receive a clear note on the risks before you pay any advance.',
        hi: 'हाँ। हम स्वामित्व के दस्तावेज़ों की पूरी श्रृंखला की समीक्षा करते हैं, संपदा पर पंजीकृत दस्तावेज़ों और खसरा व बी-1 भू-अभिलेख की जाँच करते हैं, और जहाँ रिकॉर्ड उपलब्ध हों वहाँ ऋण, विवाद या लंबित मामलों के संकेत देखते हैं। कोई भी बयाना देने से पहले आपको जोखिमों पर एक स्पष्ट नोट मिल जाता है।',
      },
    },
    {
      question: {
        en: 'I live outside Madhya Pradesh or abroad. Can you help with my property here?',
        hi: 'मैं मध्य प्रदेश से बाहर या विदेश में रहता हूँ। क्या आप यहाँ की मेरी संपत्ति के काम में मदद कर सकते हैं?',
      },
      answer: {
        en: 'Yes. We can prepare the documents and a power of attorney so that someone you trust can act for you at the sub-registrar office. A power of attorney signed abroad must be properly attested there, usually at an Indian embassy or consulate, and stamped in India within the time the law allows; we guide you through these steps.',
        hi: 'हाँ। हम दस्तावेज़ और मुख्तारनामा तैयार कर सकते हैं, ताकि आपका कोई भरोसेमंद व्यक्ति उप पंजीयक कार्यालय में आपकी ओर से काम कर सके। विदेश में हस्ताक्षरित मुख्तारनामे को वहीं विधिवत सत्यापित करवाना (आमतौर पर भारतीय दूतावास या वाणिज्य दूतावास में) और कानून द्वारा तय समय के भीतर भारत में उस पर स्टाम्प शुल्क चुकाना ज़रूरी है; इन सभी चरणों में हम मार्गदर्शन करते हैं।',
      },
    },
  ],
};

const legalPhotography: FaqCategory = {
  id: 'legal-photography',
  name: {
    en: 'Legal Photography and Evidence Certification',
    hi: 'कानूनी फोटोग्राफी और साक्ष्य प्रमाणन',
  },
  items: [
    {
      question: {
        en: 'What is legal photography?',
        hi: 'कानूनी फोटोग्राफी क्या है?',
      },
      answer: {
        en: 'It is photography and video recorded specifically to be used as evidence: the condition of a property, boundaries and encroachments, construction, damage or an accident site. Each photo is taken with its date, time and location recorded and the original files preserved, so that it can be relied on later.',
        hi: 'यह वह फोटोग्राफी और वीडियोग्राफी है जो विशेष रूप से साक्ष्य के रूप में उपयोग के लिए की जाती है: संपत्ति की स्थिति, सीमाएँ और अतिक्रमण, निर्माण कार्य, नुकसान या दुर्घटना स्थल। हर फ़ोटो की तारीख, समय और स्थान दर्ज किया जाता है और मूल फ़ाइलें सुरक्षित रखी जाती हैं, ताकि बाद में उन पर भरोसा किया जा सके।',
      },
    },
    {
      question: {
        en: 'Why can’t I just use photos from my own phone?',
        hi: 'मैं अपने फ़ोन की फ़ोटो ही क्यों न इस्तेमाल करूँ?',
      },
      answer: {
        en: 'You can, but such photos are often challenged because the date is unclear, the files may have been edited or forwarded, or no one can explain how they were taken. Professionally documented photos, with unedited originals, their details recorded and the required certificate, are much harder to dispute.',
        hi: 'कर सकते हैं, लेकिन ऐसी फ़ोटो पर अक्सर आपत्ति उठती है — तारीख स्पष्ट नहीं होती, फ़ाइलें संपादित या फ़ॉरवर्ड की हुई हो सकती हैं, या कोई यह नहीं बता पाता कि वे कैसे ली गईं। बिना संपादन वाली मूल फ़ाइलों, दर्ज विवरण और आवश्यक प्रमाणपत्र के साथ पेशेवर तरीके से ली गई फ़ोटो को चुनौती देना कहीं कठिन होता है।',
      },
    },
    {
      question: {
        en: 'What is an evidence certificate under Section 63 of the Bharatiya Sakshya Adhiniyam?',
        hi: 'भारतीय साक्ष्य अधिनियम, 2023 की धारा 63 के तहत साक्ष्य प्रमाणपत्र क्या है?',
      },
      answer: {
        en: 'To use an electronic record such as a photo, video, WhatsApp chat, e-mail or CCTV footage as evidence in court, a certificate under Section 63 of the Bharatiya Sakshya Adhiniyam, 2023 (earlier Section 65B of the Indian Evidence Act) is generally required. It describes the device and how the record was produced, and the prescribed format includes the file’s hash value. We prepare this certificate with the records we capture or preserve.',
        hi: 'फ़ोटो, वीडियो, व्हाट्सऐप चैट, ई-मेल या सीसीटीवी फ़ुटेज जैसे इलेक्ट्रॉनिक रिकॉर्ड को अदालत में साक्ष्य के रूप में प्रस्तुत करने के लिए सामान्यतः भारतीय साक्ष्य अधिनियम, 2023 की धारा 63 (पहले भारतीय साक्ष्य अधिनियम, 1872 की धारा 65B) के तहत प्रमाणपत्र ज़रूरी होता है। इसमें उपकरण का विवरण और रिकॉर्ड बनने का तरीका लिखा जाता है, और निर्धारित प्रारूप में फ़ाइल की हैश वैल्यू भी दर्ज होती है। हमारे द्वारा लिए या सुरक्षित किए गए रिकॉर्ड के साथ यह प्रमाणपत्र हम तैयार करते हैं।',
      },
    },
    {
      question: {
        en: 'In which situations is legal photography useful?',
        hi: 'किन स्थितियों में कानूनी फोटोग्राफी उपयोगी होती है?',
      },
      answer: {
        en: 'Encroachment or illegal construction, the condition of a house at the start and end of a tenancy, construction defects, damaged goods for an insurance or consumer claim, road accidents, and proof that a notice was pasted at an address. It is also useful for showing who is in possession of a property on a given date.',
        hi: 'अतिक्रमण या अवैध निर्माण, किरायेदारी शुरू और खत्म होते समय मकान की स्थिति, निर्माण में खामियाँ, बीमा या उपभोक्ता दावे के लिए क्षतिग्रस्त सामान, सड़क दुर्घटनाएँ, और किसी पते पर नोटिस चस्पा करने का प्रमाण। किसी तारीख को संपत्ति पर किसका कब्ज़ा है, यह दिखाने के लिए भी यह उपयोगी है।',
      },
    },
    {
      question: {
        en: 'Where do you provide on-site photography?',
        hi: 'आप मौके पर जाकर फोटोग्राफी कहाँ-कहाँ करते हैं?',
      },
      answer: {
        en: 'We cover sites in Madhya Pradesh and nearby areas. Tell us the location and what needs to be recorded, and we confirm the visit date and the cost before we come.',
        hi: 'हम मध्य प्रदेश और आसपास के क्षेत्रों में मौके पर जाकर यह काम करते हैं। हमें स्थान और दर्ज की जाने वाली बातें बताएँ, आने से पहले हम तारीख और खर्च तय कर लेंगे।',
      },
    },
    {
      question: {
        en: 'How do you make sure the photos cannot be tampered with?',
        hi: 'आप कैसे सुनिश्चित करते हैं कि फ़ोटो से छेड़छाड़ न हो सके?',
      },
      answer: {
        en: 'We keep the original files unedited with their metadata, record a hash value for each file and note who captured it, when and with which device. You receive copies along with this record, so any later change to a file can be detected.',
        hi: 'हम मूल फ़ाइलों को उनके मेटाडेटा के साथ बिना संपादन के सुरक्षित रखते हैं, हर फ़ाइल की हैश वैल्यू दर्ज करते हैं और यह भी लिखते हैं कि उसे किसने, कब और किस उपकरण से लिया। यह पूरा विवरण प्रतियों के साथ आपको दिया जाता है, जिससे बाद में फ़ाइल में हुआ कोई भी बदलाव पकड़ा जा सकता है।',
      },
    },
    {
      question: {
        en: 'Can you certify WhatsApp chats, CCTV footage or call recordings that I already have?',
        hi: 'मेरे पास पहले से मौजूद व्हाट्सऐप चैट, सीसीटीवी फ़ुटेज या कॉल रिकॉर्डिंग को क्या आप प्रमाणित कर सकते हैं?',
      },
      answer: {
        en: 'Yes. We help you extract and preserve the records from the device and prepare the certificate the law requires. Keep the original phone or recorder safe and unchanged, because the court may ask about it.',
        hi: 'हाँ। उपकरण से रिकॉर्ड निकालने, उन्हें सुरक्षित रखने और कानून द्वारा आवश्यक प्रमाणपत्र तैयार करने में हम आपकी मदद करते हैं। मूल फ़ोन या रिकॉर्डर को सुरक्षित और बिना बदलाव के रखें, क्योंकि अदालत उसके बारे में पूछ सकती है।',
      },
    },
    {
      question: {
        en: 'Will the photographer appear in court if needed?',
        hi: 'ज़रूरत पड़ने पर क्या फ़ोटोग्राफ़र अदालत में गवाही देगा?',
      },
      answer: {
        en: 'A court may call the person who captured the record or signed the certificate to confirm it. If that happens, tell us the hearing date and we will discuss the arrangements with you in advance.',
        hi: 'अदालत रिकॉर्ड बनाने वाले या प्रमाणपत्र पर हस्ताक्षर करने वाले व्यक्ति को पुष्टि के लिए बुला सकती है। ऐसी स्थिति में हमें सुनवाई की तारीख बताएँ, हम आपके साथ पहले से पूरी व्यवस्था तय कर लेंगे।',
      },
    },
    {
      question: {
        en: 'How soon will I receive the photos and the certificate?',
        hi: 'फ़ोटो और प्रमाणपत्र मुझे कितने समय में मिलेंगे?',
      },
      answer: {
        en: 'Usually within 24-48 hours of the site visit or of receiving your device. If you need them for an urgent hearing, tell us when you book and we will try to deliver sooner.',
        hi: 'आमतौर पर मौका निरीक्षण या आपका उपकरण मिलने के 24-48 घंटे के भीतर। अगर किसी ज़रूरी सुनवाई के लिए चाहिए, तो बुकिंग के समय ही बता दें, हम और जल्दी देने का प्रयास करेंगे।',
      },
    },
    {
      question: {
        en: 'Will the court accept these photos?',
        hi: 'क्या अदालत इन फ़ोटो को स्वीकार करेगी?',
      },
      answer: {
        en: 'The court always decides whether evidence is admitted and how much weight it carries. Records that are captured properly, preserved unedited and certified as the law requires meet the legal requirements and are much harder for the other side to challenge.',
        hi: 'कोई साक्ष्य स्वीकार होगा या नहीं और उसका कितना महत्व होगा, यह हमेशा अदालत ही तय करती है। सही तरीके से लिए गए, बिना संपादन के सुरक्षित रखे गए और कानून के अनुसार प्रमाणित रिकॉर्ड कानूनी आवश्यकताएँ पूरी करते हैं, और दूसरे पक्ष के लिए उन्हें चुनौती देना कहीं अधिक कठिन होता है।',
      },
    },
  ],
};

const portalServices: FaqCategory = {
  id: 'portal-services',
  name: { en: 'Sampada and RCMS Portal Services', hi: 'संपदा और आरसीएमएस पोर्टल सेवाएँ' },
  items: [
    {
      question: {
        en: 'What is the Sampada portal?',
        hi: 'संपदा पोर्टल क्या है?',
      },
      answer: {
        en: 'Sampada is Madhya Pradesh’s online system for property registration and stamp duty, run by the state’s Registration and Stamps Department. It is used to generate e-stamps, calculate stamp duty from guideline values, prepare documents for registration and book appointments at sub-registrar offices; Sampada 2.0 is its current version.',
        hi: 'संपदा मध्य प्रदेश की संपत्ति रजिस्ट्री और स्टाम्प शुल्क की ऑनलाइन प्रणाली है, जिसे राज्य का पंजीयन एवं मुद्रांक विभाग चलाता है। इसके ज़रिए ई-स्टाम्प बनाए जाते हैं, गाइडलाइन मूल्य के आधार पर स्टाम्प शुल्क की गणना होती है, रजिस्ट्री के लिए दस्तावेज़ तैयार होते हैं और उप पंजीयक कार्यालय में समय बुक किया जाता है; संपदा 2.0 इसका वर्तमान संस्करण है।',
      },
    },
    {
      question: {
        en: 'What is the RCMS portal?',
        hi: 'आरसीएमएस पोर्टल क्या है?',
      },
      answer: {
        en: 'RCMS (Revenue Case Management System) is Madhya Pradesh’s online system for revenue cases heard by the Tehsildar, SDM and other revenue officers. Applications for mutation (namantaran), partition (batwara), demarcation (seemankan) and correction of land records are filed and tracked on it, and hearing dates and orders are published there.',
        hi: 'आरसीएमएस (राजस्व प्रकरण प्रबंधन प्रणाली) मध्य प्रदेश की वह ऑनलाइन प्रणाली है, जिस पर तहसीलदार, एसडीएम और अन्य राजस्व अधिकारियों के समक्ष चलने वाले राजस्व प्रकरण दर्ज होते हैं। नामांतरण, बंटवारा, सीमांकन और भू-अभिलेख में त्रुटि सुधार के आवेदन इसी पर दर्ज और ट्रैक किए जाते हैं, और सुनवाई की तारीखें व आदेश भी यहीं उपलब्ध होते हैं।',
      },
    },
    {
      question: {
        en: 'Which portal services do you offer?',
        hi: 'आप पोर्टल से जुड़ी कौन-कौन सी सेवाएँ देते हैं?',
      },
      answer: {
        en: 'On Sampada: stamp duty calculation, e-stamps, preparing and submitting documents for registration, appointment booking, and searches and certified copies of registered documents. On RCMS: filing applications for mutation, partition and demarcation, uploading documents, tracking the case and downloading orders.',
        hi: 'संपदा पर: स्टाम्प शुल्क की गणना, ई-स्टाम्प, रजिस्ट्री के लिए दस्तावेज़ तैयार कर प्रस्तुत करना, स्लॉट बुकिंग, और पंजीकृत दस्तावेज़ों की खोज व प्रमाणित प्रतिलिपि। आरसीएमएस पर: नामांतरण, बंटवारा और सीमांकन के आवेदन दर्ज करना, दस्तावेज़ अपलोड करना, प्रकरण की स्थिति पर नज़र रखना और आदेश डाउनलोड करना।',
      },
    },
    {
      question: {
        en: 'Can you apply for mutation (namantaran) for me?',
        hi: 'क्या आप मेरे लिए नामांतरण का आवेदन कर सकते हैं?',
      },
      answer: {
        en: 'Yes. We prepare the application with the supporting papers (the registered deed, or for inheritance the death certificate and details of the legal heirs, with the khasra and B-1 copies and ID) and file it on RCMS. We then follow the case until the order is passed and the land record shows your name.',
        hi: 'हाँ। आवश्यक कागज़ात (पंजीकृत विलेख, या उत्तराधिकार के मामले में मृत्यु प्रमाणपत्र और वारिसों का विवरण, साथ में खसरा व बी-1 की प्रति और पहचान पत्र) के साथ हम आवेदन तैयार कर आरसीएमएस पर दर्ज करते हैं। इसके बाद आदेश होने और भू-अभिलेख में आपका नाम दर्ज होने तक हम प्रकरण पर नज़र रखते हैं।',
      },
    },
    {
      question: {
        en: 'How long does a revenue case take?',
        hi: 'राजस्व प्रकरण के निपटारे में कितना समय लगता है?',
      },
      answer: {
        en: 'It depends on the revenue court, the type of case, whether notices must be served on other parties and whether anyone objects. We cannot promise a date, but we keep track of every hearing and tell you promptly about each step.',
        hi: 'यह राजस्व न्यायालय, प्रकरण के प्रकार, अन्य पक्षों को सूचना तामील होने और किसी की आपत्ति आने पर निर्भर करता है। निश्चित तारीख का वादा हम नहीं कर सकते, लेकिन हर सुनवाई पर नज़र रखते हैं और हर कदम की जानकारी आपको तुरंत देते हैं।',
      },
    },
    {
      question: {
        en: 'Can I check the status of my case?',
        hi: 'क्या मैं अपने प्रकरण की स्थिति देख सकता हूँ?',
      },
      answer: {
        en: 'Yes. Case status on RCMS can be checked online with the case number or the land details. If you prefer, we check it for you and send you the next hearing date and any orders.',
        hi: 'हाँ। आरसीएमएस पर प्रकरण क्रमांक या भूमि के विवरण से प्रकरण की स्थिति ऑनलाइन देखी जा सकती है। आप चाहें तो यह हम आपके लिए देखकर अगली सुनवाई की तारीख और कोई आदेश हो तो वह आपको भेज देते हैं।',
      },
    },
    {
      question: {
        en: 'Do I need to create my own account on these portals?',
        hi: 'क्या मुझे इन पोर्टलों पर अपना खाता बनाना होगा?',
      },
      answer: {
        en: 'Not necessarily. Citizens can register and apply on Sampada and RCMS themselves, but many people find the steps confusing. We guide you through them or do the portal work with your details and consent, and we share every receipt and acknowledgement with you.',
        hi: 'ज़रूरी नहीं। नागरिक संपदा और आरसीएमएस पर स्वयं पंजीकरण कर आवेदन कर सकते हैं, लेकिन कई लोगों को ये चरण उलझन भरे लगते हैं। हम आपको हर चरण में मार्गदर्शन देते हैं या आपकी जानकारी और सहमति से पोर्टल का काम स्वयं करते हैं, और हर रसीद व पावती आपके साथ साझा करते हैं।',
      },
    },
    {
      question: {
        en: 'What is the guideline value, and where can I find it?',
        hi: 'गाइडलाइन मूल्य क्या है, और यह कहाँ मिलता है?',
      },
      answer: {
        en: 'The guideline value (collector rate) is the value per unit fixed for each area of the district, and stamp duty cannot be charged on less than it. It is usually revised every year and published on Sampada; we look up the current rate for your property and explain how it affects your costs.',
        hi: 'गाइडलाइन मूल्य (कलेक्टर दर) जिले के हर क्षेत्र के लिए तय प्रति इकाई मूल्य है, और स्टाम्प शुल्क इससे कम मूल्य पर नहीं लिया जा सकता। यह सामान्यतः हर वर्ष संशोधित होकर संपदा पर प्रकाशित होता है; हम आपकी संपत्ति की वर्तमान दर देखकर बताते हैं कि उसका आपके खर्च पर क्या असर पड़ेगा।',
      },
    },
    {
      question: {
        en: 'Do you also help with GST, income tax or company filings?',
        hi: 'क्या आप जीएसटी, आयकर या कंपनी से जुड़ी फ़ाइलिंग में भी मदद करते हैं?',
      },
      answer: {
        en: 'Our portal work is centred on Sampada and RCMS. For GST, income tax and company filings, we prepare the supporting legal documents, such as a rent agreement or consent letter for business premises, a partnership deed or an affidavit, and guide you to the right professional for the filing itself.',
        hi: 'हमारा पोर्टल कार्य मुख्य रूप से संपदा और आरसीएमएस पर केंद्रित है। जीएसटी, आयकर और कंपनी से जुड़ी फ़ाइलिंग के लिए हम ज़रूरी कानूनी दस्तावेज़ — जैसे व्यापार परिसर का किरायानामा या सहमति पत्र, साझेदारी विलेख या शपथ पत्र — तैयार करते हैं, और फ़ाइलिंग के लिए सही विशेषज्ञ तक पहुँचने में आपका मार्गदर्शन करते हैं।',
      },
    },
    {
      question: {
        en: 'Are government fees included in your charges?',
        hi: 'क्या सरकारी शुल्क आपकी फ़ीस में शामिल होता है?',
      },
      answer: {
        en: 'Government fees, such as stamp duty, registration fees and court fees, are paid to the government at the official rates. Our service charge is separate; we tell you both amounts before we start and give you the official receipts.',
        hi: 'स्टाम्प शुल्क, पंजीयन शुल्क और कोर्ट फ़ीस जैसे सरकारी शुल्क सरकारी दरों पर सीधे सरकार को जमा होते हैं। हमारा सेवा शुल्क इनसे अलग है; काम शुरू करने से पहले हम दोनों राशियाँ बता देते हैं और सभी सरकारी रसीदें आपको सौंपते हैं।',
      },
    },
  ],
};

/** The FAQ page's categories, in the order of spec §2. */
export const faqCategories: FaqCategory[] = [
  legalDocumentation,
  documentReview,
  eStampNotary,
  willEstate,
  legalResearch,
  eMediation,
  propertyRegistration,
  legalPhotography,
  portalServices,
];
