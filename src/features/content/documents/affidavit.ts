import type { ContentEntry } from '../types';
import { asChecked, figure } from '@/lib/legal-facts';

const entry: ContentEntry = {
  id: 'affidavit',
  icon: 'signature',
  image: {
    src: '/images/documents/affidavit-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'An affidavit on e-stamp paper with a notary’s seal and a pen',
      hi: 'ई-स्टाम्प पर बना शपथ पत्र, नोटरी की मुहर और पेन',
    },
  },
  en: {
    seoTitle: 'Affidavit Drafting and Notary Attestation | Madhya Pradesh',
    seoDescription:
      'Affidavits for name change, address, income, gap year or lost documents, drafted on MP e-stamp and attested by a notary. Ready in 24-48 hours across MP.',
    seoKeywords:
      'affidavit online, affidavit format, name change affidavit, gap year affidavit, income affidavit, address proof affidavit, lost document affidavit, affidavit on stamp paper MP, notary affidavit Bhopal, affidavit Indore, shapath patra',
    title: 'Affidavit',
    shortDescription:
      'Affidavits for every common purpose, drafted in English or Hindi on Madhya Pradesh e-stamp and attested by a notary or the competent officer, ready in 24-48 hours.',
    description: [
      'An affidavit is a written statement of facts that the person making it, called the deponent, swears or affirms to be true before an authorized officer. Government offices, colleges and universities, banks, courts and employers accept it as a formal declaration when other proof is missing, or when a fact has to be put on record in the deponent’s own words.',
      'People most often need one for a change or correction of name, proof of residence, a declaration of income, an explanation of a gap in studies, or the loss of a mark sheet, certificate, passbook or other document. Affidavits are also used for a date of birth, relationship or marital status, dependants, and for the many self-declarations that offices and scholarship or admission forms ask for.',
      `In Madhya Pradesh an affidavit is typed on an e-stamp of ${figure('mp.stamp.affidavit', 'en')}, whatever its purpose: a flat duty since the Indian Stamp (MP Amendment) Act, 2025 came into force on ${figure('mp.stamp.amendment-2025.in-force', 'en')} (${asChecked('en', 'mp.stamp.affidavit', 'mp.stamp.amendment-2025.in-force')}). An affidavit made to be filed in a court case is exempt from stamp duty. The deponent must sign in person and the affidavit is attested by a notary, an oath commissioner or, where an office asks for it, an executive magistrate such as the tehsildar. A false statement on oath is a criminal offence, so we word each affidavit carefully from the facts and papers you give us.`,
      'What to bring: the purpose and the name of the office where the affidavit will be submitted (or its prescribed format), your ID (Aadhaar, PAN or voter ID) and address, and any papers that support the statement, such as old and new name records, a mark sheet, an income certificate or a police report of the loss. We draft the text, arrange the e-stamp and the attestation, and deliver in 24-48 hours across Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar, Ujjain and the rest of Madhya Pradesh.',
    ],
    features: [
      'Drafting in English or Hindi, worded for the office that will receive it',
      `E-stamp of ${figure('mp.stamp.affidavit', 'en')} for affidavits made in Madhya Pradesh (${asChecked('en', 'mp.stamp.affidavit')})`,
      'Attestation by a notary or oath commissioner arranged for you',
      'Guidance when an executive magistrate’s attestation is required',
      'Formats for name change, address, income, gap year, lost documents and more',
      'Printed affidavit plus a scanned copy for online applications',
    ],
    benefits: [
      'Fewer rejections: the format and wording match what the office expects',
      'Facts stated precisely, so your sworn statement holds up when checked',
      'Drafting, e-stamp and attestation handled in one place',
      'Ready in 24-48 hours, with doorstep delivery in Madhya Pradesh and nearby areas',
      'Clear advice on next steps, such as newspaper notice and Gazette for a name change',
      'In Hindi or English, as the office prefers',
    ],
    process: [
      {
        stepTitle: 'Tell us the purpose',
        stepDescription:
          'Fill in the request form or message us with the purpose, the office it is for and your details. An expert contacts you within 24 hours.',
      },
      {
        stepTitle: 'Drafting',
        stepDescription:
          'We draft the affidavit and send it to you to check every name, date and figure before it is printed.',
      },
      {
        stepTitle: 'E-stamp and printing',
        stepDescription: `We arrange the ${figure('mp.stamp.affidavit', 'en')} e-stamp and print the final text on it.`,
      },
      {
        stepTitle: 'Signing and attestation',
        stepDescription:
          'You sign in person before the notary or oath commissioner, who checks your identity and attests the affidavit.',
      },
      {
        stepTitle: 'Delivery',
        stepDescription: 'The attested affidavit reaches you within 24-48 hours, with a scanned copy for online use.',
      },
    ],
    faqs: [
      {
        question: 'What is an affidavit and when is it needed?',
        answer:
          'An affidavit is a written statement of facts that you swear or affirm to be true before a notary or another authorized officer. Offices ask for one when a fact has to be declared formally, for example a change of name, residence, income or the loss of a document. It carries weight because a false statement on oath is punishable.',
      },
      {
        question: 'On what value of stamp paper is an affidavit made?',
        answer:
          `In Madhya Pradesh every affidavit carries a flat stamp duty of ${figure('mp.stamp.affidavit', 'en')}, whatever its purpose or the office that asks for it, paid through e-stamp (${asChecked('en', 'mp.stamp.affidavit')}). An affidavit made to be filed in a court case is exempt. The notary’s fee and our drafting charge are separate, and we tell you the total before we start.`,
      },
      {
        question: 'Should my affidavit be attested by a notary or an executive magistrate?',
        answer:
          'Most offices accept attestation by a notary. Affidavits for court cases are usually sworn before an oath commissioner at the court, and some government departments or schemes ask for attestation by an executive magistrate, such as the tehsildar or SDM. Tell us where it will be submitted and we arrange the right attestation.',
      },
      {
        question: 'Do I need to be present in person?',
        answer:
          'Yes. The deponent must sign before the notary or officer, who checks their identity; nobody else can swear an affidavit on your behalf. We fix a convenient time so that your visit is short, and deliver the finished affidavit to your door in Madhya Pradesh and nearby areas.',
      },
      {
        question: 'Is an affidavit enough to change my name?',
        answer:
          'For most purposes it is the first step, not the whole process. A legal change of name is usually made by an affidavit, an advertisement in a newspaper and publication in the Gazette (the Gazette of India or the Madhya Pradesh Rajpatra), after which certificates and ID cards are updated. We draft the affidavit and guide you through the other steps.',
      },
      {
        question: 'What should a gap year affidavit say?',
        answer:
          'It states the period of the gap and the reason, such as illness, preparation for competitive exams, family circumstances or work, and declares whatever else the institution requires, for example that you were not enrolled elsewhere during that time. Bring supporting papers such as medical records or a job letter. We follow the format your college or university asks for.',
      },
      {
        question: 'I have lost a document. What do I need?',
        answer:
          'Usually an affidavit describing the lost document and when and where it was lost, with an undertaking to return the original if it is found. Many boards, universities and banks also ask for a lost-article report made to the police, which in Madhya Pradesh can usually be lodged online through MP Police citizen services. We draft the affidavit to match what the issuing office requires for a duplicate.',
      },
      {
        question: 'Can I give an income affidavit instead of an income certificate?',
        answer:
          'Some offices accept a self-declaration of income on affidavit, while others insist on an income certificate issued through the tehsil, which in Madhya Pradesh is applied for through a Lok Seva Kendra. Check what the office asks for. We draft the affidavit with each source of income stated clearly, and can tell you how to apply for the certificate.',
      },
      {
        question: 'How long is an affidavit valid?',
        answer:
          'An affidavit does not expire by law, but it speaks of the facts on the day it was sworn. Many offices therefore ask for one made recently, and if your circumstances have changed you should make a fresh one.',
      },
      {
        question: 'What happens if an affidavit contains false information?',
        answer:
          'Knowingly making a false statement on oath is the offence of giving false evidence under the Bharatiya Nyaya Sanhita, and the affidavit can be rejected or used against you. Give us accurate facts and papers; we state only what you can stand behind.',
      },
    ],
    callToAction:
      'Tell us what your affidavit is for, and we will have it drafted, stamped and attested within 24-48 hours.',
    badges: ['Notary attestation arranged', 'Delivery in 24-48 hours', 'English or Hindi'],
  },
  hi: {
    seoTitle: 'शपथ पत्र (एफ़िडेविट) और नोटरी सत्यापन | मध्य प्रदेश',
    seoDescription:
      'नाम परिवर्तन, पता, आय, गैप ईयर या दस्तावेज़ खोने का शपथ पत्र म.प्र. ई-स्टाम्प पर, नोटरी से सत्यापित। पूरे मध्य प्रदेश में 24-48 घंटे में तैयार।',
    seoKeywords:
      'शपथ पत्र, एफ़िडेविट, शपथ पत्र का प्रारूप, नाम परिवर्तन शपथ पत्र, गैप ईयर एफ़िडेविट, आय का शपथ पत्र, निवास शपथ पत्र, दस्तावेज़ गुम होने का शपथ पत्र, नोटरी एफ़िडेविट भोपाल, एफ़िडेविट इंदौर, affidavit online',
    title: 'शपथ पत्र (एफ़िडेविट)',
    shortDescription:
      'हर सामान्य ज़रूरत के लिए शपथ पत्र — हिंदी या अंग्रेज़ी में, मध्य प्रदेश ई-स्टाम्प पर तैयार और नोटरी या सक्षम अधिकारी से सत्यापित, 24-48 घंटे में।',
    description: [
      'शपथ पत्र तथ्यों का एक लिखित कथन है, जिसे बनाने वाला व्यक्ति (शपथकर्ता) किसी अधिकृत अधिकारी के सामने शपथ लेकर या सत्यनिष्ठा से सच घोषित करता है। जब कोई दूसरा प्रमाण उपलब्ध न हो, या किसी तथ्य को शपथकर्ता के अपने शब्दों में रिकॉर्ड पर लाना हो, तब सरकारी कार्यालय, कॉलेज और विश्वविद्यालय, बैंक, अदालतें और नियोक्ता इसे औपचारिक घोषणा के रूप में स्वीकार करते हैं।',
      'सबसे अधिक इसकी ज़रूरत नाम बदलने या सुधारने, निवास के प्रमाण, आय की घोषणा, पढ़ाई में अंतराल (गैप) का कारण बताने, या मार्कशीट, प्रमाण पत्र, पासबुक या किसी अन्य दस्तावेज़ के खो जाने पर पड़ती है। जन्म तिथि, रिश्ते या वैवाहिक स्थिति, आश्रितों की जानकारी और छात्रवृत्ति या प्रवेश फ़ॉर्म में माँगी जाने वाली कई स्व-घोषणाओं के लिए भी शपथ पत्र बनता है।',
      `मध्य प्रदेश में शपथ पत्र ${figure('mp.stamp.affidavit', 'hi')} के ई-स्टाम्प पर बनता है, प्रयोजन चाहे जो हो: भारतीय स्टाम्प (मध्य प्रदेश संशोधन) अधिनियम, 2025 के ${figure('mp.stamp.amendment-2025.in-force', 'hi')} से लागू होने के बाद यह एक तय शुल्क है (${asChecked('hi', 'mp.stamp.affidavit', 'mp.stamp.amendment-2025.in-force')})। अदालती मामले में दाखिल करने के लिए बने शपथ पत्र पर स्टाम्प शुल्क नहीं लगता। शपथकर्ता को स्वयं उपस्थित होकर हस्ताक्षर करने होते हैं, और शपथ पत्र नोटरी, ओथ कमिश्नर या — जहाँ कार्यालय माँगे — तहसीलदार जैसे कार्यपालिक मजिस्ट्रेट से सत्यापित होता है। शपथ पर झूठा कथन देना आपराधिक अपराध है, इसलिए हम हर शपथ पत्र आपके दिए तथ्यों और कागज़ों के आधार पर सावधानी से लिखते हैं।`,
      'साथ में क्या लाएँ: शपथ पत्र का प्रयोजन और जिस कार्यालय में जमा होना है उसका नाम (या उसका निर्धारित प्रारूप), आपका पहचान पत्र (आधार, पैन या वोटर आईडी) और पता, तथा कथन के समर्थन के कागज़, जैसे पुराने और नए नाम के रिकॉर्ड, मार्कशीट, आय प्रमाण पत्र या गुमशुदगी की पुलिस रिपोर्ट। हम मसौदा तैयार करते हैं, ई-स्टाम्प और सत्यापन की व्यवस्था करते हैं, और भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सागर, उज्जैन सहित पूरे मध्य प्रदेश में 24-48 घंटे में डिलीवरी देते हैं।',
    ],
    features: [
      'हिंदी या अंग्रेज़ी में मसौदा, उसी कार्यालय की ज़रूरत के अनुसार जहाँ इसे जमा होना है',
      `मध्य प्रदेश में बनने वाले शपथ पत्र के लिए ${figure('mp.stamp.affidavit', 'hi')} का ई-स्टाम्प (${asChecked('hi', 'mp.stamp.affidavit')})`,
      'नोटरी या ओथ कमिश्नर से सत्यापन की व्यवस्था',
      'कार्यपालिक मजिस्ट्रेट से सत्यापन ज़रूरी हो तो पूरा मार्गदर्शन',
      'नाम परिवर्तन, पता, आय, गैप ईयर, दस्तावेज़ गुम होने आदि के प्रारूप',
      'छपा हुआ शपथ पत्र और ऑनलाइन आवेदनों के लिए स्कैन कॉपी',
    ],
    benefits: [
      'अस्वीकृति की संभावना कम: प्रारूप और भाषा कार्यालय की अपेक्षा के अनुसार',
      'तथ्य सटीक रूप से दर्ज, ताकि जाँच होने पर भी आपका शपथ कथन सही ठहरे',
      'मसौदा, ई-स्टाम्प और सत्यापन — सब एक ही जगह',
      '24-48 घंटे में तैयार, मध्य प्रदेश और आसपास के क्षेत्रों में घर तक डिलीवरी',
      'आगे के कदमों पर स्पष्ट सलाह, जैसे नाम परिवर्तन के लिए अखबार में सूचना और राजपत्र',
      'कार्यालय की पसंद के अनुसार हिंदी या अंग्रेज़ी में',
    ],
    process: [
      {
        stepTitle: 'प्रयोजन बताएँ',
        stepDescription:
          'अनुरोध फ़ॉर्म भरें या हमें संदेश भेजें: शपथ पत्र किस काम के लिए, किस कार्यालय के लिए है और आपका विवरण। हमारे विशेषज्ञ 24 घंटे के भीतर संपर्क करते हैं।',
      },
      {
        stepTitle: 'मसौदा तैयार करना',
        stepDescription: 'हम शपथ पत्र का मसौदा बनाकर आपको भेजते हैं, ताकि छपाई से पहले आप हर नाम, तारीख और आँकड़ा जाँच लें।',
      },
      {
        stepTitle: 'ई-स्टाम्प और छपाई',
        stepDescription: `हम ${figure('mp.stamp.affidavit', 'hi')} के ई-स्टाम्प की व्यवस्था करते हैं और अंतिम पाठ उसी पर छापते हैं।`,
      },
      {
        stepTitle: 'हस्ताक्षर और सत्यापन',
        stepDescription: 'आप नोटरी या ओथ कमिश्नर के सामने स्वयं हस्ताक्षर करते हैं, जो आपकी पहचान जाँचकर शपथ पत्र सत्यापित करते हैं।',
      },
      {
        stepTitle: 'डिलीवरी',
        stepDescription: 'सत्यापित शपथ पत्र 24-48 घंटे में आप तक पहुँचता है, साथ में ऑनलाइन उपयोग के लिए स्कैन कॉपी भी।',
      },
    ],
    faqs: [
      {
        question: 'शपथ पत्र क्या है और इसकी ज़रूरत कब पड़ती है?',
        answer:
          'शपथ पत्र तथ्यों का लिखित कथन है, जिसे आप नोटरी या किसी अन्य अधिकृत अधिकारी के सामने शपथ लेकर सच घोषित करते हैं। जब किसी तथ्य की औपचारिक घोषणा करनी हो, जैसे नाम परिवर्तन, निवास, आय या किसी दस्तावेज़ के खो जाने की, तब कार्यालय इसे माँगते हैं। इसका महत्व इसलिए है क्योंकि शपथ पर झूठा कथन दंडनीय है।',
      },
      {
        question: 'शपथ पत्र कितने रुपये के स्टाम्प पर बनता है?',
        answer:
          `मध्य प्रदेश में हर शपथ पत्र पर ${figure('mp.stamp.affidavit', 'hi')} का तय स्टाम्प शुल्क लगता है, प्रयोजन या माँगने वाला कार्यालय चाहे जो हो; यह ई-स्टाम्प से चुकाया जाता है (${asChecked('hi', 'mp.stamp.affidavit')})। अदालती मामले में दाखिल करने के लिए बने शपथ पत्र पर यह शुल्क नहीं लगता। नोटरी की फ़ीस और हमारा मसौदा शुल्क अलग हैं, और काम शुरू करने से पहले हम कुल खर्च बता देते हैं।`,
      },
      {
        question: 'शपथ पत्र नोटरी से सत्यापित कराएँ या कार्यपालिक मजिस्ट्रेट से?',
        answer:
          'अधिकांश कार्यालय नोटरी का सत्यापन स्वीकार करते हैं। अदालती मामलों के शपथ पत्र आमतौर पर न्यायालय परिसर में ओथ कमिश्नर के सामने बनते हैं, और कुछ सरकारी विभाग या योजनाएँ तहसीलदार या एसडीएम जैसे कार्यपालिक मजिस्ट्रेट का सत्यापन माँगती हैं। बताइए कि शपथ पत्र कहाँ जमा होगा, हम उसी के अनुसार सत्यापन की व्यवस्था करेंगे।',
      },
      {
        question: 'क्या मुझे स्वयं उपस्थित होना पड़ेगा?',
        answer:
          'हाँ। शपथकर्ता को नोटरी या अधिकारी के सामने हस्ताक्षर करने होते हैं, जो उसकी पहचान जाँचते हैं; आपकी जगह कोई और शपथ नहीं ले सकता। हम सुविधाजनक समय तय करते हैं ताकि आपको कम समय देना पड़े, और तैयार शपथ पत्र मध्य प्रदेश और आसपास के क्षेत्रों में आपके घर तक पहुँचाते हैं।',
      },
      {
        question: 'क्या नाम बदलने के लिए केवल शपथ पत्र काफ़ी है?',
        answer:
          'अधिकतर कामों के लिए यह पहला कदम है, पूरी प्रक्रिया नहीं। कानूनी रूप से नाम परिवर्तन आमतौर पर शपथ पत्र, अखबार में विज्ञापन और राजपत्र (भारत का राजपत्र या मध्य प्रदेश राजपत्र) में प्रकाशन से होता है, जिसके बाद प्रमाण पत्र और पहचान पत्रों में नाम बदलवाया जाता है। हम शपथ पत्र तैयार करते हैं और बाकी कदमों में आपका मार्गदर्शन करते हैं।',
      },
      {
        question: 'गैप ईयर के शपथ पत्र में क्या लिखा होना चाहिए?',
        answer:
          'इसमें अंतराल की अवधि और उसका कारण, जैसे बीमारी, प्रतियोगी परीक्षाओं की तैयारी, पारिवारिक परिस्थितियाँ या नौकरी, लिखा जाता है, साथ ही संस्था जो भी घोषणा माँगे, जैसे कि उस अवधि में आपने कहीं और प्रवेश नहीं लिया था। मेडिकल रिकॉर्ड या नौकरी के पत्र जैसे सहायक कागज़ साथ लाएँ। हम आपके कॉलेज या विश्वविद्यालय के बताए प्रारूप का पालन करते हैं।',
      },
      {
        question: 'मेरा कोई दस्तावेज़ खो गया है। मुझे क्या चाहिए?',
        answer:
          'आमतौर पर एक शपथ पत्र, जिसमें खोए दस्तावेज़ का विवरण, वह कब और कहाँ खोया, और मिलने पर मूल दस्तावेज़ लौटाने का वचन हो। कई बोर्ड, विश्वविद्यालय और बैंक पुलिस में दर्ज गुम सामान की रिपोर्ट भी माँगते हैं, जो मध्य प्रदेश में आमतौर पर एमपी पुलिस की नागरिक सेवाओं के ज़रिए ऑनलाइन दर्ज हो जाती है। हम शपथ पत्र उसी प्रारूप में बनाते हैं जो डुप्लीकेट जारी करने वाला कार्यालय माँगता है।',
      },
      {
        question: 'क्या आय प्रमाण पत्र की जगह आय का शपथ पत्र दिया जा सकता है?',
        answer:
          'कुछ कार्यालय शपथ पत्र पर आय की स्व-घोषणा स्वीकार करते हैं, जबकि कुछ तहसील से जारी आय प्रमाण पत्र ही माँगते हैं, जिसके लिए मध्य प्रदेश में लोक सेवा केंद्र पर आवेदन होता है। पहले पता कर लें कि कार्यालय क्या माँग रहा है। हम शपथ पत्र में आय का हर स्रोत स्पष्ट रूप से लिखते हैं, और प्रमाण पत्र के आवेदन का तरीका भी बता सकते हैं।',
      },
      {
        question: 'शपथ पत्र कितने समय तक मान्य रहता है?',
        answer:
          'कानूनन शपथ पत्र की कोई समाप्ति तिथि नहीं होती, लेकिन वह उसी दिन के तथ्य बताता है जिस दिन शपथ ली गई थी। इसलिए कई कार्यालय हाल ही में बना शपथ पत्र माँगते हैं, और यदि आपकी परिस्थितियाँ बदल गई हैं तो नया शपथ पत्र बनवाना चाहिए।',
      },
      {
        question: 'अगर शपथ पत्र में गलत जानकारी हो तो क्या होता है?',
        answer:
          'जानबूझकर शपथ पर झूठा कथन देना भारतीय न्याय संहिता के तहत मिथ्या साक्ष्य देने का अपराध है, और ऐसा शपथ पत्र अस्वीकार हो सकता है या आपके विरुद्ध इस्तेमाल हो सकता है। हमें सही तथ्य और कागज़ दें; हम वही लिखते हैं जिस पर आप कायम रह सकें।',
      },
    ],
    callToAction:
      'बताइए कि शपथ पत्र किस काम के लिए चाहिए — हम 24-48 घंटे में उसे तैयार, ई-स्टाम्प पर छपवाकर और सत्यापित कराकर देंगे।',
    badges: ['नोटरी सत्यापन की व्यवस्था', '24-48 घंटे में डिलीवरी', 'हिंदी या अंग्रेज़ी'],
  },
};

export default entry;
