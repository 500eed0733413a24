import type { ContentEntry } from '../types';

const entry: ContentEntry = {
  id: 'will-creation',
  icon: 'signature',
  image: {
    src: '/images/services/will-creation-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'An elderly couple signing their will with a legal expert and two witnesses at the table',
      hi: 'कानूनी विशेषज्ञ और दो गवाहों की मौजूदगी में अपनी वसीयत पर हस्ताक्षर करता बुज़ुर्ग दंपती',
    },
  },
  en: {
    seoTitle: 'Will Drafting and Estate Planning | Madhya Pradesh',
    seoDescription:
      'Make a clear, valid will with expert help: drafting, two witnesses, optional registration, codicils and advice on nominations. For families across MP.',
    seoKeywords:
      'will drafting, will writing service, how to make a will in India, will registration Madhya Pradesh, estate planning India, codicil to a will, nomination vs will, will for property, ancestral property will, succession planning',
    title: 'Will and Estate Planning',
    shortDescription:
      'A clear, valid will decides who receives your property and savings and spares your family disputes. We help you plan it, draft it and sign it correctly, with registration if you want it.',
    description: [
      'A will is a written declaration of how your property, savings and belongings should pass after your death. Without one, they pass under the succession law that applies to your family, which may not match your wishes and often brings delays and disputes. Estate planning goes a step further: it lines up your will with your nominations, joint accounts and property papers so that they do not contradict each other.',
      'A will is worth making for anyone who owns a house or land, has savings or investments, runs a business, has young children or a dependent family member, or wants to leave something to someone outside the usual line of heirs. Families from Bhopal, Indore, Jabalpur, Gwalior and Rewa to Jaipur and Udaipur use our service, often for parents who want to settle matters calmly while they can.',
      'Under the Indian Succession Act, 1925, a will must be in writing, signed by the person making it and attested by at least two witnesses who saw them sign. No stamp paper is needed, and registration at the Sub-Registrar’s office is optional, though it makes the will much harder to challenge. A will can be changed at any time by a new will or a codicil. Muslims are governed by their personal law, under which a will generally cannot give away more than one-third of the estate without the heirs’ consent.',
      'We listen to your wishes, explain the options, draft the will in Hindi or English and guide the signing with witnesses. Bring your identity proof, a list of your property and accounts with their details, the names and relationships of the people you want to include, an executor if you wish to name one, and two adult witnesses who are not beneficiaries.',
    ],
    features: [
      'A private consultation to understand your family, your property and your wishes',
      'Will drafted in clear Hindi or English, naming an executor and alternate beneficiaries',
      'Guidance on signing before two independent witnesses, as the law requires',
      'Help with optional registration of the will at the Sub-Registrar’s office',
      'Codicils to change an existing will, or a fresh will that revokes the old one',
      'A check of bank, insurance and investment nominations so that they fit your will',
    ],
    benefits: [
      'Your property goes to the people you choose',
      'Fewer disputes and less delay for your family',
      'A will that meets the legal formalities and is harder to challenge',
      'Peace of mind, with the freedom to change the will whenever you wish',
      'Nominations, joint holdings and the will working together, not against each other',
      'Sensitive, private conversations at your own pace',
    ],
    process: [
      {
        stepTitle: 'First consultation',
        stepDescription:
          'A legal expert contacts you within 24 hours and talks through your family, your property and what you want to happen.',
      },
      {
        stepTitle: 'Assets and beneficiaries',
        stepDescription:
          'We help you list your property, accounts and belongings and decide who receives what, including an executor and alternates.',
      },
      {
        stepTitle: 'Draft for your approval',
        stepDescription:
          'We draft the will in the language you prefer and explain each clause; you can ask for changes until it reads exactly as you want.',
      },
      {
        stepTitle: 'Signing with witnesses',
        stepDescription:
          'You sign the final will before two witnesses, who sign in your presence, as the Indian Succession Act requires.',
      },
      {
        stepTitle: 'Registration and safekeeping',
        stepDescription:
          'If you choose, we help you register the will at the Sub-Registrar’s office, which usually takes 1-3 working days, and advise you on keeping the original safe.',
      },
    ],
    faqs: [
      {
        question: 'Is a will valid without registration?',
        answer:
          'Yes. In India registration of a will is optional, and an unregistered will is valid if it is in writing, signed by you and attested by two witnesses. Registration does, however, make the will harder to dispute and proves when it was made.',
      },
      {
        question: 'Does a will need stamp paper?',
        answer:
          'No. No stamp duty is payable on a will, and it can be written on plain paper. What matters is your signature and the attestation by two witnesses.',
      },
      {
        question: 'Who can be a witness to my will?',
        answer:
          'Any adult of sound mind who sees you sign and then signs in your presence. Do not choose a beneficiary or a beneficiary’s husband or wife as a witness: the law makes the gift to such a witness void, although the rest of the will remains valid.',
      },
      {
        question: 'What is a codicil?',
        answer:
          'A codicil is a short document that adds to, changes or explains part of an existing will. It must be signed and attested by two witnesses in the same way as a will. For larger changes a fresh will is often clearer, and we advise which is better in your case.',
      },
      {
        question: 'I have nominees for my bank account and insurance. Do I still need a will?',
        answer:
          'Yes. A nomination mainly tells the bank or insurer whom to pay, and in most cases the nominee receives the money on behalf of the legal heirs rather than as its owner. The will decides who finally inherits, so your nominations and your will should point the same way.',
      },
      {
        question: 'Can I change or cancel my will later?',
        answer:
          'Yes, as often as you like while you are alive and of sound mind. A later will or a codicil can change or revoke an earlier one, and the latest valid will is the one that counts. We include a clause revoking earlier wills so that there is no confusion.',
      },
      {
        question: 'Can I make a will of ancestral property?',
        answer:
          'You can make a will of property you own, including, under Hindu law, your own share in ancestral or joint family property. You cannot give away the shares that belong to other members of the family. We check the property papers and explain what you can and cannot leave by will.',
      },
      {
        question: 'What happens if someone dies without a will?',
        answer:
          'Their property passes to their legal heirs under the succession law that applies to them, such as the Hindu Succession Act, 1956 or Muslim personal law. The heirs may need a succession certificate, mutation in revenue records and the agreement of every other heir, which takes time and often leads to family disputes. A will avoids much of this.',
      },
    ],
    callToAction: 'Plan your will with a legal expert today and give your family clarity and peace of mind.',
    badges: ['Legally valid format', 'Registration support', 'Private consultation'],
  },
  hi: {
    seoTitle: 'वसीयत लेखन और संपत्ति योजना | मध्य प्रदेश',
    seoDescription:
      'विशेषज्ञ की मदद से साफ़ और वैध वसीयत बनवाएँ: लेखन, दो गवाह, वैकल्पिक रजिस्ट्री, कोडिसिल और नॉमिनेशन पर सलाह। पूरे मध्य प्रदेश के परिवारों के लिए।',
    seoKeywords:
      'वसीयत कैसे लिखें, वसीयतनामा बनवाना, वसीयत लेखन सेवा, वसीयत रजिस्ट्री मध्य प्रदेश, वसीयत के नियम, पैतृक संपत्ति की वसीयत, नॉमिनी और वसीयत में अंतर, कोडिसिल, संपत्ति का बँटवारा वसीयत, will drafting हिंदी',
    title: 'वसीयत और संपत्ति योजना',
    shortDescription:
      'साफ़ और वैध वसीयत तय करती है कि आपकी संपत्ति और बचत किसे मिलेगी, और परिवार को विवादों से बचाती है। हम इसकी योजना बनाने, इसे लिखने और सही ढंग से हस्ताक्षर कराने में मदद करते हैं, और आप चाहें तो रजिस्ट्री भी।',
    description: [
      'वसीयत एक लिखित घोषणा है कि आपके बाद आपकी संपत्ति, बचत और सामान किसे मिले। वसीयत न हो तो संपत्ति आपके परिवार पर लागू उत्तराधिकार कानून के अनुसार बँटती है, जो ज़रूरी नहीं कि आपकी इच्छा के मुताबिक हो, और अक्सर इसमें देरी और विवाद होते हैं। संपत्ति योजना इससे एक कदम आगे है: इसमें आपकी वसीयत, नॉमिनेशन, संयुक्त खाते और संपत्ति के कागज़ात एक-दूसरे से मेल खाते हुए रखे जाते हैं, ताकि उनमें टकराव न हो।',
      'जिसके पास मकान या ज़मीन है, बचत या निवेश है, अपना व्यवसाय है, छोटे बच्चे या कोई आश्रित सदस्य हैं, या जो सामान्य वारिसों से बाहर किसी को कुछ देना चाहता है, उसके लिए वसीयत बनाना समझदारी है। भोपाल, इंदौर, जबलपुर, ग्वालियर और रीवा से लेकर जयपुर और उदयपुर तक के परिवार हमारी सेवा लेते हैं, अक्सर उन माता-पिता के लिए जो समय रहते शांति से सब तय कर देना चाहते हैं।',
      'भारतीय उत्तराधिकार अधिनियम, 1925 के अनुसार वसीयत लिखित होनी चाहिए, उस पर वसीयत करने वाले के हस्ताक्षर होने चाहिए और कम से कम दो ऐसे गवाहों का अनुप्रमाणन होना चाहिए जिन्होंने उन्हें हस्ताक्षर करते देखा हो। इसके लिए स्टाम्प पेपर की ज़रूरत नहीं है, और उप पंजीयक कार्यालय में रजिस्ट्री वैकल्पिक है, हालाँकि पंजीकृत वसीयत को चुनौती देना कहीं ज़्यादा मुश्किल होता है। नई वसीयत या कोडिसिल से वसीयत कभी भी बदली जा सकती है। मुसलमानों पर उनका पर्सनल लॉ लागू होता है, जिसके तहत आमतौर पर वारिसों की सहमति के बिना संपत्ति के एक-तिहाई से ज़्यादा हिस्से की वसीयत नहीं की जा सकती।',
      'हम आपकी इच्छा ध्यान से सुनते हैं, विकल्प समझाते हैं, वसीयत हिंदी या अंग्रेज़ी में लिखते हैं और गवाहों के साथ हस्ताक्षर की प्रक्रिया पूरी कराते हैं। अपना पहचान पत्र, अपनी संपत्ति और खातों की विवरण सहित सूची, जिन लोगों को शामिल करना है उनके नाम और आपसे रिश्ता, अगर चाहें तो निष्पादक (एग्ज़िक्यूटर) का नाम, और दो ऐसे वयस्क गवाह साथ रखें जो वसीयत में लाभार्थी न हों।',
    ],
    features: [
      'आपके परिवार, संपत्ति और इच्छाओं को समझने के लिए निजी परामर्श',
      'साफ़ हिंदी या अंग्रेज़ी में लिखी वसीयत, जिसमें निष्पादक और वैकल्पिक लाभार्थी भी तय हों',
      'कानून के मुताबिक दो स्वतंत्र गवाहों के सामने हस्ताक्षर कराने में मार्गदर्शन',
      'उप पंजीयक कार्यालय में वसीयत की वैकल्पिक रजिस्ट्री में मदद',
      'मौजूदा वसीयत बदलने के लिए कोडिसिल, या पुरानी वसीयत रद्द करने वाली नई वसीयत',
      'बैंक, बीमा और निवेश के नॉमिनेशन की जाँच, ताकि वे आपकी वसीयत से मेल खाएँ',
    ],
    benefits: [
      'आपकी संपत्ति उन्हीं को मिलती है जिन्हें आप चुनते हैं',
      'परिवार के लिए कम विवाद और कम देरी',
      'कानूनी औपचारिकताएँ पूरी करने वाली वसीयत, जिसे चुनौती देना मुश्किल हो',
      'मन की शांति, और जब चाहें वसीयत बदलने की आज़ादी',
      'नॉमिनेशन, संयुक्त खाते और वसीयत एक ही दिशा में, एक-दूसरे के उलट नहीं',
      'संवेदनशील और निजी बातचीत, आपकी सुविधा से',
    ],
    process: [
      {
        stepTitle: 'पहला परामर्श',
        stepDescription:
          '24 घंटे के भीतर हमारे कानूनी विशेषज्ञ आपसे संपर्क करते हैं और आपके परिवार, संपत्ति और आपकी इच्छाओं पर बात करते हैं।',
      },
      {
        stepTitle: 'संपत्ति और लाभार्थी',
        stepDescription:
          'हम आपकी संपत्ति, खातों और सामान की सूची बनाने और यह तय करने में मदद करते हैं कि किसे क्या मिले, निष्पादक और वैकल्पिक लाभार्थियों समेत।',
      },
      {
        stepTitle: 'आपकी स्वीकृति के लिए मसौदा',
        stepDescription:
          'हम आपकी पसंद की भाषा में वसीयत का मसौदा बनाकर हर बिंदु समझाते हैं; जब तक यह ठीक वैसी न हो जाए जैसी आप चाहते हैं, आप बदलाव करवा सकते हैं।',
      },
      {
        stepTitle: 'गवाहों के साथ हस्ताक्षर',
        stepDescription:
          'आप अंतिम वसीयत पर दो गवाहों के सामने हस्ताक्षर करते हैं, और गवाह आपकी मौजूदगी में हस्ताक्षर करते हैं, जैसा भारतीय उत्तराधिकार अधिनियम कहता है।',
      },
      {
        stepTitle: 'रजिस्ट्री और सुरक्षित रखना',
        stepDescription:
          'आप चाहें तो हम उप पंजीयक कार्यालय में वसीयत की रजिस्ट्री कराने में मदद करते हैं, जिसमें आमतौर पर 1-3 कार्य दिवस लगते हैं, और मूल प्रति सुरक्षित रखने की सलाह देते हैं।',
      },
    ],
    faqs: [
      {
        question: 'क्या बिना रजिस्ट्री के वसीयत मान्य है?',
        answer:
          'हाँ। भारत में वसीयत की रजिस्ट्री वैकल्पिक है, और बिना रजिस्ट्री की वसीयत भी मान्य है, बशर्ते वह लिखित हो, उस पर आपके हस्ताक्षर हों और दो गवाहों ने उसे अनुप्रमाणित किया हो। फिर भी रजिस्ट्री से वसीयत पर विवाद करना मुश्किल हो जाता है और यह साबित होता है कि वह कब बनी थी।',
      },
      {
        question: 'क्या वसीयत के लिए स्टाम्प पेपर ज़रूरी है?',
        answer:
          'नहीं। वसीयत पर कोई स्टाम्प शुल्क नहीं लगता, और इसे सादे कागज़ पर लिखा जा सकता है। ज़रूरी है आपके हस्ताक्षर और दो गवाहों का अनुप्रमाणन।',
      },
      {
        question: 'मेरी वसीयत का गवाह कौन बन सकता है?',
        answer:
          'कोई भी स्वस्थ चित्त वाला वयस्क, जो आपको हस्ताक्षर करते देखे और फिर आपकी मौजूदगी में हस्ताक्षर करे। किसी लाभार्थी या उसके पति या पत्नी को गवाह न बनाएँ: कानून ऐसे गवाह को दी गई संपत्ति को शून्य कर देता है, हालाँकि बाकी वसीयत मान्य रहती है।',
      },
      {
        question: 'कोडिसिल क्या होता है?',
        answer:
          'कोडिसिल एक छोटा दस्तावेज़ है जो मौजूदा वसीयत में कुछ जोड़ता है, उसका कोई हिस्सा बदलता है या स्पष्ट करता है। इस पर भी वसीयत की तरह हस्ताक्षर और दो गवाहों का अनुप्रमाणन ज़रूरी है। बड़े बदलावों के लिए अक्सर नई वसीयत ज़्यादा साफ़ रहती है, और आपके मामले में क्या बेहतर है, यह हम बताते हैं।',
      },
      {
        question: 'मेरे बैंक खाते और बीमा में नॉमिनी दर्ज है। क्या फिर भी वसीयत चाहिए?',
        answer:
          'हाँ। नॉमिनेशन मुख्य रूप से बैंक या बीमा कंपनी को बताता है कि भुगतान किसे करना है, और ज़्यादातर मामलों में नॉमिनी वह राशि मालिक के रूप में नहीं, बल्कि कानूनी वारिसों की ओर से प्राप्त करता है। आखिर में किसे क्या मिलेगा, यह वसीयत तय करती है, इसलिए नॉमिनेशन और वसीयत एक ही बात कहें, यह ज़रूरी है।',
      },
      {
        question: 'क्या वसीयत बाद में बदली या रद्द की जा सकती है?',
        answer:
          'हाँ, जीवित रहते और स्वस्थ चित्त रहते हुए जितनी बार चाहें। बाद की वसीयत या कोडिसिल से पहले वाली वसीयत बदली या रद्द की जा सकती है, और आखिरी वैध वसीयत ही मानी जाती है। हम वसीयत में पिछली सभी वसीयतें रद्द करने वाली शर्त जोड़ते हैं, ताकि कोई भ्रम न रहे।',
      },
      {
        question: 'क्या पैतृक संपत्ति की वसीयत की जा सकती है?',
        answer:
          'आप उस संपत्ति की वसीयत कर सकते हैं जो आपकी है, और हिंदू कानून के तहत इसमें पैतृक या संयुक्त परिवार की संपत्ति में आपका अपना हिस्सा भी शामिल है। परिवार के दूसरे सदस्यों के हिस्से की वसीयत आप नहीं कर सकते। हम संपत्ति के कागज़ात देखकर बताते हैं कि आप किस संपत्ति की वसीयत कर सकते हैं और किसकी नहीं।',
      },
      {
        question: 'अगर किसी की मृत्यु बिना वसीयत के हो जाए तो क्या होता है?',
        answer:
          'उनकी संपत्ति उन पर लागू उत्तराधिकार कानून के अनुसार कानूनी वारिसों को मिलती है, जैसे हिंदू उत्तराधिकार अधिनियम, 1956 या मुस्लिम पर्सनल लॉ। वारिसों को उत्तराधिकार प्रमाण पत्र, राजस्व रिकॉर्ड में नामांतरण और बाकी सभी वारिसों की सहमति की ज़रूरत पड़ सकती है, जिसमें समय लगता है और अक्सर पारिवारिक विवाद होते हैं। वसीयत से इनमें से ज़्यादातर परेशानियों से बचा जा सकता है।',
      },
    ],
    callToAction: 'आज ही कानूनी विशेषज्ञ के साथ अपनी वसीयत की योजना बनाएँ, ताकि आपके बाद परिवार में किसी बात पर उलझन या झगड़ा न हो।',
    badges: ['कानूनन मान्य प्रारूप', 'रजिस्ट्री में सहायता', 'निजी परामर्श'],
  },
};

export default entry;
