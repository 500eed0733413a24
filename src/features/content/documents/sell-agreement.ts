import type { ContentEntry } from '../types';
import { asChecked, figure } from '@/lib/legal-facts';

const entry: ContentEntry = {
  id: 'sell-agreement',
  icon: 'building-home',
  image: {
    src: '/images/documents/sell-agreement-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'Buyer and seller signing a property sale agreement beside a plot map',
      hi: 'भूखंड के नक्शे के पास संपत्ति के विक्रय अनुबंध पर हस्ताक्षर करते क्रेता और विक्रेता',
    },
  },
  en: {
    seoTitle: 'Agreement to Sell and Sale Deed Drafting | Madhya Pradesh',
    seoDescription:
      'Agreement to sell and sale deed drafted by experts, with title checks, stamp duty guidance and registry support in 1-3 working days across Madhya Pradesh.',
    seoKeywords:
      'agreement to sell, sale agreement format, sale deed drafting, property registry Madhya Pradesh, stamp duty MP, sale deed Bhopal, sale deed Indore, property registration Jabalpur, property due diligence, khasra B1 check, mutation after registry',
    title: 'Agreement to Sell and Sale Deed',
    shortDescription:
      'From the first agreement to the registered sale deed: careful drafting, property checks and registry support for buyers and sellers in Madhya Pradesh.',
    description: [
      `Buying or selling a house, plot, flat or farmland usually involves two documents. The agreement to sell fixes the price, the advance (earnest money), the payment schedule, the date by which the sale deed will be signed and what happens if either side backs out; it does not make the buyer the owner. The sale deed does: it transfers the title from seller to buyer and, being a sale of immovable property, must be registered at the Sub-Registrar’s office. In Madhya Pradesh the agreement to sell must be registered too: the state’s 2009 amendment to the Registration Act (section 17(1)(f)) makes every agreement to sell immovable property compulsorily registrable, and an unregistered one can be relied on in court only in a suit for specific performance. Its stamp duty is ${figure('mp.stamp.agreement-to-sell.without-possession', 'en')} when possession is not given and ${figure('mp.stamp.agreement-to-sell.with-possession', 'en')} of the market value when it is (${asChecked('en', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.agreement-to-sell.with-possession')}).`,
      `In Madhya Pradesh a sale deed costs about ${figure('mp.stamp.sale-deed', 'en')} in stamp duty plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}), on the sale price or the guideline value fixed for that locality, whichever is higher. Registration is done through the state’s Sampada 2.0 system: the buyer and the seller verify their identity with Aadhaar e-KYC, no witnesses are needed, and the registered deed comes by WhatsApp and e-mail. Once the documents and duty are ready, registration is usually completed in 1-3 working days.`,
      'Before any money changes hands, the property must be checked. We examine the title chain (the earlier sale deeds, inheritance, gift or partition documents that lead to the seller), look for encumbrances such as mortgages, loans or pending cases, and match the khasra, B1 and map in the land records with the seller’s name and the area being sold. For plots and flats we also look at colony approval, land diversion and building permission, and after registration we guide you through mutation (namantaran) in the revenue or municipal records.',
      'What to bring: ID and PAN of the buyer and the seller; the seller’s title documents (the previous registered deed, khasra and B1, mutation order); the latest property-tax or land-revenue receipt; the map or layout plan; and the agreed price and payment details. No witnesses are needed: Sampada 2.0 verifies the parties by Aadhaar e-KYC. We act for buyers and sellers in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar, Ujjain and across Madhya Pradesh.',
    ],
    features: [
      'Agreement to sell with price, advance, payment schedule and default clauses',
      'Sale deed drafted for registration, with an exact description of the property',
      'Checks of the title chain, encumbrances and land records (khasra, B1, map)',
      'Stamp duty and registration fee worked out on the guideline value',
      'Registry appointment and paperwork through the Sampada system',
      'Guidance on mutation (namantaran) after registration',
    ],
    benefits: [
      'Your advance is protected by clear terms if the deal falls through',
      'Problems with the title or hidden loans come to light before you pay, not after',
      'Correct stamp duty, avoiding penalties and objections at the registry',
      'Registration usually completed in 1-3 working days once the papers are ready',
      'One team for drafting, property checks, stamp duty and registry',
      'Every clause explained in plain language to buyer and seller',
    ],
    process: [
      {
        stepTitle: 'Consultation',
        stepDescription:
          'Tell us about the property and the deal through the request form or by message. An expert contacts you within 24 hours and lists the papers needed.',
      },
      {
        stepTitle: 'Property checks',
        stepDescription:
          'We examine the title documents, land records and encumbrances and explain any risk to you before money is paid.',
      },
      {
        stepTitle: 'Agreement to sell',
        stepDescription:
          `We draft the agreement with the price, advance and timeline within 24-48 hours; it is signed on e-stamp (${figure('mp.stamp.agreement-to-sell.without-possession', 'en')} without possession, ${asChecked('en', 'mp.stamp.agreement-to-sell.without-possession')}) and registered through Sampada 2.0, as the law in Madhya Pradesh requires.`,
      },
      {
        stepTitle: 'Sale deed and stamp duty',
        stepDescription:
          'We draft the sale deed, calculate the stamp duty and registration fee on the guideline value and arrange payment through Sampada.',
      },
      {
        stepTitle: 'Registration',
        stepDescription:
          'The buyer and the seller complete Aadhaar e-KYC on Sampada 2.0 and sign at the booked slot; registration is usually completed in 1-3 working days.',
      },
      {
        stepTitle: 'Mutation',
        stepDescription:
          'We guide you through mutation in the revenue or municipal records, so that the property stands in the buyer’s name everywhere.',
      },
    ],
    faqs: [
      {
        question: 'What is the difference between an agreement to sell and a sale deed?',
        answer:
          'An agreement to sell is a promise to sell in the future on agreed terms; it fixes the price and the advance but does not make the buyer the owner. The sale deed actually transfers ownership and must be registered. Most deals use both: the agreement first, and the registered sale deed when the full price is paid.',
      },
      {
        question: 'Does an agreement to sell have to be registered?',
        answer:
          `Yes, in Madhya Pradesh, with or without possession. Section 17(1)(f) of the Registration Act, added by the state’s 2009 amendment, makes every agreement to sell immovable property compulsorily registrable; unregistered, it can be relied on in court only in a suit for specific performance. Stamp duty is ${figure('mp.stamp.agreement-to-sell.without-possession', 'en')} without possession and ${figure('mp.stamp.agreement-to-sell.with-possession', 'en')} of the market value with possession (${asChecked('en', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.agreement-to-sell.with-possession')}), and the registration fee is paid on top. We draft the agreement and book its registration on Sampada 2.0.`,
      },
      {
        question: 'How much stamp duty will I pay on a property in Madhya Pradesh?',
        answer:
          `In Madhya Pradesh a sale deed costs about ${figure('mp.stamp.sale-deed', 'en')} in stamp duty plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}), on the sale price or the guideline value, whichever is higher. We calculate the full amount from the current guideline before you commit.`,
      },
      {
        question: 'What is the guideline value?',
        answer:
          'It is the minimum value of land and buildings fixed by the government for each locality, usually revised every year, and it can be seen on the Sampada system. If the sale price is lower than the guideline value, stamp duty is charged on the guideline value. We check the rate that applies to your property.',
      },
      {
        question: 'What should I check before buying a property?',
        answer:
          'Check that the seller’s title runs clearly through the earlier deeds, that the khasra and B1 show the seller’s name and the correct area, and that there is no mortgage, loan or court case on the property. For plots and flats, also check colony approval, land diversion and building permission. We carry out these checks and explain what we find before you pay.',
      },
      {
        question: 'What are khasra and B1?',
        answer:
          'They are land records kept by the revenue department in Madhya Pradesh. The khasra records each survey number with its area, use and holder, and the B1 lists the land each holder owns in the village; both can be seen on the state’s Bhu-Abhilekh portal. The names and areas in them should match the sale documents.',
      },
      {
        question: 'What is mutation (namantaran), and is it necessary?',
        answer:
          'Mutation records the buyer as the new holder in the revenue records for farmland and many plots, or in the municipal records for houses and flats in towns. Registration makes you the owner, but until mutation the records still show the seller, which causes trouble with loans, taxes and later sales. In Madhya Pradesh, revenue mutation after a registry now largely moves online, through the cyber tehsil or an application on the RCMS portal, while municipal records are updated on application; we guide you through whichever applies.',
      },
      {
        question: 'How much advance should I pay, and how?',
        answer:
          'The amount is for the buyer and seller to agree. The agreement should record it, along with the balance, the deadline for the sale deed and what happens to the advance if either side defaults. Pay by bank transfer, cheque or demand draft so there is a clear record; income-tax law restricts cash payments in property deals.',
      },
      {
        question: 'What if the seller backs out after taking the advance?',
        answer:
          'A well-drafted agreement says what happens: usually the seller must return the advance, often with agreed compensation. The buyer can also ask the court to enforce the agreement (specific performance) or claim a refund and damages. The first step is usually a legal notice, which we can draft for you.',
      },
      {
        question: 'Who has to be present at registration?',
        answer:
          'The buyer and the seller, or persons holding their registered power of attorney, each verified by Aadhaar e-KYC; Sampada 2.0 needs no witnesses. Where the document type requires a visit to the Sub-Registrar’s office, we prepare everything in advance so it is short, and registration is usually completed in 1-3 working days.',
      },
    ],
    callToAction:
      'Planning to buy or sell a property? Talk to us before you pay the advance, and let us handle the checks, the drafting and the registry.',
    badges: ['Title checks before payment', 'Registry in 1-3 days', 'Stamp duty guidance'],
  },
  hi: {
    seoTitle: 'विक्रय अनुबंध (इकरारनामा) और रजिस्ट्री | मध्य प्रदेश',
    seoDescription:
      'विक्रय अनुबंध और सेल डीड का विशेषज्ञ मसौदा, संपत्ति के कागज़ों की जाँच, स्टाम्प शुल्क सलाह और 1-3 कार्य दिवस में रजिस्ट्री सहायता, पूरे मध्य प्रदेश में।',
    seoKeywords:
      'विक्रय अनुबंध, इकरारनामा, एग्रीमेंट टू सेल, सेल डीड, बैनामा, रजिस्ट्री मध्य प्रदेश, स्टाम्प शुल्क मध्य प्रदेश, गाइडलाइन दर, रजिस्ट्री भोपाल, रजिस्ट्री इंदौर, खसरा बी1 जाँच, नामांतरण',
    title: 'विक्रय अनुबंध और विक्रय पत्र (रजिस्ट्री)',
    shortDescription:
      'पहले इकरारनामे से लेकर पंजीकृत विक्रय पत्र तक: मध्य प्रदेश के क्रेताओं और विक्रेताओं के लिए सावधान मसौदा, संपत्ति की जाँच और रजिस्ट्री में सहायता।',
    description: [
      `मकान, प्लॉट, फ़्लैट या खेती की ज़मीन खरीदने-बेचने में आमतौर पर दो दस्तावेज़ बनते हैं। विक्रय अनुबंध (इकरारनामा) में कीमत, अग्रिम राशि (बयाना), भुगतान की समय-सारणी, विक्रय पत्र पर हस्ताक्षर की अंतिम तारीख और किसी पक्ष के पीछे हटने पर क्या होगा, यह तय होता है; इससे क्रेता मालिक नहीं बनता। मालिकाना हक विक्रय पत्र (सेल डीड या बैनामा) से मिलता है: यह विक्रेता से क्रेता को स्वामित्व हस्तांतरित करता है और अचल संपत्ति का विक्रय होने के कारण इसका उप पंजीयक कार्यालय में पंजीयन अनिवार्य है। मध्य प्रदेश में इकरारनामे का पंजीयन भी अनिवार्य है: रजिस्ट्रीकरण अधिनियम में राज्य के 2009 के संशोधन से जुड़ी धारा 17(1)(च) के अनुसार अचल संपत्ति के हर विक्रय अनुबंध का पंजीयन ज़रूरी है, और बिना पंजीयन वाला इकरारनामा अदालत में केवल विनिर्दिष्ट पालन के मुकदमे में काम आता है। कब्ज़ा न दिया जाए तो इस पर ${figure('mp.stamp.agreement-to-sell.without-possession', 'hi')} स्टाम्प शुल्क लगता है, और कब्ज़ा दिया जाए तो बाज़ार मूल्य का ${figure('mp.stamp.agreement-to-sell.with-possession', 'hi')} (${asChecked('hi', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.agreement-to-sell.with-possession')})।`,
      `मध्य प्रदेश में विक्रय पत्र पर लगभग ${figure('mp.stamp.sale-deed', 'hi')} स्टाम्प शुल्क और ${figure('mp.registration-fee.sale-deed', 'hi')} पंजीयन शुल्क लगता है (${asChecked('hi', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}), विक्रय मूल्य या उस क्षेत्र के गाइडलाइन मूल्य पर, जो भी अधिक हो। रजिस्ट्री राज्य की संपदा 2.0 प्रणाली से होती है: क्रेता और विक्रेता आधार ई-केवाईसी से अपनी पहचान सत्यापित करते हैं, गवाहों की ज़रूरत नहीं होती, और पंजीकृत दस्तावेज़ व्हाट्सऐप और ई-मेल पर मिलता है। दस्तावेज़ और स्टाम्प शुल्क तैयार होने के बाद रजिस्ट्री आमतौर पर 1-3 कार्य दिवस में पूरी हो जाती है।`,
      'कोई भी राशि देने से पहले संपत्ति की जाँच ज़रूरी है। हम स्वामित्व की कड़ी (विक्रेता तक पहुँचने वाले पिछले विक्रय पत्र, उत्तराधिकार, दान या बँटवारे के दस्तावेज़) जाँचते हैं, बंधक, ऋण या लंबित मुकदमे जैसे भार का पता लगाते हैं, और भू-अभिलेख में खसरा, बी-1 और नक्शे का विक्रेता के नाम और बेचे जा रहे रकबे से मिलान करते हैं। प्लॉट और फ़्लैट के लिए कॉलोनी की स्वीकृति, डायवर्सन और भवन अनुज्ञा भी देखते हैं, और रजिस्ट्री के बाद राजस्व या नगरीय निकाय के रिकॉर्ड में नामांतरण कराने में मार्गदर्शन करते हैं।',
      'साथ में क्या लाएँ: क्रेता और विक्रेता का पहचान पत्र और पैन; विक्रेता के स्वामित्व के कागज़ (पिछला पंजीकृत दस्तावेज़, खसरा और बी-1, नामांतरण आदेश); संपत्ति कर या भू-राजस्व की ताज़ा रसीद; नक्शा या ले-आउट प्लान; और तय कीमत व भुगतान का विवरण। गवाहों की ज़रूरत नहीं: संपदा 2.0 पक्षकारों की पहचान आधार ई-केवाईसी से करता है। हम भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सागर, उज्जैन सहित पूरे मध्य प्रदेश में क्रेताओं और विक्रेताओं के लिए काम करते हैं।',
    ],
    features: [
      'कीमत, बयाना, भुगतान की समय-सारणी और शर्त टूटने की स्थिति वाला विक्रय अनुबंध',
      'रजिस्ट्री के लिए विक्रय पत्र का मसौदा, संपत्ति के सटीक विवरण के साथ',
      'स्वामित्व की कड़ी, बंधक-ऋण जैसे भार और भू-अभिलेख (खसरा, बी-1, नक्शा) की जाँच',
      'गाइडलाइन मूल्य के आधार पर स्टाम्प शुल्क और पंजीयन शुल्क की गणना',
      'संपदा प्रणाली से रजिस्ट्री का अपॉइंटमेंट और कागज़ी कार्यवाही',
      'रजिस्ट्री के बाद नामांतरण में मार्गदर्शन',
    ],
    benefits: [
      'सौदा टूटने पर भी स्पष्ट शर्तों से आपका बयाना सुरक्षित',
      'स्वामित्व की गड़बड़ी या छिपा हुआ ऋण भुगतान से पहले ही सामने आ जाता है',
      'सही स्टाम्प शुल्क, जिससे रजिस्ट्री में जुर्माना और आपत्ति नहीं',
      'कागज़ तैयार होने के बाद आमतौर पर 1-3 कार्य दिवस में रजिस्ट्री',
      'मसौदा, जाँच, स्टाम्प शुल्क और रजिस्ट्री — सब एक ही टीम से',
      'क्रेता और विक्रेता दोनों को हर शर्त सरल भाषा में समझाई जाती है',
    ],
    process: [
      {
        stepTitle: 'परामर्श',
        stepDescription:
          'अनुरोध फ़ॉर्म या संदेश के ज़रिए संपत्ति और सौदे के बारे में बताएँ। हमारे विशेषज्ञ 24 घंटे के भीतर संपर्क कर ज़रूरी कागज़ों की सूची देते हैं।',
      },
      {
        stepTitle: 'संपत्ति की जाँच',
        stepDescription:
          'हम स्वामित्व के कागज़, भू-अभिलेख और बंधक या ऋण की जाँच करते हैं और कोई भी भुगतान होने से पहले जोखिम आपको समझाते हैं।',
      },
      {
        stepTitle: 'विक्रय अनुबंध',
        stepDescription:
          `हम 24-48 घंटे में कीमत, बयाना और समय-सीमा के साथ इकरारनामा तैयार करते हैं; इस पर ई-स्टाम्प लगता है (कब्ज़े के बिना ${figure('mp.stamp.agreement-to-sell.without-possession', 'hi')}, ${asChecked('hi', 'mp.stamp.agreement-to-sell.without-possession')}) और मध्य प्रदेश के कानून के अनुसार संपदा 2.0 पर इसका पंजीयन होता है।`,
      },
      {
        stepTitle: 'विक्रय पत्र और स्टाम्प शुल्क',
        stepDescription:
          'हम विक्रय पत्र का मसौदा बनाते हैं, गाइडलाइन मूल्य पर स्टाम्प शुल्क और पंजीयन शुल्क की गणना करते हैं और संपदा से भुगतान की व्यवस्था करते हैं।',
      },
      {
        stepTitle: 'रजिस्ट्री',
        stepDescription:
          'क्रेता और विक्रेता संपदा 2.0 पर आधार ई-केवाईसी करते हैं और बुक किए गए स्लॉट पर हस्ताक्षर करते हैं; रजिस्ट्री आमतौर पर 1-3 कार्य दिवस में पूरी हो जाती है।',
      },
      {
        stepTitle: 'नामांतरण',
        stepDescription:
          'हम राजस्व या नगरीय निकाय के रिकॉर्ड में नामांतरण कराने में मार्गदर्शन करते हैं, ताकि हर जगह संपत्ति क्रेता के नाम दर्ज हो।',
      },
    ],
    faqs: [
      {
        question: 'विक्रय अनुबंध (इकरारनामा) और विक्रय पत्र (रजिस्ट्री) में क्या अंतर है?',
        answer:
          'इकरारनामा तय शर्तों पर भविष्य में संपत्ति बेचने का वादा है; इसमें कीमत और बयाना तय होता है, लेकिन क्रेता मालिक नहीं बनता। स्वामित्व वास्तव में विक्रय पत्र से हस्तांतरित होता है, जिसका पंजीयन अनिवार्य है। ज़्यादातर सौदों में दोनों बनते हैं: पहले इकरारनामा, और पूरी कीमत चुकाने पर पंजीकृत विक्रय पत्र।',
      },
      {
        question: 'क्या इकरारनामे की रजिस्ट्री ज़रूरी है?',
        answer:
          `हाँ, मध्य प्रदेश में कब्ज़ा दिया जाए या नहीं, दोनों हालात में। राज्य के 2009 के संशोधन से जुड़ी रजिस्ट्रीकरण अधिनियम की धारा 17(1)(च) अचल संपत्ति के हर विक्रय अनुबंध का पंजीयन अनिवार्य करती है; बिना पंजीयन के यह अदालत में केवल विनिर्दिष्ट पालन के मुकदमे में काम आता है। कब्ज़े के बिना स्टाम्प शुल्क ${figure('mp.stamp.agreement-to-sell.without-possession', 'hi')} और कब्ज़े के साथ बाज़ार मूल्य का ${figure('mp.stamp.agreement-to-sell.with-possession', 'hi')} है (${asChecked('hi', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.agreement-to-sell.with-possession')}), और पंजीयन शुल्क अलग से लगता है। हम इकरारनामा तैयार करते हैं और संपदा 2.0 पर उसके पंजीयन का स्लॉट बुक करते हैं।`,
      },
      {
        question: 'मध्य प्रदेश में संपत्ति पर कितना स्टाम्प शुल्क लगेगा?',
        answer:
          `मध्य प्रदेश में विक्रय पत्र पर लगभग ${figure('mp.stamp.sale-deed', 'hi')} स्टाम्प शुल्क और ${figure('mp.registration-fee.sale-deed', 'hi')} पंजीयन शुल्क लगता है (${asChecked('hi', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}), विक्रय मूल्य या गाइडलाइन मूल्य, जो भी अधिक हो, उस पर। आपके सौदा पक्का करने से पहले हम वर्तमान गाइडलाइन से पूरी राशि की गणना कर देते हैं।`,
      },
      {
        question: 'गाइडलाइन मूल्य क्या होता है?',
        answer:
          'यह हर क्षेत्र के लिए सरकार द्वारा तय ज़मीन और भवन का न्यूनतम मूल्य है, जो आमतौर पर हर साल संशोधित होता है और संपदा प्रणाली पर देखा जा सकता है। यदि विक्रय मूल्य गाइडलाइन मूल्य से कम हो, तो स्टाम्प शुल्क गाइडलाइन मूल्य पर लगता है। आपकी संपत्ति पर लागू दर हम जाँच देते हैं।',
      },
      {
        question: 'संपत्ति खरीदने से पहले क्या-क्या जाँचना चाहिए?',
        answer:
          'देखें कि विक्रेता का स्वामित्व पिछले दस्तावेज़ों से साफ़ तौर पर चला आ रहा है, खसरा और बी-1 में विक्रेता का नाम और सही रकबा दर्ज है, और संपत्ति पर कोई बंधक, ऋण या मुकदमा नहीं है। प्लॉट और फ़्लैट के लिए कॉलोनी की स्वीकृति, डायवर्सन और भवन अनुज्ञा भी जाँचें। ये सभी जाँचें हम करते हैं और भुगतान से पहले जो मिला वह आपको समझाते हैं।',
      },
      {
        question: 'खसरा और बी-1 क्या हैं?',
        answer:
          'ये मध्य प्रदेश के राजस्व विभाग द्वारा रखे जाने वाले भू-अभिलेख हैं। खसरे में हर सर्वे नंबर का रकबा, उपयोग और भूमिस्वामी दर्ज होता है, और बी-1 में गाँव में हर भूमिस्वामी की ज़मीन का ब्योरा होता है; दोनों राज्य के भू-अभिलेख पोर्टल पर देखे जा सकते हैं। इनमें दर्ज नाम और रकबा विक्रय के दस्तावेज़ों से मेल खाने चाहिए।',
      },
      {
        question: 'नामांतरण क्या है और क्या यह ज़रूरी है?',
        answer:
          'नामांतरण से क्रेता का नाम नए भूमिस्वामी के रूप में दर्ज होता है — खेती की ज़मीन और कई प्लॉट के लिए राजस्व रिकॉर्ड में, और शहरों में मकान व फ़्लैट के लिए नगरीय निकाय के रिकॉर्ड में। रजिस्ट्री से आप मालिक बन जाते हैं, लेकिन नामांतरण तक रिकॉर्ड में विक्रेता का नाम रहता है, जिससे ऋण, कर और आगे की बिक्री में परेशानी होती है। मध्य प्रदेश में रजिस्ट्री के बाद राजस्व नामांतरण अब ज़्यादातर ऑनलाइन होता है — साइबर तहसील से या आरसीएमएस पोर्टल पर आवेदन करके — जबकि नगरीय निकाय में आवेदन पर रिकॉर्ड बदलता है; जो भी लागू हो, उसमें हम मार्गदर्शन करते हैं।',
      },
      {
        question: 'कितना बयाना देना चाहिए, और कैसे?',
        answer:
          'राशि क्रेता और विक्रेता आपस में तय करते हैं। इकरारनामे में यह राशि, शेष भुगतान, विक्रय पत्र की अंतिम तारीख और किसी पक्ष के शर्त तोड़ने पर बयाने का क्या होगा, यह सब लिखा होना चाहिए। भुगतान बैंक ट्रांसफ़र, चेक या डिमांड ड्राफ़्ट से करें ताकि स्पष्ट रिकॉर्ड रहे; आयकर कानून संपत्ति के सौदों में नकद भुगतान पर रोक लगाता है।',
      },
      {
        question: 'अगर विक्रेता बयाना लेकर सौदे से मुकर जाए तो क्या करें?',
        answer:
          'अच्छे इकरारनामे में इसका प्रावधान होता है: आमतौर पर विक्रेता को बयाना लौटाना होता है, अक्सर तय हर्जाने के साथ। क्रेता अदालत से अनुबंध का विनिर्दिष्ट पालन (स्पेसिफ़िक परफ़ॉर्मेंस) करवाने या राशि वापसी और क्षतिपूर्ति की माँग भी कर सकता है। पहला कदम आमतौर पर कानूनी नोटिस होता है, जिसे हम तैयार कर सकते हैं।',
      },
      {
        question: 'रजिस्ट्री के समय किसका उपस्थित होना ज़रूरी है?',
        answer:
          'क्रेता और विक्रेता, या उनके पंजीकृत मुख्तारनामा धारक, सभी की पहचान आधार ई-केवाईसी से; संपदा 2.0 में गवाहों की ज़रूरत नहीं होती। जहाँ दस्तावेज़ के प्रकार के लिए उप पंजीयक कार्यालय जाना ज़रूरी हो, वहाँ हम सब कुछ पहले से तैयार रखते हैं ताकि कम समय लगे, और रजिस्ट्री आमतौर पर 1-3 कार्य दिवस में पूरी हो जाती है।',
      },
    ],
    callToAction: 'संपत्ति खरीदने या बेचने की सोच रहे हैं? बयाना देने से पहले हमसे बात करें — जाँच, मसौदा और रजिस्ट्री हम सँभाल लेंगे।',
    badges: ['भुगतान से पहले जाँच', '1-3 दिन में रजिस्ट्री', 'स्टाम्प शुल्क मार्गदर्शन'],
  },
};

export default entry;
