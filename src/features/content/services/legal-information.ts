import type { ContentEntry } from '../types';

const entry: ContentEntry = {
  id: 'legal-information',
  icon: 'info-circle',
  image: {
    src: '/images/services/legal-information-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A legal adviser explaining a document in simple words to a client across a desk',
      hi: 'मेज़ के सामने बैठे व्यक्ति को सरल शब्दों में दस्तावेज़ समझाते कानूनी सलाहकार',
    },
  },
  en: {
    seoTitle: 'Legal Information in Plain Language | Madhya Pradesh',
    seoDescription:
      'Plain-language answers to everyday legal questions in MP and Rajasthan: which document you need, which office to go to and what to carry. In Hindi or English.',
    seoKeywords:
      'legal information in Hindi, legal help Madhya Pradesh, which legal document do I need, rent agreement or affidavit, notary vs registry, where to register property in MP, free legal aid DLSA, consumer complaint process, legal questions online, legal guidance Bhopal',
    title: 'Legal Information',
    shortDescription:
      'Clear, plain-language answers to everyday legal questions: which document fits your situation, which office to go to and what to take with you.',
    description: [
      'Many legal problems start with a simple question. Do I need a rent agreement or an affidavit? Should this paper be notarised or registered? Where do I file a consumer complaint? Which office handles the mutation of my land? Our legal information service answers questions like these in plain Hindi or English, so that you know where you stand and what to do next.',
      'It is for anyone who has to deal with paperwork or a government office and is not sure how to begin: tenants and landlords, families handling an inheritance, small traders, students and job seekers who need affidavits, and senior citizens, whether in Bhopal, Indore, Jabalpur, Gwalior, Jaipur, Jodhpur or Udaipur, or anywhere in India by phone and WhatsApp.',
      'We explain the general rule and the usual practice in Madhya Pradesh and Rajasthan: for example, that a sale deed must be registered at the sub-registrar’s office, that a standard rent agreement is made for 11 months, that mutation of farmland is handled by the tehsil, and that consumer complaints go to the District Consumer Disputes Redressal Commission. If you may be eligible for free legal aid, we tell you how to apply to the District Legal Services Authority.',
      'Legal information is general guidance, not a substitute for a lawyer’s advice on your particular case. When your question needs a lawyer to study the papers, give an opinion or appear in court, we say so clearly and can arrange a consultation, with the fee told in advance. To help us answer well, share a short description of your situation, the relevant dates, and photos of any notice, agreement or order you have received.',
    ],
    features: [
      'Answers to everyday legal questions in plain Hindi or English',
      'Guidance on which document fits your situation: agreement, affidavit, notice, application or deed',
      'Which office to approach: sub-registrar, tehsil, notary, police station, consumer commission or court',
      'A checklist of the papers and identity proof to carry',
      'General pointers on usual timelines, stamp duty and official fees',
      'Referral to a lawyer’s consultation when your case needs one',
    ],
    benefits: [
      'Know your next step before spending money or time',
      'Avoid the wrong document and repeated trips to offices',
      'Explanations in the language you are comfortable with',
      'Ask from home by phone, WhatsApp or the request form',
      'Honest guidance on when you need a lawyer and when you do not',
      'A ready starting point if you then want us to draft, register or send a notice',
    ],
    process: [
      {
        stepTitle: 'Ask your question',
        stepDescription:
          'Send your question through the form, by phone or on WhatsApp, with a short description of your situation.',
      },
      {
        stepTitle: 'We get in touch',
        stepDescription:
          'Our expert contacts you within 24 hours and asks for any detail or paper needed to understand the question.',
      },
      {
        stepTitle: 'A plain-language answer',
        stepDescription:
          'We explain the general legal position, the document you may need, the office to approach and the papers to carry.',
      },
      {
        stepTitle: 'Next steps, if you want them',
        stepDescription:
          'We can prepare the document, usually within 24-48 hours, or arrange a consultation with a lawyer. Any fee is told to you before work begins.',
      },
    ],
    faqs: [
      {
        question: 'What is the difference between legal information and legal advice?',
        answer:
          'Legal information explains the general law and the usual procedure, such as which document is used for what and which office handles it. Legal advice applies the law to the facts of your particular case and recommends what you should do. For advice on a dispute or a court case, consult a lawyer; we can arrange that for you.',
      },
      {
        question: 'How do I know whether I need an affidavit, an agreement or a notice?',
        answer:
          'An affidavit is a sworn statement of facts by one person, for example for a change of name or proof of address. An agreement records promises between two or more parties, such as a rent or service agreement. A legal notice formally tells another party about your claim and asks them to act before you go to court; tell us your situation and we will tell you which fits.',
      },
      {
        question: 'What is the difference between notarising and registering a document?',
        answer:
          'A notary attests signatures and administers oaths, which is enough for affidavits and many agreements. Registration at the sub-registrar’s office is compulsory for documents such as sale deeds, gift deeds and leases for more than a year, and it creates an official public record. A notarised document cannot take the place of a registered one where the law requires registration.',
      },
      {
        question: 'Why are rent agreements usually made for 11 months?',
        answer:
          'Under the Registration Act, 1908, a lease for more than a year must be registered, which means paying stamp duty and a registration fee at the sub-registrar’s office. A standard rent agreement is therefore made for 11 months and renewed when needed. Longer leases should be registered.',
      },
      {
        question: 'Which office handles land records and mutation in MP?',
        answer:
          'Land records and the mutation of agricultural land are handled by the tehsil office of the revenue department, and applications are now filed online on the RCMS portal. Property tax records for houses and plots in towns are kept by the municipal corporation or municipality. Property documents are registered at the sub-registrar’s office.',
      },
      {
        question: 'Can I get free legal help?',
        answer:
          'Free legal aid is available through the District Legal Services Authority to eligible people, including women, children, members of Scheduled Castes and Scheduled Tribes, persons with disabilities and people with a low income. We can tell you how to apply. For our own services, we tell you any fee before we start.',
      },
      {
        question: 'Is my question kept confidential?',
        answer:
          'Yes. What you tell us and the papers you share are used only to answer your question and are not shared with anyone without your consent. Please share only what is needed to understand the question.',
      },
      {
        question: 'Can you tell me whether I will win my case?',
        answer:
          'No one can honestly promise the result of a case. We can explain the general legal position and which documents matter. To assess your chances in a particular dispute, a lawyer needs to study the full facts and papers, and we can arrange that consultation.',
      },
    ],
    callToAction: 'Have a legal question? Ask us in Hindi or English, and get a clear answer on what to do next.',
    badges: ['Plain Hindi or English', 'Reply within 24 hours', 'Honest guidance'],
  },
  hi: {
    seoTitle: 'सरल भाषा में कानूनी जानकारी | मध्य प्रदेश',
    seoDescription:
      'म.प्र. और राजस्थान में रोज़मर्रा के कानूनी सवालों के सरल जवाब: कौन-सा दस्तावेज़ चाहिए, किस दफ़्तर में जाना है और साथ क्या ले जाना है। हिंदी या अंग्रेज़ी में।',
    seoKeywords:
      'कानूनी जानकारी हिंदी में, कानूनी सहायता मध्य प्रदेश, कौन-सा दस्तावेज़ बनवाएँ, किरायानामा या शपथ पत्र, नोटरी और रजिस्ट्री में अंतर, रजिस्ट्री कहाँ होती है, मुफ़्त कानूनी सहायता, उपभोक्ता शिकायत कैसे करें, legal advice in Hindi, कानूनी सलाह भोपाल',
    title: 'कानूनी जानकारी',
    shortDescription:
      'रोज़मर्रा के कानूनी सवालों के साफ़ और सरल जवाब: आपकी स्थिति में कौन-सा दस्तावेज़ ठीक है, किस दफ़्तर में जाना है और साथ क्या ले जाना है।',
    description: [
      'कई कानूनी परेशानियाँ एक साधारण सवाल से शुरू होती हैं। किरायानामा चाहिए या शपथ पत्र? इस कागज़ पर नोटरी कराना है या रजिस्ट्री? उपभोक्ता शिकायत कहाँ करें? मेरी ज़मीन का नामांतरण कौन-सा दफ़्तर करता है? हमारी कानूनी जानकारी सेवा ऐसे सवालों के जवाब सरल हिंदी या अंग्रेज़ी में देती है, ताकि आप अपनी स्थिति समझ सकें और जान सकें कि आगे क्या करना है।',
      'यह सेवा हर उस व्यक्ति के लिए है जिसे कागज़ी काम या किसी सरकारी दफ़्तर से निपटना है और जिसे समझ नहीं आ रहा कि शुरुआत कहाँ से करें: किरायेदार और मकान मालिक, विरासत का काम देख रहे परिवार, छोटे व्यापारी, शपथ पत्र की ज़रूरत वाले विद्यार्थी और नौकरी तलाशने वाले, और वरिष्ठ नागरिक, चाहे वे भोपाल, इंदौर, जबलपुर, ग्वालियर, जयपुर, जोधपुर या उदयपुर में हों, या फ़ोन और व्हाट्सऐप के ज़रिए भारत में कहीं भी।',
      'हम मध्य प्रदेश और राजस्थान का सामान्य नियम और चलन समझाते हैं: जैसे कि विक्रय पत्र की रजिस्ट्री उप पंजीयक कार्यालय में अनिवार्य है, सामान्य किरायानामा 11 महीने का बनता है, खेती की ज़मीन का नामांतरण तहसील करती है, और उपभोक्ता शिकायतें ज़िला उपभोक्ता विवाद प्रतितोष आयोग में जाती हैं। अगर आप मुफ़्त कानूनी सहायता के पात्र हो सकते हैं, तो हम बताते हैं कि ज़िला विधिक सेवा प्राधिकरण में आवेदन कैसे करें।',
      'कानूनी जानकारी सामान्य मार्गदर्शन है, आपके खास मामले में वकील की सलाह का विकल्प नहीं। जब आपके सवाल के लिए किसी वकील को कागज़ात पढ़ने, राय देने या अदालत में पेश होने की ज़रूरत हो, तो हम यह साफ़ बता देते हैं और परामर्श की व्यवस्था कर सकते हैं, फ़ीस पहले बताकर। अच्छा जवाब देने में मदद के लिए अपनी स्थिति का संक्षिप्त ब्योरा, संबंधित तारीखें, और मिले हुए किसी नोटिस, अनुबंध या आदेश की फ़ोटो साझा करें।',
    ],
    features: [
      'रोज़मर्रा के कानूनी सवालों के जवाब सरल हिंदी या अंग्रेज़ी में',
      'आपकी स्थिति में कौन-सा दस्तावेज़ ठीक है: अनुबंध, शपथ पत्र, नोटिस, आवेदन या विलेख',
      'किस दफ़्तर में जाएँ: उप पंजीयक, तहसील, नोटरी, थाना, उपभोक्ता आयोग या अदालत',
      'साथ ले जाने वाले कागज़ात और पहचान पत्र की सूची',
      'आम तौर पर लगने वाले समय, स्टाम्प शुल्क और सरकारी फ़ीस की सामान्य जानकारी',
      'ज़रूरत होने पर वकील से परामर्श के लिए रेफ़रल',
    ],
    benefits: [
      'पैसा या समय लगाने से पहले अपना अगला कदम जानें',
      'गलत दस्तावेज़ और दफ़्तरों के बार-बार चक्कर से बचें',
      'उस भाषा में समझाया जाए जिसमें आप सहज हैं',
      'घर बैठे फ़ोन, व्हाट्सऐप या अनुरोध फ़ॉर्म से पूछें',
      'ईमानदार मार्गदर्शन कि कब वकील की ज़रूरत है और कब नहीं',
      'आगे मसौदा, रजिस्ट्री या नोटिस का काम हमसे कराना चाहें, तो शुरुआत तैयार',
    ],
    process: [
      {
        stepTitle: 'अपना सवाल पूछें',
        stepDescription: 'फ़ॉर्म, फ़ोन या व्हाट्सऐप से अपना सवाल भेजें, साथ में अपनी स्थिति का संक्षिप्त ब्योरा।',
      },
      {
        stepTitle: 'हम संपर्क करते हैं',
        stepDescription: 'हमारे विशेषज्ञ 24 घंटे के भीतर आपसे संपर्क करते हैं और सवाल समझने के लिए ज़रूरी जानकारी या कागज़ माँगते हैं।',
      },
      {
        stepTitle: 'सरल भाषा में जवाब',
        stepDescription:
          'हम सामान्य कानूनी स्थिति, आपको चाहिए होने वाला दस्तावेज़, जाने का दफ़्तर और साथ ले जाने वाले कागज़ात समझाते हैं।',
      },
      {
        stepTitle: 'चाहें तो आगे के कदम',
        stepDescription:
          'हम दस्तावेज़ तैयार कर सकते हैं, आम तौर पर 24-48 घंटे में, या वकील से परामर्श की व्यवस्था कर सकते हैं। कोई भी फ़ीस काम शुरू होने से पहले बताई जाती है।',
      },
    ],
    faqs: [
      {
        question: 'कानूनी जानकारी और कानूनी सलाह में क्या अंतर है?',
        answer:
          'कानूनी जानकारी सामान्य कानून और आम प्रक्रिया समझाती है, जैसे कौन-सा दस्तावेज़ किस काम आता है और कौन-सा दफ़्तर उसे देखता है। कानूनी सलाह आपके खास मामले के तथ्यों पर कानून लागू करके बताती है कि आपको क्या करना चाहिए। किसी विवाद या मुकदमे पर सलाह के लिए वकील से परामर्श करें; इसकी व्यवस्था हम कर सकते हैं।',
      },
      {
        question: 'कैसे पता करें कि शपथ पत्र चाहिए, अनुबंध या नोटिस?',
        answer:
          'शपथ पत्र किसी एक व्यक्ति का शपथ लेकर दिया गया तथ्यों का बयान है, जैसे नाम बदलने या पते के सबूत के लिए। अनुबंध दो या ज़्यादा पक्षों के आपसी वादों को दर्ज करता है, जैसे किरायानामा या सेवा अनुबंध। कानूनी नोटिस दूसरे पक्ष को औपचारिक रूप से आपके दावे की सूचना देता है और अदालत जाने से पहले कार्रवाई करने को कहता है; अपनी स्थिति बताइए, हम बता देंगे कि आपके लिए कौन-सा सही है।',
      },
      {
        question: 'नोटरी कराने और रजिस्ट्री कराने में क्या अंतर है?',
        answer:
          'नोटरी हस्ताक्षरों को सत्यापित करता है और शपथ दिलाता है, जो शपथ पत्र और कई अनुबंधों के लिए काफ़ी है। विक्रय पत्र, दान पत्र और एक साल से ज़्यादा के पट्टे जैसे दस्तावेज़ों की उप पंजीयक कार्यालय में रजिस्ट्री अनिवार्य है, और इससे एक आधिकारिक सार्वजनिक रिकॉर्ड बनता है। जहाँ कानून रजिस्ट्री माँगता है, वहाँ नोटरी कराया दस्तावेज़ उसकी जगह नहीं ले सकता।',
      },
      {
        question: 'किरायानामा आम तौर पर 11 महीने का क्यों बनता है?',
        answer:
          'रजिस्ट्रीकरण अधिनियम, 1908 के तहत एक साल से ज़्यादा के पट्टे की रजिस्ट्री अनिवार्य है, यानी उप पंजीयक कार्यालय में स्टाम्प शुल्क और पंजीयन शुल्क देना पड़ता है। इसलिए सामान्य किरायानामा 11 महीने का बनाया जाता है और ज़रूरत पड़ने पर नवीनीकरण होता है। लंबी अवधि के पट्टे की रजिस्ट्री करानी चाहिए।',
      },
      {
        question: 'मध्य प्रदेश में भू-अभिलेख और नामांतरण का काम कौन-सा दफ़्तर करता है?',
        answer:
          'भू-अभिलेख और खेती की ज़मीन का नामांतरण राजस्व विभाग के तहसील कार्यालय के पास है, और अब आवेदन आरसीएमएस पोर्टल पर ऑनलाइन दर्ज होते हैं। शहरों में मकान और प्लॉट के संपत्ति कर का रिकॉर्ड नगर निगम या नगर पालिका रखती है। संपत्ति के दस्तावेज़ों की रजिस्ट्री उप पंजीयक कार्यालय में होती है।',
      },
      {
        question: 'क्या मुफ़्त कानूनी सहायता मिल सकती है?',
        answer:
          'ज़िला विधिक सेवा प्राधिकरण के ज़रिए पात्र लोगों को मुफ़्त कानूनी सहायता मिलती है, जिनमें महिलाएँ, बच्चे, अनुसूचित जाति और जनजाति के सदस्य, दिव्यांगजन और कम आय वाले लोग शामिल हैं। हम आपको आवेदन का तरीका बता सकते हैं। अपनी सेवाओं के लिए हम काम शुरू करने से पहले कोई भी फ़ीस बता देते हैं।',
      },
      {
        question: 'क्या मेरा सवाल गोपनीय रहता है?',
        answer:
          'हाँ। आप जो बताते हैं और जो कागज़ात साझा करते हैं, उनका इस्तेमाल सिर्फ़ आपके सवाल का जवाब देने के लिए होता है, और आपकी सहमति के बिना वे किसी को नहीं दिए जाते। कृपया उतना ही साझा करें जितना सवाल समझने के लिए ज़रूरी है।',
      },
      {
        question: 'क्या आप बता सकते हैं कि मैं मुकदमा जीतूँगा या नहीं?',
        answer:
          'ईमानदारी से कोई भी मुकदमे के नतीजे का वादा नहीं कर सकता। हम सामान्य कानूनी स्थिति और ज़रूरी दस्तावेज़ों के बारे में बता सकते हैं। किसी खास विवाद में आपकी संभावना आँकने के लिए वकील को पूरे तथ्य और कागज़ात देखने होते हैं, और हम उस परामर्श की व्यवस्था कर सकते हैं।',
      },
    ],
    callToAction: 'कोई कानूनी सवाल है? हिंदी या अंग्रेज़ी में पूछिए, और जानिए कि आगे क्या करना है, साफ़ शब्दों में।',
    badges: ['सरल हिंदी या अंग्रेज़ी', '24 घंटे में जवाब', 'ईमानदार मार्गदर्शन'],
  },
};

export default entry;
