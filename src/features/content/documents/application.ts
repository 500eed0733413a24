import type { ContentEntry } from '../types';
import { asChecked, figure } from '@/lib/legal-facts';

const entry: ContentEntry = {
  id: 'application',
  icon: 'writing',
  image: {
    src: '/images/documents/application-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A handwritten application to a government office with ID copies and a receipt stamp',
      hi: 'सरकारी दफ़्तर को दिया गया आवेदन, साथ में पहचान पत्र की प्रतियाँ और पावती की मुहर',
    },
  },
  en: {
    seoTitle: 'RTI, Tehsil & Certificate Applications | Madhya Pradesh',
    seoDescription:
      'RTI, Tehsildar and SDM applications, CM Helpline 181 complaints, and help with income, caste and domicile certificates in Madhya Pradesh. Ready in 24-48 hours.',
    seoKeywords:
      'RTI application format, how to file RTI in MP, application to Tehsildar, application to SDM, CM Helpline 181, income certificate MP, caste certificate MP, domicile certificate MP, name correction application, Lok Seva Kendra application',
    title: 'Applications to Government Offices and Courts',
    shortDescription:
      'RTI applications, revenue applications, certificates and corrections, drafted in the right format with the right attachments so that your work is not held up.',
    description: [
      'A large part of everyday legal work is writing to government offices: asking for information, getting a certificate, correcting a name or an address, or pressing for a pending file to move. An application addressed to the right officer, with a clear request and the right attachments, is decided far faster than a note that misses a document.',
      `Under the Right to Information Act, 2005, any citizen can ask a public authority for information by paying a fee of ${figure('rti.fee', 'en')} (applicants below the poverty line are exempt), and the Public Information Officer must reply within ${figure('rti.reply', 'en')}; if they do not, a first appeal lies (${asChecked('en', 'rti.fee', 'rti.reply')}). In Madhya Pradesh, revenue matters such as mutation, partition and demarcation of land are decided by revenue officers such as the Tehsildar and SDM under the MP Land Revenue Code, 1959, and are filed and tracked on the RCMS portal. Income, caste and domicile certificates are applied for through MP e-District or at a Lok Seva Kendra and must be issued within the time limits set under the state’s public services guarantee law; grievances can be registered on the CM Helpline 181.`,
      'We draft RTI applications and first appeals, applications to the Tehsildar, SDM and Collector, CM Helpline complaints, applications for correcting a name or address, certificate applications with supporting affidavits and self-declarations, and routine court applications such as those for certified copies. We work for people in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar and Ujjain, and in Jaipur, Jodhpur, Udaipur and Kota, where certificates are applied for through e-Mitra and grievances go to Rajasthan Sampark, also on 181.',
      'Bring your Aadhaar card, your Samagra ID (needed for most certificates and schemes in MP), a ration card or other address proof, passport-size photographs, and the papers behind your request: land records such as the khasra and B-1, earlier orders, receipts of earlier applications, or the document that carries the wrong entry. Tell us the office and the officer concerned if you know them.',
    ],
    features: [
      'RTI applications and first appeals framed to get specific, usable information',
      'Applications to the Tehsildar, SDM and Collector for mutation, partition, demarcation and other revenue matters',
      'CM Helpline 181 complaints and follow-up letters for pending work',
      'Applications to correct a name, date of birth or address, with a supporting affidavit',
      'Income, caste and domicile certificate applications with the right attachments for MP e-District or a Lok Seva Kendra',
      'Court applications for certified copies and other routine requests, with a checklist of attachments',
    ],
    benefits: [
      'Applications addressed to the right officer in the right format',
      'Fewer rejections for missing papers, thanks to a clear checklist',
      'Your request and its date on record, so that delays can be followed up',
      'Clear, courteous Hindi or English that officers read and act on',
      'Ready in 24-48 hours',
      'Advice on appeal or escalation if there is no reply',
    ],
    process: [
      {
        stepTitle: 'Tell us what you need',
        stepDescription:
          'Use the form, call or WhatsApp us and tell us which office you need to approach and why. Our expert contacts you within 24 hours.',
      },
      {
        stepTitle: 'Right office, right format',
        stepDescription:
          'We identify the competent officer, the law or scheme that applies, any fee, and the documents that must be attached.',
      },
      {
        stepTitle: 'Drafting',
        stepDescription:
          'We draft the application, with any affidavit or declaration and a list of attachments, within 24-48 hours and share it with you.',
      },
      {
        stepTitle: 'Signing and submission',
        stepDescription:
          'You sign, and we tell you how to submit: in person against a receipt, by registered post, or online on RTI Online, MP e-District, RCMS or the CM Helpline.',
      },
      {
        stepTitle: 'Follow-up',
        stepDescription:
          'Keep the receipt or application number. If there is no reply in time, we draft the reminder, first appeal or escalation.',
      },
    ],
    faqs: [
      {
        question: 'How do I file an RTI application?',
        answer:
          `Write to the Public Information Officer of the office that holds the information, ask specific questions, and pay the ${figure('rti.fee', 'en')} fee in the mode that office accepts, such as a postal order, demand draft or cash against a receipt. Applicants below the poverty line pay no fee but must attach a copy of their BPL card. The national portal rtionline.gov.in is for central government offices; for a Madhya Pradesh state office, apply on paper or online where the state’s own system lists that office, and we tell you which applies.`,
      },
      {
        question: `What if I get no reply to my RTI within ${figure('rti.reply', 'en')}?`,
        answer:
          `You can file a first appeal with the First Appellate Authority of the same office within ${figure('rti.first-appeal', 'en')} of the date the reply was due or received. If the first appeal also fails, a second appeal lies to the State Information Commission, or the Central Information Commission for central offices, within ${figure('rti.second-appeal', 'en')}. We draft both appeals.`,
      },
      {
        question: 'Do I have to give a reason for asking for information under RTI?',
        answer:
          'No. Section 6(2) of the RTI Act says you need not give any reason, or any personal details beyond what is needed to contact you. Some information is exempt, such as matters affecting national security or another person’s private information with no public interest, but most records about your own file or about public work can be obtained.',
      },
      {
        question: 'How do I apply for an income, caste or domicile certificate in MP?',
        answer:
          'Apply online on the MP e-District portal or at a Lok Seva Kendra or an authorised MPOnline kiosk. You usually need your Aadhaar, Samagra ID, address proof, photographs and a self-declaration, plus income proof for an income certificate and documents showing your family’s caste for a caste certificate. We prepare the application, declarations and any supporting affidavit so that nothing is missing.',
      },
      {
        question: 'What is the CM Helpline 181 and when should I use it?',
        answer:
          'It is the Madhya Pradesh government’s grievance system: you call 181 or register online, your complaint goes to the officer concerned, and it moves to higher levels if it is not resolved. It works well for pending certificates, pensions, scheme benefits, electricity, water and similar problems. A clear, specific complaint with reference numbers is resolved faster.',
      },
      {
        question: 'How can I get a wrong name or address corrected in government records?',
        answer:
          'It depends on the record: Aadhaar is updated through UIDAI, voter ID through Form 8 on the Election Commission’s portal, land records by an application to the Tehsildar, and school or board certificates through the school or board. Most need proof of the correct details and often an affidavit. We tell you the right office and draft the application and affidavit.',
      },
      {
        question: 'What should I attach to an application?',
        answer:
          'Attach self-attested copies of your ID and address proof, copies of any earlier application and its receipt, the document to be corrected or the order you rely on, and any fee receipt. Keep the originals with you and list the attachments, numbered, at the end of the application. Always keep a copy of everything you submit.',
      },
      {
        question: 'How do I prove that I submitted an application?',
        answer:
          'When you submit in person, get a receipt, or the office’s stamp and date on your copy. By post, use registered post or speed post and keep the receipt and tracking record. Online portals give an application or complaint number; save it, because you will need it to follow up or appeal.',
      },
      {
        question: 'Do you draft applications for courts?',
        answer:
          'Yes. We draft routine applications such as those for certified copies of orders and records or for inspection of files, along with supporting affidavits. Applications in a pending case, such as for adjournment or exemption from appearance, are filed through the advocate handling your case, and we can prepare drafts for them.',
      },
      {
        question: 'Will you submit the application for me?',
        answer:
          'Most applications must be signed by you, and many offices need you in person or through your own login. We draft everything, tell you exactly where and how to submit, and help you file online on portals such as MP e-District, RCMS or the CM Helpline. Where we can arrange the submission for you, we say so in the quote.',
      },
    ],
    callToAction:
      'Tell us which office you need to approach, and we will prepare a complete application with its list of attachments within 24-48 hours.',
    badges: ['Right format, right office', 'Ready in 24-48 hours', 'MP & Rajasthan offices'],
  },
  hi: {
    seoTitle: 'आरटीआई, तहसील व प्रमाण पत्र आवेदन | मध्य प्रदेश',
    seoDescription:
      'मध्य प्रदेश में आरटीआई आवेदन, तहसीलदार व एसडीएम को आवेदन, सीएम हेल्पलाइन 181 शिकायत और आय, जाति, मूल निवासी प्रमाण पत्र में मदद। 24-48 घंटे में तैयार।',
    seoKeywords:
      'आरटीआई आवेदन फ़ॉर्मेट, एमपी में आरटीआई कैसे लगाएँ, तहसीलदार को आवेदन, एसडीएम को आवेदन, सीएम हेल्पलाइन 181, आय प्रमाण पत्र एमपी, जाति प्रमाण पत्र एमपी, मूल निवासी प्रमाण पत्र, नाम सुधार आवेदन, लोक सेवा केंद्र आवेदन',
    title: 'सरकारी दफ़्तरों और न्यायालयों के लिए आवेदन',
    shortDescription:
      'आरटीआई आवेदन, राजस्व आवेदन, प्रमाण पत्र और सुधार, सही प्रारूप में और सही संलग्नकों के साथ तैयार, ताकि आपका काम न अटके।',
    description: [
      'रोज़मर्रा के कानूनी काम का बड़ा हिस्सा सरकारी दफ़्तरों को लिखने का होता है: जानकारी माँगना, प्रमाण पत्र बनवाना, नाम या पते में सुधार कराना, या अटकी हुई फ़ाइल आगे बढ़वाना। जो आवेदन सही अधिकारी के नाम हो, जिसमें माँग साफ़ लिखी हो और ज़रूरी कागज़ संलग्न हों, उस पर फ़ैसला किसी कागज़ छूटे आवेदन के मुकाबले कहीं जल्दी होता है।',
      `सूचना का अधिकार अधिनियम, 2005 के तहत कोई भी नागरिक ${figure('rti.fee', 'hi')} शुल्क देकर किसी लोक प्राधिकारी से जानकारी माँग सकता है (गरीबी रेखा से नीचे के आवेदकों को शुल्क से छूट है), और लोक सूचना अधिकारी को ${figure('rti.reply', 'hi')} में जवाब देना होता है; जवाब न मिले तो प्रथम अपील की जा सकती है (${asChecked('hi', 'rti.fee', 'rti.reply')})। मध्य प्रदेश में भूमि के नामांतरण, बँटवारा और सीमांकन जैसे राजस्व मामले मध्य प्रदेश भू-राजस्व संहिता, 1959 के तहत तहसीलदार और एसडीएम जैसे राजस्व अधिकारी तय करते हैं, और ये आरसीएमएस पोर्टल पर दर्ज और ट्रैक होते हैं। आय, जाति और मूल निवासी प्रमाण पत्र के लिए एमपी ई-डिस्ट्रिक्ट या लोक सेवा केंद्र के माध्यम से आवेदन होता है, और इन्हें राज्य के लोक सेवा गारंटी कानून में तय समय सीमा के भीतर जारी करना होता है; शिकायतें सीएम हेल्पलाइन 181 पर दर्ज कराई जा सकती हैं।`,
      'हम आरटीआई आवेदन और प्रथम अपील, तहसीलदार, एसडीएम और कलेक्टर को आवेदन, सीएम हेल्पलाइन शिकायतें, नाम या पते में सुधार के आवेदन, सहायक शपथ पत्र और स्व-घोषणा पत्र सहित प्रमाण पत्र आवेदन, और न्यायालय में सत्यापित प्रतियों (नकल) जैसे सामान्य आवेदन तैयार करते हैं। हम भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सागर और उज्जैन के साथ-साथ जयपुर, जोधपुर, उदयपुर और कोटा के लोगों के लिए भी काम करते हैं, जहाँ प्रमाण पत्रों के आवेदन ई-मित्र से होते हैं और शिकायतें राजस्थान संपर्क पर, वह भी 181 पर, दर्ज होती हैं।',
      'अपना आधार कार्ड, समग्र आईडी (मध्य प्रदेश में ज़्यादातर प्रमाण पत्रों और योजनाओं के लिए ज़रूरी), राशन कार्ड या पते का कोई और प्रमाण, पासपोर्ट साइज़ फ़ोटो, और अपने आवेदन से जुड़े कागज़ लेकर आएँ: खसरा और बी-1 जैसे भू-अभिलेख, पहले के आदेश, पहले दिए गए आवेदनों की पावती, या वह दस्तावेज़ जिसमें गलत प्रविष्टि है। संबंधित दफ़्तर और अधिकारी का पता हो तो वह भी बताएँ।',
    ],
    features: [
      'ठोस और काम की जानकारी पाने के लिए सोच-समझकर लिखे गए आरटीआई आवेदन और प्रथम अपील',
      'नामांतरण, बँटवारा, सीमांकन और अन्य राजस्व मामलों के लिए तहसीलदार, एसडीएम और कलेक्टर को आवेदन',
      'सीएम हेल्पलाइन 181 शिकायतें और अटके कामों के लिए स्मरण पत्र',
      'नाम, जन्म तिथि या पते में सुधार के आवेदन, सहायक शपथ पत्र के साथ',
      'एमपी ई-डिस्ट्रिक्ट या लोक सेवा केंद्र के लिए सही संलग्नकों सहित आय, जाति और मूल निवासी प्रमाण पत्र के आवेदन',
      'न्यायालय में सत्यापित प्रतियों और अन्य सामान्य कामों के आवेदन, संलग्नकों की जाँच-सूची के साथ',
    ],
    benefits: [
      'सही अधिकारी के नाम, सही प्रारूप में आवेदन',
      'साफ़ जाँच-सूची के कारण कागज़ छूटने से होने वाली अस्वीकृति कम',
      'आपका आवेदन और उसकी तारीख रिकॉर्ड पर, ताकि देरी होने पर पैरवी की जा सके',
      'साफ़ और शालीन हिंदी या अंग्रेज़ी, जिसे अधिकारी पढ़ें और उस पर कार्रवाई करें',
      '24-48 घंटे में तैयार',
      'जवाब न मिलने पर अपील या उच्च स्तर पर शिकायत की सलाह',
    ],
    process: [
      {
        stepTitle: 'अपना काम बताएँ',
        stepDescription:
          'फ़ॉर्म भरें, फ़ोन करें या व्हाट्सऐप पर बताएँ कि किस दफ़्तर में और किस काम के लिए आवेदन देना है। हमारे विशेषज्ञ 24 घंटे के भीतर आपसे संपर्क करेंगे।',
      },
      {
        stepTitle: 'सही दफ़्तर, सही प्रारूप',
        stepDescription:
          'हम सक्षम अधिकारी, लागू कानून या योजना, कोई शुल्क हो तो वह, और साथ लगाए जाने वाले ज़रूरी कागज़ तय करते हैं।',
      },
      {
        stepTitle: 'मसौदा तैयार करना',
        stepDescription: 'हम 24-48 घंटे में शपथ पत्र या घोषणा पत्र और संलग्नकों की सूची सहित आवेदन तैयार करके आपको भेजते हैं।',
      },
      {
        stepTitle: 'हस्ताक्षर और जमा करना',
        stepDescription:
          'आप हस्ताक्षर करते हैं, और हम बताते हैं कि आवेदन कैसे जमा करें: पावती लेकर स्वयं, रजिस्टर्ड डाक से, या आरटीआई ऑनलाइन, एमपी ई-डिस्ट्रिक्ट, आरसीएमएस या सीएम हेल्पलाइन पर ऑनलाइन।',
      },
      {
        stepTitle: 'आगे की पैरवी',
        stepDescription:
          'पावती या आवेदन क्रमांक सँभालकर रखें। समय पर जवाब न मिले, तो हम स्मरण पत्र, प्रथम अपील या उच्च अधिकारी को शिकायत तैयार करते हैं।',
      },
    ],
    faqs: [
      {
        question: 'आरटीआई आवेदन कैसे लगाएँ?',
        answer:
          `जिस दफ़्तर के पास जानकारी है, उसके लोक सूचना अधिकारी के नाम आवेदन लिखें, सवाल स्पष्ट और ठोस रखें, और ${figure('rti.fee', 'hi')} का शुल्क उस तरीके से जमा करें जो वह दफ़्तर स्वीकार करता है, जैसे पोस्टल ऑर्डर, डिमांड ड्राफ़्ट या रसीद के साथ नकद। गरीबी रेखा से नीचे के आवेदकों को शुल्क नहीं देना होता, पर बीपीएल कार्ड की प्रति लगानी होती है। राष्ट्रीय पोर्टल rtionline.gov.in केंद्र सरकार के दफ़्तरों के लिए है; मध्य प्रदेश के राज्य सरकार के दफ़्तर के लिए कागज़ पर आवेदन दें, या ऑनलाइन, अगर राज्य की अपनी व्यवस्था में वह दफ़्तर शामिल हो; आपके मामले में क्या लागू है, यह हम बताते हैं।`,
      },
      {
        question: `आरटीआई का जवाब ${figure('rti.reply', 'hi')} में न मिले तो क्या करें?`,
        answer:
          `जवाब की नियत तारीख या जवाब मिलने की तारीख से ${figure('rti.first-appeal', 'hi')} के भीतर उसी दफ़्तर के प्रथम अपीलीय अधिकारी के पास प्रथम अपील कर सकते हैं। प्रथम अपील से भी बात न बने, तो ${figure('rti.second-appeal', 'hi')} के भीतर राज्य सूचना आयोग में, या केंद्र के दफ़्तरों के मामले में केंद्रीय सूचना आयोग में, द्वितीय अपील की जा सकती है। दोनों अपीलें हम तैयार करते हैं।`,
      },
      {
        question: 'क्या आरटीआई में जानकारी माँगने का कारण बताना पड़ता है?',
        answer:
          'नहीं। आरटीआई अधिनियम की धारा 6(2) के अनुसार आपको न कोई कारण बताना होता है, न संपर्क के लिए ज़रूरी जानकारी के अलावा कोई निजी विवरण। कुछ जानकारी छूट के दायरे में है, जैसे राष्ट्रीय सुरक्षा से जुड़े मामले या किसी दूसरे व्यक्ति की ऐसी निजी जानकारी जिसमें कोई जनहित न हो, लेकिन आपकी अपनी फ़ाइल या सार्वजनिक कामों से जुड़े ज़्यादातर रिकॉर्ड मिल जाते हैं।',
      },
      {
        question: 'मध्य प्रदेश में आय, जाति या मूल निवासी प्रमाण पत्र के लिए कैसे आवेदन करें?',
        answer:
          'एमपी ई-डिस्ट्रिक्ट पोर्टल पर ऑनलाइन, या लोक सेवा केंद्र अथवा अधिकृत एमपी ऑनलाइन कियोस्क पर आवेदन करें। आमतौर पर आधार, समग्र आईडी, पते का प्रमाण, फ़ोटो और स्व-घोषणा पत्र चाहिए होते हैं, साथ ही आय प्रमाण पत्र के लिए आय का प्रमाण और जाति प्रमाण पत्र के लिए परिवार की जाति दर्शाने वाले कागज़। हम आवेदन, घोषणा पत्र और ज़रूरत हो तो सहायक शपथ पत्र तैयार करते हैं, ताकि कुछ भी न छूटे।',
      },
      {
        question: 'सीएम हेल्पलाइन 181 क्या है और इसका उपयोग कब करें?',
        answer:
          'यह मध्य प्रदेश सरकार की शिकायत निवारण व्यवस्था है: आप 181 पर कॉल करते हैं या ऑनलाइन शिकायत दर्ज करते हैं, शिकायत संबंधित अधिकारी तक जाती है, और हल न होने पर ऊपर के स्तरों तक पहुँचती है। अटके प्रमाण पत्र, पेंशन, योजनाओं के लाभ, बिजली, पानी और ऐसी ही समस्याओं में यह अच्छा काम करती है। संदर्भ क्रमांकों के साथ साफ़ और ठोस शिकायत जल्दी हल होती है।',
      },
      {
        question: 'सरकारी रिकॉर्ड में गलत नाम या पता कैसे सुधरवाएँ?',
        answer:
          'यह रिकॉर्ड पर निर्भर करता है: आधार यूआईडीएआई के माध्यम से, वोटर आईडी निर्वाचन आयोग के पोर्टल पर फ़ॉर्म 8 से, भू-अभिलेख तहसीलदार को आवेदन देकर, और स्कूल या बोर्ड के प्रमाण पत्र संबंधित स्कूल या बोर्ड के माध्यम से सुधरते हैं। ज़्यादातर में सही विवरण का प्रमाण और अक्सर एक शपथ पत्र चाहिए होता है। हम सही दफ़्तर बताते हैं और आवेदन व शपथ पत्र तैयार करते हैं।',
      },
      {
        question: 'आवेदन के साथ क्या-क्या लगाना चाहिए?',
        answer:
          'अपने पहचान पत्र और पते के प्रमाण की स्व-सत्यापित प्रतियाँ, पहले दिए गए आवेदन और उसकी पावती की प्रति, जिस दस्तावेज़ में सुधार चाहिए वह या जिस आदेश का हवाला दे रहे हैं वह, और कोई शुल्क रसीद हो तो वह लगाएँ। मूल कागज़ अपने पास रखें और आवेदन के अंत में संलग्नकों की क्रमांकित सूची दें। जो कुछ भी जमा करें, उसकी एक प्रति हमेशा अपने पास रखें।',
      },
      {
        question: 'आवेदन जमा करने का सबूत कैसे रखें?',
        answer:
          'स्वयं जमा करें तो पावती लें, या अपनी प्रति पर दफ़्तर की मुहर और तारीख लगवाएँ। डाक से भेजें तो रजिस्टर्ड डाक या स्पीड पोस्ट का उपयोग करें और रसीद व ट्रैकिंग रिकॉर्ड रखें। ऑनलाइन पोर्टल आवेदन या शिकायत क्रमांक देते हैं; इसे सहेज लें, क्योंकि पैरवी या अपील में इसकी ज़रूरत पड़ेगी।',
      },
      {
        question: 'क्या आप न्यायालय के लिए आवेदन भी तैयार करते हैं?',
        answer:
          'हाँ। हम आदेशों और रिकॉर्ड की सत्यापित प्रति (नकल) या फ़ाइल के निरीक्षण जैसे सामान्य आवेदन, सहायक शपथ पत्र के साथ, तैयार करते हैं। चल रहे मुकदमे में दिए जाने वाले आवेदन, जैसे पेशी बढ़वाने या उपस्थिति से छूट के आवेदन, आपके मामले के अधिवक्ता के माध्यम से दायर होते हैं, और उनके ड्राफ़्ट भी हम तैयार कर सकते हैं।',
      },
      {
        question: 'क्या आप मेरी ओर से आवेदन जमा करेंगे?',
        answer:
          'ज़्यादातर आवेदनों पर आपके हस्ताक्षर ज़रूरी होते हैं, और कई दफ़्तरों में आपकी उपस्थिति या आपका अपना लॉगिन चाहिए होता है। हम सब कुछ तैयार करते हैं, ठीक-ठीक बताते हैं कि कहाँ और कैसे जमा करना है, और एमपी ई-डिस्ट्रिक्ट, आरसीएमएस या सीएम हेल्पलाइन जैसे पोर्टलों पर ऑनलाइन आवेदन में मदद करते हैं। जहाँ हम आपकी ओर से जमा करने की व्यवस्था कर सकते हैं, वह हम शुल्क बताते समय ही बता देते हैं।',
      },
    ],
    callToAction: 'बताइए किस दफ़्तर में आवेदन देना है; हम 24-48 घंटे में संलग्नकों की सूची सहित पूरा आवेदन तैयार कर देंगे।',
    badges: ['सही प्रारूप, सही दफ़्तर', '24-48 घंटे में तैयार', 'म.प्र.-राजस्थान के दफ़्तरों के लिए'],
  },
};

export default entry;
