import type { ContentEntry } from '../types';
import { asChecked, figure } from '@/lib/legal-facts';

const entry: ContentEntry = {
  id: 'complaint',
  icon: 'alert',
  image: {
    src: '/images/documents/complaint-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A written complaint with bills, bank statements and phone screenshots attached as evidence',
      hi: 'लिखित शिकायत, जिसके साथ सबूत के रूप में बिल, बैंक स्टेटमेंट और मोबाइल स्क्रीनशॉट लगे हैं',
    },
  },
  en: {
    seoTitle: 'Police, Consumer & Cyber Complaint Drafting | MP',
    seoDescription:
      'Police complaints, FIR applications, consumer complaints for e-Jagriti and cyber-fraud reports drafted for Madhya Pradesh and Rajasthan. Ready in 24-48 hours.',
    seoKeywords:
      'police complaint format, FIR application, consumer complaint, e-Jagriti consumer complaint, cyber fraud complaint, 1930 cyber helpline, online fraud complaint, complaint to SP, complaint letter format, consumer court Bhopal',
    title: 'Complaint Drafting',
    shortDescription:
      'A clear, complete complaint gets action faster. We draft police, consumer, cyber-fraud and departmental complaints with the facts, the evidence and the law set out properly.',
    description: [
      'A complaint is often the first formal step towards justice: it sets the law in motion and puts the facts on record. A complaint that is vague, leaves out dates or omits evidence is easily ignored, while one that states clearly what happened, when, who is responsible and what relief you want is far more likely to be acted on.',
      `For a cognisable offence, the police must register an FIR when they receive the information (Section 173 of the Bharatiya Nagarik Suraksha Sanhita, 2023, earlier Section 154 CrPC), except that for an offence punishable with three years or more but less than seven, the station may, with a Deputy Superintendent’s permission, first hold a preliminary enquiry of up to ${figure('bnss.173-3.enquiry', 'en')} (Section 173(3)); if the police station refuses, you can send the complaint to the Superintendent of Police and then apply to the Magistrate. Consumer complaints under the Consumer Protection Act, 2019 go to the District Consumer Disputes Redressal Commission where the amount paid is up to ${figure('consumer.district-limit', 'en')}, within two years of the cause of action, and can be filed online on e-Jagriti (which replaced e-Daakhil on ${figure('consumer.e-jagriti-since', 'en')}). Online and UPI fraud should be reported at once on the 1930 helpline and at cybercrime.gov.in, because a quick report can help freeze the money. (Limits and periods ${asChecked('en', 'bnss.173-3.enquiry', 'consumer.district-limit')}.)`,
      'We draft police complaints and FIR applications, complaints to the SP, applications to the Magistrate, consumer complaints with affidavit and list of documents, cyber-fraud complaints, and complaints to departments, banks and regulators. People in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar and Ujjain, and in Jaipur, Jodhpur, Udaipur and Kota, send us their papers online and receive a complaint ready to file.',
      'Keep every piece of evidence: bills, receipts, agreements, warranty cards, bank statements and transaction IDs, screenshots of chats and websites, call records, photos and videos, medical reports in cases of injury, and the names of witnesses. Bring your ID and copies of all of these, and never hand over originals without a receipt.',
    ],
    features: [
      'Police complaints and FIR applications with the facts in date order and the offences involved',
      'Complaints to the Superintendent of Police and applications to the Magistrate when an FIR is not registered',
      'Consumer complaints for the District Commission, with affidavit, document index and relief claimed, ready for e-Jagriti',
      'Cyber-fraud complaints with full transaction details for the 1930 helpline, the cybercrime portal and your bank',
      'Complaints to municipal bodies, electricity companies, banks and other authorities',
      'An evidence checklist and indexed annexures with every complaint',
    ],
    benefits: [
      'A complaint that the authority can act on straight away',
      'Nothing important left out: dates, amounts, names and evidence in one place',
      'The right forum and time limit, so your complaint is not returned',
      'Your version on record early, which protects you later',
      'Ready in 24-48 hours, in Hindi or English',
      'Guidance on follow-up and escalation if no action is taken',
    ],
    process: [
      {
        stepTitle: 'Tell us what happened',
        stepDescription:
          'Use the form, call or WhatsApp us with a short account and any documents. Our expert contacts you within 24 hours; in a cyber fraud, call 1930 first.',
      },
      {
        stepTitle: 'Facts and evidence review',
        stepDescription:
          'We go through the events and your evidence, identify the offence or deficiency, and choose the right authority or forum and its time limit.',
      },
      {
        stepTitle: 'Drafting',
        stepDescription:
          'We draft the complaint with an index of annexures within 24-48 hours and share it with you for corrections.',
      },
      {
        stepTitle: 'Signing and filing',
        stepDescription:
          'You sign the final complaint, and we tell you where and how to file it, or help you file it online on e-Jagriti or the cybercrime portal.',
      },
      {
        stepTitle: 'Follow-up',
        stepDescription:
          'Keep the acknowledgement or complaint number. If nothing happens, we draft reminders and escalation to the higher authority.',
      },
    ],
    faqs: [
      {
        question: 'The police are not registering my FIR. What can I do?',
        answer:
          `If the offence is cognisable, the police are bound to register an FIR; only for an offence punishable with three years or more but less than seven may they first hold a preliminary enquiry of up to ${figure('bnss.173-3.enquiry', 'en')}, with a Deputy Superintendent’s permission (Section 173(3) BNSS). If the station refuses, send your complaint in writing to the Superintendent of Police (Section 173(4) BNSS, earlier Section 154(3) CrPC). If there is still no action, you can apply to the Judicial Magistrate for an order to investigate (Section 175(3) BNSS, earlier Section 156(3) CrPC), and we draft each of these.`,
      },
      {
        question: 'Can I file an FIR at any police station?',
        answer:
          'Yes. For a cognisable offence you can report at any police station as a Zero FIR, which is then transferred to the police station that has jurisdiction. The BNSS also allows information to be given electronically; it is recorded once you sign it within three days. Either way, ask for your free copy of the FIR.',
      },
      {
        question: 'What should I do immediately after an online or UPI fraud?',
        answer:
          'Call the national cyber crime helpline 1930 at once, or report at cybercrime.gov.in, and ask your bank to block the card or account. Reporting within the first few hours gives the best chance of freezing the money. Keep the transaction ID (UTR), screenshots, the fraudster’s number and any links they sent.',
      },
      {
        question: 'How do I file a consumer complaint?',
        answer:
          `A consumer complaint goes to the District Consumer Disputes Redressal Commission when the amount paid for the goods or services is up to ${figure('consumer.district-limit', 'en')}. You can file where you live or work, either in person or online on the e-Jagriti portal (which replaced e-Daakhil on ${figure('consumer.e-jagriti-since', 'en')}). It must contain the facts, the defect or deficiency, the relief you claim, an affidavit, and copies of bills and correspondence.`,
      },
      {
        question: 'Is there a time limit for a consumer complaint?',
        answer:
          'Yes. It must be filed within two years of the date the cause of action arose, for example the date of a defective delivery or a refusal of service. A delay is excused only if you show sufficient cause, so it is far better to file in time.',
      },
      {
        question: 'Do I need a lawyer for a consumer complaint?',
        answer:
          'No. You can file and argue a consumer complaint yourself. A well-drafted complaint with the right documents, however, makes the case much clearer for the Commission. We draft it and explain how to present it at the hearing.',
      },
      {
        question: 'What evidence should I keep for a complaint?',
        answer:
          'Keep bills, receipts, agreements, warranty cards, bank statements and transaction IDs, screenshots of chats, e-mails and websites, call logs, photos and videos, medical reports in injury cases, and the names and numbers of witnesses. Keep the originals safe and work with copies. Write down dates and times while you still remember them clearly.',
      },
      {
        question: 'Can I complain against a government office or official?',
        answer:
          'Yes. Complaints about delay or inaction go to the head of the office or a higher officer, and in Madhya Pradesh also to the CM Helpline 181; central government matters can be raised on the CPGRAMS portal. Where an official has committed an offence, a police complaint or a complaint to the Lokayukta may be the right route, and we advise you on it.',
      },
      {
        question: 'How do I complain against a bank?',
        answer:
          `First complain to the bank in writing and keep the reference number. If the bank does not reply within ${figure('rbi.ombudsman.wait', 'en')} or you are not satisfied, you can complain to the RBI Ombudsman online at cms.rbi.org.in. For an unauthorised transaction on your account, inform the bank immediately, because prompt reporting limits your liability under RBI rules.`,
      },
      {
        question: 'Will my complaint be in Hindi or English?',
        answer:
          'Whichever suits you and the authority. Police stations and most offices in Madhya Pradesh and Rajasthan accept Hindi, and District Consumer Commissions there generally accept both languages. We draft in the language you choose and explain every line before you sign.',
      },
    ],
    callToAction: 'Tell us what happened, and we will turn it into a clear, complete complaint within 24-48 hours.',
    badges: ['Police, consumer & cyber', 'Ready in 24-48 hours', 'Evidence checklist included'],
  },
  hi: {
    seoTitle: 'पुलिस, उपभोक्ता व साइबर शिकायत ड्राफ़्टिंग | मध्य प्रदेश',
    seoDescription:
      'मध्य प्रदेश और राजस्थान के लिए पुलिस शिकायत, एफ़आईआर आवेदन, ई-जागृति के लिए उपभोक्ता शिकायत और साइबर ठगी की शिकायत का ड्राफ़्ट, 24-48 घंटे में तैयार।',
    seoKeywords:
      'पुलिस शिकायत आवेदन, एफ़आईआर आवेदन, उपभोक्ता शिकायत, ई-जागृति उपभोक्ता शिकायत, साइबर फ़्रॉड शिकायत, 1930 साइबर हेल्पलाइन, ऑनलाइन ठगी की शिकायत, एसपी को शिकायत, शिकायत पत्र फ़ॉर्मेट, उपभोक्ता फ़ोरम भोपाल',
    title: 'शिकायत पत्र ड्राफ़्टिंग',
    shortDescription:
      'साफ़ और पूरी शिकायत पर कार्रवाई जल्दी होती है। हम पुलिस, उपभोक्ता, साइबर ठगी और विभागीय शिकायतें तथ्यों, सबूतों और कानून को ठीक से रखते हुए तैयार करते हैं।',
    description: [
      'शिकायत अक्सर न्याय की ओर पहला औपचारिक कदम होती है: इससे कानूनी प्रक्रिया शुरू होती है और तथ्य रिकॉर्ड पर आते हैं। जो शिकायत अस्पष्ट हो, जिसमें तारीखें छूटी हों या सबूत न हों, उसे आसानी से अनदेखा कर दिया जाता है, जबकि जिसमें साफ़ लिखा हो कि क्या हुआ, कब हुआ, कौन ज़िम्मेदार है और आप क्या राहत चाहते हैं, उस पर कार्रवाई की संभावना कहीं ज़्यादा होती है।',
      `संज्ञेय अपराध की सूचना मिलने पर पुलिस को एफ़आईआर दर्ज करनी ही होती है (भारतीय नागरिक सुरक्षा संहिता, 2023 की धारा 173, पहले सीआरपीसी की धारा 154); केवल तीन साल या उससे अधिक पर सात साल से कम सज़ा वाले अपराध में थाना, पुलिस उप अधीक्षक की अनुमति से, पहले ${figure('bnss.173-3.enquiry', 'hi')} तक की प्रारंभिक जाँच कर सकता है (धारा 173(3)); थाना मना करे तो आप शिकायत पुलिस अधीक्षक को भेज सकते हैं और उसके बाद मजिस्ट्रेट के समक्ष आवेदन दे सकते हैं। उपभोक्ता संरक्षण अधिनियम, 2019 के तहत उपभोक्ता शिकायत, जहाँ चुकाई गई राशि ${figure('consumer.district-limit', 'hi')} तक हो, ज़िला उपभोक्ता विवाद प्रतितोष आयोग में वाद कारण से दो वर्ष के भीतर की जाती है, और ई-जागृति पोर्टल पर ऑनलाइन भी दायर हो सकती है (${figure('consumer.e-jagriti-since', 'hi')} से इसने ई-दाखिल की जगह ली है)। ऑनलाइन और यूपीआई ठगी की सूचना तुरंत 1930 हेल्पलाइन और cybercrime.gov.in पर दें, क्योंकि जल्दी सूचना देने से पैसा रुकवाने में मदद मिल सकती है। (सीमाएँ और अवधियाँ ${asChecked('hi', 'bnss.173-3.enquiry', 'consumer.district-limit')}।)`,
      'हम पुलिस शिकायत और एफ़आईआर आवेदन, एसपी को शिकायत, मजिस्ट्रेट के समक्ष आवेदन, शपथ पत्र और दस्तावेज़ सूची सहित उपभोक्ता शिकायत, साइबर ठगी की शिकायत, और विभागों, बैंकों व नियामकों को शिकायतें तैयार करते हैं। भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सागर और उज्जैन के साथ-साथ जयपुर, जोधपुर, उदयपुर और कोटा के लोग अपने कागज़ ऑनलाइन भेजते हैं और दायर करने के लिए तैयार शिकायत पाते हैं।',
      'हर सबूत सँभालकर रखें: बिल, रसीदें, अनुबंध, वारंटी कार्ड, बैंक स्टेटमेंट और ट्रांज़ैक्शन आईडी, चैट और वेबसाइट के स्क्रीनशॉट, कॉल रिकॉर्ड, फ़ोटो और वीडियो, चोट के मामलों में मेडिकल रिपोर्ट, और गवाहों के नाम। अपना पहचान पत्र और इन सबकी प्रतियाँ लेकर आएँ, और बिना रसीद के कभी मूल कागज़ न सौंपें।',
    ],
    features: [
      'तारीखवार तथ्यों और संबंधित अपराधों के उल्लेख सहित पुलिस शिकायत और एफ़आईआर आवेदन',
      'एफ़आईआर दर्ज न होने पर पुलिस अधीक्षक को शिकायत और मजिस्ट्रेट के समक्ष आवेदन',
      'ज़िला आयोग के लिए शपथ पत्र, दस्तावेज़ सूची और माँगी गई राहत सहित उपभोक्ता शिकायत, ई-जागृति के लिए तैयार',
      '1930 हेल्पलाइन, साइबर क्राइम पोर्टल और आपके बैंक के लिए लेन-देन के पूरे विवरण सहित साइबर ठगी की शिकायत',
      'नगर निगम, बिजली कंपनी, बैंक और अन्य प्राधिकारियों को शिकायत',
      'हर शिकायत के साथ सबूतों की जाँच-सूची और क्रमांकित संलग्नक',
    ],
    benefits: [
      'ऐसी शिकायत जिस पर संबंधित अधिकारी तुरंत कार्रवाई कर सके',
      'कोई ज़रूरी बात नहीं छूटती: तारीखें, रकम, नाम और सबूत एक जगह',
      'सही मंच और सही समय सीमा, ताकि शिकायत लौटाई न जाए',
      'आपका पक्ष शुरुआत में ही रिकॉर्ड पर, जो आगे चलकर आपकी रक्षा करता है',
      'हिंदी या अंग्रेज़ी में, 24-48 घंटे में तैयार',
      'कार्रवाई न होने पर आगे की पैरवी और ऊपर शिकायत करने का मार्गदर्शन',
    ],
    process: [
      {
        stepTitle: 'बताएँ क्या हुआ',
        stepDescription:
          'फ़ॉर्म भरें, फ़ोन करें या व्हाट्सऐप पर संक्षेप में घटना और कागज़ भेजें। हमारे विशेषज्ञ 24 घंटे के भीतर संपर्क करेंगे; साइबर ठगी में पहले 1930 पर कॉल करें।',
      },
      {
        stepTitle: 'तथ्यों और सबूतों की जाँच',
        stepDescription:
          'हम घटनाक्रम और आपके सबूत देखते हैं, अपराध या सेवा में कमी की पहचान करते हैं, और सही प्राधिकारी या मंच व उसकी समय सीमा तय करते हैं।',
      },
      {
        stepTitle: 'मसौदा तैयार करना',
        stepDescription: 'हम 24-48 घंटे में संलग्नकों की सूची सहित शिकायत तैयार करके आपको सुधार के लिए भेजते हैं।',
      },
      {
        stepTitle: 'हस्ताक्षर और दायर करना',
        stepDescription:
          'आप अंतिम शिकायत पर हस्ताक्षर करते हैं, और हम बताते हैं कि उसे कहाँ और कैसे देना है, या ई-जागृति या साइबर क्राइम पोर्टल पर ऑनलाइन दायर करने में मदद करते हैं।',
      },
      {
        stepTitle: 'आगे की पैरवी',
        stepDescription:
          'पावती या शिकायत क्रमांक सँभालकर रखें। कोई कार्रवाई न हो, तो हम स्मरण पत्र और उच्च अधिकारी को शिकायत तैयार करते हैं।',
      },
    ],
    faqs: [
      {
        question: 'पुलिस मेरी एफ़आईआर दर्ज नहीं कर रही। मैं क्या करूँ?',
        answer:
          `अपराध संज्ञेय है तो पुलिस एफ़आईआर दर्ज करने के लिए बाध्य है; केवल तीन साल या उससे अधिक पर सात साल से कम सज़ा वाले अपराध में वह पुलिस उप अधीक्षक की अनुमति से पहले ${figure('bnss.173-3.enquiry', 'hi')} तक की प्रारंभिक जाँच कर सकती है (बीएनएसएस की धारा 173(3))। थाना मना करे तो अपनी शिकायत लिखित में पुलिस अधीक्षक को भेजें (बीएनएसएस की धारा 173(4), पहले सीआरपीसी की धारा 154(3))। फिर भी कार्रवाई न हो, तो आप न्यायिक मजिस्ट्रेट के समक्ष जाँच के आदेश के लिए आवेदन दे सकते हैं (बीएनएसएस की धारा 175(3), पहले सीआरपीसी की धारा 156(3)); ये सभी हम तैयार करते हैं।`,
      },
      {
        question: 'क्या मैं किसी भी थाने में एफ़आईआर करा सकता हूँ?',
        answer:
          'हाँ। संज्ञेय अपराध की सूचना आप किसी भी थाने में ज़ीरो एफ़आईआर के रूप में दे सकते हैं, जिसे बाद में क्षेत्राधिकार वाले थाने को भेज दिया जाता है। बीएनएसएस में इलेक्ट्रॉनिक माध्यम से सूचना देने की सुविधा भी है, जो तीन दिन के भीतर आपके हस्ताक्षर करने पर दर्ज होती है। दोनों ही स्थितियों में एफ़आईआर की निःशुल्क प्रति ज़रूर लें।',
      },
      {
        question: 'ऑनलाइन या यूपीआई ठगी होने पर तुरंत क्या करें?',
        answer:
          'तुरंत राष्ट्रीय साइबर क्राइम हेल्पलाइन 1930 पर कॉल करें या cybercrime.gov.in पर शिकायत दर्ज करें, और बैंक से कार्ड या खाता ब्लॉक कराएँ। पहले कुछ घंटों में सूचना देने से पैसा रुकवाने की संभावना सबसे ज़्यादा रहती है। ट्रांज़ैक्शन आईडी (यूटीआर), स्क्रीनशॉट, ठग का नंबर और उसके भेजे लिंक सँभालकर रखें।',
      },
      {
        question: 'उपभोक्ता शिकायत कैसे दायर करें?',
        answer:
          `जब सामान या सेवा के लिए चुकाई गई राशि ${figure('consumer.district-limit', 'hi')} तक हो, तो उपभोक्ता शिकायत ज़िला उपभोक्ता विवाद प्रतितोष आयोग में की जाती है। आप जहाँ रहते हैं या काम करते हैं, वहाँ स्वयं जाकर या ई-जागृति पोर्टल पर ऑनलाइन शिकायत कर सकते हैं (${figure('consumer.e-jagriti-since', 'hi')} से इसने ई-दाखिल की जगह ली है)। इसमें तथ्य, खराबी या सेवा में कमी, माँगी गई राहत, शपथ पत्र, और बिलों व पत्राचार की प्रतियाँ होनी चाहिए।`,
      },
      {
        question: 'क्या उपभोक्ता शिकायत की कोई समय सीमा है?',
        answer:
          'हाँ। वाद कारण उत्पन्न होने की तारीख से दो वर्ष के भीतर शिकायत दायर करनी होती है, जैसे खराब सामान की डिलीवरी या सेवा से इनकार की तारीख से। देरी तभी माफ़ होती है जब आप पर्याप्त कारण दिखाएँ, इसलिए समय पर शिकायत करना ही बेहतर है।',
      },
      {
        question: 'क्या उपभोक्ता शिकायत के लिए वकील ज़रूरी है?',
        answer:
          'नहीं। आप उपभोक्ता शिकायत खुद दायर कर सकते हैं और खुद पैरवी भी कर सकते हैं। फिर भी सही कागज़ों के साथ अच्छी तरह तैयार की गई शिकायत से आयोग के सामने मामला कहीं ज़्यादा स्पष्ट होता है। हम शिकायत तैयार करते हैं और सुनवाई में उसे रखने का तरीका भी समझाते हैं।',
      },
      {
        question: 'शिकायत के लिए कौन-से सबूत सँभालकर रखें?',
        answer:
          'बिल, रसीदें, अनुबंध, वारंटी कार्ड, बैंक स्टेटमेंट और ट्रांज़ैक्शन आईडी, चैट, ई-मेल और वेबसाइट के स्क्रीनशॉट, कॉल लॉग, फ़ोटो और वीडियो, चोट के मामलों में मेडिकल रिपोर्ट, और गवाहों के नाम व नंबर। मूल कागज़ सुरक्षित रखें और प्रतियों से काम चलाएँ। तारीखें और समय तभी लिख लें जब वे आपको अच्छी तरह याद हों।',
      },
      {
        question: 'क्या किसी सरकारी दफ़्तर या अधिकारी के खिलाफ़ शिकायत कर सकते हैं?',
        answer:
          'हाँ। देरी या लापरवाही की शिकायत दफ़्तर के प्रमुख या उच्च अधिकारी को की जाती है, और मध्य प्रदेश में सीएम हेल्पलाइन 181 पर भी; केंद्र सरकार से जुड़े मामले सीपीग्राम्स (CPGRAMS) पोर्टल पर उठाए जा सकते हैं। यदि किसी अधिकारी ने अपराध किया है, तो पुलिस शिकायत या लोकायुक्त को शिकायत सही रास्ता हो सकता है, और इस पर हम आपको सलाह देते हैं।',
      },
      {
        question: 'बैंक के खिलाफ़ शिकायत कैसे करें?',
        answer:
          `पहले बैंक को लिखित शिकायत दें और उसका संदर्भ क्रमांक सँभालकर रखें। बैंक ${figure('rbi.ombudsman.wait', 'hi')} में जवाब न दे या आप संतुष्ट न हों, तो cms.rbi.org.in पर आरबीआई लोकपाल को ऑनलाइन शिकायत कर सकते हैं। खाते में बिना अनुमति के लेन-देन हो तो तुरंत बैंक को बताएँ, क्योंकि आरबीआई के नियमों में जल्दी सूचना देने पर आपकी ज़िम्मेदारी सीमित रहती है।`,
      },
      {
        question: 'मेरी शिकायत हिंदी में होगी या अंग्रेज़ी में?',
        answer:
          'जो आपके और संबंधित प्राधिकारी के लिए उपयुक्त हो। मध्य प्रदेश और राजस्थान के थाने और अधिकांश दफ़्तर हिंदी स्वीकार करते हैं, और वहाँ के ज़िला उपभोक्ता आयोग सामान्यतः दोनों भाषाएँ स्वीकार करते हैं। हम आपकी चुनी हुई भाषा में ड्राफ़्ट करते हैं और हस्ताक्षर से पहले हर पंक्ति समझाते हैं।',
      },
    ],
    callToAction: 'बताइए क्या हुआ; हम 24-48 घंटे में उसे एक साफ़ और पूरी शिकायत में बदल देंगे।',
    badges: ['पुलिस, उपभोक्ता व साइबर', '24-48 घंटे में तैयार', 'सबूतों की जाँच-सूची सहित'],
  },
};

export default entry;
