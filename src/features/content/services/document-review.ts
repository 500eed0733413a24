import type { ContentEntry } from '../types';
import { asChecked, figure } from '@/lib/legal-facts';

const entry: ContentEntry = {
  id: 'document-review',
  icon: 'file-search',
  image: {
    src: '/images/services/document-review-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A legal expert reading through an agreement with a pen, marking clauses to discuss',
      hi: 'हाथ में पेन लिए अनुबंध पढ़ते और चर्चा के लिए शर्तों पर निशान लगाते कानूनी विशेषज्ञ',
    },
  },
  en: {
    seoTitle: 'Legal Document Review in 24-48 Hours | Madhya Pradesh',
    seoDescription:
      'Get agreements, sale deeds, rent agreements and contracts checked by legal experts before you sign. A written review in 24-48 hours, in MP and Rajasthan.',
    seoKeywords:
      'legal document review, contract review online, check agreement before signing, sale deed verification, rent agreement review, property document check, lawyer review of contract, builder buyer agreement review, loan agreement review, document verification Madhya Pradesh',
    title: 'Legal Document Review',
    shortDescription:
      'Before you sign, let a legal expert read it. We check your agreement, deed or contract for risks, missing clauses and stamp duty, and report back within 24-48 hours.',
    description: [
      'Many disputes begin with a document that was signed in a hurry: a rent agreement with no notice period, an agreement to sell with a vague payment schedule, or a job contract with a penalty clause nobody read. Our document review service reads your document line by line before you sign it and tells you, in plain language, what it means for you.',
      'It is useful for tenants and landlords, home buyers checking an agreement to sell or a builder’s agreement, employees and freelancers going through a contract, small businesses handed a vendor or franchise agreement, and anyone asked to sign a settlement or reply to a legal notice. We review documents in English and Hindi for clients in Bhopal, Indore, Jabalpur, Gwalior, Jaipur, Kota and across Madhya Pradesh and Rajasthan.',
      'We check that the parties and the property are correctly described, that the terms are clear and balanced, and that the document follows the law and practice in Madhya Pradesh: whether the stamp duty is adequate, whether it needs notarization or registration at the Sub-Registrar’s office, and whether the signatures and witnesses are in order. A document that is not properly stamped cannot be relied on in court until the shortfall and a penalty are paid, so these details matter.',
      'Send us a clear scan or photos of every page, including the stamp paper and any annexures, and tell us what worries you or what you want to achieve. Within 24-48 hours you receive a written review with the risks marked and the changes we suggest, and, if you want, a revised draft ready for the other party.',
    ],
    features: [
      'Line-by-line reading of agreements, deeds, contracts, notices and settlement papers',
      'Check of the parties, property description, amounts, dates and signatures',
      'Stamp duty, notarization and registration needs checked against Madhya Pradesh practice',
      'Risky, one-sided or missing clauses pointed out, with a note on why each matters',
      'Written review report in English or Hindi within 24-48 hours',
      'Suggested wording or a revised draft, and a call to explain the findings',
    ],
    benefits: [
      'Sign with confidence, knowing what each clause commits you to',
      'Spot problems while they can still be negotiated, not after a dispute',
      'Avoid penalties and delays caused by short stamp duty or a missed registration',
      'A plain-language explanation, without legal jargon',
      'Quick turnaround, so a deal or a deadline does not slip',
      'Your papers stay confidential and are used only for the review',
    ],
    process: [
      {
        stepTitle: 'Send the document',
        stepDescription: 'Share a scan or clear photos of every page through the form below, by e-mail or on WhatsApp.',
      },
      {
        stepTitle: 'Tell us your concerns',
        stepDescription:
          'A legal expert contacts you within 24 hours to understand the deal, your side of it and what worries you.',
      },
      {
        stepTitle: 'Detailed review',
        stepDescription:
          'We read the document against the law and practice in Madhya Pradesh, checking every clause, the stamp duty and any registration requirement.',
      },
      {
        stepTitle: 'Written report in 24-48 hours',
        stepDescription:
          'You receive a clear report listing the risks, what they mean for you and the changes we suggest.',
      },
      {
        stepTitle: 'Revision and follow-up',
        stepDescription:
          'If you want, we prepare a revised draft for the other party and answer your questions until you are ready to sign.',
      },
    ],
    faqs: [
      {
        question: 'What kinds of documents do you review?',
        answer:
          'Rent and lease agreements, agreements to sell and sale deeds, builder-buyer agreements, employment and service contracts, partnership deeds, powers of attorney, loan and guarantee papers, legal notices and settlement agreements. If your document is not on this list, send it anyway and we will tell you whether we can review it.',
      },
      {
        question: 'How long does a review take?',
        answer:
          'Most reviews are completed within 24-48 hours of receiving the complete document. A very long or technical document, or one that needs related papers to be checked, may take longer, and we tell you the timeline before we start.',
      },
      {
        question: 'Will you tell me whether the stamp duty is correct?',
        answer:
          `Yes. We check whether the e-stamp or stamp paper value matches the type of document and, for property, its value under Madhya Pradesh rules: for example ${figure('mp.stamp.affidavit', 'en')} for an affidavit and about ${figure('mp.stamp.sale-deed', 'en')} stamp duty plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee for a sale deed (${asChecked('en', 'mp.stamp.affidavit', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}). If it falls short, we explain how it can be put right.`,
      },
      {
        question: 'Can you review a document I have already signed?',
        answer:
          'Yes. We explain what the signed document commits you to, where it is weak and what options you have, such as a supplementary agreement, a notice or a fresh document. The sooner you show it to us, the more options there usually are.',
      },
      {
        question: 'Is my document kept confidential?',
        answer:
          'Yes. Your document is seen only by the team members working on your review and is used for nothing else. We do not share it with anyone without your consent.',
      },
      {
        question: 'Do I get the review in writing?',
        answer:
          'Yes. You receive a written report in English or Hindi listing each issue, why it matters and the change we suggest. We can also go through the findings with you on a phone call.',
      },
      {
        question: 'Can you also correct the document?',
        answer:
          'Yes. After the review we can prepare a revised draft or a fresh document with the changes, ready to share with the other party. The cost depends on how much needs to change, and we quote it before we start.',
      },
      {
        question: 'Do I need to visit your office?',
        answer:
          'No. The whole review can be done online: you send the scans, we send the report and discuss it with you by phone or WhatsApp. If you would rather meet, our office is open from 10 AM to 7 PM, Monday to Saturday.',
      },
    ],
    callToAction: 'Send us your document today and get a clear, written review within 24-48 hours.',
    badges: ['Review in 24-48 hours', 'Written report', 'Strictly confidential'],
  },
  hi: {
    seoTitle: 'कानूनी दस्तावेज़ों की जाँच 24-48 घंटे में | मध्य प्रदेश',
    seoDescription:
      'हस्ताक्षर से पहले अनुबंध, विक्रय पत्र, किरायानामा और कॉन्ट्रैक्ट कानूनी विशेषज्ञों से जँचवाएँ। 24-48 घंटे में लिखित रिपोर्ट, मध्य प्रदेश और राजस्थान में।',
    seoKeywords:
      'कानूनी दस्तावेज़ जाँच, अनुबंध की जाँच, हस्ताक्षर से पहले एग्रीमेंट चेक, रजिस्ट्री की जाँच, किरायानामा जाँच, संपत्ति के कागज़ात की जाँच, वकील से एग्रीमेंट चेक, बिल्डर एग्रीमेंट जाँच, लोन एग्रीमेंट जाँच, document review मध्य प्रदेश',
    title: 'कानूनी दस्तावेज़ों की जाँच',
    shortDescription:
      'हस्ताक्षर करने से पहले किसी कानूनी विशेषज्ञ को पढ़वा लीजिए। हम आपके अनुबंध या विलेख में जोखिम, छूटी हुई शर्तें और स्टाम्प शुल्क जाँचते हैं और 24-48 घंटे में रिपोर्ट देते हैं।',
    description: [
      'बहुत-से विवाद ऐसे दस्तावेज़ से शुरू होते हैं जिस पर जल्दबाज़ी में हस्ताक्षर कर दिए गए: बिना नोटिस अवधि वाला किरायानामा, भुगतान की अस्पष्ट शर्तों वाला विक्रय अनुबंध, या नौकरी का ऐसा कॉन्ट्रैक्ट जिसकी जुर्माने वाली शर्त किसी ने पढ़ी ही नहीं। हमारी दस्तावेज़ जाँच सेवा हस्ताक्षर से पहले आपका दस्तावेज़ लाइन-दर-लाइन पढ़ती है और सरल भाषा में बताती है कि उसका आपके लिए क्या मतलब है।',
      'यह सेवा किरायेदारों और मकान मालिकों, विक्रय अनुबंध या बिल्डर का एग्रीमेंट जाँच रहे घर खरीदारों, कॉन्ट्रैक्ट पढ़ रहे कर्मचारियों और फ़्रीलांसरों, वेंडर या फ़्रैंचाइज़ी एग्रीमेंट पाने वाले छोटे व्यापारियों, और हर उस व्यक्ति के काम की है जिससे किसी समझौते पर हस्ताक्षर करने या कानूनी नोटिस का जवाब देने को कहा गया हो। हम भोपाल, इंदौर, जबलपुर, ग्वालियर, जयपुर, कोटा और पूरे मध्य प्रदेश व राजस्थान के ग्राहकों के लिए हिंदी और अंग्रेज़ी दोनों भाषाओं के दस्तावेज़ जाँचते हैं।',
      'हम देखते हैं कि पक्षों और संपत्ति का विवरण सही है, शर्तें साफ़ और संतुलित हैं, और दस्तावेज़ मध्य प्रदेश के कानून और प्रचलन के अनुसार है: स्टाम्प शुल्क पूरा है या नहीं, नोटरी या उप पंजीयक कार्यालय में रजिस्ट्री की ज़रूरत है या नहीं, और हस्ताक्षर व गवाह ठीक हैं या नहीं। जिस दस्तावेज़ पर पूरा स्टाम्प नहीं लगा, अदालत में उस पर तब तक भरोसा नहीं किया जा सकता जब तक कम पड़ा शुल्क और जुर्माना न भर दिया जाए, इसलिए ये बारीकियाँ मायने रखती हैं।',
      'हमें हर पेज का साफ़ स्कैन या फ़ोटो भेजें, स्टाम्प पेपर और सभी संलग्नकों समेत, और बताएँ कि आपको किस बात की चिंता है या आप क्या हासिल करना चाहते हैं। 24-48 घंटे के भीतर आपको लिखित रिपोर्ट मिलती है, जिसमें जोखिम चिह्नित होते हैं और हमारे सुझाए बदलाव होते हैं, और आप चाहें तो दूसरे पक्ष को देने लायक संशोधित मसौदा भी।',
    ],
    features: [
      'अनुबंध, विलेख, कॉन्ट्रैक्ट, नोटिस और समझौते के कागज़ात की लाइन-दर-लाइन जाँच',
      'पक्षों, संपत्ति के विवरण, राशि, तारीखों और हस्ताक्षरों की जाँच',
      'मध्य प्रदेश के प्रचलन के अनुसार स्टाम्प शुल्क, नोटरी और रजिस्ट्री की ज़रूरत की जाँच',
      'जोखिम भरी, एकतरफ़ा या छूटी हुई शर्तों की पहचान, और हर एक क्यों अहम है इसकी टिप्पणी',
      '24-48 घंटे में हिंदी या अंग्रेज़ी में लिखित जाँच रिपोर्ट',
      'सुझाई गई भाषा या संशोधित मसौदा, और नतीजे समझाने के लिए फ़ोन पर बातचीत',
    ],
    benefits: [
      'पूरे भरोसे से हस्ताक्षर करें, यह जानते हुए कि हर शर्त से आप किस बात के लिए बँधते हैं',
      'गड़बड़ी तभी पकड़ें जब उस पर बात हो सकती है, विवाद खड़ा होने के बाद नहीं',
      'कम स्टाम्प शुल्क या छूटी रजिस्ट्री से होने वाले जुर्माने और देरी से बचाव',
      'कानूनी पेचीदगियों के बिना, सरल भाषा में समझाई गई बात',
      'जल्दी काम, ताकि कोई सौदा या समय-सीमा हाथ से न निकले',
      'आपके कागज़ात गोपनीय रहते हैं और सिर्फ़ जाँच के लिए इस्तेमाल होते हैं',
    ],
    process: [
      {
        stepTitle: 'दस्तावेज़ भेजें',
        stepDescription: 'नीचे दिए फ़ॉर्म, ई-मेल या व्हाट्सऐप से हर पेज का स्कैन या साफ़ फ़ोटो भेजें।',
      },
      {
        stepTitle: 'अपनी चिंता बताएँ',
        stepDescription:
          '24 घंटे के भीतर हमारे कानूनी विशेषज्ञ आपसे संपर्क करते हैं, ताकि सौदे को, उसमें आपकी भूमिका को और आपकी चिंता को समझ सकें।',
      },
      {
        stepTitle: 'बारीकी से जाँच',
        stepDescription:
          'हम मध्य प्रदेश के कानून और प्रचलन के हिसाब से दस्तावेज़ पढ़ते हैं और हर शर्त, स्टाम्प शुल्क और रजिस्ट्री की ज़रूरत जाँचते हैं।',
      },
      {
        stepTitle: '24-48 घंटे में लिखित रिपोर्ट',
        stepDescription: 'आपको एक साफ़ रिपोर्ट मिलती है, जिसमें जोखिम, उनका आपके लिए मतलब और हमारे सुझाए बदलाव लिखे होते हैं।',
      },
      {
        stepTitle: 'संशोधन और आगे की बात',
        stepDescription:
          'आप चाहें तो हम दूसरे पक्ष के लिए संशोधित मसौदा तैयार करते हैं और हस्ताक्षर के लिए तैयार होने तक आपके सवालों के जवाब देते हैं।',
      },
    ],
    faqs: [
      {
        question: 'आप किस तरह के दस्तावेज़ जाँचते हैं?',
        answer:
          'किरायानामा और लीज़ डीड, विक्रय अनुबंध और विक्रय पत्र (रजिस्ट्री), बिल्डर-खरीदार एग्रीमेंट, नौकरी और सेवा के कॉन्ट्रैक्ट, साझेदारी विलेख, मुख्तारनामा, लोन और गारंटी के कागज़ात, कानूनी नोटिस और समझौता पत्र। अगर आपका दस्तावेज़ इस सूची में नहीं है, तब भी भेज दीजिए, हम बता देंगे कि उसकी जाँच कर सकते हैं या नहीं।',
      },
      {
        question: 'जाँच में कितना समय लगता है?',
        answer:
          'पूरा दस्तावेज़ मिलने के बाद ज़्यादातर जाँच 24-48 घंटे में पूरी हो जाती है। बहुत लंबे या तकनीकी दस्तावेज़ में, या जहाँ साथ के दूसरे कागज़ात भी देखने हों, ज़्यादा समय लग सकता है; समय-सीमा हम काम शुरू करने से पहले बता देते हैं।',
      },
      {
        question: 'क्या आप बताएँगे कि स्टाम्प शुल्क सही लगा है या नहीं?',
        answer:
          `हाँ। हम जाँचते हैं कि ई-स्टाम्प या स्टाम्प पेपर का मूल्य मध्य प्रदेश के नियमों के अनुसार दस्तावेज़ के प्रकार से और संपत्ति के मामले में उसके मूल्य से मेल खाता है या नहीं; उदाहरण के लिए शपथ पत्र पर ${figure('mp.stamp.affidavit', 'hi')}, और विक्रय पत्र पर लगभग ${figure('mp.stamp.sale-deed', 'hi')} स्टाम्प शुल्क और ${figure('mp.registration-fee.sale-deed', 'hi')} पंजीयन शुल्क (${asChecked('hi', 'mp.stamp.affidavit', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')})। अगर शुल्क कम है तो हम बताते हैं कि इसे कैसे ठीक कराया जा सकता है।`,
      },
      {
        question: 'क्या आप ऐसे दस्तावेज़ की भी जाँच करते हैं जिस पर हस्ताक्षर हो चुके हैं?',
        answer:
          'हाँ। हम बताते हैं कि हस्ताक्षरित दस्तावेज़ से आप किन बातों के लिए बँधे हैं, उसमें कमज़ोरियाँ कहाँ हैं और आपके पास क्या रास्ते हैं, जैसे पूरक अनुबंध, नोटिस या नया दस्तावेज़। आप जितनी जल्दी दिखाएँगे, आमतौर पर उतने ज़्यादा रास्ते खुले रहते हैं।',
      },
      {
        question: 'क्या मेरा दस्तावेज़ गोपनीय रहेगा?',
        answer:
          'हाँ। आपका दस्तावेज़ सिर्फ़ उन्हीं सदस्यों के पास जाता है जो आपकी जाँच कर रहे हैं, और किसी और काम में इस्तेमाल नहीं होता। आपकी सहमति के बिना हम इसे किसी के साथ साझा नहीं करते।',
      },
      {
        question: 'क्या जाँच की रिपोर्ट लिखित में मिलेगी?',
        answer:
          'हाँ। आपको हिंदी या अंग्रेज़ी में लिखित रिपोर्ट मिलती है, जिसमें हर कमी, वह क्यों अहम है और हमारा सुझाया बदलाव लिखा होता है। चाहें तो हम फ़ोन पर भी आपको पूरी बात समझा देते हैं।',
      },
      {
        question: 'क्या आप दस्तावेज़ को ठीक भी कर देंगे?',
        answer:
          'हाँ। जाँच के बाद हम बदलावों के साथ संशोधित मसौदा या नया दस्तावेज़ तैयार कर सकते हैं, जिसे आप सीधे दूसरे पक्ष को दे सकें। खर्च इस पर निर्भर करता है कि कितना बदलना है, और यह हम काम शुरू करने से पहले बता देते हैं।',
      },
      {
        question: 'क्या मुझे आपके दफ़्तर आना होगा?',
        answer:
          'नहीं। पूरी जाँच ऑनलाइन हो सकती है: आप स्कैन भेजें, हम रिपोर्ट भेजकर फ़ोन या व्हाट्सऐप पर उस पर बात कर लेंगे। अगर आप मिलकर बात करना चाहें, तो हमारा दफ़्तर सोमवार से शनिवार, सुबह 10 से शाम 7 बजे तक खुला रहता है।',
      },
    ],
    callToAction: 'आज ही अपना दस्तावेज़ भेजें और 24-48 घंटे में साफ़, लिखित जाँच रिपोर्ट पाएँ।',
    badges: ['24-48 घंटे में जाँच', 'लिखित रिपोर्ट', 'पूरी तरह गोपनीय'],
  },
};

export default entry;
