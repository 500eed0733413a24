import type { ContentEntry } from '../types';

const entry: ContentEntry = {
  id: 'legalServices',
  icon: 'briefcase',
  image: {
    src: '/images/documents/legalServices-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A power of attorney, a partnership deed and an indemnity bond laid out on a desk for signing',
      hi: 'हस्ताक्षर के लिए मेज़ पर रखे मुख्तारनामा, साझेदारी विलेख और क्षतिपूर्ति बंध पत्र',
    },
  },
  en: {
    seoTitle: 'Power of Attorney, Gift Deed & Legal Drafting in MP',
    seoDescription:
      'Power of attorney, partnership deed, gift deed, indemnity bond, NOC and declarations drafted by experts in Madhya Pradesh. Clear quote, ready in 24-48 hours.',
    seoKeywords:
      'power of attorney format, general power of attorney, special power of attorney, partnership deed drafting, gift deed Madhya Pradesh, indemnity bond format, NOC format, self declaration format, legal document drafting Bhopal, legal drafting Indore',
    title: 'Power of Attorney, Deeds and Other Legal Documents',
    shortDescription:
      'Power of attorney, partnership deed, gift deed, indemnity bond, NOC and declarations, drafted for your exact purpose with the right stamp duty and the right formalities.',
    description: [
      'Not every legal need fits a rent agreement or an affidavit. Families, property owners and businesses regularly need a power of attorney so that someone else can act for them, a partnership deed to start a firm, a gift deed to pass property within the family, an indemnity bond for a bank or an office, a no-objection certificate (NOC) or a formal declaration. We draft all of these for clients in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar and Ujjain, and in Jaipur, Jodhpur, Udaipur and Kota.',
      'Each document has its own formalities. A general power of attorney covers a range of acts, while a special power of attorney covers one defined task; one that deals with immovable property is normally registered with the Sub-Registrar so that registry offices and buyers accept it. A gift of immovable property must be made by a registered deed, signed by the donor and attested by at least two witnesses (Section 123, Transfer of Property Act, 1882). A partnership deed records the terms between partners under the Indian Partnership Act, 1932, and registering the firm with the Registrar of Firms protects its right to sue. Indemnity bonds, NOCs and declarations are often made on stamp paper and notarised. Stamp duty in Madhya Pradesh depends on the document and, for property, on its value.',
      'If you are not sure which document you need, start from the purpose: who must act, on what, for how long, and who will accept the paper. Tell us that, and we recommend the right document, tell you whether notarisation is enough or registration is needed, and give you a quote before we start.',
      'Bring the ID of every party (Aadhaar, PAN or voter ID), details of the property or business concerned, photographs where the document needs them, and any format that the bank or office has given you. For a gift deed or a property power of attorney, also bring the title documents and the latest tax receipt.',
    ],
    features: [
      'General and special powers of attorney for property, bank, court and office work',
      'Partnership deeds covering capital, profit sharing, duties, banking and exit terms, with help in registering the firm',
      'Gift deeds for property within the family, prepared for registration with two witnesses',
      'Indemnity bonds and undertakings in the format that banks, universities and offices ask for',
      'NOCs from landlords, co-owners, housing societies and employers, and self-declarations',
      'Stamp paper or Madhya Pradesh e-stamp, notary or registry appointment arranged as each document requires',
    ],
    benefits: [
      'The right document for your purpose, so you do not pay for the wrong one',
      'Precise wording that leaves no room for misuse, which matters most in a power of attorney',
      'Correct stamp duty and formalities, so the document is accepted and enforceable',
      'Drafts in Hindi or English, explained to you line by line before you sign',
      'Drafts ready within 24-48 hours once we have your details',
      'Doorstep delivery in Madhya Pradesh and nearby areas',
    ],
    process: [
      {
        stepTitle: 'Tell us your purpose',
        stepDescription:
          'Use the form, call or WhatsApp us and tell us what you want to get done and who is involved. Our expert contacts you within 24 hours.',
      },
      {
        stepTitle: 'Advice and quote',
        stepDescription:
          'We recommend the right document, explain whether it needs notarisation or registration and what stamp duty applies, and give you a clear quote.',
      },
      {
        stepTitle: 'Drafting',
        stepDescription:
          'We prepare the draft within 24-48 hours of receiving your details and documents, and revise it until you are satisfied.',
      },
      {
        stepTitle: 'Stamp, signing and attestation',
        stepDescription:
          'We arrange the stamp paper or e-stamp and the notary, or book the Sub-Registrar appointment, where registration usually takes 1-3 working days.',
      },
      {
        stepTitle: 'Delivery and support',
        stepDescription:
          'You receive the final document in hand or at your doorstep in Madhya Pradesh and nearby areas, with a scanned copy and help with any question that follows.',
      },
    ],
    faqs: [
      {
        question: 'What is the difference between a general and a special power of attorney?',
        answer:
          'A general power of attorney lets your agent do a range of acts for you, such as managing property, dealing with banks and appearing in offices. A special power of attorney is limited to one named task, such as selling a particular plot or attending one case. A special power is safer when you want to give only as much authority as the work needs.',
      },
      {
        question: 'Does a power of attorney have to be registered?',
        answer:
          'A power of attorney for general purposes is usually made on stamp paper and notarised. One that authorises the sale, mortgage or other dealing in immovable property should be registered with the Sub-Registrar, because registry offices and buyers rely on it. Remember that, as the Supreme Court has held, a power of attorney by itself does not transfer ownership; a registered sale deed is still needed.',
      },
      {
        question: 'Can a power of attorney be cancelled?',
        answer:
          'Yes. You can revoke it by a deed of revocation, registered if the original was registered, and by informing the agent and everyone who dealt with them, such as banks and offices. A power of attorney generally also ends on the death of the person who gave it.',
      },
      {
        question: 'Is it compulsory to register a partnership firm?',
        answer:
          'No, the deed can be made on stamp paper and notarised and the firm can begin work. However, an unregistered firm cannot sue third parties to enforce its contracts (Section 69, Indian Partnership Act), so we recommend registering it with the Registrar of Firms. Banks ask for the deed to open a current account, and so does GST registration.',
      },
      {
        question: 'How is a gift deed of property made?',
        answer:
          'A gift of immovable property must be in writing, signed by the donor, attested by at least two witnesses and registered with the Sub-Registrar, and the person receiving it must accept it during the donor’s lifetime. Stamp duty depends on the value of the property and, in some cases, on the relationship between the parties, so we check the current Madhya Pradesh rates before registration.',
      },
      {
        question: 'Can a gift deed be cancelled later?',
        answer:
          'Generally no. Once a gift is registered and accepted, it cannot be revoked just because the donor changes their mind. It can be set aside only in limited cases, such as a condition agreed in the deed, fraud or undue influence. Under the Maintenance and Welfare of Parents and Senior Citizens Act, 2007, a senior citizen can also ask for a gift to be declared void if it was made on the condition of being cared for and that care is denied.',
      },
      {
        question: 'When is an indemnity bond needed?',
        answer:
          'Banks, universities, companies and government offices ask for one when they act on your word, for example when they issue a duplicate certificate or pay money to a legal heir. In it you promise to make good any loss they suffer if your claim turns out to be wrong. It is usually made on stamp paper and notarised, and some bodies also ask for sureties.',
      },
      {
        question: 'What should an NOC contain?',
        answer:
          'An NOC should name the person giving it and their right (owner, co-owner, employer or society), the person and the purpose it is given for, the property or matter concerned, and any conditions. Landlord NOCs are often needed for GST registration, passports and shop licences. We match the wording to what the receiving office asks for.',
      },
      {
        question: 'Is a self-declaration the same as an affidavit?',
        answer:
          'No. A self-declaration is signed by you without an oath, and many government offices now accept it instead of an affidavit for routine matters. An affidavit is sworn before a notary or oath commissioner and is needed where the law or the office insists on one. We tell you which one your office will accept.',
      },
      {
        question: 'I am not sure which document I need. Can you advise me?',
        answer:
          'Yes. Tell us what you want to achieve, who is involved and where the document will be used, and we recommend the right document and formalities before any drafting begins. If a different document or a registration is needed, we say so and include it in the quote.',
      },
    ],
    callToAction:
      'Tell us what you need to get done, and we will suggest the right document and draft it for you within 24-48 hours.',
    badges: ['Expert-drafted', 'Ready in 24-48 hours', 'Hindi or English drafts'],
  },
  hi: {
    seoTitle: 'मुख्तारनामा, दान पत्र व अन्य कानूनी दस्तावेज़ | मध्य प्रदेश',
    seoDescription:
      'मध्य प्रदेश में मुख्तारनामा, साझेदारी विलेख, दान पत्र, क्षतिपूर्ति बंध पत्र, एनओसी और घोषणा पत्र विशेषज्ञों से बनवाएँ। पहले स्पष्ट शुल्क, 24-48 घंटे में तैयार।',
    seoKeywords:
      'मुख्तारनामा, पावर ऑफ़ अटॉर्नी फ़ॉर्मेट, आम मुख्तारनामा, खास मुख्तारनामा, पार्टनरशिप डीड, दान पत्र मध्य प्रदेश, गिफ़्ट डीड, इंडेम्निटी बॉन्ड फ़ॉर्मेट, एनओसी फ़ॉर्मेट, स्व-घोषणा पत्र, कानूनी दस्तावेज़ भोपाल',
    title: 'मुख्तारनामा, विलेख और अन्य कानूनी दस्तावेज़',
    shortDescription:
      'मुख्तारनामा, साझेदारी विलेख, दान पत्र, क्षतिपूर्ति बंध पत्र, एनओसी और घोषणा पत्र, आपके सही उद्देश्य के अनुसार, सही स्टाम्प शुल्क और सही औपचारिकताओं के साथ तैयार।',
    description: [
      'हर कानूनी ज़रूरत किरायानामे या शपथ पत्र से पूरी नहीं होती। परिवारों, संपत्ति मालिकों और व्यापारियों को अक्सर मुख्तारनामे (पावर ऑफ़ अटॉर्नी) की ज़रूरत पड़ती है ताकि कोई और उनकी ओर से काम कर सके, फ़र्म शुरू करने के लिए साझेदारी विलेख (पार्टनरशिप डीड), परिवार में संपत्ति देने के लिए दान पत्र (गिफ़्ट डीड), बैंक या दफ़्तर के लिए क्षतिपूर्ति बंध पत्र (इंडेम्निटी बॉन्ड), अनापत्ति प्रमाण पत्र (एनओसी) या कोई औपचारिक घोषणा पत्र। हम ये सभी दस्तावेज़ भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सागर और उज्जैन के साथ-साथ जयपुर, जोधपुर, उदयपुर और कोटा के ग्राहकों के लिए तैयार करते हैं।',
      'हर दस्तावेज़ की अपनी औपचारिकताएँ हैं। आम मुख्तारनामा (जनरल पावर ऑफ़ अटॉर्नी) कई कामों के लिए होता है, जबकि खास मुख्तारनामा (स्पेशल पावर ऑफ़ अटॉर्नी) किसी एक तय काम के लिए; अचल संपत्ति से जुड़ा मुख्तारनामा सामान्यतः उप पंजीयक के यहाँ पंजीकृत कराया जाता है ताकि रजिस्ट्री कार्यालय और खरीदार उसे मानें। अचल संपत्ति का दान पंजीकृत दान पत्र से ही होता है, जिस पर दानकर्ता के हस्ताक्षर और कम से कम दो गवाहों का सत्यापन ज़रूरी है (संपत्ति अंतरण अधिनियम, 1882 की धारा 123)। साझेदारी विलेख भारतीय भागीदारी अधिनियम, 1932 के तहत साझेदारों के बीच की शर्तें दर्ज करता है, और फ़र्म का पंजीयक फ़र्म्स के यहाँ पंजीयन कराने से उसका मुकदमा करने का अधिकार सुरक्षित रहता है। क्षतिपूर्ति बंध पत्र, एनओसी और घोषणा पत्र अक्सर स्टाम्प पेपर पर बनाकर नोटरी कराए जाते हैं। मध्य प्रदेश में स्टाम्प शुल्क दस्तावेज़ के प्रकार पर और संपत्ति के मामले में उसके मूल्य पर निर्भर करता है।',
      'अगर आपको पक्का नहीं है कि कौन-सा दस्तावेज़ चाहिए, तो उद्देश्य से शुरुआत करें: काम किसे करना है, किस चीज़ पर, कितने समय के लिए, और कागज़ किसे दिखाना है। यह बताइए, हम सही दस्तावेज़ सुझाएँगे, बताएँगे कि नोटरी काफ़ी है या रजिस्ट्री ज़रूरी है, और काम शुरू करने से पहले शुल्क बता देंगे।',
      'हर पक्षकार का पहचान पत्र (आधार, पैन या वोटर आईडी), संबंधित संपत्ति या व्यवसाय का विवरण, ज़रूरत हो तो फ़ोटो, और बैंक या दफ़्तर ने कोई प्रारूप दिया हो तो वह साथ लाएँ। दान पत्र या संपत्ति के मुख्तारनामे के लिए स्वामित्व के कागज़ और संपत्ति कर की ताज़ा रसीद भी लाएँ।',
    ],
    features: [
      'संपत्ति, बैंक, न्यायालय और दफ़्तरी कामों के लिए आम और खास मुख्तारनामा',
      'पूँजी, लाभ का बँटवारा, ज़िम्मेदारियाँ, बैंकिंग और फ़र्म से अलग होने की शर्तों सहित साझेदारी विलेख, और फ़र्म के पंजीयन में मदद',
      'परिवार के भीतर संपत्ति के लिए दान पत्र, दो गवाहों के साथ रजिस्ट्री के लिए तैयार',
      'बैंक, विश्वविद्यालय और दफ़्तरों के माँगे गए प्रारूप में क्षतिपूर्ति बंध पत्र और वचन पत्र',
      'मकान मालिक, सह-स्वामी, हाउसिंग सोसायटी और नियोक्ता की ओर से एनओसी, और स्व-घोषणा पत्र',
      'हर दस्तावेज़ की ज़रूरत के अनुसार स्टाम्प पेपर या मध्य प्रदेश का ई-स्टाम्प, नोटरी या रजिस्ट्री का समय तय करना',
    ],
    benefits: [
      'आपके उद्देश्य के लिए सही दस्तावेज़, ताकि गलत कागज़ पर पैसा न लगे',
      'सटीक भाषा जिसमें दुरुपयोग की गुंजाइश न रहे, जो मुख्तारनामे में सबसे ज़्यादा मायने रखती है',
      'सही स्टाम्प शुल्क और औपचारिकताएँ, ताकि दस्तावेज़ स्वीकार हो और कानूनी रूप से लागू हो सके',
      'हिंदी या अंग्रेज़ी में ड्राफ़्ट, हस्ताक्षर से पहले एक-एक पंक्ति समझाकर',
      'पूरी जानकारी मिलने के 24-48 घंटे में ड्राफ़्ट तैयार',
      'मध्य प्रदेश और आसपास के क्षेत्रों में घर तक डिलीवरी',
    ],
    process: [
      {
        stepTitle: 'अपना उद्देश्य बताएँ',
        stepDescription:
          'फ़ॉर्म भरें, फ़ोन करें या व्हाट्सऐप पर बताएँ कि कौन-सा काम कराना है और कौन-कौन शामिल है। हमारे विशेषज्ञ 24 घंटे के भीतर आपसे संपर्क करेंगे।',
      },
      {
        stepTitle: 'सलाह और शुल्क',
        stepDescription:
          'हम सही दस्तावेज़ सुझाते हैं, बताते हैं कि नोटरी चाहिए या रजिस्ट्री और कितना स्टाम्प शुल्क लगेगा, और आपको स्पष्ट शुल्क बताते हैं।',
      },
      {
        stepTitle: 'मसौदा तैयार करना',
        stepDescription:
          'आपकी जानकारी और कागज़ मिलने के 24-48 घंटे में हम ड्राफ़्ट तैयार करते हैं और आपके संतुष्ट होने तक उसमें सुधार करते हैं।',
      },
      {
        stepTitle: 'स्टाम्प, हस्ताक्षर और सत्यापन',
        stepDescription:
          'हम स्टाम्प पेपर या ई-स्टाम्प और नोटरी की व्यवस्था करते हैं, या उप पंजीयक के यहाँ समय लेते हैं, जहाँ रजिस्ट्री में आमतौर पर 1-3 कार्य दिवस लगते हैं।',
      },
      {
        stepTitle: 'डिलीवरी और आगे की मदद',
        stepDescription:
          'अंतिम दस्तावेज़ आपको हाथों-हाथ या मध्य प्रदेश व आसपास के क्षेत्रों में घर तक मिलता है, साथ में स्कैन कॉपी, और बाद में कोई सवाल हो तो उसमें भी मदद।',
      },
    ],
    faqs: [
      {
        question: 'आम मुख्तारनामे और खास मुख्तारनामे में क्या अंतर है?',
        answer:
          'आम मुख्तारनामे से आपका प्रतिनिधि आपकी ओर से कई काम कर सकता है, जैसे संपत्ति की देखरेख, बैंक का काम और दफ़्तरों में आपकी ओर से उपस्थित होना। खास मुख्तारनामा किसी एक तय काम तक सीमित रहता है, जैसे किसी विशेष प्लॉट को बेचना या किसी एक मुकदमे में उपस्थित होना। जब आप उतना ही अधिकार देना चाहें जितना काम के लिए ज़रूरी है, तब खास मुख्तारनामा ज़्यादा सुरक्षित है।',
      },
      {
        question: 'क्या मुख्तारनामे की रजिस्ट्री ज़रूरी है?',
        answer:
          'सामान्य कामों का मुख्तारनामा आमतौर पर स्टाम्प पेपर पर बनाकर नोटरी कराया जाता है। जिस मुख्तारनामे से अचल संपत्ति बेचने, गिरवी रखने या उससे जुड़ा कोई और लेन-देन करने का अधिकार दिया जाए, उसे उप पंजीयक के यहाँ पंजीकृत कराना चाहिए, क्योंकि रजिस्ट्री कार्यालय और खरीदार उसी पर भरोसा करते हैं। ध्यान रखें, सर्वोच्च न्यायालय के अनुसार केवल मुख्तारनामे से स्वामित्व हस्तांतरित नहीं होता; इसके लिए पंजीकृत विक्रय पत्र ज़रूरी है।',
      },
      {
        question: 'क्या मुख्तारनामा रद्द किया जा सकता है?',
        answer:
          'हाँ। आप निरस्तीकरण विलेख बनाकर उसे रद्द कर सकते हैं, जो मूल मुख्तारनामा पंजीकृत हो तो पंजीकृत कराना चाहिए, और इसकी सूचना प्रतिनिधि को तथा उन सभी को दें जिनसे उसका काम पड़ता था, जैसे बैंक और दफ़्तर। मुख्तारनामा देने वाले व्यक्ति की मृत्यु होने पर भी सामान्यतः वह समाप्त हो जाता है।',
      },
      {
        question: 'क्या साझेदारी फ़र्म का पंजीयन अनिवार्य है?',
        answer:
          'नहीं, विलेख स्टाम्प पेपर पर बनाकर नोटरी कराया जा सकता है और फ़र्म काम शुरू कर सकती है। लेकिन अपंजीकृत फ़र्म अपने अनुबंध लागू कराने के लिए किसी तीसरे पक्ष पर मुकदमा नहीं कर सकती (भारतीय भागीदारी अधिनियम की धारा 69), इसलिए हम पंजीयक फ़र्म्स के यहाँ पंजीयन की सलाह देते हैं। बैंक में चालू खाता खोलने और जीएसटी पंजीयन के लिए भी साझेदारी विलेख माँगा जाता है।',
      },
      {
        question: 'संपत्ति का दान पत्र कैसे बनता है?',
        answer:
          'अचल संपत्ति का दान लिखित में होना चाहिए, उस पर दानकर्ता के हस्ताक्षर और कम से कम दो गवाहों का सत्यापन हो, उसकी रजिस्ट्री उप पंजीयक के यहाँ हो, और दान पाने वाला दानकर्ता के जीवनकाल में ही उसे स्वीकार करे। स्टाम्प शुल्क संपत्ति के मूल्य पर और कुछ मामलों में पक्षकारों के आपसी रिश्ते पर निर्भर करता है, इसलिए रजिस्ट्री से पहले हम मध्य प्रदेश की वर्तमान दरें जाँच लेते हैं।',
      },
      {
        question: 'क्या दान पत्र बाद में रद्द हो सकता है?',
        answer:
          'सामान्यतः नहीं। एक बार दान पंजीकृत और स्वीकार हो जाए, तो केवल दानकर्ता का मन बदलने से उसे वापस नहीं लिया जा सकता। इसे कुछ सीमित स्थितियों में ही रद्द कराया जा सकता है, जैसे विलेख में तय कोई शर्त, धोखाधड़ी या अनुचित दबाव। माता-पिता और वरिष्ठ नागरिकों का भरण-पोषण तथा कल्याण अधिनियम, 2007 के तहत, यदि देखभाल की शर्त पर दान किया गया हो और वह देखभाल न की जाए, तो वरिष्ठ नागरिक उस दान को शून्य घोषित करने की माँग भी कर सकते हैं।',
      },
      {
        question: 'क्षतिपूर्ति बंध पत्र (इंडेम्निटी बॉन्ड) कब चाहिए होता है?',
        answer:
          'जब बैंक, विश्वविद्यालय, कंपनियाँ या सरकारी दफ़्तर आपकी बात पर भरोसा करके कोई काम करते हैं, जैसे डुप्लीकेट प्रमाण पत्र जारी करना या कानूनी वारिस को राशि देना, तब वे यह माँगते हैं। इसमें आप वचन देते हैं कि आपका दावा गलत निकला तो उन्हें होने वाले किसी भी नुकसान की भरपाई आप करेंगे। यह आमतौर पर स्टाम्प पेपर पर बनाकर नोटरी कराया जाता है, और कुछ संस्थाएँ ज़मानतदार भी माँगती हैं।',
      },
      {
        question: 'एनओसी में क्या-क्या लिखा होना चाहिए?',
        answer:
          'एनओसी में देने वाले व्यक्ति का नाम और उसका अधिकार (मालिक, सह-स्वामी, नियोक्ता या सोसायटी), जिसे और जिस उद्देश्य से दी जा रही है उसका विवरण, संबंधित संपत्ति या मामला, और कोई शर्त हो तो वह लिखी होनी चाहिए। जीएसटी पंजीयन, पासपोर्ट और दुकान के लाइसेंस के लिए अक्सर मकान मालिक की एनओसी चाहिए होती है। हम भाषा उसी के अनुसार रखते हैं जो संबंधित दफ़्तर माँगता है।',
      },
      {
        question: 'क्या स्व-घोषणा पत्र और शपथ पत्र एक ही हैं?',
        answer:
          'नहीं। स्व-घोषणा पत्र पर आप बिना शपथ के हस्ताक्षर करते हैं, और कई सरकारी दफ़्तर अब सामान्य कामों में शपथ पत्र की जगह इसे स्वीकार करते हैं। शपथ पत्र नोटरी या शपथ आयुक्त के सामने शपथ लेकर बनता है और वहाँ ज़रूरी है जहाँ कानून या दफ़्तर इसकी माँग करे। आपका दफ़्तर कौन-सा मानेगा, यह हम बता देते हैं।',
      },
      {
        question: 'मुझे समझ नहीं आ रहा कि कौन-सा दस्तावेज़ चाहिए। क्या आप सलाह देंगे?',
        answer:
          'हाँ। बताइए कि आप क्या करना चाहते हैं, कौन-कौन शामिल है और दस्तावेज़ कहाँ उपयोग होगा; ड्राफ़्टिंग शुरू करने से पहले ही हम सही दस्तावेज़ और औपचारिकताएँ सुझा देंगे। यदि किसी और दस्तावेज़ या रजिस्ट्री की ज़रूरत हो, तो हम साफ़ बताकर उसे शुल्क में शामिल कर देते हैं।',
      },
    ],
    callToAction: 'बताइए आपको कौन-सा काम कराना है; हम सही दस्तावेज़ सुझाएँगे और 24-48 घंटे में उसे तैयार कर देंगे।',
    badges: ['विशेषज्ञों द्वारा तैयार', '24-48 घंटे में तैयार', 'हिंदी या अंग्रेज़ी में'],
  },
};

export default entry;
