import type { ContentEntry } from '../types';

const entry: ContentEntry = {
  id: 'legal-photography',
  icon: 'camera',
  image: {
    src: '/images/services/legal-photography-960.webp',
    width: 960,
    height: 600,
    alt: {
      en: 'A photographer recording cracks in a house wall, with the date, time and GPS location shown on the camera screen',
      hi: 'मकान की दीवार की दरारों की तस्वीर लेता फ़ोटोग्राफ़र, कैमरे की स्क्रीन पर तारीख, समय और जीपीएस लोकेशन',
    },
  },
  en: {
    seoTitle: 'Legal Photography & Evidence Certificate | Madhya Pradesh',
    seoDescription:
      'Geo-tagged, time-stamped photos and video of property and sites in MP, with a Section 63 BSA certificate (formerly 65B) for using electronic evidence in court.',
    seoKeywords:
      'legal photography, evidence photography India, geo-tagged photos for property, time-stamped photos as evidence, Section 63 BSA certificate, 65B certificate, electronic evidence certificate, site inspection photography Bhopal, property condition photos, encroachment evidence Indore',
    title: 'Legal Photography and Evidence Certification',
    shortDescription:
      'Geo-tagged, time-stamped photographs and video of a property or site, recorded with care and supported by the certificate the law asks for when electronic records are used as evidence.',
    description: [
      'Photographs and video are often the clearest record of how a property or site looked on a particular day: the condition of a rented flat at handover, cracks caused by construction next door, an encroachment on a boundary, damage after a flood or fire, or the progress of building work. Made carefully and preserved properly, such records help settle disputes and support claims before courts, tribunals, insurers and government offices.',
      'This service is used by landlords and tenants, buyers and sellers of property, builders and contractors, families in partition or boundary disputes, and lawyers who need a site recorded in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar, Ujjain and nearby areas. It is also useful to record that a notice was pasted at a property, or that a site was inspected on a given date.',
      'Since 1 July 2024, evidence in India is governed by the Bharatiya Sakshya Adhiniyam, 2023. Its Section 63, which replaced Section 65B of the Indian Evidence Act, 1872, allows a copy of an electronic record, such as a printout of a digital photograph, to be given in evidence when it comes with a certificate in the format set out in the Schedule to the Act. The certificate describes the device and gives the hash value of the record, and it is signed by the person in charge of the device and by an expert. A certificate helps the record meet the legal requirements for admissibility; how much weight it carries is always for the court to decide.',
      'On site, we take wide shots and close-ups with the date, time and GPS location, keep the original files unedited, and record their hash values so that any later change can be detected. You receive the photographs and video, a short inspection note of what was recorded, and the certificate prepared for signature. Please share the address and a location pin, the purpose of the record (for example a tenancy handover or a dispute), any earlier photographs or notices, and the name of a person who can give access to the site.',
    ],
    features: [
      'Geo-tagged and time-stamped photographs of the property or site',
      'Video walk-through of rooms, boundaries, damage or construction',
      'Site inspection note recording the date, time, location and what was observed',
      'Original files preserved unedited, with their hash values recorded',
      'Certificate under Section 63 of the Bharatiya Sakshya Adhiniyam, 2023, in the format of the Schedule',
      'Printed and digital sets arranged for filing with a notice, complaint or case',
    ],
    benefits: [
      'A dated, located record made before memories fade or the site changes',
      'Evidence prepared with the legal rules for electronic records in mind',
      'Strong support for claims about security deposits, damage or encroachment',
      'A careful, independent record is harder to dispute than quick phone photos',
      'Files ready to attach to a legal notice, complaint, insurance claim or petition',
      'Site visits across Madhya Pradesh and nearby areas',
    ],
    process: [
      {
        stepTitle: 'Book the visit',
        stepDescription:
          'Tell us the address, the purpose and a convenient time. Our expert contacts you within 24 hours to confirm what needs to be recorded.',
      },
      {
        stepTitle: 'Recording on site',
        stepDescription:
          'We visit the site, take geo-tagged, time-stamped photographs and video, and note the date, time, location and the conditions we observe.',
      },
      {
        stepTitle: 'Preservation and hash values',
        stepDescription:
          'The original files are copied without any editing, and their hash values are calculated and recorded so that the record can be verified later.',
      },
      {
        stepTitle: 'Certificate and inspection note',
        stepDescription:
          'We prepare the inspection note and the Section 63 certificate in the prescribed format, ready for signature.',
      },
      {
        stepTitle: 'Delivery',
        stepDescription:
          'You receive digital copies and printed sets, usually within 24-48 hours of the visit, with guidance on using them in your notice, complaint or case.',
      },
    ],
    faqs: [
      {
        question: 'What is legal photography?',
        answer:
          'It is the careful recording of a property, site or object in photographs and video for legal use: what was there, in what condition, on which date and at which place. Each image carries the date, time and GPS location, and the original files are preserved so that their integrity can be checked.',
      },
      {
        question: 'What is a Section 63 certificate, and how is it different from a 65B certificate?',
        answer:
          'Section 63 of the Bharatiya Sakshya Adhiniyam, 2023 replaced Section 65B of the Indian Evidence Act, 1872 from 1 July 2024. Like the old 65B certificate, it is needed to give copies of electronic records, such as digital photos and videos, in evidence. The new certificate follows a format set out in the Schedule to the Act, includes the hash values of the files, and is signed by the person in charge of the device and by an expert.',
      },
      {
        question: 'Will the court definitely accept our photographs?',
        answer:
          'No one can honestly promise that. The certificate helps meet the legal requirements for electronic evidence, but the court decides whether the evidence is relevant and how much weight to give it. Careful recording, unedited originals and a proper certificate put your evidence on the firmest footing.',
      },
      {
        question: 'What are geo-tagged and time-stamped photos?',
        answer:
          'A geo-tagged photo stores the GPS coordinates of the place where it was taken, and a time stamp records the date and time. We keep this information in the file’s data and can also show it on the image, so that the place and time of recording are clear.',
      },
      {
        question: 'When should I get legal photography done?',
        answer:
          'Before or at the moment a situation changes: when you hand over or take back a rented property, before construction starts next door, as soon as you notice an encroachment or damage, and before any repairs begin. Once the site has changed, its earlier condition can no longer be recorded.',
      },
      {
        question: 'Can you record video as well as photographs?',
        answer:
          'Yes. A video walk-through often shows the layout and the extent of damage better than still photographs. Video files are preserved and certified in the same way as photographs.',
      },
      {
        question: 'Which areas do you cover?',
        answer:
          'We visit sites across Madhya Pradesh and nearby areas, including Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar and Ujjain. For places further away, tell us the location and we will let you know whether a visit can be arranged.',
      },
      {
        question: 'What does it cost?',
        answer:
          'The fee depends on the location, the size of the site, the number of photographs and the length of video, and on whether a certificate and inspection note are needed. We quote the fee before the visit.',
      },
    ],
    callToAction:
      'Need a reliable record of a property or site? Book a visit, and we will record it properly and prepare the certificate you may need in court.',
    badges: ['Geo-tagged, time-stamped photos', 'Section 63 BSA certificate', 'Site visits across MP'],
  },
  hi: {
    seoTitle: 'कानूनी फ़ोटोग्राफ़ी और साक्ष्य प्रमाण पत्र | मध्य प्रदेश',
    seoDescription:
      'म.प्र. में संपत्ति और साइट की जियो-टैग, समय-अंकित फ़ोटो व वीडियो, साथ में अदालत में इलेक्ट्रॉनिक साक्ष्य के लिए बीएसए धारा 63 (पहले 65B) का प्रमाण पत्र।',
    seoKeywords:
      'कानूनी फ़ोटोग्राफ़ी, सबूत के लिए फ़ोटोग्राफ़ी, जियो-टैग फ़ोटो संपत्ति, तारीख और समय वाली फ़ोटो, धारा 63 प्रमाण पत्र, 65B सर्टिफ़िकेट, इलेक्ट्रॉनिक साक्ष्य प्रमाण पत्र, साइट निरीक्षण फ़ोटोग्राफ़ी भोपाल, अतिक्रमण के सबूत इंदौर, evidence photography',
    title: 'कानूनी फ़ोटोग्राफ़ी और साक्ष्य प्रमाणन',
    shortDescription:
      'किसी संपत्ति या साइट की जियो-टैग और समय-अंकित तस्वीरें व वीडियो, सावधानी से रिकॉर्ड की हुई, और साथ में वह प्रमाण पत्र जो इलेक्ट्रॉनिक रिकॉर्ड को सबूत के तौर पर पेश करने के लिए कानून माँगता है।',
    description: [
      'किसी खास दिन संपत्ति या साइट की हालत कैसी थी, इसका सबसे साफ़ रिकॉर्ड अक्सर तस्वीरें और वीडियो ही होते हैं: किराये का फ़्लैट सौंपते समय उसकी स्थिति, बगल के निर्माण से पड़ी दरारें, सीमा पर अतिक्रमण, बाढ़ या आग के बाद का नुकसान, या भवन निर्माण की प्रगति। सावधानी से बनाए और ठीक से सहेजे गए ऐसे रिकॉर्ड विवाद सुलझाने में मदद करते हैं और अदालतों, अधिकरणों, बीमा कंपनियों और सरकारी दफ़्तरों के सामने दावों को मज़बूत करते हैं।',
      'यह सेवा मकान मालिक और किरायेदार, संपत्ति के खरीदार और विक्रेता, बिल्डर और ठेकेदार, बँटवारे या सीमा विवाद में उलझे परिवार, और वे वकील लेते हैं जिन्हें भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सागर, उज्जैन और आसपास के क्षेत्रों में किसी साइट का रिकॉर्ड चाहिए। यह इस बात का रिकॉर्ड रखने में भी काम आती है कि किसी संपत्ति पर नोटिस चस्पा किया गया, या किसी तारीख को साइट का निरीक्षण हुआ।',
      '1 जुलाई 2024 से भारत में साक्ष्य का कानून भारतीय साक्ष्य अधिनियम, 2023 है। इसकी धारा 63, जिसने पुराने साक्ष्य अधिनियम, 1872 की धारा 65B की जगह ली है, इलेक्ट्रॉनिक रिकॉर्ड की प्रति, जैसे डिजिटल फ़ोटो का प्रिंट, को सबूत के रूप में पेश करने की अनुमति देती है, बशर्ते उसके साथ अधिनियम की अनुसूची में दिए प्रारूप में प्रमाण पत्र हो। प्रमाण पत्र में उपकरण का विवरण और रिकॉर्ड का हैश मान होता है, और उस पर उपकरण के प्रभारी व्यक्ति और एक विशेषज्ञ के हस्ताक्षर होते हैं। प्रमाण पत्र से रिकॉर्ड ग्राह्यता की कानूनी शर्तें पूरी करने में मदद मिलती है; उसे कितना महत्व दिया जाए, यह हमेशा अदालत तय करती है।',
      'मौके पर हम तारीख, समय और जीपीएस लोकेशन के साथ दूर और पास से तस्वीरें लेते हैं, मूल फ़ाइलों को बिना किसी बदलाव के रखते हैं, और उनके हैश मान दर्ज करते हैं ताकि बाद में कोई भी छेड़छाड़ पकड़ी जा सके। आपको तस्वीरें और वीडियो, जो कुछ रिकॉर्ड हुआ उसका संक्षिप्त निरीक्षण नोट, और हस्ताक्षर के लिए तैयार प्रमाण पत्र मिलता है। कृपया पता और लोकेशन पिन, रिकॉर्ड का उद्देश्य (जैसे किरायेदारी का हस्तांतरण या कोई विवाद), पहले की कोई तस्वीरें या नोटिस, और साइट तक पहुँच दिलाने वाले व्यक्ति का नाम साझा करें।',
    ],
    features: [
      'संपत्ति या साइट की जियो-टैग और समय-अंकित तस्वीरें',
      'कमरों, सीमाओं, नुकसान या निर्माण का वीडियो रिकॉर्ड',
      'साइट निरीक्षण नोट, जिसमें तारीख, समय, स्थान और देखी गई स्थिति दर्ज हो',
      'मूल फ़ाइलें बिना बदलाव के सुरक्षित, उनके हैश मान के साथ',
      'भारतीय साक्ष्य अधिनियम, 2023 की धारा 63 के तहत अनुसूची के प्रारूप में प्रमाण पत्र',
      'नोटिस, शिकायत या मुकदमे के साथ लगाने के लिए प्रिंट और डिजिटल सेट',
    ],
    benefits: [
      'यादें धुँधली होने या साइट बदलने से पहले तारीख और स्थान सहित रिकॉर्ड',
      'इलेक्ट्रॉनिक रिकॉर्ड के कानूनी नियमों को ध्यान में रखकर तैयार साक्ष्य',
      'सिक्योरिटी डिपॉज़िट, नुकसान या अतिक्रमण के दावों को मज़बूत आधार',
      'सावधानी से बने स्वतंत्र रिकॉर्ड पर सवाल उठाना फ़ोन से जल्दबाज़ी में ली गई तस्वीरों से कहीं कठिन',
      'कानूनी नोटिस, शिकायत, बीमा दावे या याचिका के साथ लगाने को तैयार फ़ाइलें',
      'पूरे मध्य प्रदेश और आसपास के क्षेत्रों में साइट विज़िट',
    ],
    process: [
      {
        stepTitle: 'विज़िट बुक करें',
        stepDescription:
          'हमें पता, उद्देश्य और सुविधाजनक समय बताएँ। हमारे विशेषज्ञ 24 घंटे के भीतर संपर्क करके तय करते हैं कि क्या-क्या रिकॉर्ड करना है।',
      },
      {
        stepTitle: 'मौके पर रिकॉर्डिंग',
        stepDescription:
          'हम साइट पर जाकर जियो-टैग, समय-अंकित तस्वीरें और वीडियो लेते हैं, और तारीख, समय, स्थान तथा देखी गई स्थिति दर्ज करते हैं।',
      },
      {
        stepTitle: 'सुरक्षित रखना और हैश मान',
        stepDescription:
          'मूल फ़ाइलों की प्रति बिना किसी एडिटिंग के बनाई जाती है, और उनके हैश मान निकालकर दर्ज किए जाते हैं ताकि बाद में रिकॉर्ड की पुष्टि हो सके।',
      },
      {
        stepTitle: 'प्रमाण पत्र और निरीक्षण नोट',
        stepDescription: 'हम निरीक्षण नोट और निर्धारित प्रारूप में धारा 63 का प्रमाण पत्र हस्ताक्षर के लिए तैयार करते हैं।',
      },
      {
        stepTitle: 'डिलीवरी',
        stepDescription:
          'विज़िट के बाद आम तौर पर 24-48 घंटे में आपको डिजिटल प्रतियाँ और प्रिंट सेट मिल जाते हैं, साथ में यह मार्गदर्शन कि इन्हें नोटिस, शिकायत या मुकदमे में कैसे इस्तेमाल करें।',
      },
    ],
    faqs: [
      {
        question: 'कानूनी फ़ोटोग्राफ़ी क्या है?',
        answer:
          'यह कानूनी इस्तेमाल के लिए किसी संपत्ति, साइट या वस्तु को तस्वीरों और वीडियो में सावधानी से रिकॉर्ड करना है: वहाँ क्या था, किस हालत में था, किस तारीख को और किस जगह पर। हर तस्वीर में तारीख, समय और जीपीएस लोकेशन होती है, और मूल फ़ाइलें सहेजकर रखी जाती हैं ताकि उनकी प्रामाणिकता जाँची जा सके।',
      },
      {
        question: 'धारा 63 का प्रमाण पत्र क्या है, और यह 65B सर्टिफ़िकेट से कैसे अलग है?',
        answer:
          '1 जुलाई 2024 से भारतीय साक्ष्य अधिनियम, 2023 की धारा 63 ने पुराने साक्ष्य अधिनियम, 1872 की धारा 65B की जगह ले ली है। पुराने 65B सर्टिफ़िकेट की तरह, डिजिटल फ़ोटो और वीडियो जैसे इलेक्ट्रॉनिक रिकॉर्ड की प्रतियाँ सबूत में पेश करने के लिए इसकी ज़रूरत होती है। नया प्रमाण पत्र अधिनियम की अनुसूची में दिए प्रारूप में बनता है, उसमें फ़ाइलों के हैश मान होते हैं, और उस पर उपकरण के प्रभारी व्यक्ति और एक विशेषज्ञ के हस्ताक्षर होते हैं।',
      },
      {
        question: 'क्या अदालत हमारी तस्वीरें ज़रूर मान लेगी?',
        answer:
          'ईमानदारी से कोई भी इसका वादा नहीं कर सकता। प्रमाण पत्र इलेक्ट्रॉनिक साक्ष्य की कानूनी शर्तें पूरी करने में मदद करता है, लेकिन साक्ष्य प्रासंगिक है या नहीं और उसे कितना महत्व देना है, यह अदालत तय करती है। सावधानी से की गई रिकॉर्डिंग, बिना बदलाव की मूल फ़ाइलें और सही प्रमाण पत्र आपके साक्ष्य को सबसे मज़बूत आधार देते हैं।',
      },
      {
        question: 'जियो-टैग और समय-अंकित तस्वीरें क्या होती हैं?',
        answer:
          'जियो-टैग तस्वीर में उस जगह के जीपीएस निर्देशांक दर्ज रहते हैं जहाँ वह ली गई, और टाइम स्टैम्प में तारीख और समय दर्ज होता है। हम यह जानकारी फ़ाइल के डेटा में सुरक्षित रखते हैं और तस्वीर पर भी दिखा सकते हैं, ताकि रिकॉर्डिंग की जगह और समय साफ़ रहे।',
      },
      {
        question: 'कानूनी फ़ोटोग्राफ़ी कब करानी चाहिए?',
        answer:
          'हालात बदलने से पहले या उसी समय: किराये की संपत्ति सौंपते या वापस लेते समय, बगल में निर्माण शुरू होने से पहले, अतिक्रमण या नुकसान दिखते ही, और कोई भी मरम्मत शुरू होने से पहले। एक बार साइट बदल गई, तो उसकी पहले की हालत रिकॉर्ड नहीं की जा सकती।',
      },
      {
        question: 'क्या तस्वीरों के साथ वीडियो भी रिकॉर्ड हो सकता है?',
        answer:
          'हाँ। वीडियो में अक्सर जगह का नक्शा और नुकसान की सीमा तस्वीरों से बेहतर दिखती है। वीडियो फ़ाइलें भी तस्वीरों की तरह ही सुरक्षित रखी और प्रमाणित की जाती हैं।',
      },
      {
        question: 'आप किन क्षेत्रों में सेवा देते हैं?',
        answer:
          'हम पूरे मध्य प्रदेश और आसपास के क्षेत्रों में साइट विज़िट करते हैं, जिनमें भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सागर और उज्जैन शामिल हैं। इससे दूर की जगहों के लिए लोकेशन बताएँ, हम बता देंगे कि विज़िट हो सकती है या नहीं।',
      },
      {
        question: 'इसका खर्च कितना है?',
        answer:
          'फ़ीस जगह, साइट के आकार, तस्वीरों की संख्या और वीडियो की अवधि पर, और इस पर निर्भर करती है कि प्रमाण पत्र और निरीक्षण नोट चाहिए या नहीं। विज़िट से पहले हम फ़ीस बता देते हैं।',
      },
    ],
    callToAction:
      'किसी संपत्ति या साइट का भरोसेमंद रिकॉर्ड चाहिए? विज़िट बुक करें, हम सही ढंग से रिकॉर्डिंग करेंगे और अदालत के लिए ज़रूरी प्रमाण पत्र तैयार करेंगे।',
    badges: ['जियो-टैग, समय-अंकित तस्वीरें', 'बीएसए धारा 63 प्रमाण पत्र', 'पूरे म.प्र. में विज़िट'],
  },
};

export default entry;
