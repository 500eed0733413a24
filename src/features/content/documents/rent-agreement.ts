import type { ContentEntry } from '../types';

const entry: ContentEntry = {
  id: 'rent-agreement',
  icon: 'home',
  image: {
    src: '/images/documents/rent-agreement-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A signed rent agreement on e-stamp paper with a set of house keys on a desk',
      hi: 'मेज़ पर ई-स्टाम्प पर हस्ताक्षरित किरायानामा और घर की चाबियों का गुच्छा',
    },
  },
  en: {
    seoTitle: 'Rent Agreement Online, 11-Month Format | Madhya Pradesh',
    seoDescription:
      'Standard 11-month rent agreement on MP e-stamp, drafted by experts, notarized and delivered in 24-48 hours. For Bhopal, Indore, Jabalpur, Gwalior and more.',
    seoKeywords:
      'rent agreement online, 11 month rent agreement, rent agreement Madhya Pradesh, rent agreement Bhopal, rent agreement Indore, rent agreement format, e-stamp rent agreement MP, notarized rent agreement, tenant police verification MP, shop rent agreement',
    title: 'Rent Agreement',
    shortDescription:
      'A clear, standard 11-month rent agreement on Madhya Pradesh e-stamp, drafted by legal experts, notarized and delivered to you in 24-48 hours.',
    description: [
      'A rent agreement records the terms on which a landlord lets a house, flat, room, shop or office to a tenant: the rent, the security deposit, the period, who pays for maintenance and utilities, the notice period and the condition of the premises. A written agreement protects both sides when there is a disagreement, and tenants are often asked for one as proof of address by banks, employers, schools and gas or electricity providers.',
      'The standard agreement runs for 11 months, and there is a reason for it. Under the Registration Act, 1908, a lease for more than one year, or from year to year, must be registered at the Sub-Registrar’s office, with stamp duty and a registration fee on the whole term. An 11-month agreement stays below that limit: in Madhya Pradesh it is printed on an e-stamp of the correct value and notarized, and when it ends the parties simply sign a fresh one. For a longer lease, or when a bank or government office asks for a registered agreement, we prepare the lease for registration instead. Many district administrations in Madhya Pradesh, particularly in the larger cities, also require landlords to give tenant details to the local police station.',
      'We draft the agreement in English or Hindi from your details and add the clauses your case needs: lock-in period, rent increase on renewal, maintenance, electricity and water charges, permitted use of the premises and return of the deposit. We work out the stamp duty, arrange the e-stamp, guide you through signing and notarization, and fill in the tenant police-verification form. Landlords and tenants in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar, Ujjain and across Madhya Pradesh use our service, and we also draft agreements for Jaipur, Jodhpur, Udaipur and Kota.',
      'What to bring: identity and address proof (Aadhaar, PAN, voter ID or passport) of the landlord and the tenant; the full address of the property with a short description (rooms, floor, fittings); the monthly rent, security deposit and start date; and the names, addresses and ID of two witnesses, who sign along with the parties.',
    ],
    features: [
      'Agreement drafted by legal experts for a house, flat, room, shop or office',
      'Standard 11-month term with renewal and notice-period clauses',
      'E-stamp of the correct value for Madhya Pradesh, arranged for you',
      'Clear clauses on rent, security deposit, lock-in, maintenance and utility bills',
      'Notarization support and a ready tenant police-verification form',
      'Draft in English or Hindi, with your changes made before printing',
    ],
    benefits: [
      'Clear terms that prevent disputes over rent, deposit and repairs',
      'Accepted as proof of address by many banks, employers and service providers',
      'No trips to stamp vendors: the e-stamp and the draft are arranged together',
      'Delivery in 24-48 hours, with doorstep delivery in Madhya Pradesh and nearby areas',
      'Correct stamp duty, so the agreement can be relied on if the matter reaches court',
      'Help with police verification, so the landlord stays on the right side of local orders',
    ],
    process: [
      {
        stepTitle: 'Share your details',
        stepDescription:
          'Fill in the request form or message us with the property, rent, deposit and details of both parties. An expert contacts you within 24 hours.',
      },
      {
        stepTitle: 'Draft and review',
        stepDescription:
          'We prepare the draft and send it to you to check, and make the changes you and the other party ask for.',
      },
      {
        stepTitle: 'E-stamp and printing',
        stepDescription:
          'We generate an e-stamp of the correct value for Madhya Pradesh and print the final agreement on it.',
      },
      {
        stepTitle: 'Signing and notarization',
        stepDescription: 'The landlord, the tenant and two witnesses sign, and the agreement is notarized.',
      },
      {
        stepTitle: 'Delivery',
        stepDescription:
          'The completed agreement reaches you in 24-48 hours, at your door in Madhya Pradesh and nearby areas, with a scanned copy for your records.',
      },
    ],
    faqs: [
      {
        question: 'Why is a rent agreement usually made for 11 months?',
        answer:
          'The law requires a lease of more than one year to be registered at the Sub-Registrar’s office, with stamp duty and a registration fee on the whole term. An 11-month agreement stays below that limit, so it can be made on e-stamp and notarized without registration. When it ends, the landlord and tenant simply sign a fresh agreement.',
      },
      {
        question: 'Is a notarized rent agreement legally valid?',
        answer:
          'Yes. A properly stamped and signed 11-month agreement is a valid contract between landlord and tenant, and notarization confirms that the parties signed it before a notary. Notarization is not registration, though: if you need a registered lease, for a longer term or because an office insists on one, we prepare it for registration.',
      },
      {
        question: 'How much stamp duty is payable on a rent agreement in Madhya Pradesh?',
        answer:
          'It depends on the rent, the security deposit and the term, under the Stamp Act as it applies in Madhya Pradesh. We work out the correct amount from your details and tell you before we start. An agreement on stamp of too low a value cannot be used as evidence until the shortfall and a penalty are paid.',
      },
      {
        question: 'Is police verification of a tenant compulsory?',
        answer:
          'Many district administrations in Madhya Pradesh, particularly in the larger cities, have issued orders requiring landlords to give tenant details to the local police station. Even where it is not strictly enforced, it is a sensible safeguard for the landlord. We fill in the tenant information form from your agreement and tell you how to submit it.',
      },
      {
        question: 'What documents do I need for a rent agreement?',
        answer:
          'Identity and address proof of the landlord and the tenant (Aadhaar, PAN, voter ID or passport), the full property address and description, the monthly rent, security deposit and start date, and the names, addresses and ID of two witnesses. If the tenant is a company or firm, we also need the details of the person signing on its behalf.',
      },
      {
        question: 'Do the landlord and tenant both have to be present?',
        answer:
          'Both must sign the agreement, along with two witnesses, and the signatories appear before the notary for notarization. If the two sides cannot meet at the same time, tell us and we will plan the signing to suit both.',
      },
      {
        question: 'Can the agreement be renewed after 11 months?',
        answer:
          'Yes. When the term ends, the landlord and tenant sign a new agreement on a fresh e-stamp, with any change in rent they agree on. We can add a renewal clause now that says how much notice is needed and how the rent will be revised.',
      },
      {
        question: 'Will the rent agreement work as proof of address?',
        answer:
          'A notarized rent agreement is accepted as proof of address by many banks, employers, schools and utility companies. Some offices, for example for Aadhaar or passport updates, may ask for a registered agreement instead. Check with the office concerned; if it needs a registered lease, we prepare one.',
      },
      {
        question: 'Can you make a rent agreement for a property in Rajasthan?',
        answer:
          'Yes, we draft rent agreements for Jaipur, Jodhpur, Udaipur, Kota and other cities in Rajasthan. We arrange e-stamps for Madhya Pradesh only, so for a property in Rajasthan the stamp is bought under Rajasthan’s rules; we tell you the value and how to get it.',
      },
      {
        question: 'What clauses should a good rent agreement have?',
        answer:
          'Besides the rent, deposit and term, it should cover the due date for rent, the lock-in and notice periods, who pays for maintenance, electricity and water, rent increase on renewal, permitted use of the premises and how the deposit will be returned. We draft these to suit your situation and explain each clause in plain language.',
      },
    ],
    callToAction:
      'Share your details today and get a ready-to-sign rent agreement on Madhya Pradesh e-stamp within 24-48 hours.',
    badges: ['Standard 11-month agreement', 'Delivery in 24-48 hours', 'Doorstep delivery in MP'],
  },
  hi: {
    seoTitle: 'किरायानामा (रेंट एग्रीमेंट) ऑनलाइन, 11 माह | मध्य प्रदेश',
    seoDescription:
      'म.प्र. ई-स्टाम्प पर 11 माह का किरायानामा, विशेषज्ञों द्वारा तैयार और नोटरी सहित 24-48 घंटे में। भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा सहित पूरे प्रदेश में।',
    seoKeywords:
      'किरायानामा, रेंट एग्रीमेंट, 11 महीने का रेंट एग्रीमेंट, रेंट एग्रीमेंट ऑनलाइन, किरायानामा मध्य प्रदेश, रेंट एग्रीमेंट भोपाल, रेंट एग्रीमेंट इंदौर, किरायानामा फ़ॉर्मेट, ई-स्टाम्प रेंट एग्रीमेंट, किरायेदार पुलिस वेरिफ़िकेशन, दुकान का किरायानामा',
    title: 'किरायानामा (रेंट एग्रीमेंट)',
    shortDescription:
      'मध्य प्रदेश ई-स्टाम्प पर स्पष्ट और मानक 11 माह का किरायानामा — कानूनी विशेषज्ञों द्वारा तैयार, नोटरी से सत्यापित और 24-48 घंटे में आपके हाथ में।',
    description: [
      'किरायानामा वह लिखित अनुबंध है जिसमें मकान मालिक और किरायेदार के बीच मकान, फ़्लैट, कमरा, दुकान या ऑफ़िस किराये पर देने की शर्तें दर्ज होती हैं: किराया, सुरक्षा राशि (सिक्योरिटी डिपॉज़िट), अवधि, मेंटेनेंस और बिजली-पानी का खर्च कौन देगा, नोटिस अवधि और परिसर की स्थिति। किसी भी मतभेद की स्थिति में लिखित अनुबंध दोनों पक्षों की रक्षा करता है, और बैंक, नियोक्ता, स्कूल तथा गैस या बिजली कंपनियाँ किरायेदार से पते के प्रमाण के रूप में अक्सर यही माँगती हैं।',
      'मानक किरायानामा 11 माह का होता है, और इसकी एक वजह है। रजिस्ट्रीकरण अधिनियम, 1908 के अनुसार एक वर्ष से अधिक की या वर्ष-दर-वर्ष की लीज़ का उप पंजीयक कार्यालय में पंजीयन अनिवार्य है, जिसमें पूरी अवधि पर स्टाम्प शुल्क और पंजीयन शुल्क लगता है। 11 माह का अनुबंध इस सीमा से नीचे रहता है: मध्य प्रदेश में यह उचित मूल्य के ई-स्टाम्प पर छपता है और नोटरी से सत्यापित होता है, और अवधि पूरी होने पर दोनों पक्ष नया अनुबंध कर लेते हैं। लंबी अवधि की लीज़ के लिए, या जब बैंक या सरकारी कार्यालय पंजीकृत अनुबंध माँगे, तब हम रजिस्ट्री के लिए लीज़ डीड तैयार करते हैं। मध्य प्रदेश के कई ज़िलों में, विशेषकर बड़े शहरों में, ज़िला प्रशासन के आदेशानुसार मकान मालिक को किरायेदार की जानकारी स्थानीय थाने में देनी होती है।',
      'हम आपके विवरण के आधार पर हिंदी या अंग्रेज़ी में अनुबंध तैयार करते हैं और आपकी ज़रूरत की शर्तें जोड़ते हैं: लॉक-इन अवधि, नवीनीकरण पर किराया वृद्धि, मेंटेनेंस, बिजली और पानी का खर्च, परिसर का उपयोग और डिपॉज़िट की वापसी। हम स्टाम्प शुल्क की गणना करते हैं, ई-स्टाम्प की व्यवस्था करते हैं, हस्ताक्षर और नोटरी की प्रक्रिया में मार्गदर्शन करते हैं और किरायेदार के पुलिस सत्यापन का फ़ॉर्म भी भर देते हैं। भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सागर, उज्जैन सहित पूरे मध्य प्रदेश के मकान मालिक और किरायेदार हमारी सेवा लेते हैं, और हम जयपुर, जोधपुर, उदयपुर व कोटा के लिए भी किरायानामा तैयार करते हैं।',
      'साथ में क्या लाएँ: मकान मालिक और किरायेदार दोनों का पहचान और पते का प्रमाण (आधार, पैन, वोटर आईडी या पासपोर्ट); संपत्ति का पूरा पता और संक्षिप्त विवरण (कमरे, मंज़िल, फ़िटिंग); मासिक किराया, सुरक्षा राशि और किरायेदारी शुरू होने की तारीख; तथा दो गवाहों के नाम, पते और पहचान पत्र, जो पक्षकारों के साथ हस्ताक्षर करेंगे।',
    ],
    features: [
      'मकान, फ़्लैट, कमरा, दुकान या ऑफ़िस के लिए कानूनी विशेषज्ञों द्वारा तैयार अनुबंध',
      'मानक 11 माह की अवधि, नवीनीकरण और नोटिस अवधि की शर्तों सहित',
      'मध्य प्रदेश के लिए सही मूल्य का ई-स्टाम्प, जिसकी व्यवस्था हम करते हैं',
      'किराया, सुरक्षा राशि, लॉक-इन, मेंटेनेंस और बिजली-पानी के बिल की स्पष्ट शर्तें',
      'नोटरी कराने में सहायता और किरायेदार पुलिस सत्यापन का तैयार फ़ॉर्म',
      'हिंदी या अंग्रेज़ी में ड्राफ़्ट, छपाई से पहले आपके बताए बदलाव सहित',
    ],
    benefits: [
      'स्पष्ट शर्तें, जो किराये, डिपॉज़िट और मरम्मत को लेकर विवाद से बचाती हैं',
      'कई बैंक, नियोक्ता और सेवा प्रदाता इसे पते के प्रमाण के रूप में स्वीकार करते हैं',
      'स्टाम्प वेंडर के चक्कर नहीं: ई-स्टाम्प और ड्राफ़्ट दोनों एक साथ तैयार',
      '24-48 घंटे में डिलीवरी, मध्य प्रदेश और आसपास के क्षेत्रों में घर तक',
      'सही स्टाम्प शुल्क, ताकि मामला अदालत तक जाए तो भी अनुबंध पर भरोसा किया जा सके',
      'पुलिस सत्यापन में मदद, ताकि मकान मालिक स्थानीय आदेशों का पालन कर सकें',
    ],
    process: [
      {
        stepTitle: 'अपना विवरण भेजें',
        stepDescription:
          'अनुरोध फ़ॉर्म भरें या हमें संदेश भेजें: संपत्ति, किराया, डिपॉज़िट और दोनों पक्षों का विवरण। हमारे विशेषज्ञ 24 घंटे के भीतर आपसे संपर्क करते हैं।',
      },
      {
        stepTitle: 'ड्राफ़्ट और जाँच',
        stepDescription: 'हम ड्राफ़्ट तैयार करके आपको जाँचने के लिए भेजते हैं, और आप या दूसरा पक्ष जो बदलाव चाहें, वे कर देते हैं।',
      },
      {
        stepTitle: 'ई-स्टाम्प और छपाई',
        stepDescription: 'हम मध्य प्रदेश के लिए सही मूल्य का ई-स्टाम्प जनरेट करते हैं और अंतिम अनुबंध उसी पर छापते हैं।',
      },
      {
        stepTitle: 'हस्ताक्षर और नोटरी',
        stepDescription: 'मकान मालिक, किरायेदार और दो गवाह हस्ताक्षर करते हैं, फिर अनुबंध नोटरी से सत्यापित होता है।',
      },
      {
        stepTitle: 'डिलीवरी',
        stepDescription:
          'तैयार किरायानामा 24-48 घंटे में आप तक पहुँचता है — मध्य प्रदेश और आसपास के क्षेत्रों में आपके घर तक — और साथ में आपके रिकॉर्ड के लिए स्कैन कॉपी भी।',
      },
    ],
    faqs: [
      {
        question: 'किरायानामा आमतौर पर 11 महीने का ही क्यों बनता है?',
        answer:
          'कानून के अनुसार एक वर्ष से अधिक की लीज़ का उप पंजीयक कार्यालय में पंजीयन ज़रूरी है, जिसमें पूरी अवधि पर स्टाम्प शुल्क और पंजीयन शुल्क लगता है। 11 माह का अनुबंध इस सीमा से नीचे रहता है, इसलिए यह ई-स्टाम्प पर बनकर बिना रजिस्ट्री के नोटरी से सत्यापित हो जाता है। अवधि पूरी होने पर मकान मालिक और किरायेदार नया अनुबंध कर लेते हैं।',
      },
      {
        question: 'क्या नोटरी वाला किरायानामा कानूनी रूप से मान्य है?',
        answer:
          'हाँ। सही स्टाम्प पर बना और हस्ताक्षरित 11 माह का किरायानामा मकान मालिक और किरायेदार के बीच वैध अनुबंध है, और नोटरी यह प्रमाणित करता है कि पक्षकारों ने उसके सामने हस्ताक्षर किए। लेकिन नोटरी रजिस्ट्री नहीं है: लंबी अवधि के लिए या किसी कार्यालय के कहने पर पंजीकृत लीज़ चाहिए, तो हम उसे रजिस्ट्री के लिए तैयार करते हैं।',
      },
      {
        question: 'मध्य प्रदेश में किरायानामे पर कितना स्टाम्प शुल्क लगता है?',
        answer:
          'यह मध्य प्रदेश में लागू स्टाम्प अधिनियम के अनुसार किराये, सुरक्षा राशि और अवधि पर निर्भर करती है। हम आपके विवरण से सही राशि निकालकर काम शुरू करने से पहले बता देते हैं। कम मूल्य के स्टाम्प पर बना अनुबंध तब तक सबूत के रूप में मान्य नहीं होता जब तक कमी की राशि और जुर्माना न भरा जाए।',
      },
      {
        question: 'क्या किरायेदार का पुलिस वेरिफ़िकेशन अनिवार्य है?',
        answer:
          'मध्य प्रदेश के कई ज़िलों में, विशेषकर बड़े शहरों में, ज़िला प्रशासन ने आदेश जारी किए हैं कि मकान मालिक किरायेदार की जानकारी स्थानीय थाने में दें। जहाँ इसका सख्ती से पालन नहीं भी कराया जाता, वहाँ भी यह मकान मालिक के लिए समझदारी भरी सावधानी है। हम आपके अनुबंध से किरायेदार सूचना फ़ॉर्म भर देते हैं और उसे जमा करने का तरीका बताते हैं।',
      },
      {
        question: 'किरायानामा बनवाने के लिए कौन-से दस्तावेज़ चाहिए?',
        answer:
          'मकान मालिक और किरायेदार का पहचान और पते का प्रमाण (आधार, पैन, वोटर आईडी या पासपोर्ट), संपत्ति का पूरा पता और विवरण, मासिक किराया, सुरक्षा राशि और शुरू होने की तारीख, तथा दो गवाहों के नाम, पते और पहचान पत्र। यदि किरायेदार कोई कंपनी या फ़र्म है, तो उसकी ओर से हस्ताक्षर करने वाले व्यक्ति का विवरण भी चाहिए।',
      },
      {
        question: 'क्या मकान मालिक और किरायेदार दोनों का मौजूद रहना ज़रूरी है?',
        answer:
          'दोनों को दो गवाहों के साथ अनुबंध पर हस्ताक्षर करने होते हैं, और नोटरी के लिए हस्ताक्षरकर्ता नोटरी के सामने उपस्थित होते हैं। अगर दोनों पक्ष एक ही समय पर नहीं मिल सकते, तो हमें बताएँ; हम दोनों की सुविधा के अनुसार हस्ताक्षर की व्यवस्था करेंगे।',
      },
      {
        question: 'क्या 11 महीने बाद किरायानामा आगे बढ़ाया जा सकता है?',
        answer:
          'हाँ। अवधि पूरी होने पर मकान मालिक और किरायेदार नए ई-स्टाम्प पर नया अनुबंध करते हैं, जिसमें आपसी सहमति से किराये में बदलाव किया जा सकता है। हम अभी से नवीनीकरण की शर्त जोड़ सकते हैं, जिसमें लिखा हो कि कितने दिन पहले सूचना देनी है और किराया कैसे बढ़ेगा।',
      },
      {
        question: 'क्या किरायानामा पते के प्रमाण के रूप में चलेगा?',
        answer:
          'नोटरी वाला किरायानामा कई बैंक, नियोक्ता, स्कूल और बिजली-गैस कंपनियाँ पते के प्रमाण के रूप में स्वीकार करती हैं। कुछ कार्यालय, जैसे आधार या पासपोर्ट में पता बदलवाने के लिए, पंजीकृत अनुबंध माँग सकते हैं। संबंधित कार्यालय से पूछ लें; अगर पंजीकृत लीज़ चाहिए, तो हम वह तैयार कर देंगे।',
      },
      {
        question: 'क्या आप राजस्थान की संपत्ति के लिए किरायानामा बना सकते हैं?',
        answer:
          'हाँ, हम जयपुर, जोधपुर, उदयपुर, कोटा और राजस्थान के अन्य शहरों के लिए किरायानामा तैयार करते हैं। ई-स्टाम्प की व्यवस्था हम केवल मध्य प्रदेश के लिए करते हैं, इसलिए राजस्थान की संपत्ति के लिए स्टाम्प वहाँ के नियमों के अनुसार खरीदा जाता है; उसका मूल्य और खरीदने का तरीका हम बता देते हैं।',
      },
      {
        question: 'एक अच्छे किरायानामे में कौन-सी शर्तें होनी चाहिए?',
        answer:
          'किराया, डिपॉज़िट और अवधि के अलावा इसमें किराया जमा करने की तारीख, लॉक-इन और नोटिस अवधि, मेंटेनेंस, बिजली और पानी का खर्च कौन देगा, नवीनीकरण पर किराया वृद्धि, परिसर का उपयोग और डिपॉज़िट वापसी का तरीका होना चाहिए। हम ये शर्तें आपकी स्थिति के अनुसार लिखते हैं और हर शर्त सरल भाषा में समझाते हैं।',
      },
    ],
    callToAction: 'आज ही अपना विवरण भेजें और 24-48 घंटे में मध्य प्रदेश ई-स्टाम्प पर हस्ताक्षर के लिए तैयार किरायानामा पाएँ।',
    badges: ['मानक 11 माह अनुबंध', '24-48 घंटे में डिलीवरी', 'म.प्र. में घर-पहुँच डिलीवरी'],
  },
};

export default entry;
