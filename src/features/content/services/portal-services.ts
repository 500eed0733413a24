import type { ContentEntry } from '../types';

const entry: ContentEntry = {
  id: 'portal-services',
  icon: 'world',
  image: {
    src: '/images/services/portal-services-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A person filling in an online property application on a laptop, with land records and a registry copy beside it',
      hi: 'लैपटॉप पर संपत्ति का ऑनलाइन आवेदन भरता व्यक्ति, पास में भू-अभिलेख और रजिस्ट्री की प्रति',
    },
  },
  en: {
    seoTitle: 'Sampada 2.0 & RCMS Portal Services | Madhya Pradesh',
    seoDescription:
      'Help with MP’s Sampada 2.0 (e-registration, slot booking, e-stamp) and RCMS (namantaran, batwara, seemankan) applications and tracking, and the papers that tax and GST filings need.',
    seoKeywords:
      'Sampada 2.0 portal, Sampada e-registration MP, Sampada slot booking, e-stamp MP, RCMS MP, namantaran online application, batwara application MP, seemankan application, RCMS case status, Sampada e-KYC registration, rent agreement for GST registration',
    title: 'Sampada and RCMS Portal Services',
    shortDescription:
      'Help with Madhya Pradesh’s two key property portals: Sampada 2.0 for e-registration, slot booking and e-stamps, and RCMS for mutation, partition and demarcation cases, with tracking until the work is done.',
    description: [
      'Much of the property work in Madhya Pradesh now begins online. Sampada 2.0, the state’s registration and stamps portal, is used to prepare documents for registration, calculate and pay stamp duty and registration fees, generate e-stamps and book an appointment at the sub-registrar’s office. RCMS, the Revenue Case Management System of the state’s revenue department, is where applications for mutation (namantaran), partition (batwara) and demarcation (seemankan) are filed, and where a case before the tehsildar can be followed from the hearing dates to the final order.',
      'The portals save trips to government offices, but they are not always easy to use: user registration, Aadhaar-based verification, choosing the right type of document or case, uploading scans in the correct size, online payment, and replying when an objection or query is raised. Landowners, farmers, buyers who have just registered a deed, families dividing land, and owners who live away from their district, in Bhopal, Indore, Jabalpur, Gwalior or outside the state, often need a hand with these steps.',
      'On Sampada 2.0 we help you prepare the document, check the property details and guideline value, pay the duty, book the slot, and guide each party through the Aadhaar e-KYC that replaces witnesses; for the many document types the portal registers without a visit, registration is completed online, and the registered copy arrives by WhatsApp and e-mail. On RCMS we file your application with the right supporting papers, note the case number, keep track of hearing dates and notices, and tell you when the order is passed and the land records are updated. We do not file tax or GST returns ourselves: for income tax, GST and company filings we prepare the supporting legal documents, such as a rent agreement or consent letter for business premises, a partnership deed or an affidavit, and guide you to a chartered accountant or company secretary for the filing itself.',
      'Please keep ready your Aadhaar and the mobile number linked to it, your PAN, the khasra number and B-1 or the registry copy of the property, any earlier orders, and for mutation after a purchase, the registered sale deed. For partition, the details of all co-owners are needed, and for demarcation, the survey numbers of the neighbouring fields help.',
    ],
    features: [
      'Sampada 2.0 user registration, document preparation and check of the property valuation',
      'Online payment of stamp duty and registration fee, and e-stamp generation',
      'Appointment slot booking at the sub-registrar’s office',
      'RCMS applications for namantaran (mutation), batwara (partition) and seemankan (demarcation)',
      'Case tracking on RCMS: hearing dates, notices, orders and updates to the land records',
      'Rent agreements, consent letters and deeds that GST and company filings need',
    ],
    benefits: [
      'Fewer rejected applications, thanks to the right categories and correct uploads',
      'No repeated trips to the tehsil or the registration office',
      'Regular updates on your case without checking the portal every day',
      'Help in Hindi or English at every step of the portal',
      'Owners living outside MP can get the work done from anywhere',
      'One place for property, revenue and basic tax paperwork',
    ],
    process: [
      {
        stepTitle: 'Tell us what you need',
        stepDescription:
          'Registration, e-stamp, mutation, partition, demarcation, or the papers a tax or GST filing needs: share the task with us. Our expert contacts you within 24 hours with a list of the documents needed.',
      },
      {
        stepTitle: 'Document check',
        stepDescription:
          'We check your papers and property details against what the portal requires, and point out anything missing before we file.',
      },
      {
        stepTitle: 'Online filing',
        stepDescription:
          'We make the entries and upload the documents, and guide you through the payment and any OTP or Aadhaar verification, which you complete on your own phone.',
      },
      {
        stepTitle: 'Tracking and follow-up',
        stepDescription:
          'We note the application or case number and follow it up: slot confirmations on Sampada, and hearing dates, notices and reports on RCMS.',
      },
      {
        stepTitle: 'Completion',
        stepDescription:
          'You receive the registered document, e-stamp, order or acknowledgement, and we confirm when the land or property records show the change.',
      },
    ],
    faqs: [
      {
        question: 'What is Sampada 2.0?',
        answer:
          'Sampada 2.0 is Madhya Pradesh’s online system for the registration of documents and for stamp duty. It is used to prepare documents, calculate and pay stamp duty and registration fees, generate e-stamps and book appointments at the sub-registrar’s office. It replaced the earlier Sampada system.',
      },
      {
        question: 'What is RCMS?',
        answer:
          'RCMS (Revenue Case Management System) is the Madhya Pradesh revenue department’s portal for revenue cases. Applications for mutation, partition and demarcation of land are filed on it and heard by the tehsildar, and applicants can follow the case status, hearing dates and orders online.',
      },
      {
        question: 'How do I get namantaran (mutation) done after buying land?',
        answer:
          'After the sale deed is registered, the buyer’s name has to be entered in the khasra and B-1 through a mutation case. For an undisputed sale, the case is often started from the registry details and decided online, for example by the Cyber Tehsil; in other cases an application is filed on RCMS. Either way, it must be followed up until the order is passed and the records are updated, and we do that for you.',
      },
      {
        question: 'What is the difference between batwara and seemankan?',
        answer:
          'Batwara (partition) divides jointly held land among the co-owners, so that each one’s separate share is recorded in their name. Seemankan (demarcation) fixes the boundaries of a field on the ground through measurement by the revenue staff, and is usually sought when a boundary is in doubt or there is an encroachment.',
      },
      {
        question: 'Can I book a registration slot myself?',
        answer:
          'Yes, any citizen can register on Sampada 2.0 and book a slot. People come to us when they are unsure about the type of document, the valuation or the duty, or when a wrong entry has held up their registration. We make the entries with you, and you keep control of your login and OTPs.',
      },
      {
        question: 'Is an e-stamp generated on Sampada valid outside Madhya Pradesh?',
        answer:
          'No. An e-stamp generated through Sampada is for documents that are chargeable with stamp duty in Madhya Pradesh. A document for use in another state must be stamped under that state’s law, and we will tell you how to arrange it.',
      },
      {
        question: 'Do you also help with tax, GST and company filings?',
        answer:
          'We prepare the legal documents those filings need, such as a rent agreement or consent letter for business premises, a partnership deed or an affidavit, and guide you to a chartered accountant or company secretary for the filing itself. Our own portal work is Sampada and RCMS.',
      },
      {
        question: 'Is it safe to share my Aadhaar and portal details?',
        answer:
          'You never need to give us your password or OTPs: verification steps are completed on your own phone. We use your documents only for the work you ask for and share them only with the office where they must be filed.',
      },
    ],
    callToAction:
      'Stuck on Sampada or RCMS? Tell us what you need to file, and we will follow it through until the work is done.',
    badges: ['Sampada 2.0 and RCMS', 'Case tracking included', 'File from anywhere'],
  },
  hi: {
    seoTitle: 'संपदा 2.0 और आरसीएमएस पोर्टल सेवाएँ | मध्य प्रदेश',
    seoDescription:
      'म.प्र. के संपदा 2.0 (ई-रजिस्ट्री, स्लॉट बुकिंग, ई-स्टाम्प) और आरसीएमएस (नामांतरण, बँटवारा, सीमांकन) पर आवेदन और ट्रैकिंग में मदद, और टैक्स व जीएसटी फ़ाइलिंग के लिए ज़रूरी कागज़ात।',
    seoKeywords:
      'संपदा 2.0 पोर्टल, संपदा ई-रजिस्ट्री, संपदा स्लॉट बुकिंग, ई-स्टाम्प मध्य प्रदेश, आरसीएमएस पोर्टल, नामांतरण ऑनलाइन आवेदन, बँटवारा आवेदन, सीमांकन आवेदन, आरसीएमएस केस स्टेटस, संपदा ई-केवाईसी रजिस्ट्री, जीएसटी रजिस्ट्रेशन के लिए किरायानामा',
    title: 'संपदा और आरसीएमएस पोर्टल सेवाएँ',
    shortDescription:
      'मध्य प्रदेश के दो अहम संपत्ति पोर्टलों पर मदद: ई-रजिस्ट्री, स्लॉट बुकिंग और ई-स्टाम्प के लिए संपदा 2.0, और नामांतरण, बँटवारा व सीमांकन के प्रकरणों के लिए आरसीएमएस, काम पूरा होने तक ट्रैकिंग के साथ।',
    description: [
      'मध्य प्रदेश में संपत्ति से जुड़े ज़्यादातर काम अब ऑनलाइन शुरू होते हैं। राज्य का पंजीयन और स्टाम्प पोर्टल संपदा 2.0 रजिस्ट्री के लिए दस्तावेज़ तैयार करने, स्टाम्प शुल्क और पंजीयन शुल्क की गणना व भुगतान करने, ई-स्टाम्प बनाने और उप पंजीयक कार्यालय में अपॉइंटमेंट बुक करने के काम आता है। आरसीएमएस, यानी राज्य के राजस्व विभाग की राजस्व प्रकरण प्रबंधन प्रणाली (रेवेन्यू केस मैनेजमेंट सिस्टम), पर नामांतरण, बँटवारा और सीमांकन के आवेदन दर्ज होते हैं, और तहसीलदार के सामने चल रहे प्रकरण को पेशी की तारीखों से लेकर अंतिम आदेश तक देखा जा सकता है।',
      'ये पोर्टल सरकारी दफ़्तरों के चक्कर बचाते हैं, लेकिन इनका इस्तेमाल हमेशा आसान नहीं होता: यूज़र रजिस्ट्रेशन, आधार से सत्यापन, सही दस्तावेज़ या प्रकरण का प्रकार चुनना, सही साइज़ में स्कैन अपलोड करना, ऑनलाइन भुगतान, और आपत्ति या सवाल आने पर जवाब देना। ज़मीन मालिक, किसान, हाल ही में रजिस्ट्री कराने वाले खरीदार, ज़मीन का बँटवारा कर रहे परिवार, और अपने ज़िले से दूर भोपाल, इंदौर, जबलपुर, ग्वालियर या प्रदेश के बाहर रहने वाले मालिक, इन सबको अक्सर इन चरणों में मदद की ज़रूरत पड़ती है।',
      'संपदा 2.0 पर हम दस्तावेज़ तैयार करने, संपत्ति का ब्योरा और गाइडलाइन मूल्य जाँचने, शुल्क जमा करने, स्लॉट बुक करने और गवाहों की जगह लेने वाले आधार ई-केवाईसी में हर पक्ष की मदद करते हैं; जिन कई तरह के दस्तावेज़ों की रजिस्ट्री पोर्टल बिना कार्यालय आए करता है, उनकी रजिस्ट्री ऑनलाइन पूरी होती है, और पंजीकृत प्रति व्हाट्सऐप और ई-मेल पर आती है। आरसीएमएस पर हम सही सहायक कागज़ात के साथ आपका आवेदन दर्ज करते हैं, प्रकरण क्रमांक नोट करते हैं, पेशी की तारीखों और नोटिसों पर नज़र रखते हैं, और आदेश पारित होने तथा भू-अभिलेख अपडेट होने पर आपको बताते हैं। टैक्स या जीएसटी रिटर्न हम खुद दाखिल नहीं करते: आयकर, जीएसटी और कंपनी से जुड़ी फ़ाइलिंग के लिए हम ज़रूरी कानूनी दस्तावेज़, जैसे व्यापार परिसर का किरायानामा या सहमति पत्र, साझेदारी विलेख या शपथ पत्र, तैयार करते हैं, और फ़ाइलिंग के लिए चार्टर्ड अकाउंटेंट या कंपनी सेक्रेटरी तक पहुँचने में मार्गदर्शन करते हैं।',
      'कृपया ये तैयार रखें: आधार और उससे जुड़ा मोबाइल नंबर, पैन, संपत्ति का खसरा नंबर और बी-1 या रजिस्ट्री की प्रति, पहले के कोई आदेश, और खरीद के बाद नामांतरण के लिए पंजीकृत विक्रय पत्र। बँटवारे के लिए सभी सह-खातेदारों का ब्योरा चाहिए, और सीमांकन के लिए पड़ोसी खेतों के सर्वे नंबर काम आते हैं।',
    ],
    features: [
      'संपदा 2.0 पर यूज़र रजिस्ट्रेशन, दस्तावेज़ तैयार करना और संपत्ति के मूल्यांकन की जाँच',
      'स्टाम्प शुल्क और पंजीयन शुल्क का ऑनलाइन भुगतान, और ई-स्टाम्प बनाना',
      'उप पंजीयक कार्यालय में अपॉइंटमेंट स्लॉट बुकिंग',
      'आरसीएमएस पर नामांतरण, बँटवारा और सीमांकन के आवेदन',
      'आरसीएमएस पर प्रकरण की ट्रैकिंग: पेशी की तारीखें, नोटिस, आदेश और भू-अभिलेख में बदलाव',
      'जीएसटी और कंपनी फ़ाइलिंग के लिए ज़रूरी किरायानामा, सहमति पत्र और विलेख',
    ],
    benefits: [
      'सही श्रेणी और सही अपलोड से आवेदन खारिज होने की आशंका कम',
      'तहसील या पंजीयन कार्यालय के बार-बार चक्कर नहीं',
      'रोज़ पोर्टल देखे बिना अपने प्रकरण की नियमित जानकारी',
      'पोर्टल के हर चरण पर हिंदी या अंग्रेज़ी में मदद',
      'मध्य प्रदेश से बाहर रहने वाले मालिक भी कहीं से भी काम करा सकते हैं',
      'संपत्ति, राजस्व और सामान्य टैक्स के कागज़ी काम एक ही जगह',
    ],
    process: [
      {
        stepTitle: 'अपनी ज़रूरत बताएँ',
        stepDescription:
          'रजिस्ट्री, ई-स्टाम्प, नामांतरण, बँटवारा, सीमांकन, या टैक्स और जीएसटी फ़ाइलिंग के लिए ज़रूरी कागज़: जो भी काम हो, हमें बताएँ। हमारे विशेषज्ञ 24 घंटे के भीतर संपर्क करके ज़रूरी दस्तावेज़ों की सूची देते हैं।',
      },
      {
        stepTitle: 'दस्तावेज़ों की जाँच',
        stepDescription:
          'हम पोर्टल की ज़रूरतों के हिसाब से आपके कागज़ात और संपत्ति का ब्योरा जाँचते हैं, और आवेदन दर्ज करने से पहले हर कमी बता देते हैं।',
      },
      {
        stepTitle: 'ऑनलाइन आवेदन',
        stepDescription:
          'हम प्रविष्टियाँ करते हैं और दस्तावेज़ अपलोड करते हैं, और भुगतान तथा ओटीपी या आधार सत्यापन में आपका मार्गदर्शन करते हैं, जो आप अपने फ़ोन पर ही पूरा करते हैं।',
      },
      {
        stepTitle: 'ट्रैकिंग और पैरवी',
        stepDescription:
          'हम आवेदन या प्रकरण क्रमांक नोट करके लगातार नज़र रखते हैं: संपदा पर स्लॉट की पुष्टि, और आरसीएमएस पर पेशी की तारीखें, नोटिस और प्रतिवेदन।',
      },
      {
        stepTitle: 'काम पूरा',
        stepDescription:
          'आपको पंजीकृत दस्तावेज़, ई-स्टाम्प, आदेश या पावती मिलती है, और भू-अभिलेख या संपत्ति रिकॉर्ड में बदलाव दिखने पर हम इसकी पुष्टि करते हैं।',
      },
    ],
    faqs: [
      {
        question: 'संपदा 2.0 क्या है?',
        answer:
          'संपदा 2.0 मध्य प्रदेश की दस्तावेज़ों के पंजीयन और स्टाम्प शुल्क की ऑनलाइन व्यवस्था है। इससे दस्तावेज़ तैयार होते हैं, स्टाम्प शुल्क और पंजीयन शुल्क की गणना व भुगतान होता है, ई-स्टाम्प बनते हैं और उप पंजीयक कार्यालय में अपॉइंटमेंट बुक होता है। इसने पहले वाली संपदा व्यवस्था की जगह ली है।',
      },
      {
        question: 'आरसीएमएस क्या है?',
        answer:
          'आरसीएमएस (राजस्व प्रकरण प्रबंधन प्रणाली) मध्य प्रदेश के राजस्व विभाग का राजस्व प्रकरणों का पोर्टल है। ज़मीन के नामांतरण, बँटवारे और सीमांकन के आवेदन इस पर दर्ज होते हैं और तहसीलदार उनकी सुनवाई करते हैं, और आवेदक प्रकरण की स्थिति, पेशी की तारीखें और आदेश ऑनलाइन देख सकते हैं।',
      },
      {
        question: 'ज़मीन खरीदने के बाद नामांतरण कैसे कराएँ?',
        answer:
          'विक्रय पत्र की रजिस्ट्री के बाद खरीदार का नाम नामांतरण प्रकरण के ज़रिए खसरा और बी-1 में दर्ज होता है। निर्विवाद बिक्री में यह प्रकरण अक्सर रजिस्ट्री के ब्योरे से ही शुरू होकर ऑनलाइन निपटता है, जैसे साइबर तहसील के ज़रिए; बाकी मामलों में आरसीएमएस पर आवेदन दर्ज करना होता है। दोनों ही सूरत में आदेश पारित होने और रिकॉर्ड अपडेट होने तक पैरवी करनी पड़ती है, और यह काम हम आपके लिए करते हैं।',
      },
      {
        question: 'बँटवारा और सीमांकन में क्या अंतर है?',
        answer:
          'बँटवारा संयुक्त खाते की ज़मीन को सह-खातेदारों में बाँटता है, ताकि हर एक का अलग हिस्सा उसके नाम दर्ज हो। सीमांकन में राजस्व अमला नाप-जोख करके खेत की सीमाएँ ज़मीन पर तय करता है, और यह आम तौर पर तब माँगा जाता है जब सीमा को लेकर संदेह हो या अतिक्रमण हुआ हो।',
      },
      {
        question: 'क्या मैं खुद रजिस्ट्री का स्लॉट बुक कर सकता हूँ?',
        answer:
          'हाँ, कोई भी नागरिक संपदा 2.0 पर रजिस्ट्रेशन करके स्लॉट बुक कर सकता है। लोग हमारे पास तब आते हैं जब उन्हें दस्तावेज़ के प्रकार, मूल्यांकन या शुल्क को लेकर संदेह हो, या किसी गलत प्रविष्टि से उनकी रजिस्ट्री अटक गई हो। हम प्रविष्टियाँ आपके साथ बैठकर करते हैं, और लॉगिन व ओटीपी आपके ही नियंत्रण में रहते हैं।',
      },
      {
        question: 'क्या संपदा से बना ई-स्टाम्प मध्य प्रदेश के बाहर मान्य है?',
        answer:
          'नहीं। संपदा से बना ई-स्टाम्प उन दस्तावेज़ों के लिए है जिन पर मध्य प्रदेश में स्टाम्प शुल्क लगता है। किसी दूसरे राज्य में इस्तेमाल होने वाले दस्तावेज़ पर उस राज्य के कानून के अनुसार स्टाम्प लगता है, और हम बता देंगे कि उसकी व्यवस्था कैसे करें।',
      },
      {
        question: 'क्या आप टैक्स, जीएसटी और कंपनी फ़ाइलिंग में भी मदद करते हैं?',
        answer:
          'इन फ़ाइलिंग के लिए ज़रूरी कानूनी दस्तावेज़, जैसे व्यापार परिसर का किरायानामा या सहमति पत्र, साझेदारी विलेख या शपथ पत्र, हम तैयार करते हैं, और फ़ाइलिंग के लिए चार्टर्ड अकाउंटेंट या कंपनी सेक्रेटरी तक पहुँचने में मार्गदर्शन करते हैं। हमारा अपना पोर्टल कार्य संपदा और आरसीएमएस है।',
      },
      {
        question: 'क्या अपना आधार और पोर्टल का ब्योरा साझा करना सुरक्षित है?',
        answer:
          'आपको कभी भी हमें अपना पासवर्ड या ओटीपी देने की ज़रूरत नहीं है: सत्यापन के चरण आप अपने फ़ोन पर ही पूरे करते हैं। हम आपके दस्तावेज़ केवल उसी काम के लिए इस्तेमाल करते हैं जो आप सौंपते हैं, और उन्हें सिर्फ़ उसी दफ़्तर के साथ साझा करते हैं जहाँ उन्हें जमा करना हो।',
      },
    ],
    callToAction: 'संपदा या आरसीएमएस पर काम अटका है? बताइए क्या दर्ज करना है, हम काम पूरा होने तक उसकी पैरवी करेंगे।',
    badges: ['संपदा 2.0 और आरसीएमएस', 'प्रकरण की ट्रैकिंग शामिल', 'कहीं से भी आवेदन'],
  },
};

export default entry;
