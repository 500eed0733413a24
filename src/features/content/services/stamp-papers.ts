import type { ContentEntry } from '../types';
import { asChecked, figure } from '@/lib/legal-facts';

const entry: ContentEntry = {
  id: 'stamp-papers',
  icon: 'stamp',
  image: {
    src: '/images/services/stamp-papers-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'An e-stamp certificate and a notarized affidavit with a notary seal on a desk',
      hi: 'मेज़ पर रखा ई-स्टाम्प प्रमाण पत्र और नोटरी की मुहर लगा शपथ पत्र',
    },
  },
  en: {
    seoTitle: 'E-Stamp and Notary Services | Madhya Pradesh',
    seoDescription:
      'E-stamps for documents executed in Madhya Pradesh and notary attestation of affidavits and agreements. Correct stamp duty advice, ready in 24-48 hours.',
    seoKeywords:
      'e-stamp Madhya Pradesh, e-stamp paper online MP, stamp paper online, stamp duty in MP, SAMPADA e-stamp, notary services, notary attestation, affidavit notary, notarized rent agreement, notary near me, stamp paper for rent agreement',
    title: 'E-Stamp and Notary Services',
    shortDescription:
      'E-stamps of the correct value for documents executed in Madhya Pradesh, and notary attestation of affidavits, agreements and declarations, arranged without the running around.',
    description: [
      'Most agreements, affidavits and deeds in India must carry stamp duty, and many must also be attested by a notary before an office will accept them. Our e-stamp and notary service arranges both: we work out the correct stamp duty, get the e-stamp certificate issued in the right names, and arrange notary attestation of your signed document.',
      'In Madhya Pradesh, stamp duty is now paid almost entirely through e-stamps generated on the state’s SAMPADA system by licensed service providers. Each e-stamp carries a unique certificate number that can be verified online, which makes it very hard to forge or reuse. Our e-stamp service is for documents executed in Madhya Pradesh only; for a document meant for another state, we tell you how stamp duty is paid there.',
      `The stamp duty depends on the type of document and, for property, on its value: a rent agreement, an affidavit and a sale deed each carry a different amount. In Madhya Pradesh an affidavit carries a flat ${figure('mp.stamp.affidavit', 'en')}, an agreement to sell without possession ${figure('mp.stamp.agreement-to-sell.without-possession', 'en')}, and a sale deed about ${figure('mp.stamp.sale-deed', 'en')} of the value plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.affidavit', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}). We tell you the amount before anything is paid.`,
      'A notary appointed under the Notaries Act, 1952 checks the identity of the person signing, attests the signature with a seal and enters the document in the notary’s register. Notarization gives a document credibility, but it does not replace registration where the law requires it. The person signing must appear before the notary with original identity proof (Aadhaar, PAN, voter ID or passport) and the final document, and we fix a time that suits you.',
    ],
    features: [
      'Stamp duty worked out for your document and, for property, its value',
      'E-stamp certificates for documents executed in Madhya Pradesh, with a unique number you can verify online',
      'Notary attestation of affidavits, agreements, declarations, undertakings and true copies',
      'The document drafted or checked before it is stamped, if you need it',
      'Help with the signing, the witnesses and the entry in the notary’s register',
      'Stamped and notarized document ready in 24-48 hours, with doorstep delivery in Madhya Pradesh and nearby areas',
    ],
    benefits: [
      'No hunting for stamp vendors or waiting in offices',
      'The right stamp value from the start, so the document is not refused or penalised later',
      'Verifiable e-stamps that banks, courts and offices trust',
      'Drafting, stamping and notarization handled in one place',
      'Costs explained before you pay anything',
      'Fast turnaround for urgent affidavits and agreements',
    ],
    process: [
      {
        stepTitle: 'Tell us about the document',
        stepDescription:
          'Share the type of document, the parties and, for property, its value through the form below, a call or WhatsApp.',
      },
      {
        stepTitle: 'Stamp duty confirmed',
        stepDescription:
          'An expert contacts you within 24 hours and confirms the stamp duty and whether notarization or registration is needed.',
      },
      {
        stepTitle: 'E-stamp issued',
        stepDescription:
          'Once you approve the amount, we arrange the e-stamp certificate in the correct names and value for your Madhya Pradesh document.',
      },
      {
        stepTitle: 'Signing before the notary',
        stepDescription:
          'You sign the document before the notary with your original ID; the notary attests it and records it in the register.',
      },
      {
        stepTitle: 'Delivery',
        stepDescription:
          'Your stamped and notarized document is ready in 24-48 hours, to collect or delivered to your doorstep in Madhya Pradesh and nearby areas.',
      },
    ],
    faqs: [
      {
        question: 'What is an e-stamp?',
        answer:
          'An e-stamp is an electronic certificate showing that stamp duty has been paid on a document. It takes the place of the old printed stamp paper, carries a unique certificate number and can be checked online, so a forged or reused stamp is easy to detect.',
      },
      {
        question: 'Can you provide e-stamps for other states?',
        answer:
          'No. Our e-stamp service is for documents executed in Madhya Pradesh only, because each state sets its own stamp duty and its own issuing system. If your document is for another state, we tell you how the duty is paid there, and we can still draft or review the document for you.',
      },
      {
        question: 'How much stamp duty will I have to pay?',
        answer:
          `It depends on the type of document and, for property, its value. In Madhya Pradesh an affidavit carries a flat ${figure('mp.stamp.affidavit', 'en')} and an agreement to sell without possession ${figure('mp.stamp.agreement-to-sell.without-possession', 'en')}, while a sale deed carries about ${figure('mp.stamp.sale-deed', 'en')} of the value plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.affidavit', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}). We confirm the exact amount before you pay.`,
      },
      {
        question: 'What does a notary do?',
        answer:
          'A notary appointed under the Notaries Act, 1952 verifies the identity of the person signing, confirms that the signature is theirs and attests the document with a seal, signature and an entry in the notary’s register. This gives the document credibility with banks, offices and courts.',
      },
      {
        question: 'Is a notarized document the same as a registered one?',
        answer:
          'No. Notarization attests the signature, while registration at the Sub-Registrar’s office creates a public record and is compulsory for documents such as sale deeds and leases of more than one year. A notarized agreement to sell or power of attorney does not by itself transfer ownership of property.',
      },
      {
        question: 'Do I have to be present for notarization?',
        answer:
          'Yes. The person signing must appear before the notary with original identity proof and sign, or acknowledge the signature, in the notary’s presence. We fix a time that suits you so that the visit is short.',
      },
      {
        question: 'Which documents usually need notarization?',
        answer:
          'Affidavits, rent agreements, declarations and undertakings, indemnity bonds, powers of attorney and true copies of certificates are commonly notarized. Some offices ask for notarization even where the law does not require it, so we check what the office you are submitting to expects.',
      },
      {
        question: 'How quickly can I get a stamped and notarized document?',
        answer:
          'Usually within 24-48 hours, once the details are final and the person signing is available to appear before the notary. If you need it sooner, tell us and we will say honestly whether it can be done.',
      },
    ],
    callToAction:
      'Tell us what you need stamped or notarized, and we will confirm the stamp duty and have it ready in 24-48 hours.',
    badges: ['E-stamp for MP', 'Notary attestation', 'Ready in 24-48 hours'],
  },
  hi: {
    seoTitle: 'ई-स्टाम्प और नोटरी सेवाएँ | मध्य प्रदेश',
    seoDescription:
      'मध्य प्रदेश में निष्पादित दस्तावेज़ों के लिए ई-स्टाम्प, और शपथ पत्र व अनुबंधों की नोटरी। सही स्टाम्प शुल्क की सलाह, 24-48 घंटे में दस्तावेज़ तैयार।',
    seoKeywords:
      'ई-स्टाम्प मध्य प्रदेश, ई-स्टाम्प ऑनलाइन, स्टाम्प पेपर ऑनलाइन, स्टाम्प शुल्क एमपी, मुद्रांक शुल्क, संपदा ई-स्टाम्प, नोटरी सेवा, शपथ पत्र नोटरी, किरायानामा नोटरी, नोटरी कहाँ कराएँ, किरायानामे के लिए स्टाम्प',
    title: 'ई-स्टाम्प और नोटरी सेवाएँ',
    shortDescription:
      'मध्य प्रदेश में निष्पादित दस्तावेज़ों के लिए सही मूल्य का ई-स्टाम्प, और शपथ पत्र, अनुबंध व घोषणा पत्रों की नोटरी, बिना भाग-दौड़ के।',
    description: [
      'भारत में ज़्यादातर अनुबंधों, शपथ पत्रों और विलेखों पर स्टाम्प शुल्क लगता है, और कई दस्तावेज़ तब तक किसी दफ़्तर में स्वीकार नहीं होते जब तक उनकी नोटरी न हो। हमारी ई-स्टाम्प और नोटरी सेवा दोनों काम करती है: हम सही स्टाम्प शुल्क निकालते हैं, सही नामों से ई-स्टाम्प प्रमाण पत्र जारी करवाते हैं और हस्ताक्षरित दस्तावेज़ की नोटरी करवाते हैं।',
      'मध्य प्रदेश में अब स्टाम्प शुल्क लगभग पूरी तरह ई-स्टाम्प से ही चुकाया जाता है, जो राज्य के संपदा पोर्टल पर लाइसेंसधारी सेवा प्रदाता जारी करते हैं। हर ई-स्टाम्प पर एक अलग प्रमाण पत्र नंबर होता है जिसकी ऑनलाइन जाँच हो सकती है, इसलिए उसकी नकल बनाना या दोबारा इस्तेमाल करना बहुत मुश्किल है। हमारी ई-स्टाम्प सेवा केवल मध्य प्रदेश में निष्पादित दस्तावेज़ों के लिए है; किसी दूसरे राज्य के दस्तावेज़ के लिए हम बता देते हैं कि वहाँ स्टाम्प शुल्क कैसे चुकाया जाता है।',
      `स्टाम्प शुल्क दस्तावेज़ के प्रकार पर और संपत्ति के मामले में उसके मूल्य पर निर्भर करता है: किरायानामा, शपथ पत्र और विक्रय पत्र, सब पर अलग-अलग राशि लगती है। मध्य प्रदेश में शपथ पत्र पर ${figure('mp.stamp.affidavit', 'hi')} और कब्ज़े के बिना विक्रय अनुबंध पर ${figure('mp.stamp.agreement-to-sell.without-possession', 'hi')} का तय शुल्क लगता है, और विक्रय पत्र पर मूल्य का लगभग ${figure('mp.stamp.sale-deed', 'hi')} स्टाम्प शुल्क, साथ में ${figure('mp.registration-fee.sale-deed', 'hi')} पंजीयन शुल्क (${asChecked('hi', 'mp.stamp.affidavit', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')})। कोई भी भुगतान होने से पहले हम आपको राशि बता देते हैं।`,
      'नोटरी अधिनियम, 1952 के तहत नियुक्त नोटरी हस्ताक्षर करने वाले व्यक्ति की पहचान जाँचते हैं, मुहर लगाकर हस्ताक्षर को सत्यापित करते हैं और दस्तावेज़ को अपने रजिस्टर में दर्ज करते हैं। नोटरी से दस्तावेज़ की विश्वसनीयता बढ़ती है, लेकिन जहाँ कानून रजिस्ट्री माँगता है वहाँ नोटरी उसकी जगह नहीं ले सकती। हस्ताक्षर करने वाले व्यक्ति को मूल पहचान पत्र (आधार, पैन, मतदाता पहचान पत्र या पासपोर्ट) और अंतिम दस्तावेज़ के साथ नोटरी के सामने उपस्थित होना होता है, और इसके लिए हम आपकी सुविधा का समय तय करते हैं।',
    ],
    features: [
      'आपके दस्तावेज़ के लिए, और संपत्ति के मामले में उसके मूल्य के हिसाब से, स्टाम्प शुल्क की गणना',
      'मध्य प्रदेश में निष्पादित दस्तावेज़ों के लिए ई-स्टाम्प प्रमाण पत्र, जिसका नंबर आप ऑनलाइन जाँच सकते हैं',
      'शपथ पत्र, अनुबंध, घोषणा पत्र, वचन पत्र और सत्य प्रतिलिपियों की नोटरी',
      'ज़रूरत हो तो स्टाम्प से पहले दस्तावेज़ का लेखन या जाँच',
      'हस्ताक्षर, गवाहों और नोटरी रजिस्टर में प्रविष्टि की प्रक्रिया में मदद',
      'स्टाम्प और नोटरी वाला दस्तावेज़ 24-48 घंटे में तैयार, मध्य प्रदेश और आसपास के क्षेत्रों में घर तक डिलीवरी के साथ',
    ],
    benefits: [
      'स्टाम्प वेंडर ढूँढने या दफ़्तरों में इंतज़ार करने की ज़रूरत नहीं',
      'शुरू से ही सही स्टाम्प मूल्य, ताकि बाद में दस्तावेज़ लौटाया न जाए या जुर्माना न लगे',
      'ऑनलाइन जाँचे जा सकने वाले ई-स्टाम्प, जिन पर बैंक, अदालतें और दफ़्तर भरोसा करते हैं',
      'लेखन, स्टाम्प और नोटरी, सब एक ही जगह',
      'कुछ भी चुकाने से पहले पूरा खर्च साफ़',
      'जल्दी चाहिए तो शपथ पत्र और अनुबंध झटपट तैयार',
    ],
    process: [
      {
        stepTitle: 'दस्तावेज़ के बारे में बताएँ',
        stepDescription: 'नीचे दिए फ़ॉर्म, कॉल या व्हाट्सऐप से दस्तावेज़ का प्रकार, पक्षों के नाम और संपत्ति हो तो उसका मूल्य बताएँ।',
      },
      {
        stepTitle: 'स्टाम्प शुल्क की पुष्टि',
        stepDescription:
          '24 घंटे के भीतर हमारे विशेषज्ञ आपसे संपर्क करके स्टाम्प शुल्क बताते हैं, और यह भी कि नोटरी या रजिस्ट्री की ज़रूरत है या नहीं।',
      },
      {
        stepTitle: 'ई-स्टाम्प जारी',
        stepDescription:
          'आपके राशि मंज़ूर करते ही हम आपके मध्य प्रदेश के दस्तावेज़ के लिए सही नामों और सही मूल्य का ई-स्टाम्प प्रमाण पत्र बनवाते हैं।',
      },
      {
        stepTitle: 'नोटरी के सामने हस्ताक्षर',
        stepDescription:
          'आप अपने मूल पहचान पत्र के साथ नोटरी के सामने हस्ताक्षर करते हैं; नोटरी उसे सत्यापित करके रजिस्टर में दर्ज करते हैं।',
      },
      {
        stepTitle: 'डिलीवरी',
        stepDescription:
          'स्टाम्प और नोटरी वाला आपका दस्तावेज़ 24-48 घंटे में तैयार हो जाता है, जिसे आप ले सकते हैं या मध्य प्रदेश और आसपास के क्षेत्रों में घर पर मँगा सकते हैं।',
      },
    ],
    faqs: [
      {
        question: 'ई-स्टाम्प क्या होता है?',
        answer:
          'ई-स्टाम्प एक इलेक्ट्रॉनिक प्रमाण पत्र है जो बताता है कि दस्तावेज़ पर स्टाम्प शुल्क चुका दिया गया है। यह पुराने छपे स्टाम्प पेपर की जगह लेता है, इस पर एक अलग प्रमाण पत्र नंबर होता है और इसकी ऑनलाइन जाँच हो सकती है, इसलिए नकली या दोबारा इस्तेमाल किया गया स्टाम्प आसानी से पकड़ में आ जाता है।',
      },
      {
        question: 'क्या आप दूसरे राज्यों के लिए भी ई-स्टाम्प देते हैं?',
        answer:
          'नहीं। हमारी ई-स्टाम्प सेवा केवल मध्य प्रदेश में निष्पादित दस्तावेज़ों के लिए है, क्योंकि हर राज्य का अपना स्टाम्प शुल्क और अपनी जारी करने की व्यवस्था होती है। अगर आपका दस्तावेज़ किसी दूसरे राज्य के लिए है, तो हम बता देते हैं कि वहाँ शुल्क कैसे चुकाया जाता है, और दस्तावेज़ का लेखन या जाँच फिर भी कर सकते हैं।',
      },
      {
        question: 'मुझे कितना स्टाम्प शुल्क देना होगा?',
        answer:
          `यह दस्तावेज़ के प्रकार पर और संपत्ति के मामले में उसके मूल्य पर निर्भर करता है। मध्य प्रदेश में शपथ पत्र पर ${figure('mp.stamp.affidavit', 'hi')} और कब्ज़े के बिना विक्रय अनुबंध पर ${figure('mp.stamp.agreement-to-sell.without-possession', 'hi')} का तय शुल्क लगता है, जबकि विक्रय पत्र पर मूल्य का लगभग ${figure('mp.stamp.sale-deed', 'hi')}, साथ में ${figure('mp.registration-fee.sale-deed', 'hi')} पंजीयन शुल्क (${asChecked('hi', 'mp.stamp.affidavit', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')})। भुगतान से पहले हम सही राशि की पुष्टि कर देते हैं।`,
      },
      {
        question: 'नोटरी क्या करते हैं?',
        answer:
          'नोटरी अधिनियम, 1952 के तहत नियुक्त नोटरी हस्ताक्षर करने वाले व्यक्ति की पहचान जाँचते हैं, पुष्टि करते हैं कि हस्ताक्षर उसी के हैं, और मुहर, हस्ताक्षर व रजिस्टर में प्रविष्टि के साथ दस्तावेज़ को सत्यापित करते हैं। इससे बैंक, दफ़्तरों और अदालतों में दस्तावेज़ की विश्वसनीयता बढ़ती है।',
      },
      {
        question: 'क्या नोटरी किया हुआ दस्तावेज़ और पंजीकृत दस्तावेज़ एक ही बात है?',
        answer:
          'नहीं। नोटरी केवल हस्ताक्षर को सत्यापित करती है, जबकि उप पंजीयक कार्यालय में रजिस्ट्री से सार्वजनिक रिकॉर्ड बनता है, और विक्रय पत्र तथा एक साल से ज़्यादा की लीज़ जैसे दस्तावेज़ों की रजिस्ट्री अनिवार्य है। नोटरी किया हुआ विक्रय अनुबंध या मुख्तारनामा अपने आप में संपत्ति का मालिकाना हक हस्तांतरित नहीं करता।',
      },
      {
        question: 'क्या नोटरी के लिए मेरा खुद उपस्थित होना ज़रूरी है?',
        answer:
          'हाँ। हस्ताक्षर करने वाले व्यक्ति को मूल पहचान पत्र के साथ नोटरी के सामने आकर हस्ताक्षर करने होते हैं, या उनके सामने अपने हस्ताक्षर स्वीकार करने होते हैं। हम आपकी सुविधा का समय तय करते हैं, ताकि आपको ज़्यादा देर न रुकना पड़े।',
      },
      {
        question: 'आमतौर पर किन दस्तावेज़ों की नोटरी कराई जाती है?',
        answer:
          'शपथ पत्र, किरायानामा, घोषणा पत्र और वचन पत्र, क्षतिपूर्ति बंध पत्र, मुख्तारनामा और प्रमाण पत्रों की सत्य प्रतिलिपियों की नोटरी आम तौर पर कराई जाती है। कुछ दफ़्तर वहाँ भी नोटरी माँगते हैं जहाँ कानून में ज़रूरी नहीं है, इसलिए हम देख लेते हैं कि जिस दफ़्तर में आप दस्तावेज़ जमा करेंगे वह क्या चाहता है।',
      },
      {
        question: 'स्टाम्प और नोटरी वाला दस्तावेज़ कितनी जल्दी मिल सकता है?',
        answer:
          'जानकारी पक्की हो जाने और हस्ताक्षर करने वाले व्यक्ति के नोटरी के सामने आने के बाद आमतौर पर 24-48 घंटे में। अगर आपको इससे भी जल्दी चाहिए, तो बताइए, हम साफ़-साफ़ बता देंगे कि यह हो पाएगा या नहीं।',
      },
    ],
    callToAction: 'बताइए किस दस्तावेज़ पर स्टाम्प या नोटरी चाहिए, हम स्टाम्प शुल्क की पुष्टि करके उसे 24-48 घंटे में तैयार कर देंगे।',
    badges: ['मध्य प्रदेश के लिए ई-स्टाम्प', 'नोटरी सत्यापन', '24-48 घंटे में तैयार'],
  },
};

export default entry;
