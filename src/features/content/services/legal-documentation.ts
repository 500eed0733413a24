import type { ContentEntry } from '../types';

const entry: ContentEntry = {
  id: 'legal-documentation',
  icon: 'file-text',
  image: {
    src: '/images/services/legal-documentation-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A legal expert drafting an agreement on e-stamp paper at an office desk',
      hi: 'दफ़्तर की मेज़ पर ई-स्टाम्प पेपर पर अनुबंध तैयार करते कानूनी विशेषज्ञ',
    },
  },
  en: {
    seoTitle: 'Legal Documentation and Drafting Services | Satna, MP',
    seoDescription:
      'Rent agreements, affidavits, sale agreements, legal notices and more, drafted by experts for Madhya Pradesh. Delivery in 24-48 hours, doorstep in MP.',
    seoKeywords:
      'legal documentation services, legal document drafting, rent agreement online, affidavit online, sale agreement drafting, legal notice drafting, power of attorney drafting, partnership deed drafting, legal consultation Madhya Pradesh, document writer near me',
    title: 'Legal Documentation Services',
    shortDescription:
      'Clear, correctly stamped legal documents, from rent agreements and affidavits to sale agreements and legal notices, drafted by experienced professionals and delivered in 24-48 hours.',
    description: [
      'Every agreement, affidavit or notice you sign may one day be read by a court, a bank or a government office. Our legal documentation service drafts these documents in proper legal language, in English or Hindi, so that they say exactly what you intend and hold up when they are checked. We prepare rent agreements, affidavits, agreements to sell, service and employment agreements, partnership deeds, powers of attorney, legal notices, complaints and applications.',
      'We work for tenants and landlords, families buying or selling property, small businesses and professionals, and anyone who needs a document for a bank, school, court or government office. Clients come to us from Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar and Ujjain, and from Jaipur, Jodhpur, Udaipur and Kota in Rajasthan; the drafting is done online, so distance is no obstacle.',
      'In Madhya Pradesh most agreements must be written on an e-stamp of the correct value, and some must also be registered at the Sub-Registrar’s office. A lease of more than one year, for example, must be registered, which is why a standard rent agreement runs for 11 months. Before you commit, we tell you the stamp duty, whether notarization or registration is needed, and how many witnesses must sign.',
      'To get started, keep ready the identity proof (Aadhaar, PAN or voter ID) of every party, their addresses, the property details or earlier documents where relevant, and the terms you have agreed. We send a draft for your approval, make your changes and deliver the final document in 24-48 hours, with doorstep delivery in Madhya Pradesh and nearby areas.',
    ],
    features: [
      'Drafting of rent agreements, affidavits, agreements to sell, service agreements, partnership deeds, powers of attorney, legal notices, complaints and applications',
      'Documents in English or Hindi, in the format accepted by courts, banks and government offices',
      'Advice on the correct stamp duty, with e-stamps arranged for documents executed in Madhya Pradesh',
      'A draft sent for your review, revised until the wording is right',
      'Notarization, and help with registration where the document needs it',
      'Final document in 24-48 hours, by e-mail or at your doorstep in Madhya Pradesh and nearby areas',
    ],
    benefits: [
      'Fewer disputes later: clear terms leave less room for different readings',
      'No rounds of offices or queues: everything can be done from your phone',
      'Know the cost first: stamp duty and our charges are explained before we start',
      'Documents drafted by people who prepare them every day, not copied from a generic template',
      'Fast turnaround when a bank, school or landlord is waiting',
      'Support after delivery if an office asks for a correction or a copy',
    ],
    process: [
      {
        stepTitle: 'Tell us what you need',
        stepDescription:
          'Fill in the request form below, call us or message us on WhatsApp with the document you need and a few details.',
      },
      {
        stepTitle: 'Expert consultation',
        stepDescription:
          'A documentation expert contacts you within 24 hours, asks the right questions and lists the papers and stamp duty required.',
      },
      {
        stepTitle: 'Draft and review',
        stepDescription:
          'We prepare the draft and send it to you, and revise it until every party agrees with the wording.',
      },
      {
        stepTitle: 'Stamping, signing and notary',
        stepDescription:
          'We arrange an e-stamp of the correct value for Madhya Pradesh documents and guide you through the signing, witnesses and notarization.',
      },
      {
        stepTitle: 'Delivery and support',
        stepDescription:
          'You receive the final document in 24-48 hours, by e-mail or at your doorstep in Madhya Pradesh and nearby areas, and we stay available for questions.',
      },
    ],
    faqs: [
      {
        question: 'Which documents can you draft?',
        answer:
          'We draft rent and lease agreements, affidavits, agreements to sell, service and employment agreements, partnership deeds, powers of attorney, legal notices, complaints, applications and other agreements. If you need something that is not on this list, tell us and we will say honestly whether we can prepare it.',
      },
      {
        question: 'How long does it take to get my document?',
        answer:
          'Most documents are delivered in 24-48 hours once we have complete details and identity proofs. Documents that must be registered take a little longer, because registration at the Sub-Registrar’s office usually takes 1-3 working days.',
      },
      {
        question: 'Why is a rent agreement usually made for 11 months?',
        answer:
          'Under the Registration Act, 1908, a lease for more than one year must be registered, which means higher stamp duty, a registration fee and a visit to the Sub-Registrar. An 11-month agreement on e-stamp, usually notarized, does not need compulsory registration and can be renewed. For a longer term we prepare a lease deed and help you register it.',
      },
      {
        question: 'Do I need to visit your office?',
        answer:
          'No. You can share details and scanned documents through the form, by e-mail or on WhatsApp, approve the draft online and receive the final document by e-mail or courier. Notarization and registration need the person signing to appear in person, and we tell you in advance and help you plan the visit.',
      },
      {
        question: 'How much does a document cost?',
        answer:
          'Our charge depends on the type of document and how complex it is, and the stamp duty depends on the document and, for property, its value. We quote the full amount before we start, so there are no surprises.',
      },
      {
        question: 'Will my document be in Hindi or English?',
        answer:
          'Whichever you prefer. Courts and offices in Madhya Pradesh and Rajasthan accept documents in both languages, and we draft in the language that you and the other party read best.',
      },
      {
        question: 'What details do you need from me?',
        answer:
          'The names, addresses and identity proof of every party, and the terms you have agreed, such as rent, deposit, price or period. For property documents, add the property address and a copy of the earlier registry, sale deed or tax receipt. We send you a checklist for your particular document.',
      },
      {
        question: 'Can the document be changed after delivery?',
        answer:
          'Yes. If a bank, an office or the other party asks for a correction before signing, tell us and we will revise it. Once a document has been signed and stamped, a change usually needs a fresh document or a supplementary agreement, and we explain which one applies.',
      },
    ],
    callToAction: 'Tell us which document you need, and a legal expert will contact you within 24 hours.',
    badges: ['Delivery in 24-48 hours', 'Expert-drafted', 'Doorstep delivery in MP'],
  },
  hi: {
    seoTitle: 'कानूनी दस्तावेज़ लेखन सेवा | सतना, मध्य प्रदेश',
    seoDescription:
      'किरायानामा, शपथ पत्र, विक्रय अनुबंध, कानूनी नोटिस व अन्य दस्तावेज़ मध्य प्रदेश के लिए विशेषज्ञों द्वारा तैयार। 24-48 घंटे में डिलीवरी, म.प्र. में घर तक सेवा।',
    seoKeywords:
      'कानूनी दस्तावेज़ सेवा, दस्तावेज़ लेखन, किरायानामा ऑनलाइन, रेंट एग्रीमेंट, शपथ पत्र ऑनलाइन, विक्रय अनुबंध इकरारनामा, कानूनी नोटिस ड्राफ़्ट, मुख्तारनामा पावर ऑफ़ अटॉर्नी, पार्टनरशिप डीड, कानूनी सलाह मध्य प्रदेश, दस्तावेज़ लेखक',
    title: 'कानूनी दस्तावेज़ सेवाएँ',
    shortDescription:
      'किरायानामा और शपथ पत्र से लेकर विक्रय अनुबंध और कानूनी नोटिस तक, सही स्टाम्प वाले साफ़-सुथरे कानूनी दस्तावेज़, अनुभवी विशेषज्ञों द्वारा तैयार और 24-48 घंटे में आपके हाथ में।',
    description: [
      'आप जिस भी अनुबंध, शपथ पत्र या नोटिस पर हस्ताक्षर करते हैं, उसे आगे चलकर अदालत, बैंक या कोई सरकारी दफ़्तर पढ़ सकता है। हमारी कानूनी दस्तावेज़ सेवा ये दस्तावेज़ सही कानूनी भाषा में, हिंदी या अंग्रेज़ी में, तैयार करती है, ताकि उनमें वही लिखा हो जो आप चाहते हैं और जाँच के समय वे खरे उतरें। हम किरायानामा, शपथ पत्र, विक्रय अनुबंध (इकरारनामा), सेवा और नौकरी के अनुबंध, साझेदारी विलेख (पार्टनरशिप डीड), मुख्तारनामा (पावर ऑफ़ अटॉर्नी), कानूनी नोटिस, शिकायत और आवेदन तैयार करते हैं।',
      'हमारे पास किरायेदार और मकान मालिक, संपत्ति खरीदने-बेचने वाले परिवार, छोटे व्यापारी और पेशेवर, और वे सभी लोग आते हैं जिन्हें बैंक, स्कूल, अदालत या सरकारी दफ़्तर के लिए कोई दस्तावेज़ चाहिए। भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सागर और उज्जैन के साथ-साथ राजस्थान के जयपुर, जोधपुर, उदयपुर और कोटा से भी लोग हमसे काम करवाते हैं; ड्राफ़्टिंग ऑनलाइन होती है, इसलिए दूरी कोई रुकावट नहीं।',
      'मध्य प्रदेश में ज़्यादातर अनुबंध सही मूल्य के ई-स्टाम्प पर लिखे जाने ज़रूरी हैं, और कुछ दस्तावेज़ों की उप पंजीयक कार्यालय में रजिस्ट्री भी करानी पड़ती है। उदाहरण के लिए, एक साल से ज़्यादा की लीज़ का पंजीयन अनिवार्य है, इसीलिए सामान्य किरायानामा 11 महीने का बनाया जाता है। काम पक्का करने से पहले ही हम बता देते हैं कि कितना स्टाम्प शुल्क लगेगा, नोटरी या रजिस्ट्री की ज़रूरत है या नहीं, और कितने गवाहों के हस्ताक्षर होंगे।',
      'शुरू करने के लिए सभी पक्षों का पहचान पत्र (आधार, पैन या मतदाता पहचान पत्र), उनके पते, ज़रूरत हो तो संपत्ति का विवरण या पुराने दस्तावेज़, और आपस में तय की गई शर्तें तैयार रखें। हम मसौदा आपकी स्वीकृति के लिए भेजते हैं, आपके बताए बदलाव करते हैं और अंतिम दस्तावेज़ 24-48 घंटे में सौंप देते हैं; मध्य प्रदेश और आसपास के क्षेत्रों में घर तक डिलीवरी की सुविधा भी है।',
    ],
    features: [
      'किरायानामा, शपथ पत्र, विक्रय अनुबंध, सेवा अनुबंध, साझेदारी विलेख, मुख्तारनामा, कानूनी नोटिस, शिकायत और आवेदन का लेखन',
      'हिंदी या अंग्रेज़ी में, अदालत, बैंक और सरकारी दफ़्तरों में मान्य प्रारूप में दस्तावेज़',
      'सही स्टाम्प शुल्क की सलाह, और मध्य प्रदेश में निष्पादित दस्तावेज़ों के लिए ई-स्टाम्प की व्यवस्था',
      'मसौदा आपकी जाँच के लिए भेजा जाता है, और भाषा ठीक होने तक उसमें संशोधन',
      'नोटरी, और जिन दस्तावेज़ों को ज़रूरत हो उनकी रजिस्ट्री में सहायता',
      'अंतिम दस्तावेज़ 24-48 घंटे में, ई-मेल से या मध्य प्रदेश और आसपास के क्षेत्रों में आपके घर तक',
    ],
    benefits: [
      'आगे के विवादों से बचाव: शर्तें साफ़ हों तो अलग-अलग मतलब निकालने की गुंजाइश कम रहती है',
      'न दफ़्तरों के चक्कर, न लंबी लाइन: सारा काम आपके फ़ोन से हो सकता है',
      'खर्च पहले से पता: स्टाम्प शुल्क और हमारी फ़ीस काम शुरू होने से पहले बता दी जाती है',
      'रोज़ दस्तावेज़ बनाने वाले अनुभवी लोगों का काम, किसी आम टेम्पलेट की नकल नहीं',
      'जब बैंक, स्कूल या मकान मालिक इंतज़ार कर रहे हों, तब झटपट काम',
      'डिलीवरी के बाद भी साथ, अगर कोई दफ़्तर सुधार या प्रति माँगे',
    ],
    process: [
      {
        stepTitle: 'अपनी ज़रूरत बताएँ',
        stepDescription:
          'नीचे दिया अनुरोध फ़ॉर्म भरें, हमें कॉल करें या व्हाट्सऐप पर बताएँ कि कौन-सा दस्तावेज़ चाहिए, साथ में कुछ ज़रूरी जानकारी दें।',
      },
      {
        stepTitle: 'विशेषज्ञ से परामर्श',
        stepDescription:
          '24 घंटे के भीतर हमारे दस्तावेज़ विशेषज्ञ आपसे संपर्क करते हैं, ज़रूरी सवाल पूछते हैं और बताते हैं कि कौन-से कागज़ात और कितना स्टाम्प शुल्क लगेगा।',
      },
      {
        stepTitle: 'मसौदा और जाँच',
        stepDescription: 'हम मसौदा तैयार करके आपको भेजते हैं और तब तक संशोधन करते हैं जब तक सभी पक्ष उसकी भाषा से सहमत न हो जाएँ।',
      },
      {
        stepTitle: 'स्टाम्प, हस्ताक्षर और नोटरी',
        stepDescription:
          'मध्य प्रदेश के दस्तावेज़ों के लिए हम सही मूल्य का ई-स्टाम्प बनवाते हैं और हस्ताक्षर, गवाह और नोटरी की पूरी प्रक्रिया में आपका मार्गदर्शन करते हैं।',
      },
      {
        stepTitle: 'डिलीवरी और आगे भी सहायता',
        stepDescription:
          'अंतिम दस्तावेज़ 24-48 घंटे में ई-मेल से या मध्य प्रदेश और आसपास के क्षेत्रों में आपके घर तक पहुँचता है, और आगे किसी भी सवाल के लिए हम उपलब्ध रहते हैं।',
      },
    ],
    faqs: [
      {
        question: 'आप कौन-कौन से दस्तावेज़ तैयार करते हैं?',
        answer:
          'हम किरायानामा और लीज़ डीड, शपथ पत्र, विक्रय अनुबंध, सेवा और नौकरी के अनुबंध, साझेदारी विलेख, मुख्तारनामा, कानूनी नोटिस, शिकायत, आवेदन और अन्य अनुबंध तैयार करते हैं। अगर आपको इस सूची से अलग कोई दस्तावेज़ चाहिए तो बताइए, हम साफ़-साफ़ बता देंगे कि हम उसे तैयार कर सकते हैं या नहीं।',
      },
      {
        question: 'मेरा दस्तावेज़ कितने समय में मिलेगा?',
        answer:
          'पूरी जानकारी और पहचान पत्र मिलने के बाद ज़्यादातर दस्तावेज़ 24-48 घंटे में सौंप दिए जाते हैं। जिन दस्तावेज़ों की रजिस्ट्री होनी है उनमें थोड़ा ज़्यादा समय लगता है, क्योंकि उप पंजीयक कार्यालय में पंजीयन में आमतौर पर 1-3 कार्य दिवस लगते हैं।',
      },
      {
        question: 'किरायानामा आमतौर पर 11 महीने का ही क्यों बनता है?',
        answer:
          'रजिस्ट्रीकरण अधिनियम, 1908 के तहत एक साल से ज़्यादा की लीज़ का पंजीयन अनिवार्य है, यानी ज़्यादा स्टाम्प शुल्क, पंजीयन शुल्क और उप पंजीयक कार्यालय जाना। ई-स्टाम्प पर बना 11 महीने का किरायानामा, जिसकी आमतौर पर नोटरी करा ली जाती है, अनिवार्य पंजीयन के दायरे में नहीं आता और उसका नवीनीकरण किया जा सकता है। लंबी अवधि के लिए हम लीज़ डीड तैयार करते हैं और उसकी रजिस्ट्री में मदद करते हैं।',
      },
      {
        question: 'क्या मुझे आपके दफ़्तर आना होगा?',
        answer:
          'नहीं। आप फ़ॉर्म, ई-मेल या व्हाट्सऐप से जानकारी और स्कैन किए दस्तावेज़ भेज सकते हैं, मसौदा ऑनलाइन मंज़ूर कर सकते हैं और अंतिम दस्तावेज़ ई-मेल या कूरियर से पा सकते हैं। नोटरी और रजिस्ट्री के लिए हस्ताक्षर करने वाले व्यक्ति का खुद उपस्थित होना ज़रूरी है; इसकी जानकारी हम पहले ही दे देते हैं और आने की योजना बनाने में मदद करते हैं।',
      },
      {
        question: 'एक दस्तावेज़ बनवाने में कितना खर्च आता है?',
        answer:
          'हमारी फ़ीस दस्तावेज़ के प्रकार और उसकी जटिलता पर निर्भर करती है, और स्टाम्प शुल्क दस्तावेज़ के प्रकार तथा संपत्ति के मामले में उसके मूल्य पर। काम शुरू करने से पहले हम पूरी राशि बता देते हैं, ताकि बाद में कोई अचानक खर्च न आए।',
      },
      {
        question: 'मेरा दस्तावेज़ हिंदी में बनेगा या अंग्रेज़ी में?',
        answer:
          'जैसा आप चाहें। मध्य प्रदेश और राजस्थान की अदालतें और दफ़्तर दोनों भाषाओं के दस्तावेज़ स्वीकार करते हैं, और हम उसी भाषा में मसौदा बनाते हैं जिसे आप और दूसरा पक्ष सबसे अच्छी तरह समझते हों।',
      },
      {
        question: 'मुझसे कौन-सी जानकारी चाहिए होगी?',
        answer:
          'सभी पक्षों के नाम, पते और पहचान पत्र, और आपस में तय की गई शर्तें, जैसे किराया, अग्रिम राशि, कीमत या अवधि। संपत्ति से जुड़े दस्तावेज़ों के लिए संपत्ति का पता और पिछली रजिस्ट्री, विक्रय पत्र या टैक्स रसीद की प्रति भी दें। आपके दस्तावेज़ के हिसाब से हम आपको पूरी सूची भेज देते हैं।',
      },
      {
        question: 'क्या डिलीवरी के बाद दस्तावेज़ में बदलाव हो सकता है?',
        answer:
          'हाँ। हस्ताक्षर से पहले अगर बैंक, कोई दफ़्तर या दूसरा पक्ष सुधार माँगे तो हमें बताइए, हम उसे संशोधित कर देंगे। हस्ताक्षर और स्टाम्प हो जाने के बाद बदलाव के लिए आमतौर पर नया दस्तावेज़ या पूरक अनुबंध बनाना पड़ता है, और आपके मामले में कौन-सा ठीक रहेगा, यह हम समझा देते हैं।',
      },
    ],
    callToAction: 'बताइए आपको कौन-सा दस्तावेज़ चाहिए, हमारे कानूनी विशेषज्ञ 24 घंटे के भीतर आपसे संपर्क करेंगे।',
    badges: ['24-48 घंटे में डिलीवरी', 'विशेषज्ञों द्वारा तैयार', 'म.प्र. में घर तक डिलीवरी'],
  },
};

export default entry;
