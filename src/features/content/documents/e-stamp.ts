import type { ContentEntry } from '../types';

const entry: ContentEntry = {
  id: 'e-stamp',
  icon: 'stamp',
  image: {
    src: '/images/documents/e-stamp-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A printed Madhya Pradesh e-stamp certificate showing its unique number and the amount of duty',
      hi: 'यूनिक नंबर और स्टाम्प शुल्क की राशि दर्शाता छपा हुआ मध्य प्रदेश ई-स्टाम्प प्रमाण पत्र',
    },
  },
  en: {
    seoTitle: 'E-Stamp Certificate Online in Madhya Pradesh | Sampada',
    seoDescription:
      'E-stamp certificates for documents signed in Madhya Pradesh, through the state’s Sampada system: correct duty, checked details, delivery in 24-48 hours.',
    seoKeywords:
      'e-stamp Madhya Pradesh, e-stamp online MP, e-stamp paper, Sampada e-stamp, stamp paper online Bhopal, e-stamp Indore, e-stamp verification MP, non judicial stamp paper MP, stamp duty Madhya Pradesh, e-stamp certificate',
    title: 'E-Stamp (Madhya Pradesh)',
    shortDescription:
      'E-stamp certificates for documents executed in Madhya Pradesh, generated through the state’s Sampada system with the correct duty and every detail checked.',
    description: [
      'An e-stamp certificate is the electronic way of paying stamp duty on a document. Instead of buying physical non-judicial stamp paper, the duty is paid into the government’s system and a certificate is generated with a unique number, the names of the parties, the type of document and the amount of duty. The document is then printed on that certificate or attached to it.',
      'In Madhya Pradesh, e-stamping runs through Sampada, the online system of the state’s Registration and Stamps department, and e-stamps are issued by authorized service providers. E-stamp has largely replaced physical stamp paper: it is hard to forge, it is issued for the exact amount due, and anyone who receives the document can check it online. Our e-stamp service is for documents executed in Madhya Pradesh only; other states have their own systems.',
      'You need an e-stamp for rent agreements, affidavits, agreements to sell, service and partnership agreements, indemnity bonds, powers of attorney and many other documents. For documents that are registered, such as sale deeds, the duty is paid through Sampada as part of the registry, and we help with that under our registration service.',
      'What you provide: the type of document, the names and addresses of the first and second parties, which party pays the duty, and the amount involved (rent, price, loan or other consideration) so that the duty can be worked out. We check the correct article and amount, generate the certificate, verify it online and send you a scan, with the printed certificate delivered to your door in Madhya Pradesh and nearby areas. If you also need the document drafted, we deliver both within 24-48 hours, across Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar, Ujjain and the rest of the state.',
    ],
    features: [
      'E-stamp certificates for documents executed in Madhya Pradesh',
      'Correct article and amount of duty worked out for your document',
      'Party names, purpose and amount checked before the certificate is generated',
      'Online verification of every certificate after it is issued',
      'Drafting of the document and printing on the e-stamp, if you need it',
      'Scan by e-mail or WhatsApp, printed copy delivered in MP and nearby areas',
    ],
    benefits: [
      'No hunting for stamp vendors or the right denomination',
      'A certificate anyone can verify, which removes the risk of fake stamp paper',
      'Exact duty: no overpaying, and no document refused as under-stamped',
      'E-stamp and document ready together, within 24-48 hours',
      'Expert help choosing the right document type and article of the Stamp Act',
      'Doorstep delivery in Madhya Pradesh and nearby areas',
    ],
    process: [
      {
        stepTitle: 'Share the details',
        stepDescription:
          'Tell us the document type, the parties and the amount through the request form or by message. An expert contacts you within 24 hours.',
      },
      {
        stepTitle: 'Duty check',
        stepDescription: 'We identify the correct article of the Stamp Act and confirm with you the duty payable.',
      },
      {
        stepTitle: 'Generation',
        stepDescription:
          'Once the duty is paid, the e-stamp certificate is generated through Sampada in the parties’ names.',
      },
      {
        stepTitle: 'Verification',
        stepDescription: 'We verify the certificate online and check every detail against your document.',
      },
      {
        stepTitle: 'Delivery',
        stepDescription:
          'You receive a scan first, and the printed certificate, with your document if we drafted it, within 24-48 hours.',
      },
    ],
    faqs: [
      {
        question: 'What is an e-stamp?',
        answer:
          'It is a certificate showing that the stamp duty on a document has been paid to the government electronically. It carries a unique number, the parties’ names, the document type and the amount of duty, and it takes the place of physical non-judicial stamp paper.',
      },
      {
        question: 'Is an e-stamp as valid as stamp paper?',
        answer:
          'Yes. In Madhya Pradesh e-stamp is the recognized way of paying stamp duty. Documents on e-stamp are accepted by courts, banks, notaries and government offices, just as stamp paper was.',
      },
      {
        question: 'Can I use a Madhya Pradesh e-stamp for a document in another state?',
        answer:
          'No. Stamp duty is paid under the law of the state where the document is executed, so our e-stamp service is for Madhya Pradesh only. For Rajasthan or any other state, the stamp is bought through that state’s own system; we can still draft the document and tell you what to buy.',
      },
      {
        question: 'How can I check that an e-stamp is genuine?',
        answer:
          'Each certificate has a unique e-stamp number that can be checked on the Sampada portal of the Madhya Pradesh Registration and Stamps department. The details shown online, such as the parties, the amount and the date, should match the printed certificate. We verify every certificate we issue before handing it over.',
      },
      {
        question: 'What details do you need to generate an e-stamp?',
        answer:
          'The type of document, the names and addresses of the first and second parties, who is paying the duty, and the amount involved, such as rent, price or loan amount. For property documents we also need the property details. Please check the spelling of every name carefully.',
      },
      {
        question: 'How much stamp duty will I have to pay?',
        answer:
          'It depends on the type of document and, for many documents, on the amount involved, as set out in the Stamp Act as it applies in Madhya Pradesh. Some documents carry a fixed duty and others a percentage of the value. We tell you the exact amount before generating the certificate.',
      },
      {
        question: 'In whose name is the e-stamp issued?',
        answer:
          'Usually in the name of the party paying the duty, with the other party named as the second party: for a rent agreement, the landlord or the tenant as they agree, and for an affidavit, the deponent. The names must match the document, so we take them from your final draft.',
      },
      {
        question: 'What if there is a mistake on the e-stamp?',
        answer:
          'A generated e-stamp cannot be edited, which is why we confirm every detail with you before generating it. If a certificate is spoiled or not used, a refund can be claimed from the stamp authority within the time limit and with the deduction the law provides. We help you with the application.',
      },
      {
        question: 'Do I still need a notary after getting the e-stamp?',
        answer:
          'The e-stamp only pays the duty. The document must still be signed and, depending on its type, notarized (such as an affidavit or an 11-month rent agreement) or registered (such as a sale deed). We arrange whichever step your document needs.',
      },
      {
        question: 'Can I get an e-stamp without visiting any office?',
        answer:
          'Yes. Send us the details online and pay the duty, and we send you a scan of the certificate; the printed certificate is delivered to your door in Madhya Pradesh and nearby areas, or you can collect it from our office in Satna. With drafting included, the whole process usually takes 24-48 hours.',
      },
    ],
    callToAction:
      'Send us your document details and get the correct Madhya Pradesh e-stamp, checked and verified, without a trip to any office.',
    badges: ['For Madhya Pradesh only', 'Verified on Sampada', 'Doorstep delivery in MP'],
  },
  hi: {
    seoTitle: 'ई-स्टाम्प ऑनलाइन, मध्य प्रदेश | संपदा से ई-स्टाम्प',
    seoDescription:
      'मध्य प्रदेश में होने वाले दस्तावेज़ों के लिए राज्य की संपदा प्रणाली से ई-स्टाम्प प्रमाण पत्र: सही स्टाम्प शुल्क, जाँचा हुआ विवरण और 24-48 घंटे में डिलीवरी।',
    seoKeywords:
      'ई-स्टाम्प मध्य प्रदेश, ई-स्टाम्प ऑनलाइन, ई-स्टाम्प पेपर, संपदा ई-स्टाम्प, स्टाम्प पेपर ऑनलाइन भोपाल, ई-स्टाम्प इंदौर, ई-स्टाम्प सत्यापन, स्टाम्प शुल्क मध्य प्रदेश, मुद्रांक शुल्क, e-stamp MP',
    title: 'ई-स्टाम्प (मध्य प्रदेश)',
    shortDescription:
      'मध्य प्रदेश में निष्पादित दस्तावेज़ों के लिए ई-स्टाम्प प्रमाण पत्र — राज्य की संपदा प्रणाली से, सही स्टाम्प शुल्क और हर विवरण की जाँच के साथ।',
    description: [
      'ई-स्टाम्प प्रमाण पत्र किसी दस्तावेज़ पर स्टाम्प शुल्क चुकाने का इलेक्ट्रॉनिक तरीका है। कागज़ी गैर-न्यायिक स्टाम्प पेपर खरीदने के बजाय स्टाम्प शुल्क सरकार की प्रणाली में जमा होता है और एक प्रमाण पत्र बनता है, जिस पर यूनिक नंबर, पक्षकारों के नाम, दस्तावेज़ का प्रकार और स्टाम्प शुल्क की राशि दर्ज होती है। फिर दस्तावेज़ उसी प्रमाण पत्र पर छापा जाता है या उसके साथ लगाया जाता है।',
      'मध्य प्रदेश में ई-स्टाम्पिंग राज्य के पंजीयन एवं मुद्रांक विभाग की ऑनलाइन प्रणाली संपदा के माध्यम से होती है, और ई-स्टाम्प अधिकृत सेवा प्रदाता जारी करते हैं। कागज़ी स्टाम्प पेपर की जगह अब अधिकतर ई-स्टाम्प ने ले ली है: इसकी जालसाज़ी कठिन है, यह ठीक उतनी ही राशि का बनता है जितना स्टाम्प शुल्क देय है, और दस्तावेज़ पाने वाला कोई भी व्यक्ति इसे ऑनलाइन जाँच सकता है। हमारी ई-स्टाम्प सेवा केवल मध्य प्रदेश में निष्पादित दस्तावेज़ों के लिए है; अन्य राज्यों की अपनी-अपनी प्रणालियाँ हैं।',
      'किरायानामा, शपथ पत्र, विक्रय अनुबंध, सेवा और साझेदारी अनुबंध, क्षतिपूर्ति बंध पत्र, मुख्तारनामा और कई अन्य दस्तावेज़ों के लिए ई-स्टाम्प चाहिए। विक्रय पत्र जैसे पंजीकृत होने वाले दस्तावेज़ों का स्टाम्प शुल्क रजिस्ट्री की प्रक्रिया के दौरान संपदा से ही चुकाया जाता है, जिसमें हम अपनी रजिस्ट्री सहायता सेवा के तहत मदद करते हैं।',
      'आपको क्या देना है: दस्तावेज़ का प्रकार, प्रथम और द्वितीय पक्ष के नाम और पते, स्टाम्प शुल्क कौन-सा पक्ष चुकाएगा, और संबंधित राशि (किराया, कीमत, ऋण या अन्य प्रतिफल), ताकि स्टाम्प शुल्क की गणना हो सके। हम सही अनुच्छेद और राशि जाँचते हैं, प्रमाण पत्र जनरेट करते हैं, उसे ऑनलाइन सत्यापित करते हैं और आपको स्कैन भेजते हैं, और छपा हुआ प्रमाण पत्र मध्य प्रदेश और आसपास के क्षेत्रों में आपके घर तक पहुँचाते हैं। दस्तावेज़ का मसौदा भी चाहिए तो भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सागर, उज्जैन सहित पूरे प्रदेश में दोनों 24-48 घंटे में देते हैं।',
    ],
    features: [
      'मध्य प्रदेश में निष्पादित दस्तावेज़ों के लिए ई-स्टाम्प प्रमाण पत्र',
      'आपके दस्तावेज़ के लिए सही अनुच्छेद और स्टाम्प शुल्क की राशि की गणना',
      'प्रमाण पत्र बनाने से पहले पक्षकारों के नाम, प्रयोजन और राशि की जाँच',
      'जारी होने के बाद हर प्रमाण पत्र का ऑनलाइन सत्यापन',
      'ज़रूरत हो तो दस्तावेज़ का मसौदा और ई-स्टाम्प पर छपाई',
      'ई-मेल या व्हाट्सऐप पर स्कैन, म.प्र. और आसपास छपी प्रति घर तक',
    ],
    benefits: [
      'स्टाम्प वेंडर या सही मूल्य के स्टाम्प की तलाश में भटकना नहीं',
      'ऐसा प्रमाण पत्र जिसे कोई भी जाँच सके, जिससे नकली स्टाम्प पेपर का जोखिम खत्म',
      'सटीक स्टाम्प शुल्क: न ज़्यादा भुगतान, न कम स्टाम्प के कारण दस्तावेज़ अस्वीकार',
      'ई-स्टाम्प और दस्तावेज़ एक साथ, 24-48 घंटे में तैयार',
      'सही दस्तावेज़ प्रकार और स्टाम्प अधिनियम का सही अनुच्छेद चुनने में विशेषज्ञ मदद',
      'मध्य प्रदेश और आसपास के क्षेत्रों में घर तक डिलीवरी',
    ],
    process: [
      {
        stepTitle: 'विवरण भेजें',
        stepDescription:
          'अनुरोध फ़ॉर्म या संदेश से दस्तावेज़ का प्रकार, पक्षकार और राशि बताएँ। हमारे विशेषज्ञ 24 घंटे के भीतर संपर्क करते हैं।',
      },
      {
        stepTitle: 'स्टाम्प शुल्क की जाँच',
        stepDescription: 'हम स्टाम्प अधिनियम का सही अनुच्छेद पहचानते हैं और देय स्टाम्प शुल्क की आपसे पुष्टि करते हैं।',
      },
      {
        stepTitle: 'ई-स्टाम्प जनरेट करना',
        stepDescription: 'स्टाम्प शुल्क चुकाने के बाद संपदा के माध्यम से पक्षकारों के नाम ई-स्टाम्प प्रमाण पत्र बनता है।',
      },
      {
        stepTitle: 'सत्यापन',
        stepDescription: 'हम प्रमाण पत्र को ऑनलाइन सत्यापित करते हैं और हर विवरण आपके दस्तावेज़ से मिलाते हैं।',
      },
      {
        stepTitle: 'डिलीवरी',
        stepDescription: 'पहले आपको स्कैन मिलता है, और छपा हुआ प्रमाण पत्र — हमने दस्तावेज़ तैयार किया हो तो उसके साथ — 24-48 घंटे में।',
      },
    ],
    faqs: [
      {
        question: 'ई-स्टाम्प क्या है?',
        answer:
          'यह एक प्रमाण पत्र है जो दिखाता है कि दस्तावेज़ पर स्टाम्प शुल्क सरकार को इलेक्ट्रॉनिक रूप से चुका दिया गया है। इस पर यूनिक नंबर, पक्षकारों के नाम, दस्तावेज़ का प्रकार और स्टाम्प शुल्क की राशि होती है, और यह कागज़ी गैर-न्यायिक स्टाम्प पेपर की जगह लेता है।',
      },
      {
        question: 'क्या ई-स्टाम्प स्टाम्प पेपर जितना ही मान्य है?',
        answer:
          'हाँ। मध्य प्रदेश में स्टाम्प शुल्क चुकाने का मान्य तरीका ई-स्टाम्प ही है। अदालतें, बैंक, नोटरी और सरकारी कार्यालय ई-स्टाम्प पर बने दस्तावेज़ उसी तरह स्वीकार करते हैं जैसे पहले स्टाम्प पेपर वाले।',
      },
      {
        question: 'क्या मध्य प्रदेश का ई-स्टाम्प किसी दूसरे राज्य के दस्तावेज़ के लिए चलेगा?',
        answer:
          'नहीं। स्टाम्प शुल्क उस राज्य के कानून के अनुसार लगता है जहाँ दस्तावेज़ निष्पादित होता है, इसलिए हमारी ई-स्टाम्प सेवा केवल मध्य प्रदेश के लिए है। राजस्थान या किसी अन्य राज्य के लिए स्टाम्प वहीं की प्रणाली से खरीदा जाता है; दस्तावेज़ का मसौदा हम फिर भी बना सकते हैं और बता सकते हैं कि कौन-सा स्टाम्प लेना है।',
      },
      {
        question: 'ई-स्टाम्प असली है, यह कैसे जाँचें?',
        answer:
          'हर प्रमाण पत्र पर एक यूनिक ई-स्टाम्प नंबर होता है, जिसे मध्य प्रदेश पंजीयन एवं मुद्रांक विभाग के संपदा पोर्टल पर जाँचा जा सकता है। ऑनलाइन दिखने वाला विवरण, जैसे पक्षकार, राशि और तारीख, छपे प्रमाण पत्र से मेल खाना चाहिए। हम अपने जारी हर प्रमाण पत्र को सौंपने से पहले सत्यापित करते हैं।',
      },
      {
        question: 'ई-स्टाम्प बनवाने के लिए कौन-सी जानकारी चाहिए?',
        answer:
          'दस्तावेज़ का प्रकार, प्रथम और द्वितीय पक्ष के नाम और पते, स्टाम्प शुल्क कौन चुका रहा है, और संबंधित राशि, जैसे किराया, कीमत या ऋण राशि। संपत्ति से जुड़े दस्तावेज़ों के लिए संपत्ति का विवरण भी चाहिए। कृपया हर नाम की वर्तनी ध्यान से जाँच लें।',
      },
      {
        question: 'मुझे कितना स्टाम्प शुल्क देना होगा?',
        answer:
          'यह दस्तावेज़ के प्रकार पर और कई दस्तावेज़ों में संबंधित राशि पर निर्भर करती है, जैसा मध्य प्रदेश में लागू स्टाम्प अधिनियम में तय है। कुछ दस्तावेज़ों पर निश्चित स्टाम्प शुल्क लगता है और कुछ पर मूल्य का प्रतिशत। प्रमाण पत्र बनाने से पहले हम आपको सटीक राशि बता देते हैं।',
      },
      {
        question: 'ई-स्टाम्प किसके नाम से बनता है?',
        answer:
          'आमतौर पर स्टाम्प शुल्क चुकाने वाले पक्ष के नाम से, और दूसरे पक्ष का नाम द्वितीय पक्ष के रूप में: किरायानामे में आपसी सहमति से मकान मालिक या किरायेदार, और शपथ पत्र में शपथकर्ता। नाम दस्तावेज़ से मेल खाने चाहिए, इसलिए हम उन्हें आपके अंतिम मसौदे से ही लेते हैं।',
      },
      {
        question: 'अगर ई-स्टाम्प में कोई गलती हो जाए तो?',
        answer:
          'जनरेट हो चुके ई-स्टाम्प में बदलाव नहीं हो सकता, इसीलिए हम बनाने से पहले हर विवरण की आपसे पुष्टि करते हैं। यदि प्रमाण पत्र खराब हो जाए या उपयोग न हो, तो कानून में तय समय-सीमा के भीतर और तय कटौती के साथ स्टाम्प प्राधिकारी से राशि वापसी का दावा किया जा सकता है। आवेदन में हम आपकी मदद करते हैं।',
      },
      {
        question: 'ई-स्टाम्प के बाद भी क्या नोटरी करानी होगी?',
        answer:
          'ई-स्टाम्प से केवल स्टाम्प शुल्क चुकता है। दस्तावेज़ पर हस्ताक्षर फिर भी होने चाहिए, और उसके प्रकार के अनुसार उसे नोटरी कराना होता है (जैसे शपथ पत्र या 11 माह का किरायानामा) या उसकी रजिस्ट्री होती है (जैसे विक्रय पत्र)। आपके दस्तावेज़ को जो कदम चाहिए, उसकी व्यवस्था हम करते हैं।',
      },
      {
        question: 'क्या बिना किसी कार्यालय गए ई-स्टाम्प मिल सकता है?',
        answer:
          'हाँ। ऑनलाइन विवरण भेजें और स्टाम्प शुल्क चुकाएँ, हम प्रमाण पत्र का स्कैन भेज देते हैं; छपा हुआ प्रमाण पत्र मध्य प्रदेश और आसपास के क्षेत्रों में घर तक पहुँचता है, या आप सतना स्थित हमारे कार्यालय से ले सकते हैं। मसौदे सहित पूरी प्रक्रिया में आमतौर पर 24-48 घंटे लगते हैं।',
      },
    ],
    callToAction: 'अपने दस्तावेज़ का विवरण भेजें और बिना किसी दफ़्तर के चक्कर के, जाँचा-परखा और सत्यापित मध्य प्रदेश ई-स्टाम्प पाएँ।',
    badges: ['केवल म.प्र. के लिए', 'संपदा पर सत्यापित', 'म.प्र. में घर-पहुँच डिलीवरी'],
  },
};

export default entry;
