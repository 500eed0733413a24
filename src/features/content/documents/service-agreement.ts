import type { ContentEntry } from '../types';

const entry: ContentEntry = {
  id: 'service-agreement',
  icon: 'handshake',
  image: {
    src: '/images/documents/service-agreement-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A business owner and a freelancer reviewing a service agreement on a laptop and on paper',
      hi: 'लैपटॉप और कागज़ पर सेवा अनुबंध की समीक्षा करते व्यवसायी और फ़्रीलांसर',
    },
  },
  en: {
    seoTitle: 'Service Agreement Drafting for Businesses | Madhya Pradesh',
    seoDescription:
      'Service agreements for businesses and freelancers: scope, fees, timelines, confidentiality, termination and disputes, drafted in 24-48 hours on MP e-stamp.',
    seoKeywords:
      'service agreement, service agreement format, freelancer contract India, consultancy agreement, vendor agreement, service level agreement, contract drafting Indore, agreement drafting Bhopal, stamp duty on agreement MP, client contract review',
    title: 'Service Agreement',
    shortDescription:
      'Clear contracts between businesses, freelancers and their clients: scope, fees, deadlines and exit terms in writing, drafted in 24-48 hours.',
    description: [
      'A service agreement sets out what one party will do for another and on what terms: the scope of work and deliverables, fees and payment dates, timelines, who owns the work produced, confidentiality, how either side can end the contract and how disputes will be settled. It turns an understanding into terms that can be enforced under the Indian Contract Act, 1872.',
      'It suits agencies, contractors, consultants, IT and design firms, maintenance and facility providers, coaching and training providers, and freelancers working with clients in India or abroad, as well as the businesses that hire them. A written contract is the surest way to be paid on time and to avoid arguments later about what was promised.',
      'A service agreement does not need to be registered, but it must carry stamp duty under the Stamp Act of the state where it is signed. In Madhya Pradesh the duty is paid through e-stamp; the amount depends on the nature of the agreement, and we tell you before we start. An unstamped or under-stamped agreement cannot be used as evidence until the duty and a penalty are paid. Agreements can also be signed with a valid electronic signature under the Information Technology Act, 2000.',
      'We draft from your proposal or quotation, or review a draft the other side has sent, in 24-48 hours. Bring the names and addresses of both parties (with GSTIN, if registered), the scope of work, the fees and payment schedule, key dates, and any special terms such as exclusivity or non-solicitation. We work with businesses in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar and Ujjain, and in Jaipur, Jodhpur, Udaipur and Kota.',
    ],
    features: [
      'Scope of work, deliverables and acceptance criteria defined clearly',
      'Fees, payment schedule, GST and late-payment terms',
      'Timelines, milestones and service levels',
      'Confidentiality and ownership of work (intellectual property) clauses',
      'Termination, notice period and limitation-of-liability clauses',
      'Dispute resolution by mediation or arbitration, with the agreed jurisdiction',
    ],
    benefits: [
      'Get paid on time, with payment terms you can enforce',
      'Fewer disputes, because both sides know exactly what was promised',
      'Your ideas, data and client information stay protected',
      'A fair way out if the relationship does not work',
      'Correct stamp duty, so the agreement stands up as evidence',
      'Drafted in 24-48 hours, in English or Hindi',
    ],
    process: [
      {
        stepTitle: 'Share the deal',
        stepDescription:
          'Send us your proposal, quotation or existing draft through the request form. An expert contacts you within 24 hours.',
      },
      {
        stepTitle: 'Understand your risks',
        stepDescription: 'We discuss the scope, the payment terms and the points that matter most to your business.',
      },
      {
        stepTitle: 'Draft or review',
        stepDescription:
          'We draft the agreement, or review the other side’s draft and mark the risky clauses, within 24-48 hours.',
      },
      {
        stepTitle: 'Revise',
        stepDescription: 'We explain each clause and make the changes you and the other party agree on.',
      },
      {
        stepTitle: 'Stamp and sign',
        stepDescription:
          'For agreements signed in Madhya Pradesh we arrange the e-stamp; the parties then sign, on paper or electronically.',
      },
    ],
    faqs: [
      {
        question: 'Do I really need a written service agreement?',
        answer:
          'An oral contract can be valid, but proving its terms is hard. A written agreement records the scope, price and deadlines so that both sides can rely on them. It is your best evidence if payment is delayed or the quality of work is disputed.',
      },
      {
        question: 'Is a service agreement useful for freelancers?',
        answer:
          'Yes. Even a short agreement stating the deliverables, the number of revisions, the payment milestones and who owns the work protects a freelancer from unpaid work and endless changes. For clients abroad, it should also state the currency, the governing law and how disputes will be handled.',
      },
      {
        question: 'How much stamp duty is payable on a service agreement?',
        answer:
          'Stamp duty depends on the state where the agreement is signed and on its nature; in Madhya Pradesh it is paid by e-stamp under the Stamp Act as it applies in the state. We confirm the amount before we start. Without proper stamp duty, the agreement cannot be produced as evidence until the duty and a penalty are paid.',
      },
      {
        question: 'Does a service agreement need to be registered or notarized?',
        answer:
          'No. Registration is not required, and notarization is optional. What matters is that the agreement is properly stamped and signed by persons authorized to sign for each party; some parties choose notarization as added proof of signing.',
      },
      {
        question: 'Can we sign the agreement electronically?',
        answer:
          'Yes. The Information Technology Act, 2000 recognizes electronic signatures such as Aadhaar eSign and digital signature certificates for contracts of this kind. Stamp duty still applies, and for an agreement made in Madhya Pradesh we arrange the e-stamp for it.',
      },
      {
        question: 'Who owns the work created under the agreement?',
        answer:
          'Under copyright law, the person who creates a work, such as a design, software or text, is generally its first owner unless it is made in employment or the contract assigns it. The agreement should therefore say whether ownership passes to the client, when (often on full payment) and what the service provider may reuse. We draft this to match your deal.',
      },
      {
        question: 'How can I make sure I am paid on time?',
        answer:
          'Tie payments to clear milestones, take an advance where it suits the work, and state due dates, interest on late payment and the right to pause work when invoices are overdue. If you are a micro or small enterprise registered on Udyam, the MSME Development Act also protects you against delayed payments, and the agreement can refer to it.',
      },
      {
        question: 'What should the termination clause cover?',
        answer:
          'It should say when each side may end the agreement, how much notice is needed, what is paid for work already done, and what must be returned or deleted. It should also cover termination for breach, usually with a chance to fix the problem first.',
      },
      {
        question: 'How are disputes resolved under a service agreement?',
        answer:
          'The agreement can require the parties to negotiate and then mediate before going further, and to refer disputes that remain to arbitration under the Arbitration and Conciliation Act, 1996. It should also name the city whose courts have jurisdiction, for example Bhopal, Indore or Jaipur. Clear steps save time and legal costs.',
      },
      {
        question: 'Can you review an agreement a client has sent me?',
        answer:
          'Yes. Send us the draft and we mark risky or unclear clauses, suggest changes and explain them in plain language within 24-48 hours. You can then negotiate with the other side knowing exactly what you are signing.',
      },
    ],
    callToAction:
      'Send us your proposal or draft today and have a clear, enforceable service agreement ready within 24-48 hours.',
    badges: ['Drafted in 24-48 hours', 'For businesses and freelancers', 'Review of client drafts'],
  },
  hi: {
    seoTitle: 'सेवा अनुबंध (सर्विस एग्रीमेंट) का मसौदा | मध्य प्रदेश',
    seoDescription:
      'व्यवसायों और फ़्रीलांसरों के लिए सेवा अनुबंध: काम का दायरा, फ़ीस, समय-सीमा, गोपनीयता, अनुबंध समाप्ति और विवाद निपटारा, म.प्र. ई-स्टाम्प पर 24-48 घंटे में।',
    seoKeywords:
      'सेवा अनुबंध, सर्विस एग्रीमेंट, सर्विस एग्रीमेंट फ़ॉर्मेट, फ़्रीलांसर अनुबंध, कंसल्टेंसी एग्रीमेंट, वेंडर एग्रीमेंट, अनुबंध का मसौदा इंदौर, एग्रीमेंट ड्राफ़्टिंग भोपाल, अनुबंध पर स्टाम्प शुल्क, कॉन्ट्रैक्ट की समीक्षा',
    title: 'सेवा अनुबंध (सर्विस एग्रीमेंट)',
    shortDescription:
      'व्यवसायों, फ़्रीलांसरों और उनके क्लाइंट के बीच स्पष्ट अनुबंध: काम का दायरा, फ़ीस, समय-सीमा और अलग होने की शर्तें लिखित में, 24-48 घंटे में तैयार।',
    description: [
      'सेवा अनुबंध में लिखा होता है कि एक पक्ष दूसरे के लिए क्या काम करेगा और किन शर्तों पर: काम का दायरा और सौंपे जाने वाले परिणाम, फ़ीस और भुगतान की तारीखें, समय-सीमा, तैयार काम का मालिक कौन होगा, गोपनीयता, कोई भी पक्ष अनुबंध कैसे समाप्त कर सकता है और विवाद कैसे सुलझेंगे। यह आपसी समझ को ऐसी शर्तों में बदल देता है जिन्हें भारतीय संविदा अधिनियम, 1872 के तहत लागू कराया जा सकता है।',
      'यह एजेंसियों, ठेकेदारों, सलाहकारों, आईटी और डिज़ाइन फ़र्मों, मेंटेनेंस और फ़ैसिलिटी सेवा देने वालों, कोचिंग और प्रशिक्षण संस्थानों, और भारत या विदेश के क्लाइंट के साथ काम करने वाले फ़्रीलांसरों के लिए उपयुक्त है, और उन व्यवसायों के लिए भी जो इनकी सेवाएँ लेते हैं। समय पर भुगतान पाने और बाद में वादों को लेकर बहस से बचने का सबसे पक्का तरीका लिखित अनुबंध ही है।',
      'सेवा अनुबंध का पंजीयन ज़रूरी नहीं है, लेकिन जिस राज्य में उस पर हस्ताक्षर हों, वहाँ के स्टाम्प अधिनियम के अनुसार स्टाम्प शुल्क लगता है। मध्य प्रदेश में यह शुल्क ई-स्टाम्प से चुकाया जाता है; राशि अनुबंध के स्वरूप पर निर्भर करती है, और हम काम शुरू करने से पहले बता देते हैं। बिना स्टाम्प या कम स्टाम्प वाला अनुबंध तब तक सबूत के रूप में इस्तेमाल नहीं हो सकता जब तक स्टाम्प शुल्क और जुर्माना न भरा जाए। सूचना प्रौद्योगिकी अधिनियम, 2000 के तहत मान्य इलेक्ट्रॉनिक हस्ताक्षर से भी अनुबंध किया जा सकता है।',
      'हम आपके प्रस्ताव या कोटेशन से अनुबंध तैयार करते हैं, या दूसरे पक्ष के भेजे मसौदे की समीक्षा करते हैं — 24-48 घंटे में। साथ में दोनों पक्षों के नाम और पते (पंजीकृत हों तो जीएसटीआईएन सहित), काम का दायरा, फ़ीस और भुगतान की समय-सारणी, ज़रूरी तारीखें, और एक्सक्लूसिविटी या कर्मचारियों और ग्राहकों को अपनी ओर न खींचने (नॉन-सॉलिसिटेशन) जैसी कोई विशेष शर्त हो तो वह भी बताएँ। हम भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सागर और उज्जैन के साथ-साथ जयपुर, जोधपुर, उदयपुर और कोटा के व्यवसायों के साथ भी काम करते हैं।',
    ],
    features: [
      'काम का दायरा, सौंपे जाने वाले परिणाम और स्वीकृति के मापदंड स्पष्ट रूप से तय',
      'फ़ीस, भुगतान की समय-सारणी, जीएसटी और देर से भुगतान की शर्तें',
      'समय-सीमा, माइलस्टोन और सेवा के स्तर',
      'गोपनीयता और तैयार काम के स्वामित्व (बौद्धिक संपदा) की शर्तें',
      'अनुबंध समाप्ति, नोटिस अवधि और दायित्व की सीमा की शर्तें',
      'मध्यस्थता (मीडिएशन) या आर्बिट्रेशन से विवाद निपटारा, तय क्षेत्राधिकार के साथ',
    ],
    benefits: [
      'लागू कराई जा सकने वाली भुगतान शर्तों से समय पर भुगतान',
      'विवाद कम, क्योंकि दोनों पक्ष जानते हैं कि ठीक-ठीक क्या वादा हुआ था',
      'आपके विचार, डेटा और क्लाइंट की जानकारी सुरक्षित रहती है',
      'रिश्ता न चले तो अलग होने का उचित रास्ता',
      'सही स्टाम्प शुल्क, ताकि अनुबंध सबूत के रूप में टिक सके',
      'हिंदी या अंग्रेज़ी में, 24-48 घंटे में तैयार',
    ],
    process: [
      {
        stepTitle: 'सौदे की जानकारी दें',
        stepDescription: 'अनुरोध फ़ॉर्म के ज़रिए अपना प्रस्ताव, कोटेशन या मौजूदा मसौदा भेजें। हमारे विशेषज्ञ 24 घंटे के भीतर संपर्क करते हैं।',
      },
      {
        stepTitle: 'जोखिम समझना',
        stepDescription: 'हम काम के दायरे, भुगतान की शर्तों और आपके व्यवसाय के लिए सबसे अहम बिंदुओं पर चर्चा करते हैं।',
      },
      {
        stepTitle: 'मसौदा या समीक्षा',
        stepDescription: 'हम 24-48 घंटे में अनुबंध तैयार करते हैं, या दूसरे पक्ष के मसौदे की समीक्षा कर जोखिम भरी शर्तें चिह्नित करते हैं।',
      },
      {
        stepTitle: 'संशोधन',
        stepDescription: 'हम हर शर्त समझाते हैं और आप व दूसरा पक्ष जिन बदलावों पर सहमत हों, वे कर देते हैं।',
      },
      {
        stepTitle: 'स्टाम्प और हस्ताक्षर',
        stepDescription:
          'मध्य प्रदेश में होने वाले अनुबंधों के लिए हम ई-स्टाम्प की व्यवस्था करते हैं; फिर पक्षकार कागज़ पर या इलेक्ट्रॉनिक रूप से हस्ताक्षर करते हैं।',
      },
    ],
    faqs: [
      {
        question: 'क्या सच में लिखित सेवा अनुबंध ज़रूरी है?',
        answer:
          'मौखिक अनुबंध भी वैध हो सकता है, लेकिन उसकी शर्तें साबित करना कठिन होता है। लिखित अनुबंध में काम का दायरा, कीमत और समय-सीमा दर्ज रहती है, जिस पर दोनों पक्ष भरोसा कर सकते हैं। भुगतान में देरी हो या काम की गुणवत्ता पर विवाद हो, तो यही आपका सबसे मज़बूत सबूत होता है।',
      },
      {
        question: 'क्या फ़्रीलांसरों के लिए सेवा अनुबंध उपयोगी है?',
        answer:
          'हाँ। सौंपे जाने वाले काम, संशोधनों की संख्या, भुगतान के माइलस्टोन और काम का मालिक कौन होगा — इतना लिखा छोटा-सा अनुबंध भी फ़्रीलांसर को बिना भुगतान के काम और अंतहीन बदलावों से बचाता है। विदेशी क्लाइंट के साथ अनुबंध में मुद्रा, लागू कानून और विवाद निपटाने का तरीका भी लिखा होना चाहिए।',
      },
      {
        question: 'सेवा अनुबंध पर कितना स्टाम्प शुल्क लगता है?',
        answer:
          'स्टाम्प शुल्क इस पर निर्भर करता है कि अनुबंध किस राज्य में हस्ताक्षरित हो रहा है और उसका स्वरूप क्या है; मध्य प्रदेश में यह राज्य में लागू स्टाम्प अधिनियम के अनुसार ई-स्टाम्प से चुकाई जाती है। हम काम शुरू करने से पहले राशि की पुष्टि कर देते हैं। उचित स्टाम्प शुल्क के बिना अनुबंध तब तक सबूत के रूप में पेश नहीं हो सकता जब तक स्टाम्प शुल्क और जुर्माना न भरा जाए।',
      },
      {
        question: 'क्या सेवा अनुबंध की रजिस्ट्री या नोटरी ज़रूरी है?',
        answer:
          'नहीं। पंजीयन ज़रूरी नहीं है और नोटरी वैकल्पिक है। महत्वपूर्ण यह है कि अनुबंध पर सही स्टाम्प लगा हो और हर पक्ष की ओर से अधिकृत व्यक्ति ने हस्ताक्षर किए हों; कुछ पक्ष हस्ताक्षर के अतिरिक्त प्रमाण के लिए नोटरी करवा लेते हैं।',
      },
      {
        question: 'क्या अनुबंध पर इलेक्ट्रॉनिक हस्ताक्षर किए जा सकते हैं?',
        answer:
          'हाँ। सूचना प्रौद्योगिकी अधिनियम, 2000 इस तरह के अनुबंधों के लिए आधार ई-साइन और डिजिटल सिग्नेचर सर्टिफ़िकेट जैसे इलेक्ट्रॉनिक हस्ताक्षरों को मान्यता देता है। स्टाम्प शुल्क फिर भी लगता है, और मध्य प्रदेश में होने वाले अनुबंध के लिए हम ई-स्टाम्प की व्यवस्था करते हैं।',
      },
      {
        question: 'अनुबंध के तहत तैयार काम का मालिक कौन होगा?',
        answer:
          'कॉपीराइट कानून के तहत डिज़ाइन, सॉफ़्टवेयर या लेख जैसी कृति बनाने वाला व्यक्ति सामान्यतः उसका पहला स्वामी होता है, जब तक कि वह नौकरी के दौरान न बनी हो या अनुबंध से उसका हस्तांतरण न हुआ हो। इसलिए अनुबंध में लिखा होना चाहिए कि स्वामित्व क्लाइंट को मिलेगा या नहीं, कब मिलेगा (अक्सर पूरा भुगतान होने पर) और सेवा देने वाला किस चीज़ का दोबारा उपयोग कर सकता है। हम यह शर्त आपके सौदे के अनुसार लिखते हैं।',
      },
      {
        question: 'समय पर भुगतान कैसे सुनिश्चित करूँ?',
        answer:
          'भुगतान को स्पष्ट माइलस्टोन से जोड़ें, काम के अनुसार अग्रिम राशि लें, और भुगतान की अंतिम तारीख, देरी पर ब्याज और बकाया होने पर काम रोकने का अधिकार लिखें। यदि आप उद्यम पर पंजीकृत सूक्ष्म या लघु उद्यम हैं, तो एमएसएमई विकास अधिनियम भी भुगतान में देरी से आपकी रक्षा करता है, और अनुबंध में इसका उल्लेख किया जा सकता है।',
      },
      {
        question: 'अनुबंध समाप्ति की शर्त में क्या होना चाहिए?',
        answer:
          'इसमें लिखा हो कि कौन-सा पक्ष कब अनुबंध समाप्त कर सकता है, कितना नोटिस देना होगा, पहले से किए गए काम का क्या भुगतान होगा, और क्या लौटाना या मिटाना होगा। शर्तों के उल्लंघन पर समाप्ति का प्रावधान भी हो, और आमतौर पर उसमें पहले गलती सुधारने का मौका दिया जाता है।',
      },
      {
        question: 'सेवा अनुबंध में विवाद कैसे सुलझते हैं?',
        answer:
          'अनुबंध में यह शर्त रखी जा सकती है कि पक्ष पहले आपसी बातचीत और फिर मध्यस्थता से हल निकालें, और बचे हुए विवाद माध्यस्थम् और सुलह अधिनियम, 1996 के तहत माध्यस्थम् (आर्बिट्रेशन) को सौंपे जाएँ। इसमें उस शहर का नाम भी हो जिसकी अदालतों का क्षेत्राधिकार रहेगा, जैसे भोपाल, इंदौर या जयपुर। स्पष्ट कदम समय और कानूनी खर्च दोनों बचाते हैं।',
      },
      {
        question: 'क्या आप क्लाइंट के भेजे अनुबंध की समीक्षा कर सकते हैं?',
        answer:
          'हाँ। मसौदा भेजें; हम 24-48 घंटे में जोखिम भरी या अस्पष्ट शर्तें चिह्नित करते हैं, बदलाव सुझाते हैं और सरल भाषा में समझाते हैं। इसके बाद आप पूरी जानकारी के साथ दूसरे पक्ष से बातचीत कर सकते हैं।',
      },
    ],
    callToAction: 'आज ही अपना प्रस्ताव या मसौदा भेजें और 24-48 घंटे में स्पष्ट, लागू कराने योग्य सेवा अनुबंध पाएँ।',
    badges: ['24-48 घंटे में मसौदा', 'व्यवसायों व फ़्रीलांसरों के लिए', 'क्लाइंट ड्राफ़्ट की समीक्षा'],
  },
};

export default entry;
