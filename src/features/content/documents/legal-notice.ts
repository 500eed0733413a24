import type { ContentEntry } from '../types';
import { asChecked, figure } from '@/lib/legal-facts';

const entry: ContentEntry = {
  id: 'legal-notice',
  icon: 'mail',
  image: {
    src: '/images/documents/legal-notice-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A legal notice on an advocate’s letterhead beside a speed post envelope and postal receipt',
      hi: 'अधिवक्ता के लेटरहेड पर कानूनी नोटिस, पास में स्पीड पोस्ट का लिफ़ाफ़ा और डाक रसीद',
    },
  },
  en: {
    seoTitle: 'Legal Notice through an Advocate | Madhya Pradesh',
    seoDescription:
      'Legal notice through an advocate for money recovery, cheque bounce (Section 138 NI Act), tenancy or consumer disputes. Drafted in 24-48 hours, sent by post.',
    seoKeywords:
      'legal notice, send legal notice, legal notice format, cheque bounce notice, Section 138 notice, money recovery notice, legal notice to tenant, consumer legal notice, reply to legal notice, advocate legal notice Bhopal',
    title: 'Legal Notice',
    shortDescription:
      'A firm, well-drafted notice from an advocate often settles a dispute without going to court, and if a case does become necessary, it lays the right foundation for it.',
    description: [
      'A legal notice is a formal written communication, sent through an advocate, that tells the other party what your grievance is, what you want them to do and what you will do if they do not. For many disputes it is the quickest way to get payment or action, and in some cases the law makes a notice compulsory before you can go to court.',
      `Notices are used to recover money lent or dues unpaid, after a cheque bounces, in disputes between landlords and tenants, for defective goods or deficient service, in employment matters such as unpaid salary or wrongful termination, and before suing the government, which requires two months’ notice under Section 80 of the Code of Civil Procedure. For a bounced cheque, Section 138 of the Negotiable Instruments Act, 1881 requires a written demand within ${figure('ni138.notice', 'en')} of receiving the bank’s return memo; the drawer then has ${figure('ni138.pay', 'en')} to pay, failing which a complaint can be filed within the following month (${asChecked('en', 'ni138.notice', 'ni138.pay', 'ni138.complaint')}).`,
      'The advocate who signs the notice studies your documents, sets out the facts in order, states the legal basis and the demand, and fixes a clear time to comply. The notice is signed by the advocate on letterhead and sent by registered post or speed post with tracking, and also by e-mail or WhatsApp where those details are known. We keep the postal receipts and tracking records, which become evidence if the matter reaches court. Clients in Bhopal, Indore, Jabalpur, Gwalior, Rewa and across Madhya Pradesh and Rajasthan get their notice sent without visiting an office.',
      'Share your ID, the full name and address of the other party, and the documents behind your claim: agreement, invoices, bank statements, the cheque and return memo, messages and any earlier letters. If you have received a notice and want to reply, send us the notice along with the envelope or tracking details that show when it reached you.',
    ],
    features: [
      'A review of your documents and a short consultation with an advocate before drafting',
      'Notice on the advocate’s letterhead setting out the facts, legal basis, demand and deadline',
      'Notices the law requires: cheque bounce (Section 138 NI Act), Section 80 CPC, termination of tenancy',
      'Dispatch by registered post or speed post with tracking, plus e-mail or WhatsApp where known',
      'Postal receipts, tracking reports and an office copy kept for use as evidence',
      'Point-by-point replies to notices you have received',
    ],
    benefits: [
      'Many disputes settle at the notice stage, without the cost and delay of a case',
      'Legal deadlines met, so your right to file a case is protected',
      'A formal record of your demand that serves as evidence in court',
      'It shows the other party that you are serious and legally advised',
      'Drafted within 24-48 hours of receiving your documents',
      'A clear quote before we start',
    ],
    process: [
      {
        stepTitle: 'Share your matter',
        stepDescription:
          'Use the form, call or WhatsApp us with a short account of the dispute. Our expert contacts you within 24 hours.',
      },
      {
        stepTitle: 'Advocate’s review',
        stepDescription:
          `An advocate checks the facts, documents and deadlines, such as the ${figure('ni138.notice', 'en')} allowed for a cheque bounce notice, and tells you what the notice should demand.`,
      },
      {
        stepTitle: 'Drafting and your approval',
        stepDescription:
          'We draft the notice within 24-48 hours and share it with you, and make any corrections before it is signed.',
      },
      {
        stepTitle: 'Signing and dispatch',
        stepDescription:
          'The advocate signs the notice and we send it by registered post or speed post, with a copy by e-mail or WhatsApp where possible.',
      },
      {
        stepTitle: 'Tracking and next steps',
        stepDescription:
          'You receive the postal receipt, the tracking report and a copy of the notice, and we advise you on the reply or the next legal step.',
      },
    ],
    faqs: [
      {
        question: 'Is a legal notice compulsory before going to court?',
        answer:
          'Not always. It is compulsory in cheque bounce cases under Section 138 of the NI Act and before a suit against the government under Section 80 CPC, and a notice is normally needed to end a tenancy. In other disputes it is optional but strongly advisable, because it often settles the matter and shows the court that you tried to resolve it first.',
      },
      {
        question: 'What is the time limit for a cheque bounce notice?',
        answer:
          `The notice must be sent within ${figure('ni138.notice', 'en')} of receiving the bank’s information that the cheque was returned unpaid (the return memo). The drawer then has ${figure('ni138.pay', 'en')} from receiving the notice to pay, and if they do not, the complaint must be filed within one month after that period ends (${asChecked('en', 'ni138.notice', 'ni138.pay', 'ni138.complaint')}). Missing the notice deadline can defeat the case, so contact us as soon as you get the memo.`,
      },
      {
        question: 'Can I send a legal notice myself?',
        answer:
          'Yes, you can write to the other party yourself; no law requires an advocate for most notices. What matters is that the notice states the facts, the legal basis and the demand precisely and makes no admission that could be used against you later, and that notices the law requires, such as in cheque bounce cases, are worded and sent on time.',
      },
      {
        question: 'How is the notice delivered?',
        answer:
          'We send it by registered post with acknowledgement due or by speed post, and keep the receipt and tracking report as proof. Where we have the other party’s e-mail address or WhatsApp number, we send a copy there as well. A notice correctly addressed and sent by post is generally treated as served even if the other party refuses to accept it.',
      },
      {
        question: 'What does a legal notice contain?',
        answer:
          'The names and addresses of both parties, the facts in order with dates, the agreement or law relied on, the exact demand (payment, action, or stopping an act), a deadline to comply, and the action that will follow if they do not. It is signed by the advocate on the client’s behalf. Key documents are referred to, while the originals stay safely with you.',
      },
      {
        question: 'How much time should the notice give the other party?',
        answer:
          `Where the law fixes the period, we follow it: ${figure('ni138.pay', 'en')} to pay in a cheque bounce notice and two months under Section 80 CPC. Otherwise we give a reasonable period, commonly 15 to 30 days depending on the matter and its urgency. We suggest a period that is fair and will stand up in court.`,
      },
      {
        question: 'What if the other party does not reply?',
        answer:
          'The law does not force a reply, but silence does not end the matter. Once the deadline passes, you can go ahead with a case, complaint or other action, and the notice with its postal proof shows that you gave them a fair chance to settle.',
      },
      {
        question: 'I have received a legal notice. What should I do?',
        answer:
          'Do not ignore it, and do not reply in anger. Note the date you received it, keep the envelope and send us a copy quickly. We check the claims and draft a reply that denies what is wrong, puts your side on record and avoids admissions; a timely reply can discourage a case or strengthen your defence if one is filed.',
      },
      {
        question: 'Can I send a legal notice in a consumer dispute?',
        answer:
          'Yes. Before approaching the District Consumer Commission, a notice to the seller, builder, bank or service provider often brings a refund, replacement or repair. It is not compulsory under the Consumer Protection Act, 2019, but it creates a record of your demand that helps if you file a complaint later.',
      },
      {
        question: 'Can you send a notice to someone in another state?',
        answer:
          'Yes. We draft notices for clients in Madhya Pradesh and Rajasthan and can send them to any address in India by post and electronically. Where a case can be filed afterwards depends on the type of dispute, and we advise you on that as well.',
      },
    ],
    callToAction:
      'Tell us about your dispute: the notice is drafted for an advocate’s signature and sent within 24-48 hours.',
    badges: ['Signed by an advocate', 'Drafted in 24-48 hours', 'Sent with postal proof'],
  },
  hi: {
    seoTitle: 'वकील के ज़रिए कानूनी नोटिस | मध्य प्रदेश',
    seoDescription:
      'पैसे की वसूली, चेक बाउंस (एनआई एक्ट धारा 138), किरायेदारी या उपभोक्ता विवाद में वकील के ज़रिए कानूनी नोटिस भेजें। 24-48 घंटे में ड्राफ़्ट, डाक से रवाना।',
    seoKeywords:
      'कानूनी नोटिस, कानूनी नोटिस कैसे भेजें, कानूनी नोटिस फ़ॉर्मेट, चेक बाउंस नोटिस, धारा 138 नोटिस, पैसे वसूली का नोटिस, किरायेदार को नोटिस, उपभोक्ता कानूनी नोटिस, नोटिस का जवाब, वकील नोटिस भोपाल',
    title: 'कानूनी नोटिस',
    shortDescription:
      'वकील की ओर से भेजा गया सधा हुआ, मज़बूत नोटिस अक्सर अदालत गए बिना विवाद सुलझा देता है, और अगर मुकदमा करना ही पड़े तो उसकी सही नींव रखता है।',
    description: [
      'कानूनी नोटिस वकील के ज़रिए भेजी गई एक औपचारिक लिखित सूचना है, जो सामने वाले पक्ष को बताती है कि आपकी शिकायत क्या है, आप उनसे क्या चाहते हैं, और ऐसा न होने पर आप क्या कदम उठाएँगे। कई विवादों में भुगतान या कार्रवाई पाने का यह सबसे तेज़ तरीका है, और कुछ मामलों में कानून अदालत जाने से पहले नोटिस देना अनिवार्य करता है।',
      `नोटिस उधार दी गई रकम या बकाया की वसूली, चेक बाउंस होने पर, मकान मालिक और किरायेदार के विवाद में, खराब सामान या कमी वाली सेवा के लिए, बकाया वेतन या गलत तरीके से नौकरी से निकाले जाने जैसे सेवा मामलों में, और सरकार पर मुकदमा करने से पहले भेजा जाता है, जिसके लिए सिविल प्रक्रिया संहिता की धारा 80 के तहत दो महीने का नोटिस ज़रूरी है। चेक बाउंस होने पर परक्राम्य लिखत अधिनियम (एनआई एक्ट), 1881 की धारा 138 के अनुसार बैंक का रिटर्न मेमो मिलने के ${figure('ni138.notice', 'hi')} के भीतर लिखित माँग भेजनी होती है; इसके बाद चेक देने वाले के पास भुगतान के लिए ${figure('ni138.pay', 'hi')} होते हैं, और भुगतान न होने पर उसके अगले एक महीने में परिवाद दायर किया जा सकता है (${asChecked('hi', 'ni138.notice', 'ni138.pay', 'ni138.complaint')})।`,
      'नोटिस पर हस्ताक्षर करने वाले अधिवक्ता आपके कागज़ों का अध्ययन करते हैं, तथ्यों को क्रम से लिखते हैं, कानूनी आधार और माँग स्पष्ट करते हैं, और पालन के लिए साफ़ समय सीमा तय करते हैं। नोटिस पर अधिवक्ता अपने लेटरहेड पर हस्ताक्षर करते हैं और इसे ट्रैकिंग के साथ रजिस्टर्ड डाक या स्पीड पोस्ट से भेजा जाता है, और जानकारी उपलब्ध हो तो ई-मेल या व्हाट्सऐप पर भी। डाक रसीदें और ट्रैकिंग रिकॉर्ड हम सँभालकर रखते हैं, जो मामला अदालत पहुँचने पर सबूत बनते हैं। भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा और पूरे मध्य प्रदेश व राजस्थान के ग्राहक किसी दफ़्तर गए बिना अपना नोटिस भिजवा लेते हैं।',
      'अपना पहचान पत्र, सामने वाले पक्ष का पूरा नाम और पता, और अपने दावे से जुड़े कागज़ भेजें: अनुबंध, बिल, बैंक स्टेटमेंट, चेक और रिटर्न मेमो, संदेश और पहले के पत्र। अगर आपको नोटिस मिला है और आप जवाब देना चाहते हैं, तो नोटिस के साथ वह लिफ़ाफ़ा या ट्रैकिंग विवरण भी भेजें जिससे पता चले कि वह आपको कब मिला।',
    ],
    features: [
      'ड्राफ़्टिंग से पहले आपके कागज़ों की जाँच और अधिवक्ता से संक्षिप्त परामर्श',
      'अधिवक्ता के लेटरहेड पर नोटिस, जिसमें तथ्य, कानूनी आधार, माँग और समय सीमा स्पष्ट हो',
      'कानूनन ज़रूरी नोटिस: चेक बाउंस (एनआई एक्ट धारा 138), सीपीसी धारा 80, किरायेदारी समाप्ति',
      'ट्रैकिंग के साथ रजिस्टर्ड डाक या स्पीड पोस्ट से रवाना, और जानकारी हो तो ई-मेल या व्हाट्सऐप पर भी',
      'डाक रसीदें, ट्रैकिंग रिपोर्ट और दफ़्तर की प्रति सबूत के रूप में सुरक्षित',
      'आपको मिले नोटिस का बिंदुवार जवाब',
    ],
    benefits: [
      'कई विवाद नोटिस के स्तर पर ही सुलझ जाते हैं, मुकदमे के खर्च और देरी के बिना',
      'कानूनी समय सीमाओं का पालन, ताकि मुकदमा करने का आपका अधिकार सुरक्षित रहे',
      'आपकी माँग का औपचारिक रिकॉर्ड, जो अदालत में सबूत का काम करता है',
      'सामने वाले को साफ़ संदेश कि आप गंभीर हैं और आपके साथ कानूनी सलाह है',
      'कागज़ मिलने के 24-48 घंटे में ड्राफ़्ट तैयार',
      'काम शुरू करने से पहले स्पष्ट शुल्क',
    ],
    process: [
      {
        stepTitle: 'अपना मामला बताएँ',
        stepDescription:
          'फ़ॉर्म भरें, फ़ोन करें या व्हाट्सऐप पर विवाद के बारे में संक्षेप में बताएँ। हमारे विशेषज्ञ 24 घंटे के भीतर आपसे संपर्क करेंगे।',
      },
      {
        stepTitle: 'अधिवक्ता द्वारा जाँच',
        stepDescription:
          `अधिवक्ता तथ्य, कागज़ और समय सीमाएँ जाँचते हैं, जैसे चेक बाउंस नोटिस के लिए मिलने वाले ${figure('ni138.notice', 'hi')}, और बताते हैं कि नोटिस में क्या माँग रखनी चाहिए।`,
      },
      {
        stepTitle: 'मसौदा और आपकी मंज़ूरी',
        stepDescription: 'हम 24-48 घंटे में नोटिस का ड्राफ़्ट तैयार करके आपको भेजते हैं, और हस्ताक्षर से पहले ज़रूरी सुधार कर देते हैं।',
      },
      {
        stepTitle: 'हस्ताक्षर और रवानगी',
        stepDescription:
          'अधिवक्ता नोटिस पर हस्ताक्षर करते हैं और हम उसे रजिस्टर्ड डाक या स्पीड पोस्ट से भेजते हैं, संभव हो तो ई-मेल या व्हाट्सऐप पर भी एक प्रति के साथ।',
      },
      {
        stepTitle: 'ट्रैकिंग और आगे के कदम',
        stepDescription:
          'आपको डाक रसीद, ट्रैकिंग रिपोर्ट और नोटिस की प्रति मिलती है, और जवाब या अगले कानूनी कदम पर हम आपको सलाह देते हैं।',
      },
    ],
    faqs: [
      {
        question: 'क्या अदालत जाने से पहले कानूनी नोटिस अनिवार्य है?',
        answer:
          'हमेशा नहीं। एनआई एक्ट की धारा 138 के चेक बाउंस मामलों में और सीपीसी की धारा 80 के तहत सरकार पर मुकदमा करने से पहले यह अनिवार्य है, और किरायेदारी समाप्त करने के लिए भी सामान्यतः नोटिस ज़रूरी होता है। बाकी विवादों में यह वैकल्पिक है, पर इसकी पुरज़ोर सलाह दी जाती है, क्योंकि इससे अक्सर मामला सुलझ जाता है और अदालत को दिखता है कि आपने पहले सुलह की कोशिश की।',
      },
      {
        question: 'चेक बाउंस नोटिस भेजने की समय सीमा क्या है?',
        answer:
          `चेक बिना भुगतान लौटने की बैंक की सूचना (रिटर्न मेमो) मिलने के ${figure('ni138.notice', 'hi')} के भीतर नोटिस भेजना होता है। नोटिस मिलने के बाद चेक देने वाले के पास भुगतान के लिए ${figure('ni138.pay', 'hi')} होते हैं, और भुगतान न हो तो यह अवधि पूरी होने के एक महीने के भीतर परिवाद दायर करना होता है (${asChecked('hi', 'ni138.notice', 'ni138.pay', 'ni138.complaint')})। नोटिस की समय सीमा चूकने से मामला कमज़ोर पड़ सकता है, इसलिए मेमो मिलते ही हमसे संपर्क करें।`,
      },
      {
        question: 'क्या मैं खुद कानूनी नोटिस भेज सकता हूँ?',
        answer:
          'हाँ, आप सामने वाले पक्ष को खुद पत्र लिख सकते हैं; ज़्यादातर नोटिसों के लिए कानून अधिवक्ता की शर्त नहीं रखता। ज़रूरी यह है कि नोटिस में तथ्य, कानूनी आधार और माँग सटीक हों, कोई ऐसी स्वीकारोक्ति न हो जो बाद में आपके खिलाफ़ जाए, और चेक बाउंस जैसे कानूनन ज़रूरी नोटिस सही शब्दों में और समय पर भेजे जाएँ।',
      },
      {
        question: 'नोटिस कैसे पहुँचाया जाता है?',
        answer:
          'हम इसे पावती सहित रजिस्टर्ड डाक या स्पीड पोस्ट से भेजते हैं और रसीद व ट्रैकिंग रिपोर्ट सबूत के रूप में रखते हैं। सामने वाले का ई-मेल पता या व्हाट्सऐप नंबर हमारे पास हो, तो वहाँ भी एक प्रति भेजते हैं। सही पते पर डाक से भेजा गया नोटिस सामान्यतः तामील माना जाता है, चाहे सामने वाला उसे लेने से मना कर दे।',
      },
      {
        question: 'कानूनी नोटिस में क्या-क्या लिखा होता है?',
        answer:
          'दोनों पक्षों के नाम और पते, तारीखों सहित क्रम से तथ्य, जिस अनुबंध या कानून पर दावा आधारित है, सटीक माँग (भुगतान, कोई कार्रवाई या किसी काम को रोकना), पालन की समय सीमा, और पालन न होने पर की जाने वाली कार्रवाई। इस पर अधिवक्ता अपने मुवक्किल की ओर से हस्ताक्षर करते हैं। ज़रूरी कागज़ों का उल्लेख किया जाता है, जबकि मूल कागज़ आपके पास सुरक्षित रहते हैं।',
      },
      {
        question: 'नोटिस में सामने वाले को कितना समय दिया जाना चाहिए?',
        answer:
          `जहाँ कानून ने अवधि तय की है, वहाँ हम उसी का पालन करते हैं: चेक बाउंस नोटिस में भुगतान के लिए ${figure('ni138.pay', 'hi')} और सीपीसी धारा 80 में दो महीने। बाकी मामलों में उचित समय दिया जाता है, जो मामले और वह कितना ज़रूरी है, इसके अनुसार आमतौर पर 15 से 30 दिन होता है। हम ऐसी अवधि सुझाते हैं जो न्यायसंगत हो और अदालत में टिक सके।`,
      },
      {
        question: 'अगर सामने वाला जवाब न दे तो क्या होगा?',
        answer:
          'कानून जवाब देने के लिए मजबूर नहीं करता, लेकिन चुप रहने से मामला खत्म नहीं होता। समय सीमा बीतने के बाद आप मुकदमा, परिवाद या अन्य कार्रवाई कर सकते हैं, और डाक के सबूत के साथ नोटिस यह दिखाता है कि आपने उन्हें मामला सुलझाने का उचित मौका दिया था।',
      },
      {
        question: 'मुझे कानूनी नोटिस मिला है। अब मैं क्या करूँ?',
        answer:
          'इसे अनदेखा न करें और गुस्से में जवाब भी न दें। नोटिस मिलने की तारीख नोट करें, लिफ़ाफ़ा सँभालकर रखें और जल्दी से उसकी प्रति हमें भेजें। हम दावों की जाँच करके ऐसा जवाब तैयार करते हैं जो गलत बातों का खंडन करे, आपका पक्ष रिकॉर्ड पर रखे और कोई स्वीकारोक्ति न करे; समय पर दिया गया जवाब मुकदमे को रोक सकता है या मुकदमा होने पर आपका बचाव मज़बूत करता है।',
      },
      {
        question: 'क्या उपभोक्ता विवाद में कानूनी नोटिस भेजा जा सकता है?',
        answer:
          'हाँ। ज़िला उपभोक्ता आयोग जाने से पहले विक्रेता, बिल्डर, बैंक या सेवा प्रदाता को भेजा गया नोटिस अक्सर रिफ़ंड, बदलाव या मरम्मत दिला देता है। उपभोक्ता संरक्षण अधिनियम, 2019 में यह अनिवार्य नहीं है, पर इससे आपकी माँग का रिकॉर्ड बनता है जो बाद में परिवाद दायर करने पर काम आता है।',
      },
      {
        question: 'क्या आप दूसरे राज्य में रहने वाले व्यक्ति को नोटिस भेज सकते हैं?',
        answer:
          'हाँ। हम मध्य प्रदेश और राजस्थान के ग्राहकों के लिए नोटिस तैयार करते हैं और उन्हें भारत में किसी भी पते पर डाक और इलेक्ट्रॉनिक माध्यम से भेज सकते हैं। बाद में मुकदमा कहाँ दायर होगा, यह विवाद के प्रकार पर निर्भर करता है, और इस पर भी हम आपको सलाह देते हैं।',
      },
    ],
    callToAction: 'अपने विवाद के बारे में बताइए: नोटिस अधिवक्ता के हस्ताक्षर के लिए तैयार होकर 24-48 घंटे में भेज दिया जाता है।',
    badges: ['अधिवक्ता के हस्ताक्षर से', '24-48 घंटे में ड्राफ़्ट', 'डाक की रसीद के साथ भेजा गया'],
  },
};

export default entry;
