import type { ContentEntry } from '../types';

const entry: ContentEntry = {
  id: 'e-mediation',
  icon: 'handshake',
  image: {
    src: '/images/services/e-mediation-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'Two parties and a mediator in an online video meeting, discussing the terms of a settlement',
      hi: 'ऑनलाइन वीडियो मीटिंग में मध्यक के साथ दोनों पक्ष समझौते की शर्तों पर बात करते हुए',
    },
  },
  en: {
    seoTitle: 'Online Mediation & Dispute Resolution | Madhya Pradesh',
    seoDescription:
      'Settle property, rent, family and business disputes by online mediation in MP and Rajasthan: a neutral mediator, a binding written settlement, no court queues.',
    seoKeywords:
      'online mediation India, e-mediation Madhya Pradesh, dispute resolution Bhopal, Mediation Act 2023, mediated settlement agreement, property dispute settlement, landlord tenant dispute mediation, family dispute mediation Indore, pre-litigation mediation, mediation lawyer Jabalpur',
    title: 'E-Mediation and Dispute Resolution',
    shortDescription:
      'Settle a dispute over property, rent, money or business by talking it through online with a neutral mediator, and put what you agree in a clear written settlement agreement.',
    description: [
      'E-mediation is mediation held online. The parties to a dispute meet a neutral mediator by video call, phone and secure messages instead of in a courtroom. The mediator does not decide who is right: the mediator helps both sides understand each other, look at the options and reach a solution they both accept. The sessions are confidential, and what is said in them cannot later be used as evidence in court.',
      'It suits landlords and tenants, families dividing property, neighbours who disagree over a boundary or construction, buyers and sellers, and businesses with unpaid bills or contract disputes, whether they are in Bhopal, Indore, Jabalpur, Gwalior, Jaipur, Kota or elsewhere. It is especially useful when the two sides live in different towns, because nobody has to travel.',
      'The Mediation Act, 2023 gives mediation in India a law of its own, but so far only some of its sections are in force (notification of 9 October 2023: definitions, the Mediation Council of India and general provisions). Its rules on time limits, on enforcing a settlement like a court decree, on challenging it and on online mediation have not yet been brought into force. What holds today: a settlement the parties sign binds them as a contract, and it is enforceable like a decree when a court records it in a pending case (Order XXIII Rule 3 of the Code of Civil Procedure) or a Lok Adalat makes it its award. Some matters cannot be settled this way, such as criminal cases (other than offences the law allows the parties to compound) or disputes that affect the rights of people who are not parties. For commercial disputes, Section 12A of the Commercial Courts Act requires pre-institution mediation before a suit is filed, unless urgent interim relief is sought; that mediation is conducted by the Legal Services Authority, and a private e-mediation does not take its place.',
      'We tell you whether your dispute is suited to mediation, invite the other side, arrange online sessions with a trained, neutral mediator, and draft the settlement agreement in plain language. Please keep ready the names and contact details of both sides, a short account of the dispute, and copies of the relevant papers, such as agreements, receipts, notices, property documents and messages.',
    ],
    features: [
      'A first assessment of whether your dispute is suitable for mediation',
      'A written invitation to the other party explaining how mediation works',
      'Online sessions by video call, joint and separate, as the case needs',
      'A trained, neutral mediator who does not take sides',
      'A settlement agreement drafted in English or Hindi, signed by both parties and authenticated by the mediator',
      'Guidance on stamping, registration and other steps after the settlement is signed',
    ],
    benefits: [
      'Usually quicker and less costly than a court case',
      'Take part from home or office, with no travel for court dates',
      'Confidential: what is said in mediation stays out of court',
      'You decide the outcome together; nothing is imposed on you',
      'Easier to keep relations with family, tenants or business partners',
      'A signed settlement binds the parties; recorded by a court or a Lok Adalat, it is enforceable like a decree',
    ],
    process: [
      {
        stepTitle: 'Tell us about the dispute',
        stepDescription:
          'Send your request through the form, by phone or on WhatsApp. Our expert contacts you within 24 hours to understand the dispute and the papers you have.',
      },
      {
        stepTitle: 'Suitability check and invitation',
        stepDescription:
          'We tell you honestly whether mediation fits your case. If it does, we contact the other party, explain the process and ask for their consent.',
      },
      {
        stepTitle: 'Online mediation sessions',
        stepDescription:
          'The mediator holds joint and separate sessions by video call at times that suit both sides, until an agreement is reached or a party decides not to continue.',
      },
      {
        stepTitle: 'Settlement agreement',
        stepDescription:
          'The agreed terms are drafted into a clear settlement agreement. Both sides review it; then the parties sign it and the mediator authenticates it.',
      },
      {
        stepTitle: 'Delivery and next steps',
        stepDescription:
          'You receive the signed agreement, with guidance on any stamping, registration or court filing it needs. If mediation does not succeed, we explain your other options.',
      },
    ],
    faqs: [
      {
        question: 'What is e-mediation?',
        answer:
          "E-mediation is mediation conducted online. The parties and a neutral mediator meet by video call, phone and secure messages to discuss the dispute and work towards a settlement. It rests on the parties' consent; the Mediation Act's section on online mediation is not yet in force.",
      },
      {
        question: 'Is a settlement reached in mediation legally binding?',
        answer:
          'Yes, as a contract: once both parties sign the settlement agreement, it binds them. To make it enforceable like a court decree, it is recorded by the court where a case on the same dispute is pending (Order XXIII Rule 3 of the Code of Civil Procedure) or placed before a Lok Adalat. The sections of the Mediation Act, 2023 that would make every mediated settlement enforceable as a decree are not yet in force.',
      },
      {
        question: 'What kinds of disputes can be settled through mediation?',
        answer:
          'Most civil, family, property, rent, consumer and commercial disputes can be mediated, as can money claims and disputes between neighbours or partners. Criminal cases (except offences the law allows to be compounded), serious allegations of fraud or forgery, and disputes that affect people who are not parties generally cannot be.',
      },
      {
        question: 'Does the other party have to agree?',
        answer:
          'Yes. Mediation is voluntary, so both sides must agree to take part, and nobody can be forced to settle. We contact the other party for you and explain how the process works and how it can help them too.',
      },
      {
        question: 'Do we have to meet in person?',
        answer:
          'No. Sessions are held by video call, and a phone call can be used where the internet is weak, so the parties can be in different towns or even different states. We arrange the signing of the final agreement in the way that is safest for your case.',
      },
      {
        question: 'When do we still need to go to court?',
        answer:
          'Court is still needed when you need urgent relief, such as an injunction to stop a construction or a sale, when the law does not allow the matter to be mediated, or when the other side refuses mediation or no agreement is reached. A court is also where a settlement is enforced if one side does not honour it. If a deadline for filing a case is close, tell us at the start so that your rights are protected.',
      },
      {
        question: 'How long does mediation take?',
        answer:
          'Simple disputes can settle in one or two sessions; complex ones take longer. Sessions are fixed at times that suit both sides, and either side may stop at any time.',
      },
      {
        question: 'What does mediation cost?',
        answer:
          'The cost depends on the nature of the dispute, the number of sessions and whether the settlement needs stamping or registration. We tell you the fee before we start, and the parties usually share it equally unless they agree otherwise.',
      },
    ],
    callToAction:
      'Tell us about your dispute today: our expert will contact you within 24 hours to see whether mediation can settle it without going to court.',
    badges: ['Sessions by video call', 'Neutral, trained mediator', 'Binding written settlement'],
  },
  hi: {
    seoTitle: 'ऑनलाइन मध्यस्थता और विवाद समाधान | मध्य प्रदेश',
    seoDescription:
      'संपत्ति, किराए, परिवार और व्यापार के विवाद ऑनलाइन मध्यस्थता से सुलझाएँ। म.प्र. और राजस्थान में निष्पक्ष मध्यक, बाध्यकारी लिखित समझौता, कोर्ट के चक्कर नहीं।',
    seoKeywords:
      'ऑनलाइन मध्यस्थता, ई-मध्यस्थता मध्य प्रदेश, विवाद समाधान भोपाल, मीडिएशन एक्ट 2023, समझौता पत्र, संपत्ति विवाद में समझौता, मकान मालिक किरायेदार विवाद, पारिवारिक विवाद मध्यस्थता इंदौर, online mediation, मीडिएशन वकील जबलपुर',
    title: 'ई-मध्यस्थता और विवाद समाधान',
    shortDescription:
      'संपत्ति, किराए, लेन-देन या व्यापार के विवाद को एक निष्पक्ष मध्यक (मीडिएटर) के साथ ऑनलाइन बातचीत से सुलझाएँ, और जो तय हो उसे साफ़ लिखित समझौते में दर्ज कराएँ।',
    description: [
      'ई-मध्यस्थता यानी ऑनलाइन मीडिएशन। इसमें विवाद के दोनों पक्ष अदालत के बजाय वीडियो कॉल, फ़ोन और सुरक्षित संदेशों के ज़रिए एक निष्पक्ष मध्यक से मिलते हैं। मध्यक यह फ़ैसला नहीं सुनाता कि कौन सही है; वह दोनों पक्षों को एक-दूसरे की बात समझने, विकल्पों पर विचार करने और ऐसे हल तक पहुँचने में मदद करता है जो दोनों को मंज़ूर हो। बैठकें गोपनीय रहती हैं, और उनमें कही गई बात बाद में अदालत में सबूत के तौर पर इस्तेमाल नहीं की जा सकती।',
      'यह सेवा मकान मालिकों और किरायेदारों, संपत्ति का बँटवारा कर रहे परिवारों, सीमा या निर्माण को लेकर असहमत पड़ोसियों, खरीदारों और विक्रेताओं, और बकाया भुगतान या अनुबंध के विवाद में उलझे व्यापारियों के लिए है, चाहे वे भोपाल, इंदौर, जबलपुर, ग्वालियर, जयपुर, कोटा में हों या कहीं और। जब दोनों पक्ष अलग-अलग शहरों में रहते हों, तब यह और भी उपयोगी है, क्योंकि किसी को सफ़र नहीं करना पड़ता।',
      'मध्यकता अधिनियम, 2023 (मीडिएशन एक्ट) मध्यस्थता के लिए अलग कानून है, पर अभी इसकी कुछ ही धाराएँ लागू हुई हैं (9 अक्टूबर 2023 की अधिसूचना: परिभाषाएँ, भारतीय मध्यकता परिषद और सामान्य प्रावधान)। समय-सीमा, समझौते को अदालत की डिक्री की तरह लागू कराने, उसे चुनौती देने और ऑनलाइन मध्यस्थता से जुड़ी धाराएँ अभी लागू नहीं हुई हैं। आज की स्थिति यह है: पक्षकारों द्वारा हस्ताक्षरित समझौता उन पर एक अनुबंध की तरह बाध्यकारी है, और अगर अदालत चल रहे मुकदमे में उसे दर्ज कर ले (सिविल प्रक्रिया संहिता का आदेश 23 नियम 3) या लोक अदालत उसे अपना अवॉर्ड बना दे, तो वह डिक्री की तरह लागू कराया जा सकता है। कुछ मामले इस रास्ते से नहीं सुलझाए जा सकते, जैसे आपराधिक मामले (उन अपराधों को छोड़कर जिनमें कानून राज़ीनामे की अनुमति देता है) या ऐसे विवाद जिनसे उन लोगों के अधिकार प्रभावित होते हों जो पक्षकार नहीं हैं। व्यावसायिक विवादों में कमर्शियल कोर्ट्स एक्ट की धारा 12A के तहत मुकदमा दायर करने से पहले मध्यस्थता ज़रूरी है, जब तक कि तुरंत अंतरिम राहत न माँगी जा रही हो; यह मध्यस्थता विधिक सेवा प्राधिकरण कराता है, और निजी ई-मध्यस्थता उसकी जगह नहीं ले सकती।',
      'हम बताते हैं कि आपका विवाद मध्यस्थता के लायक है या नहीं, दूसरे पक्ष को आमंत्रित करते हैं, प्रशिक्षित और निष्पक्ष मध्यक के साथ ऑनलाइन बैठकें तय करते हैं, और समझौते को सरल भाषा में तैयार करते हैं। कृपया ये तैयार रखें: दोनों पक्षों के नाम और संपर्क, विवाद का संक्षिप्त ब्योरा, और संबंधित कागज़ात की प्रतियाँ, जैसे अनुबंध, रसीदें, नोटिस, संपत्ति के दस्तावेज़ और संदेश।',
    ],
    features: [
      'सबसे पहले यह आकलन कि आपका विवाद मध्यस्थता से सुलझ सकता है या नहीं',
      'दूसरे पक्ष को लिखित आमंत्रण, जिसमें मध्यस्थता की प्रक्रिया समझाई गई हो',
      'वीडियो कॉल पर ऑनलाइन बैठकें, ज़रूरत के अनुसार संयुक्त और अलग-अलग',
      'प्रशिक्षित और निष्पक्ष मध्यक, जो किसी का पक्ष नहीं लेता',
      'हिंदी या अंग्रेज़ी में समझौता पत्र, दोनों पक्षों द्वारा हस्ताक्षरित और मध्यक द्वारा प्रमाणित',
      'समझौते पर हस्ताक्षर के बाद स्टाम्प, पंजीयन और आगे के कदमों पर मार्गदर्शन',
    ],
    benefits: [
      'आम तौर पर मुकदमे से जल्दी और कम खर्च में हल',
      'घर या दफ़्तर से ही भाग लें, तारीखों पर कोर्ट जाने की ज़रूरत नहीं',
      'गोपनीयता: मध्यस्थता में कही गई बात अदालत तक नहीं जाती',
      'फ़ैसला आप दोनों मिलकर करते हैं, कुछ भी आप पर थोपा नहीं जाता',
      'परिवार, किरायेदार या व्यापारिक साझेदार से रिश्ते बचाए रखना आसान',
      'हस्ताक्षरित समझौता पक्षकारों पर बाध्यकारी; अदालत या लोक अदालत में दर्ज होने पर डिक्री की तरह लागू',
    ],
    process: [
      {
        stepTitle: 'विवाद के बारे में बताएँ',
        stepDescription:
          'फ़ॉर्म, फ़ोन या व्हाट्सऐप से अपना अनुरोध भेजें। हमारे विशेषज्ञ 24 घंटे के भीतर आपसे संपर्क करके विवाद और आपके पास मौजूद कागज़ात को समझते हैं।',
      },
      {
        stepTitle: 'उपयुक्तता की जाँच और आमंत्रण',
        stepDescription:
          'हम ईमानदारी से बताते हैं कि आपके मामले में मध्यस्थता ठीक रहेगी या नहीं। अगर हाँ, तो हम दूसरे पक्ष से संपर्क करके प्रक्रिया समझाते हैं और उनकी सहमति लेते हैं।',
      },
      {
        stepTitle: 'ऑनलाइन मध्यस्थता बैठकें',
        stepDescription:
          'मध्यक दोनों पक्षों की सुविधा के समय पर वीडियो कॉल से संयुक्त और अलग-अलग बैठकें करता है, जब तक समझौता न हो जाए या कोई पक्ष आगे न बढ़ना चाहे।',
      },
      {
        stepTitle: 'समझौता पत्र',
        stepDescription:
          'तय हुई शर्तों को एक स्पष्ट समझौता पत्र में लिखा जाता है। दोनों पक्ष उसे पढ़कर देखते हैं, फिर पक्षकार हस्ताक्षर करते हैं और मध्यक उसे प्रमाणित करता है।',
      },
      {
        stepTitle: 'डिलीवरी और आगे के कदम',
        stepDescription:
          'आपको हस्ताक्षरित समझौता मिलता है, साथ में ज़रूरी स्टाम्प, पंजीयन या अदालत में दाखिले पर मार्गदर्शन। अगर मध्यस्थता सफल न हो, तो हम आपके दूसरे विकल्प समझाते हैं।',
      },
    ],
    faqs: [
      {
        question: 'ई-मध्यस्थता क्या है?',
        answer:
          'ई-मध्यस्थता ऑनलाइन होने वाली मध्यस्थता है। इसमें पक्षकार और एक निष्पक्ष मध्यक वीडियो कॉल, फ़ोन और सुरक्षित संदेशों के ज़रिए विवाद पर बात करते हैं और समझौते की ओर बढ़ते हैं। यह पक्षकारों की सहमति पर चलती है; मध्यकता अधिनियम की ऑनलाइन मध्यस्थता वाली धारा अभी लागू नहीं हुई है।',
      },
      {
        question: 'क्या मध्यस्थता में हुआ समझौता कानूनी रूप से बाध्यकारी होता है?',
        answer:
          'हाँ, एक अनुबंध की तरह: दोनों पक्षों के हस्ताक्षर होते ही समझौता उन पर बाध्यकारी हो जाता है। उसे अदालत की डिक्री की तरह लागू कराने के लिए, उसी विवाद पर चल रहे मुकदमे में अदालत उसे दर्ज करती है (सिविल प्रक्रिया संहिता का आदेश 23 नियम 3) या उसे लोक अदालत के सामने रखा जाता है। मध्यकता अधिनियम, 2023 की वे धाराएँ, जो हर मध्यस्थता-समझौते को डिक्री की तरह लागू करतीं, अभी लागू नहीं हुई हैं।',
      },
      {
        question: 'किस तरह के विवाद मध्यस्थता से सुलझ सकते हैं?',
        answer:
          'ज़्यादातर दीवानी, पारिवारिक, संपत्ति, किराए, उपभोक्ता और व्यावसायिक विवाद मध्यस्थता से सुलझ सकते हैं, साथ ही रुपयों के लेन-देन और पड़ोसियों या साझेदारों के बीच के विवाद भी। आपराधिक मामले (राज़ीनामे योग्य अपराधों को छोड़कर), धोखाधड़ी या जालसाज़ी के गंभीर आरोप, और ऐसे विवाद जिनसे बाहरी लोगों के अधिकार प्रभावित हों, आम तौर पर इससे नहीं सुलझाए जा सकते।',
      },
      {
        question: 'क्या दूसरे पक्ष की सहमति ज़रूरी है?',
        answer:
          'हाँ। मध्यस्थता स्वैच्छिक है, इसलिए दोनों पक्षों का राज़ी होना ज़रूरी है, और किसी को समझौते के लिए मजबूर नहीं किया जा सकता। हम आपकी ओर से दूसरे पक्ष से संपर्क करते हैं और उन्हें समझाते हैं कि प्रक्रिया कैसे चलती है और इससे उन्हें भी क्या फ़ायदा है।',
      },
      {
        question: 'क्या हमें आमने-सामने मिलना होगा?',
        answer:
          'नहीं। बैठकें वीडियो कॉल पर होती हैं, और जहाँ इंटरनेट कमज़ोर हो वहाँ फ़ोन कॉल से भी काम चल जाता है, इसलिए पक्षकार अलग-अलग शहरों या राज्यों में भी हो सकते हैं। अंतिम समझौते पर हस्ताक्षर हम उस तरीके से कराते हैं जो आपके मामले के लिए सबसे सुरक्षित हो।',
      },
      {
        question: 'अदालत जाना कब फिर भी ज़रूरी होता है?',
        answer:
          'जब तुरंत राहत चाहिए, जैसे निर्माण या बिक्री रोकने के लिए स्थगन आदेश (स्टे), जब कानून उस मामले में मध्यस्थता की अनुमति नहीं देता, या जब दूसरा पक्ष मध्यस्थता से इनकार कर दे या समझौता न हो पाए, तब अदालत ही रास्ता है। अगर कोई पक्ष समझौते का पालन न करे, तो उसे लागू भी अदालत से ही कराया जाता है। अगर मुकदमा दायर करने की समय-सीमा नज़दीक हो, तो शुरुआत में ही बताएँ ताकि आपके अधिकार सुरक्षित रहें।',
      },
      {
        question: 'मध्यस्थता में कितना समय लगता है?',
        answer:
          'सरल विवाद एक-दो बैठकों में सुलझ सकते हैं, जटिल मामलों में ज़्यादा समय लगता है। बैठकें दोनों पक्षों की सुविधा से रखी जाती हैं, और कोई भी पक्ष कभी भी मध्यस्थता छोड़ सकता है।',
      },
      {
        question: 'मध्यस्थता का खर्च कितना होता है?',
        answer:
          'खर्च विवाद की प्रकृति, बैठकों की संख्या और इस बात पर निर्भर करता है कि समझौते पर स्टाम्प या पंजीयन की ज़रूरत है या नहीं। हम काम शुरू करने से पहले फ़ीस बता देते हैं, और आम तौर पर पक्षकार इसे बराबर बाँटते हैं, जब तक वे कुछ और तय न करें।',
      },
    ],
    callToAction:
      'आज ही अपने विवाद के बारे में बताएँ: हमारे विशेषज्ञ 24 घंटे के भीतर संपर्क करके देखेंगे कि क्या मध्यस्थता से यह बिना अदालत गए सुलझ सकता है।',
    badges: ['वीडियो कॉल पर बैठकें', 'निष्पक्ष, प्रशिक्षित मध्यक', 'बाध्यकारी लिखित समझौता'],
  },
};

export default entry;
