import type { ContentEntry } from '../types';
import { asChecked, figure } from '@/lib/legal-facts';

const entry: ContentEntry = {
  id: 'property-registration',
  icon: 'building-home',
  image: {
    src: '/images/services/property-registration-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A sale deed, house keys and a small model house on a desk at a registration office',
      hi: 'पंजीयन कार्यालय की मेज़ पर रखा विक्रय पत्र, घर की चाबियाँ और मकान का छोटा मॉडल',
    },
  },
  en: {
    seoTitle: 'Property Registration & Sale Deed Help | Madhya Pradesh',
    seoDescription:
      'Sale deed drafting, stamp duty estimate, Sampada slot booking and registry at the sub-registrar office in MP. Registration in 1-3 working days, then mutation.',
    seoKeywords:
      'property registration Madhya Pradesh, sale deed registration, registry process MP, stamp duty MP, sub-registrar office Bhopal, Sampada 2.0 registry, property mutation MP, namantaran after registry, gift deed registration Indore, property documents checklist',
    title: 'Property and Registration Assistance',
    shortDescription:
      'Complete help to register a sale deed or other property document at the sub-registrar’s office in Madhya Pradesh, from checking the papers and stamp duty to the registry and the mutation that follows.',
    description: [
      'A purchase of a house, plot or farmland is complete in law only when the sale deed is registered. Under the Registration Act, 1908 and the Transfer of Property Act, 1882, a sale of immovable property, a gift deed and a lease for more than a year must be registered, and an unregistered document of this kind cannot be relied on as proof of the transfer. Registration is done at the sub-registrar’s office for the area where the property lies.',
      'This service is for buyers and sellers of homes, plots, shops and agricultural land, for families transferring property by gift deed or release deed, and for owners who live elsewhere and need the registry handled in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar or Ujjain. It also helps anyone who is unsure how much stamp duty to pay or which papers the sub-registrar will ask for.',
      `In Madhya Pradesh, registration runs through the Sampada 2.0 portal: the deed is entered online, stamp duty and registration fee are paid, and each party’s identity is verified by Aadhaar e-KYC; witnesses are no longer needed for registration, and the registered deed is sent as a soft copy by WhatsApp and e-mail. Many document types, such as leases and powers of attorney, can be registered without visiting the sub-registrar’s office; for others the parties attend at a booked slot. In Madhya Pradesh a sale deed costs about ${figure('mp.stamp.sale-deed', 'en')} in stamp duty plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}), worked out on the higher of the agreed price and the collector guideline value. Once the papers are in order, registration is usually completed in 1-3 working days. After the registry, the new owner’s name must be entered in the records (mutation): the tehsil’s land records for farmland, and the municipal body’s property tax records for houses and plots in towns.`,
      'We check the title papers, draft the deed, estimate the stamp duty and fees, book the slot, prepare everyone for the registry day and then help you apply for mutation. Please keep ready the previous registry and chain documents, the latest khasra and B-1 (for land) or property tax receipt (for a house), a map or site plan, Aadhaar and PAN of the buyer and seller and passport-size photographs. No witnesses are needed.',
    ],
    features: [
      'Title check of the previous registry, chain documents and revenue records',
      'Drafting of the sale deed, gift deed, release deed or other property deed',
      'Estimate of stamp duty and registration fee based on the collector guideline value',
      'Sampada 2.0 entries, guidance on online payment and appointment slot booking',
      'Support on the registry day at the sub-registrar’s office',
      'Follow-up of mutation in the tehsil or municipal records after registration',
    ],
    benefits: [
      'No surprises: you know the stamp duty and fees before the registry day',
      'Fewer returned or delayed documents, thanks to a full check of the papers',
      'A deed drafted to protect the rights of both buyer and seller',
      'Registration usually completed in 1-3 working days once the papers are ready',
      'Less running around: we coordinate the slot, the e-KYC and the paperwork',
      'Ownership fully on record when the mutation follows the registry',
    ],
    process: [
      {
        stepTitle: 'Share the property details',
        stepDescription:
          'Tell us about the property and the deal through the form, by phone or on WhatsApp. Our expert contacts you within 24 hours with a list of the papers needed.',
      },
      {
        stepTitle: 'Document and title check',
        stepDescription:
          'We examine the previous registry, the khasra and B-1 or tax receipts and the identity papers, and point out any gap that could hold up the registration.',
      },
      {
        stepTitle: 'Deed drafting and stamp duty',
        stepDescription:
          'We draft the deed, share it with both parties for approval and work out the stamp duty and registration fee. The draft is usually ready within 24-48 hours.',
      },
      {
        stepTitle: 'Slot booking and registry',
        stepDescription:
          'We enter the deed on Sampada 2.0, guide you through the payment and book the slot. Each party completes Aadhaar e-KYC, remotely where the document type allows it or at the sub-registrar’s office, and registration is usually completed within 1-3 working days.',
      },
      {
        stepTitle: 'Mutation and handover',
        stepDescription:
          'You receive the registered deed, and we help you apply for mutation in the revenue or municipal records and follow it up until your name is entered.',
      },
    ],
    faqs: [
      {
        question: 'Why must a sale deed be registered?',
        answer:
          'Under the Transfer of Property Act, 1882 and the Registration Act, 1908, a sale of immovable property must be made by a registered document. An unregistered sale deed does not transfer ownership and cannot be relied on as proof of the sale. Registration also creates a public record that protects the buyer against later claims.',
      },
      {
        question: 'How much stamp duty is payable in Madhya Pradesh?',
        answer:
          `In Madhya Pradesh a sale deed costs about ${figure('mp.stamp.sale-deed', 'en')} in stamp duty plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}); other deeds carry their own rates. The exact amount depends on the type of deed, the kind and location of the property and the collector guideline value for that area. We give you an estimate before the registry so that you can arrange the amount in advance.`,
      },
      {
        question: 'Which documents are needed for registration?',
        answer:
          'Usually the previous registry or chain of title, the latest khasra and B-1 for land or the property tax receipt for a house, a site map, Aadhaar and PAN of the buyer and seller, and photographs; Sampada 2.0 needs no witnesses. Depending on the property, a bank’s no-dues letter, a society NOC or a diversion order may also be needed. We send you an exact list after looking at your case.',
      },
      {
        question: 'How long does registration take?',
        answer:
          'Once the papers and stamp duty are in order, registration is usually completed in 1-3 working days, depending on the slots available at the sub-registrar’s office. You receive the registered deed once the registry is done.',
      },
      {
        question: 'Do the buyer and seller have to be present?',
        answer:
          'Not always. Sampada 2.0 verifies each party’s identity with Aadhaar e-KYC and needs no witnesses, and many document types (leases and powers of attorney among them) can be registered without a visit; for others the parties attend the sub-registrar’s office at the booked slot. We tell you which applies to your document. If a party cannot take part, a properly made power of attorney, registered where the law requires it, can allow someone else to appear. Ask us before relying on a power of attorney, because the sub-registrar checks it closely.',
      },
      {
        question: 'What is mutation, and is it needed after the registry?',
        answer:
          'Mutation (namantaran) is the entry of the new owner’s name in the government records: the land records kept by the tehsil for agricultural land, and the property tax records of the municipal body for houses and plots in towns. Registration transfers ownership, but mutation is needed to pay taxes, take a loan against the property and sell it later. We help you apply and follow it up until the entry is made.',
      },
      {
        question: 'Can I register property in MP if I live in another city or state?',
        answer:
          'Yes. We handle the checking, drafting, stamp duty and slot booking remotely, so you need to travel only to appear before the sub-registrar, or you can give a valid power of attorney to someone who will. Papers are shared by WhatsApp or e-mail, and the registered deed can be couriered to you.',
      },
      {
        question: 'What should I check before buying a property?',
        answer:
          'Check that the seller’s name matches the latest khasra and B-1 or the municipal records, that the chain of earlier registries is complete, and that there is no loan, court case or dispute on the property. For plots, also check the land use and diversion, and for colonies the layout approval. Our title check looks at these points before you pay.',
      },
    ],
    callToAction:
      'Planning to buy, sell or gift a property? Send us the details and we will guide you from the paper check to the registry and the mutation.',
    badges: ['Registration: 1-3 working days', 'Upfront stamp duty estimate', 'Mutation follow-up included'],
  },
  hi: {
    seoTitle: 'संपत्ति रजिस्ट्री और विक्रय पत्र सहायता | मध्य प्रदेश',
    seoDescription:
      'म.प्र. में विक्रय पत्र का मसौदा, स्टाम्प शुल्क का अनुमान, संपदा स्लॉट बुकिंग और उप पंजीयक कार्यालय में रजिस्ट्री। 1-3 कार्य दिवस में पंजीयन, फिर नामांतरण।',
    seoKeywords:
      'रजिस्ट्री कैसे कराएँ, संपत्ति पंजीयन मध्य प्रदेश, विक्रय पत्र रजिस्ट्री, स्टाम्प शुल्क मध्य प्रदेश, उप पंजीयक कार्यालय भोपाल, संपदा 2.0 रजिस्ट्री, रजिस्ट्री के बाद नामांतरण, दान पत्र रजिस्ट्री इंदौर, property registration MP, रजिस्ट्री के लिए दस्तावेज़',
    title: 'संपत्ति और रजिस्ट्री सहायता',
    shortDescription:
      'मध्य प्रदेश में उप पंजीयक कार्यालय में विक्रय पत्र या संपत्ति के अन्य दस्तावेज़ की रजिस्ट्री के लिए पूरी मदद, कागज़ात और स्टाम्प शुल्क की जाँच से लेकर रजिस्ट्री और उसके बाद होने वाले नामांतरण तक।',
    description: [
      'मकान, प्लॉट या खेती की ज़मीन की खरीद कानून की नज़र में तभी पूरी होती है जब विक्रय पत्र की रजिस्ट्री हो जाए। रजिस्ट्रीकरण अधिनियम, 1908 और संपत्ति अंतरण अधिनियम, 1882 के तहत अचल संपत्ति की बिक्री, दान पत्र और एक साल से ज़्यादा के पट्टे की रजिस्ट्री अनिवार्य है, और ऐसा बिना रजिस्ट्री वाला दस्तावेज़ हस्तांतरण के सबूत के तौर पर मान्य नहीं होता। रजिस्ट्री उस क्षेत्र के उप पंजीयक कार्यालय में होती है जहाँ संपत्ति स्थित है।',
      'यह सेवा मकान, प्लॉट, दुकान और खेती की ज़मीन के खरीदारों और विक्रेताओं के लिए है, दान पत्र या हक त्याग पत्र से संपत्ति हस्तांतरित करने वाले परिवारों के लिए है, और उन मालिकों के लिए है जो कहीं और रहते हैं और जिन्हें भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सागर या उज्जैन में रजिस्ट्री का काम करवाना है। जिन्हें यह पक्का नहीं पता कि कितना स्टाम्प शुल्क लगेगा या उप पंजीयक कौन-से कागज़ माँगेंगे, उनके लिए भी यह मददगार है।',
      `मध्य प्रदेश में रजिस्ट्री संपदा 2.0 पोर्टल से होती है: दस्तावेज़ की प्रविष्टि ऑनलाइन होती है, स्टाम्प शुल्क और पंजीयन शुल्क जमा होता है, और हर पक्ष की पहचान आधार ई-केवाईसी से होती है; रजिस्ट्री के लिए अब गवाहों की ज़रूरत नहीं है, और पंजीकृत दस्तावेज़ की सॉफ़्ट कॉपी व्हाट्सऐप और ई-मेल पर मिलती है। कई तरह के दस्तावेज़, जैसे लीज़ और मुख्तारनामा, उप पंजीयक कार्यालय गए बिना रजिस्टर हो सकते हैं; बाकी के लिए पक्षकार बुक किए गए स्लॉट पर कार्यालय जाते हैं। मध्य प्रदेश में विक्रय पत्र पर लगभग ${figure('mp.stamp.sale-deed', 'hi')} स्टाम्प शुल्क और ${figure('mp.registration-fee.sale-deed', 'hi')} पंजीयन शुल्क लगता है (${asChecked('hi', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}), जो तय कीमत और कलेक्टर गाइडलाइन मूल्य में से जो ज़्यादा हो उस पर लगता है। कागज़ात पूरे होने पर रजिस्ट्री आम तौर पर 1-3 कार्य दिवस में हो जाती है। रजिस्ट्री के बाद नए मालिक का नाम रिकॉर्ड में दर्ज होना ज़रूरी है (नामांतरण): खेती की ज़मीन के लिए तहसील के भू-अभिलेख में, और शहर के मकान-प्लॉट के लिए नगरीय निकाय के संपत्ति कर रिकॉर्ड में।`,
      'हम मालिकाना हक के कागज़ जाँचते हैं, दस्तावेज़ का मसौदा बनाते हैं, स्टाम्प शुल्क और फ़ीस का अनुमान देते हैं, स्लॉट बुक करते हैं, रजिस्ट्री के दिन के लिए सबको तैयार करते हैं और फिर नामांतरण का आवेदन करने में मदद करते हैं। कृपया ये तैयार रखें: पिछली रजिस्ट्री और पुराने हस्तांतरण के कागज़, ताज़ा खसरा और बी-1 (ज़मीन के लिए) या संपत्ति कर की रसीद (मकान के लिए), नक्शा या साइट प्लान, क्रेता और विक्रेता का आधार और पैन, और पासपोर्ट साइज़ फ़ोटो। गवाहों की ज़रूरत नहीं है।',
    ],
    features: [
      'पिछली रजिस्ट्री, पुराने हस्तांतरण के कागज़ और राजस्व रिकॉर्ड से मालिकाना हक की जाँच',
      'विक्रय पत्र, दान पत्र, हक त्याग पत्र या संपत्ति के अन्य दस्तावेज़ का मसौदा',
      'कलेक्टर गाइडलाइन मूल्य के आधार पर स्टाम्प शुल्क और पंजीयन शुल्क का अनुमान',
      'संपदा 2.0 पर प्रविष्टि, ऑनलाइन भुगतान में मार्गदर्शन और अपॉइंटमेंट स्लॉट बुकिंग',
      'रजिस्ट्री के दिन उप पंजीयक कार्यालय में साथ और सहायता',
      'रजिस्ट्री के बाद तहसील या नगरीय निकाय के रिकॉर्ड में नामांतरण की पैरवी',
    ],
    benefits: [
      'कोई अचानक खर्च नहीं: रजिस्ट्री से पहले ही स्टाम्प शुल्क और फ़ीस पता रहती है',
      'कागज़ात की पूरी जाँच से दस्तावेज़ लौटने या अटकने की आशंका कम',
      'ऐसा दस्तावेज़ जो क्रेता और विक्रेता दोनों के अधिकार सुरक्षित रखे',
      'कागज़ात तैयार होने पर आम तौर पर 1-3 कार्य दिवस में रजिस्ट्री',
      'कम भाग-दौड़: स्लॉट, ई-केवाईसी और कागज़ी काम का तालमेल हम करते हैं',
      'रजिस्ट्री के बाद नामांतरण होने से मालिकाना हक पूरी तरह रिकॉर्ड में',
    ],
    process: [
      {
        stepTitle: 'संपत्ति का ब्योरा दें',
        stepDescription:
          'फ़ॉर्म, फ़ोन या व्हाट्सऐप से संपत्ति और सौदे के बारे में बताएँ। हमारे विशेषज्ञ 24 घंटे के भीतर संपर्क करके ज़रूरी कागज़ात की सूची देते हैं।',
      },
      {
        stepTitle: 'कागज़ात और मालिकाना हक की जाँच',
        stepDescription:
          'हम पिछली रजिस्ट्री, खसरा और बी-1 या कर रसीदें और पहचान पत्र जाँचते हैं, और ऐसी हर कमी बताते हैं जिससे रजिस्ट्री अटक सकती है।',
      },
      {
        stepTitle: 'मसौदा और स्टाम्प शुल्क',
        stepDescription:
          'हम दस्तावेज़ का मसौदा बनाकर दोनों पक्षों की स्वीकृति के लिए भेजते हैं और स्टाम्प शुल्क व पंजीयन शुल्क की गणना करते हैं। मसौदा आम तौर पर 24-48 घंटे में तैयार हो जाता है।',
      },
      {
        stepTitle: 'स्लॉट बुकिंग और रजिस्ट्री',
        stepDescription:
          'हम संपदा 2.0 पर दस्तावेज़ दर्ज करते हैं, भुगतान में मार्गदर्शन करते हैं और स्लॉट बुक करते हैं। हर पक्ष आधार ई-केवाईसी करता है, जहाँ दस्तावेज़ का प्रकार अनुमति दे वहाँ घर बैठे, वरना उप पंजीयक कार्यालय में, और रजिस्ट्री आम तौर पर 1-3 कार्य दिवस में पूरी हो जाती है।',
      },
      {
        stepTitle: 'नामांतरण और डिलीवरी',
        stepDescription:
          'आपको पंजीकृत दस्तावेज़ मिल जाता है, और हम राजस्व या नगरीय निकाय के रिकॉर्ड में नामांतरण का आवेदन करने और आपका नाम दर्ज होने तक उसकी पैरवी में मदद करते हैं।',
      },
    ],
    faqs: [
      {
        question: 'विक्रय पत्र की रजिस्ट्री ज़रूरी क्यों है?',
        answer:
          'संपत्ति अंतरण अधिनियम, 1882 और रजिस्ट्रीकरण अधिनियम, 1908 के तहत अचल संपत्ति की बिक्री पंजीकृत दस्तावेज़ से ही हो सकती है। बिना रजिस्ट्री का विक्रय पत्र मालिकाना हक हस्तांतरित नहीं करता और बिक्री के सबूत के रूप में मान्य नहीं होता। रजिस्ट्री से एक सार्वजनिक रिकॉर्ड भी बनता है, जो खरीदार को बाद के दावों से बचाता है।',
      },
      {
        question: 'मध्य प्रदेश में कितना स्टाम्प शुल्क लगता है?',
        answer:
          `मध्य प्रदेश में विक्रय पत्र पर लगभग ${figure('mp.stamp.sale-deed', 'hi')} स्टाम्प शुल्क और ${figure('mp.registration-fee.sale-deed', 'hi')} पंजीयन शुल्क लगता है (${asChecked('hi', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}); दूसरे दस्तावेज़ों की दरें अलग हैं। सही राशि दस्तावेज़ के प्रकार, संपत्ति की किस्म और स्थान, और उस क्षेत्र के कलेक्टर गाइडलाइन मूल्य पर निर्भर करती है। हम रजिस्ट्री से पहले अनुमान दे देते हैं ताकि आप समय रहते रकम का इंतज़ाम कर सकें।`,
      },
      {
        question: 'रजिस्ट्री के लिए कौन-से दस्तावेज़ चाहिए?',
        answer:
          'आम तौर पर पिछली रजिस्ट्री या मालिकाना हक की कड़ी, ज़मीन के लिए ताज़ा खसरा और बी-1 या मकान के लिए संपत्ति कर की रसीद, साइट का नक्शा, क्रेता और विक्रेता का आधार और पैन, और फ़ोटो; संपदा 2.0 में गवाहों की ज़रूरत नहीं होती। संपत्ति के अनुसार बैंक का नो-ड्यूज़ पत्र, सोसाइटी की एनओसी या डायवर्सन आदेश भी लग सकता है। आपका मामला देखकर हम सटीक सूची भेज देते हैं।',
      },
      {
        question: 'रजिस्ट्री में कितना समय लगता है?',
        answer:
          'कागज़ात और स्टाम्प शुल्क पूरे होने पर रजिस्ट्री आम तौर पर 1-3 कार्य दिवस में हो जाती है, जो उप पंजीयक कार्यालय में उपलब्ध स्लॉट पर निर्भर करता है। रजिस्ट्री पूरी होते ही आपको पंजीकृत दस्तावेज़ मिल जाता है।',
      },
      {
        question: 'क्या क्रेता और विक्रेता का उपस्थित होना ज़रूरी है?',
        answer:
          'हमेशा नहीं। संपदा 2.0 में हर पक्ष की पहचान आधार ई-केवाईसी से होती है और गवाहों की ज़रूरत नहीं होती, और कई तरह के दस्तावेज़ (इनमें लीज़ और मुख्तारनामा भी हैं) कार्यालय गए बिना रजिस्टर हो सकते हैं; बाकी के लिए पक्षकार बुक किए गए स्लॉट पर उप पंजीयक कार्यालय जाते हैं। आपके दस्तावेज़ पर क्या लागू है, यह हम बताते हैं। अगर कोई पक्ष शामिल नहीं हो सकता, तो सही ढंग से बना मुख्तारनामा (पावर ऑफ़ अटॉर्नी), जहाँ कानूनन ज़रूरी हो वहाँ पंजीकृत, किसी और को उपस्थित होने का अधिकार दे सकता है। मुख्तारनामे पर भरोसा करने से पहले हमसे पूछ लें, क्योंकि उप पंजीयक इसकी बारीकी से जाँच करते हैं।',
      },
      {
        question: 'नामांतरण क्या है, और क्या रजिस्ट्री के बाद यह ज़रूरी है?',
        answer:
          'नामांतरण का मतलब है सरकारी रिकॉर्ड में नए मालिक का नाम दर्ज होना: खेती की ज़मीन के लिए तहसील के भू-अभिलेख में, और शहर के मकान-प्लॉट के लिए नगरीय निकाय के संपत्ति कर रिकॉर्ड में। रजिस्ट्री से मालिकाना हक हस्तांतरित होता है, लेकिन कर भरने, संपत्ति पर लोन लेने और आगे बेचने के लिए नामांतरण ज़रूरी है। हम आवेदन करने और नाम दर्ज होने तक उसकी पैरवी में मदद करते हैं।',
      },
      {
        question: 'अगर मैं दूसरे शहर या राज्य में रहता हूँ, तो क्या मध्य प्रदेश में रजिस्ट्री करा सकता हूँ?',
        answer:
          'हाँ। कागज़ों की जाँच, मसौदा, स्टाम्प शुल्क और स्लॉट बुकिंग हम दूर से ही सँभाल लेते हैं, इसलिए आपको केवल उप पंजीयक के सामने उपस्थित होने के लिए आना पड़ता है, या आप किसी भरोसेमंद व्यक्ति को वैध मुख्तारनामा दे सकते हैं। कागज़ात व्हाट्सऐप या ई-मेल से साझा होते हैं, और पंजीकृत दस्तावेज़ कूरियर से आप तक भेजा जा सकता है।',
      },
      {
        question: 'संपत्ति खरीदने से पहले क्या जाँचना चाहिए?',
        answer:
          'देखें कि विक्रेता का नाम ताज़ा खसरा और बी-1 या नगरीय निकाय के रिकॉर्ड से मेल खाता हो, पिछली रजिस्ट्रियों की कड़ी पूरी हो, और संपत्ति पर कोई लोन, मुकदमा या विवाद न हो। प्लॉट के मामले में भूमि उपयोग और डायवर्सन भी देखें, और कॉलोनी में ले-आउट की मंज़ूरी। भुगतान से पहले हमारी जाँच इन सभी बातों को देखती है।',
      },
    ],
    callToAction:
      'संपत्ति खरीदने, बेचने या दान करने की सोच रहे हैं? हमें ब्योरा भेजें, हम कागज़ों की जाँच से लेकर रजिस्ट्री और नामांतरण तक आपका साथ देंगे।',
    badges: ['रजिस्ट्री: 1-3 कार्य दिवस', 'स्टाम्प शुल्क का पूर्वानुमान', 'नामांतरण तक पैरवी'],
  },
};

export default entry;
