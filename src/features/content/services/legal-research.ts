import type { ContentEntry } from '../types';

const entry: ContentEntry = {
  id: 'legal-research',
  icon: 'scale',
  image: {
    src: '/images/services/legal-research-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A legal researcher studying law books and court judgments beside a laptop',
      hi: 'लैपटॉप के पास कानून की किताबें और अदालती फ़ैसले पढ़ते कानूनी शोधकर्ता',
    },
  },
  en: {
    seoTitle: 'Legal Research and Consultation | Madhya Pradesh',
    seoDescription:
      'Case law research, legal opinions and consultation on property, family, tenancy and business matters in MP and Rajasthan. Clear answers, fee quoted upfront.',
    seoKeywords:
      'legal research services, legal consultation online, legal opinion, case law research, property title search, legal advice Madhya Pradesh, MP High Court judgments, Rajasthan High Court judgments, legal research for advocates, land record verification',
    title: 'Legal Research and Consultation',
    shortDescription:
      'Know where you stand before you act. We research the laws and court judgments that apply to your matter and explain your options in plain language.',
    description: [
      'Legal research means finding the Acts, rules, government notifications and court judgments that apply to a particular problem, and reading them carefully enough to give a reliable answer. Our legal research and consultation service does this work for you and turns it into practical guidance: what the law says, how the courts have applied it and what your options are.',
      'We help individuals with property, tenancy, family and inheritance questions, businesses dealing with contracts, employment or compliance, students and researchers, and advocates who need research support for a case. Typical questions cover land and property title, rent and eviction, partition, maintenance, cheque bounce, consumer complaints and service matters.',
      'Much of the law that matters in Madhya Pradesh and Rajasthan comes from state laws, such as the Madhya Pradesh Land Revenue Code, 1959, and from the High Courts: the Madhya Pradesh High Court sits at Jabalpur with benches at Indore and Gwalior, and the Rajasthan High Court at Jodhpur with a bench at Jaipur. We research central and state laws, the judgments of these High Courts and of the Supreme Court, and revenue and registration practice, so that the answer fits where you are.',
      'Tell us your question and share the documents you have: property papers, agreements, notices, orders or earlier letters. We agree the scope, timeline and fee with you before we start, then give you a written research note or opinion and talk it through with you. If your matter needs to go to court, we tell you so honestly and explain the next steps.',
    ],
    features: [
      'Research of central and state Acts, rules, notifications and circulars',
      'Case law from the Supreme Court and the Madhya Pradesh and Rajasthan High Courts, with citations',
      'A written legal opinion or research note on your specific question',
      'Consultation by phone, on WhatsApp or at our office, in Hindi or English',
      'Review of property papers, revenue records and earlier documents related to your matter',
      'Research support for advocates, students and businesses, with sources you can verify',
    ],
    benefits: [
      'Decisions based on what the law actually says, not on hearsay',
      'Your options, risks and likely costs understood before you act',
      'Time saved: we find and read the judgments so you do not have to',
      'Answers that fit the law and practice of Madhya Pradesh and Rajasthan',
      'Plain-language advice, with citations for those who need them',
      'Scope, timeline and fee agreed upfront',
    ],
    process: [
      {
        stepTitle: 'Share your question',
        stepDescription:
          'Describe your matter through the form below, by phone or on WhatsApp, and send any documents you have.',
      },
      {
        stepTitle: 'Scope and quote',
        stepDescription:
          'An expert contacts you within 24 hours, clarifies the facts and agrees the questions, timeline and fee with you.',
      },
      {
        stepTitle: 'Research',
        stepDescription:
          'We study the relevant laws, rules and judgments and test them against the facts and documents of your matter.',
      },
      {
        stepTitle: 'Written findings',
        stepDescription:
          'You receive a clear research note or opinion setting out the law, the leading judgments and our conclusions.',
      },
      {
        stepTitle: 'Consultation and next steps',
        stepDescription:
          'We walk you through the findings, answer your questions and explain the practical steps that follow.',
      },
    ],
    faqs: [
      {
        question: 'What is the difference between legal research and a legal opinion?',
        answer:
          'Legal research gathers and explains the laws and judgments on a question. A legal opinion applies them to your facts and reaches a conclusion, for example whether a property title is clear or a claim is likely to succeed. We can provide either, depending on what you need.',
      },
      {
        question: 'How long does legal research take?',
        answer:
          'It depends on the question and the number of documents. A focused question can often be answered quickly, while a detailed opinion on a property title or a complex dispute takes longer. We agree the timeline with you before we start.',
      },
      {
        question: 'How much does a consultation cost?',
        answer:
          'The fee depends on how complex the matter is and whether you need a written opinion. We quote it before we start, and there are no hidden charges.',
      },
      {
        question: 'Can you check whether a property has a clear title before I buy it?',
        answer:
          'Yes. We examine the chain of earlier sale deeds, revenue records such as the khasra and B-1, mutation entries and any mortgage or charge, to see whether the seller has a clear right to sell. We tell you about any gaps and what to ask the seller for before you pay.',
      },
      {
        question: 'Do you provide research for advocates and law students?',
        answer:
          'Yes. We prepare case law compilations, research notes and summaries of judgments with full citations, so that every source can be verified. Advocates use them to prepare pleadings and arguments, and students for projects and dissertations.',
      },
      {
        question: 'Will you represent me in court?',
        answer:
          'This service covers research, opinions and consultation; it does not include appearing in court for you. If your matter needs to go to court, we explain your options and the documents you will need.',
      },
      {
        question: 'Is my consultation confidential?',
        answer:
          'Yes. What you tell us and the documents you share are used only for your matter. We do not disclose them to anyone without your consent.',
      },
      {
        question: 'Can I consult you if I live outside Madhya Pradesh?',
        answer:
          'Yes. Research and consultation are done online, and we help clients in Rajasthan and across India. We research the law of the state that applies to your matter, and tell you if it needs someone on the ground there.',
      },
    ],
    callToAction: 'Share your legal question with us, and an expert will contact you within 24 hours.',
    badges: ['In-depth legal research', 'Clear written opinion', 'MP and Rajasthan law'],
  },
  hi: {
    seoTitle: 'कानूनी शोध और परामर्श | मध्य प्रदेश',
    seoDescription:
      'संपत्ति, परिवार, किरायेदारी और व्यापार के मामलों में न्यायिक फ़ैसलों पर शोध, कानूनी राय और परामर्श, म.प्र. और राजस्थान में। साफ़ जवाब, फ़ीस पहले से तय।',
    seoKeywords:
      'कानूनी सलाह, कानूनी परामर्श ऑनलाइन, कानूनी राय, लीगल ओपिनियन, कानूनी शोध, हाईकोर्ट के फ़ैसले, मध्य प्रदेश हाईकोर्ट जजमेंट, राजस्थान हाईकोर्ट जजमेंट, ज़मीन के कागज़ात की जाँच, खसरा बी-1 जाँच, वकीलों के लिए लीगल रिसर्च',
    title: 'कानूनी शोध और परामर्श',
    shortDescription:
      'कोई भी कदम उठाने से पहले अपनी स्थिति जानिए। हम आपके मामले पर लागू कानूनों और अदालती फ़ैसलों पर शोध करते हैं और आपके विकल्प सरल भाषा में समझाते हैं।',
    description: [
      'कानूनी शोध का मतलब है किसी खास समस्या पर लागू अधिनियम, नियम, सरकारी अधिसूचनाएँ और अदालती फ़ैसले ढूँढना, और उन्हें इतनी बारीकी से पढ़ना कि भरोसेमंद जवाब दिया जा सके। हमारी कानूनी शोध और परामर्श सेवा यह काम आपके लिए करती है और इसे व्यावहारिक मार्गदर्शन में बदलती है: कानून क्या कहता है, अदालतों ने उसे कैसे लागू किया है और आपके पास क्या विकल्प हैं।',
      'हम संपत्ति, किरायेदारी, पारिवारिक और उत्तराधिकार के सवालों वाले लोगों की, अनुबंध, कर्मचारी या अनुपालन से जुड़े मामलों वाले व्यवसायों की, छात्रों और शोधार्थियों की, और किसी केस के लिए शोध में मदद चाहने वाले अधिवक्ताओं की सहायता करते हैं। आम सवाल ज़मीन-जायदाद के मालिकाना हक, किराया और बेदखली, बँटवारा, भरण-पोषण, चेक बाउंस, उपभोक्ता शिकायत और सेवा संबंधी मामलों के होते हैं।',
      'मध्य प्रदेश और राजस्थान में काम आने वाला बहुत-सा कानून राज्य के अधिनियमों से आता है, जैसे मध्य प्रदेश भू-राजस्व संहिता, 1959, और उच्च न्यायालयों से: मध्य प्रदेश उच्च न्यायालय की मुख्य पीठ जबलपुर में है और खंडपीठें इंदौर और ग्वालियर में, जबकि राजस्थान उच्च न्यायालय जोधपुर में है और उसकी खंडपीठ जयपुर में। हम केंद्रीय और राज्य कानूनों, इन उच्च न्यायालयों और सर्वोच्च न्यायालय के फ़ैसलों, और राजस्व व पंजीयन के प्रचलन पर शोध करते हैं, ताकि जवाब आपके इलाके के हिसाब से सही हो।',
      'अपना सवाल बताइए और जो दस्तावेज़ आपके पास हैं वे भेजिए: संपत्ति के कागज़ात, अनुबंध, नोटिस, आदेश या पहले के पत्र। काम शुरू करने से पहले हम आपके साथ दायरा, समय-सीमा और फ़ीस तय करते हैं, फिर लिखित शोध नोट या राय देते हैं और उस पर आपसे विस्तार से बात करते हैं। अगर आपके मामले को अदालत तक जाना ही होगा, तो हम यह साफ़-साफ़ बताते हैं और आगे के कदम समझाते हैं।',
    ],
    features: [
      'केंद्रीय और राज्य के अधिनियमों, नियमों, अधिसूचनाओं और परिपत्रों पर शोध',
      'सर्वोच्च न्यायालय और मध्य प्रदेश व राजस्थान उच्च न्यायालयों के फ़ैसले, पूरे हवालों के साथ',
      'आपके खास सवाल पर लिखित कानूनी राय या शोध नोट',
      'फ़ोन, व्हाट्सऐप या हमारे दफ़्तर में, हिंदी या अंग्रेज़ी में परामर्श',
      'आपके मामले से जुड़े संपत्ति के कागज़ात, राजस्व रिकॉर्ड और पुराने दस्तावेज़ों की जाँच',
      'अधिवक्ताओं, छात्रों और व्यवसायों के लिए शोध सहायता, ऐसे स्रोतों के साथ जिन्हें आप खुद जाँच सकें',
    ],
    benefits: [
      'सुनी-सुनाई बातों पर नहीं, कानून में असल में जो लिखा है उस पर आधारित फ़ैसले',
      'कदम उठाने से पहले ही अपने विकल्प, जोखिम और संभावित खर्च की समझ',
      'समय की बचत: फ़ैसले हम ढूँढते और पढ़ते हैं, आपको नहीं पढ़ने पड़ते',
      'मध्य प्रदेश और राजस्थान के कानून और प्रचलन के हिसाब से जवाब',
      'सरल भाषा में सलाह, और जिन्हें ज़रूरत हो उनके लिए पूरे हवाले',
      'दायरा, समय-सीमा और फ़ीस पहले से तय',
    ],
    process: [
      {
        stepTitle: 'अपना सवाल बताएँ',
        stepDescription: 'नीचे दिए फ़ॉर्म, फ़ोन या व्हाट्सऐप से अपने मामले के बारे में बताएँ और जो भी दस्तावेज़ आपके पास हैं, भेज दें।',
      },
      {
        stepTitle: 'दायरा और फ़ीस',
        stepDescription:
          '24 घंटे के भीतर हमारे विशेषज्ञ आपसे संपर्क करके तथ्य स्पष्ट करते हैं और सवाल, समय-सीमा व फ़ीस आपके साथ तय करते हैं।',
      },
      {
        stepTitle: 'शोध',
        stepDescription: 'हम संबंधित कानूनों, नियमों और फ़ैसलों का अध्ययन करते हैं और उन्हें आपके मामले के तथ्यों और दस्तावेज़ों पर परखते हैं।',
      },
      {
        stepTitle: 'लिखित निष्कर्ष',
        stepDescription: 'आपको एक साफ़ शोध नोट या राय मिलती है, जिसमें कानून, प्रमुख फ़ैसले और हमारे निष्कर्ष लिखे होते हैं।',
      },
      {
        stepTitle: 'परामर्श और आगे के कदम',
        stepDescription: 'हम निष्कर्ष विस्तार से समझाते हैं, आपके सवालों के जवाब देते हैं और बताते हैं कि आगे व्यावहारिक रूप से क्या करना है।',
      },
    ],
    faqs: [
      {
        question: 'कानूनी शोध और कानूनी राय में क्या अंतर है?',
        answer:
          'कानूनी शोध किसी सवाल पर लागू कानूनों और फ़ैसलों को इकट्ठा करके समझाता है। कानूनी राय उन्हें आपके तथ्यों पर लागू करके निष्कर्ष देती है, जैसे किसी संपत्ति का मालिकाना हक साफ़ है या नहीं, या कोई दावा सफल होने की कितनी संभावना है। आपकी ज़रूरत के हिसाब से हम दोनों में से कोई भी दे सकते हैं।',
      },
      {
        question: 'कानूनी शोध में कितना समय लगता है?',
        answer:
          'यह सवाल और दस्तावेज़ों की संख्या पर निर्भर करता है। किसी सीमित सवाल का जवाब अक्सर जल्दी मिल जाता है, जबकि संपत्ति के मालिकाना हक या किसी उलझे विवाद पर विस्तृत राय में ज़्यादा समय लगता है। समय-सीमा हम काम शुरू करने से पहले आपके साथ तय कर लेते हैं।',
      },
      {
        question: 'परामर्श की फ़ीस कितनी है?',
        answer:
          'फ़ीस मामले की जटिलता पर और इस पर निर्भर करती है कि आपको लिखित राय चाहिए या नहीं। काम शुरू करने से पहले हम फ़ीस बता देते हैं, और कोई छिपा हुआ शुल्क नहीं होता।',
      },
      {
        question: 'क्या आप खरीदने से पहले जाँच सकते हैं कि संपत्ति का मालिकाना हक साफ़ है?',
        answer:
          'हाँ। हम पिछली रजिस्ट्रियों की कड़ी, खसरा और बी-1 जैसे राजस्व रिकॉर्ड, नामांतरण की प्रविष्टियाँ और कोई बंधक या भार देखकर पता लगाते हैं कि बेचने वाले को संपत्ति बेचने का साफ़ हक है या नहीं। कोई कमी हो तो हम बताते हैं, और यह भी कि भुगतान से पहले बेचने वाले से कौन-से कागज़ माँगें।',
      },
      {
        question: 'क्या आप अधिवक्ताओं और कानून के छात्रों के लिए शोध करते हैं?',
        answer:
          'हाँ। हम पूरे हवालों के साथ फ़ैसलों के संकलन, शोध नोट और फ़ैसलों के सार तैयार करते हैं, ताकि हर स्रोत की जाँच की जा सके। अधिवक्ता इनका उपयोग दलीलें और अभिवचन तैयार करने में करते हैं, और छात्र प्रोजेक्ट और शोध-प्रबंध में।',
      },
      {
        question: 'क्या आप अदालत में मेरी पैरवी करेंगे?',
        answer:
          'इस सेवा में शोध, राय और परामर्श शामिल हैं; अदालत में आपकी ओर से पेश होना इसमें शामिल नहीं है। अगर आपके मामले को अदालत ले जाना ज़रूरी हो, तो हम आपके विकल्प और ज़रूरी दस्तावेज़ समझा देते हैं।',
      },
      {
        question: 'क्या मेरा परामर्श गोपनीय रहेगा?',
        answer:
          'हाँ। आप जो बताते हैं और जो दस्तावेज़ भेजते हैं, उनका उपयोग केवल आपके मामले के लिए होता है। आपकी सहमति के बिना हम इन्हें किसी को नहीं बताते।',
      },
      {
        question: 'क्या मध्य प्रदेश से बाहर रहने वाले भी आपसे परामर्श ले सकते हैं?',
        answer:
          'हाँ। शोध और परामर्श ऑनलाइन होते हैं, और हम राजस्थान समेत पूरे भारत के ग्राहकों की मदद करते हैं। आपके मामले पर जिस राज्य का कानून लागू होता है, हम उसी पर शोध करते हैं, और अगर वहाँ स्थानीय स्तर पर किसी की ज़रूरत हो तो यह भी बता देते हैं।',
      },
    ],
    callToAction: 'अपना कानूनी सवाल हमें बताइए, हमारे विशेषज्ञ 24 घंटे के भीतर आपसे संपर्क करेंगे।',
    badges: ['गहन कानूनी शोध', 'स्पष्ट लिखित राय', 'म.प्र. और राजस्थान कानून'],
  },
};

export default entry;
