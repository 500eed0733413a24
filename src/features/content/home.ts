/**
 * Home page text (/, spec §2), both languages. Document tile labels and nav
 * labels are UI messages, not here. Figures come from lib/config so that
 * copy and constants cannot drift apart.
 */
import { CLIENTS_SERVED, business, whatsappLink, type DocumentId } from '../../lib/config';
import type { Localized } from './types';

export interface TitledText {
  title: string;
  text: string;
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** The documents the hero's quick links point to (/documents/{id}), in order. */
export const homeQuickLinkIds = [
  'rent-agreement',
  'affidavit',
  'legal-notice',
] as const satisfies readonly DocumentId[];
export type HomeQuickLinkId = (typeof homeQuickLinkIds)[number];

export interface HomeText {
  seo: {
    title: string;
    description: string;
    /** Comma-separated keywords, as in a `<meta name="keywords">`. */
    keywords: string;
  };
  hero: {
    headline: string;
    subheadline: string;
    /** Scrolls to #other-key-services. */
    exploreButton: string;
    /** Above the grid of nine document tiles. */
    documentsHeading: string;
    /** Leads into the quick links, e.g. "Most requested:". */
    quickLinksIntro: string;
    /** Link labels, keyed by the document id each link goes to. */
    quickLinks: Record<HomeQuickLinkId, string>;
    customDocumentText: string;
    /** External chat link (opens in a new tab) with a prefilled message. */
    customDocumentLink: { label: string; href: string };
  };
  trust: { items: TitledText[] };
  otherKeyServices: { heading: string; intro: string };
  howItWorks: {
    heading: string;
    intro: string;
    steps: [TitledText, TitledText, TitledText, TitledText];
  };
  whyChooseUs: {
    heading: string;
    reasons: [TitledText, TitledText, TitledText, TitledText, TitledText, TitledText];
  };
  aboutUs: { heading: string; paragraphs: string[] };
  locations: {
    heading: string;
    intro: string;
    mpLabel: string;
    mpCities: string[];
    rajasthanLabel: string;
    rajasthanCities: string[];
  };
  faq: {
    heading: string;
    items: [
      QuestionAnswer,
      QuestionAnswer,
      QuestionAnswer,
      QuestionAnswer,
      QuestionAnswer,
      QuestionAnswer,
    ];
  };
  contact: {
    title: string;
    intro: string;
    processTitle: string;
    steps: [TitledText, TitledText, TitledText, TitledText];
  };
  /** Placeholder while a lazily loaded section arrives. */
  loading: string;
}

const year = business.foundedYear;

export const homeText: Localized<HomeText> = {
  en: {
    seo: {
      title: `Online Legal Documentation in Madhya Pradesh & Rajasthan | ${business.name}`,
      description:
        'Rent agreements, affidavits, e-stamp, notary, wills, legal notices and property registration help in Bhopal, Indore, Jabalpur, Gwalior, Jaipur and across Madhya Pradesh and Rajasthan. Most documents delivered in 24-48 hours.',
      keywords:
        'online legal documentation, rent agreement online, affidavit online, e-stamp Madhya Pradesh, notary service, legal notice, will registration, property registration MP, Sampada portal help, legal services Bhopal, legal services Indore, legal services Jabalpur, legal services Jaipur',
    },
    hero: {
      headline: 'Online Legal Documentation & Legal Services',
      subheadline:
        'Rent agreements, affidavits, e-stamps, notary, wills and property registration, prepared by experienced legal professionals and delivered in 24-48 hours across Madhya Pradesh and Rajasthan.',
      exploreButton: 'Explore Our Services',
      documentsHeading: 'Choose Your Document',
      quickLinksIntro: 'Most requested:',
      quickLinks: {
        'rent-agreement': 'Rent Agreements',
        affidavit: 'Affidavits',
        'legal-notice': 'Legal Notices',
      },
      customDocumentText: 'Need a document that is not listed here?',
      customDocumentLink: {
        label: 'Request a custom document on WhatsApp',
        href: whatsappLink('Hello, I would like to request a custom legal document.'),
      },
    },
    trust: {
      items: [
        {
          title: `${CLIENTS_SERVED} Clients Served`,
          text: 'Individuals, families and businesses across Madhya Pradesh and Rajasthan.',
        },
        {
          title: 'Fast Turnaround',
          text: 'Most documents are ready within 24-48 hours.',
        },
        {
          title: `Serving Since ${year}`,
          text: 'Based at the district court campus in Satna.',
        },
        {
          title: 'Doorstep Delivery',
          text: 'Across Madhya Pradesh and nearby areas.',
        },
      ],
    },
    otherKeyServices: {
      heading: 'Other Key Services',
      intro:
        'Beyond everyday documents, we review agreements, arrange e-stamps and notary, plan wills, handle property registration and Sampada and RCMS portal work, and help settle disputes through e-mediation.',
    },
    howItWorks: {
      heading: 'How It Works',
      intro: 'Getting a legal document made takes four simple steps.',
      steps: [
        {
          title: 'Choose Your Document',
          text: 'Pick the document or service you need, or describe your requirement if it is not listed.',
        },
        {
          title: 'Share Your Details',
          text: 'Fill in the request form, message us on WhatsApp or call us. We tell you exactly which details and papers are needed.',
        },
        {
          title: 'We Draft and Check',
          text: 'Our legal team prepares your document, arranges e-stamp and notary where needed, and sends you a draft to confirm.',
        },
        {
          title: 'Receive Your Document',
          text: 'Get the final document by e-mail or WhatsApp, or at your doorstep in Madhya Pradesh and nearby areas.',
        },
      ],
    },
    whyChooseUs: {
      heading: 'Why Choose Us',
      reasons: [
        {
          title: 'Experienced Legal Professionals',
          text: `We have been preparing legal documents at the Satna district court since ${year}.`,
        },
        {
          title: 'Fast Turnaround',
          text: 'Most documents are ready within 24-48 hours, and urgent requests are given priority.',
        },
        {
          title: 'Clear Pricing',
          text: 'You know the full cost, including stamp duty and government fees, before we start.',
        },
        {
          title: 'Hindi and English',
          text: 'Documents and advice in the language you are most comfortable with.',
        },
        {
          title: 'Doorstep Delivery',
          text: 'Delivered to your door in Madhya Pradesh and nearby areas, and online everywhere else.',
        },
        {
          title: 'Confidential and Secure',
          text: 'Your papers and personal details are used only for your work and never shared without your consent.',
        },
      ],
    },
    aboutUs: {
      heading: 'About Us',
      paragraphs: [
        `${business.name} was founded in ${year} and works from the district court campus in Satna, Madhya Pradesh. Since then, we have helped individuals, families and businesses with clear, correct legal documents and sound practical advice.`,
        'Today we serve clients across Madhya Pradesh and Rajasthan, from Bhopal, Indore, Jabalpur and Gwalior to Jaipur, Jodhpur, Udaipur and Kota, combining the care of a court-side practice with the convenience of online service.',
        'Every document is prepared or checked by experienced legal professionals, so that it is right the first time, accepted where it needs to be and easy for you to understand.',
      ],
    },
    locations: {
      heading: 'Areas We Serve',
      intro:
        'We serve clients online across Madhya Pradesh and Rajasthan, with doorstep delivery in Madhya Pradesh and nearby areas.',
      mpLabel: 'Madhya Pradesh',
      mpCities: [
        'Bhopal',
        'Indore',
        'Jabalpur',
        'Gwalior',
        'Ujjain',
        'Sagar',
        'Rewa',
        'Satna',
        'Katni',
        'Dewas',
        'Ratlam',
        'Singrauli',
        'Chhatarpur',
        'Shahdol',
        'Sidhi',
        'Panna',
      ],
      rajasthanLabel: 'Rajasthan',
      rajasthanCities: [
        'Jaipur',
        'Jodhpur',
        'Udaipur',
        'Kota',
        'Ajmer',
        'Bikaner',
        'Alwar',
        'Bhilwara',
        'Sikar',
        'Bharatpur',
      ],
    },
    faq: {
      heading: 'Frequently Asked Questions',
      items: [
        {
          question: 'How do I order a legal document?',
          answer:
            'Choose your document, then fill in the request form below, message us on WhatsApp or call us. A legal expert contacts you within 24 hours to confirm the details and the cost.',
        },
        {
          question: 'How quickly will I receive my document?',
          answer:
            'Most documents are delivered within 24-48 hours of receiving complete details. Registration usually takes 1-3 working days once the papers are ready.',
        },
        {
          question: 'Do you deliver to my home?',
          answer:
            'Yes, we offer doorstep delivery in Madhya Pradesh and nearby areas. Elsewhere you receive your document by e-mail or WhatsApp, and we tell you the options for a printed copy.',
        },
        {
          question: 'Can I get an e-stamp for any state?',
          answer:
            'Our e-stamp service is for Madhya Pradesh only, because stamp duty is paid to the state concerned. We can still draft documents for Rajasthan and other states and tell you how to pay their stamp duty.',
        },
        {
          question: 'Why is a rent agreement made for 11 months?',
          answer:
            'A lease for more than one year must be registered, with extra stamp duty and fees. A standard rent agreement is therefore made for 11 months and renewed when it ends.',
        },
        {
          question: 'Is my information kept confidential?',
          answer:
            'Yes. Your details and papers are used only to prepare your document and are never shared without your consent.',
        },
      ],
    },
    contact: {
      title: 'Create Your Legal Document',
      intro:
        'Tell us what you need, and our legal experts will prepare your document quickly and correctly.',
      processTitle: 'Document Creation Process',
      steps: [
        {
          title: 'Submit Your Request',
          text: 'Fill in the form with your contact details, the service and the document you need.',
        },
        {
          title: 'Expert Review',
          text: 'A legal expert reviews your request and contacts you within 24 hours to confirm the details and the cost.',
        },
        {
          title: 'Document Preparation',
          text: 'We draft your document and arrange e-stamp, notary or registration where it is needed.',
        },
        {
          title: 'Delivery & Support',
          text: 'Your document reaches you by e-mail, WhatsApp or doorstep delivery in Madhya Pradesh and nearby areas, and we stay available for any questions afterwards.',
        },
      ],
    },
    loading: 'Loading…',
  },
  hi: {
    seo: {
      title: `मध्य प्रदेश और राजस्थान में ऑनलाइन कानूनी दस्तावेज़ | ${business.nameHi}`,
      description:
        'भोपाल, इंदौर, जबलपुर, ग्वालियर, जयपुर सहित पूरे मध्य प्रदेश और राजस्थान में किरायानामा, शपथ पत्र, ई-स्टाम्प, नोटरी, वसीयत, कानूनी नोटिस और संपत्ति रजिस्ट्री में सहायता। ज़्यादातर दस्तावेज़ 24-48 घंटे में।',
      keywords:
        'ऑनलाइन कानूनी दस्तावेज़, किरायानामा ऑनलाइन, रेंट एग्रीमेंट, शपथ पत्र, ई-स्टाम्प मध्य प्रदेश, नोटरी, कानूनी नोटिस, वसीयत रजिस्ट्री, संपत्ति रजिस्ट्री, संपदा पोर्टल, भोपाल कानूनी सेवा, इंदौर कानूनी सेवा, जबलपुर कानूनी सेवा, जयपुर कानूनी सेवा',
    },
    hero: {
      headline: 'ऑनलाइन कानूनी दस्तावेज़ और विधिक सेवाएँ',
      subheadline:
        'किरायानामा, शपथ पत्र, ई-स्टाम्प, नोटरी, वसीयत और संपत्ति की रजिस्ट्री — अनुभवी कानूनी विशेषज्ञों द्वारा तैयार, मध्य प्रदेश और राजस्थान में 24-48 घंटे में आपके पास।',
      exploreButton: 'हमारी सेवाएँ देखें',
      documentsHeading: 'अपना दस्तावेज़ चुनें',
      quickLinksIntro: 'सबसे ज़्यादा बनवाए जाने वाले दस्तावेज़:',
      quickLinks: {
        'rent-agreement': 'किरायानामा (रेंट एग्रीमेंट)',
        affidavit: 'शपथ पत्र',
        'legal-notice': 'कानूनी नोटिस',
      },
      customDocumentText: 'आपको जो दस्तावेज़ चाहिए, वह यहाँ नहीं है?',
      customDocumentLink: {
        label: 'व्हाट्सऐप पर अपनी ज़रूरत का दस्तावेज़ बनवाएँ',
        href: whatsappLink('नमस्ते, मुझे अपनी ज़रूरत के अनुसार एक कानूनी दस्तावेज़ बनवाना है।'),
      },
    },
    trust: {
      items: [
        {
          title: `${CLIENTS_SERVED} ग्राहकों को सेवा`,
          text: 'मध्य प्रदेश और राजस्थान के व्यक्ति, परिवार और व्यवसाय।',
        },
        {
          title: 'तेज़ सेवा',
          text: 'ज़्यादातर दस्तावेज़ 24-48 घंटे में तैयार।',
        },
        {
          title: `${year} से आपकी सेवा में`,
          text: 'सतना जिला न्यायालय परिसर में स्थित।',
        },
        {
          title: 'घर तक डिलीवरी',
          text: 'पूरे मध्य प्रदेश और आसपास के क्षेत्रों में।',
        },
      ],
    },
    otherKeyServices: {
      heading: 'अन्य प्रमुख सेवाएँ',
      intro:
        'रोज़मर्रा के दस्तावेज़ों के अलावा हम अनुबंधों की समीक्षा, ई-स्टाम्प और नोटरी, वसीयत, संपत्ति की रजिस्ट्री, संपदा और आरसीएमएस पोर्टल का काम करते हैं, और ई-मध्यस्थता से विवाद सुलझाने में भी मदद करते हैं।',
    },
    howItWorks: {
      heading: 'यह कैसे काम करता है',
      intro: 'कानूनी दस्तावेज़ बनवाना बस चार आसान चरणों में।',
      steps: [
        {
          title: 'अपना दस्तावेज़ चुनें',
          text: 'जो दस्तावेज़ या सेवा चाहिए उसे चुनें, या सूची में न हो तो अपनी ज़रूरत बताएँ।',
        },
        {
          title: 'अपनी जानकारी भेजें',
          text: 'अनुरोध फ़ॉर्म भरें, व्हाट्सऐप पर संदेश भेजें या फ़ोन करें। कौन-सी जानकारी और कागज़ात चाहिए, यह हम साफ़-साफ़ बता देते हैं।',
        },
        {
          title: 'हम तैयार करते और जाँचते हैं',
          text: 'हमारी कानूनी टीम आपका दस्तावेज़ तैयार करती है, ज़रूरत हो तो ई-स्टाम्प और नोटरी की व्यवस्था करती है, और पुष्टि के लिए ड्राफ्ट भेजती है।',
        },
        {
          title: 'दस्तावेज़ प्राप्त करें',
          text: 'अंतिम दस्तावेज़ ई-मेल या व्हाट्सऐप पर पाएँ, या मध्य प्रदेश और आसपास के क्षेत्रों में अपने घर पर।',
        },
      ],
    },
    whyChooseUs: {
      heading: 'हमें क्यों चुनें',
      reasons: [
        {
          title: 'अनुभवी कानूनी विशेषज्ञ',
          text: `हम ${year} से सतना जिला न्यायालय में कानूनी दस्तावेज़ तैयार कर रहे हैं।`,
        },
        {
          title: 'तेज़ सेवा',
          text: 'ज़्यादातर दस्तावेज़ 24-48 घंटे में तैयार, और ज़रूरी कामों को प्राथमिकता।',
        },
        {
          title: 'स्पष्ट शुल्क',
          text: 'काम शुरू होने से पहले ही स्टाम्प शुल्क और सरकारी फ़ीस सहित पूरा खर्च आपको पता होता है।',
        },
        {
          title: 'हिंदी और अंग्रेज़ी',
          text: 'दस्तावेज़ और सलाह उसी भाषा में, जिसमें आप सहज हों।',
        },
        {
          title: 'घर तक डिलीवरी',
          text: 'मध्य प्रदेश और आसपास के क्षेत्रों में आपके घर तक, और बाकी जगह ऑनलाइन।',
        },
        {
          title: 'गोपनीय और सुरक्षित',
          text: 'आपके कागज़ात और निजी जानकारी केवल आपके काम के लिए उपयोग होती है, आपकी अनुमति के बिना कभी साझा नहीं की जाती।',
        },
      ],
    },
    aboutUs: {
      heading: 'हमारे बारे में',
      paragraphs: [
        `${business.nameHi} की स्थापना ${year} में हुई और यह मध्य प्रदेश के सतना जिला न्यायालय परिसर से काम करता है। तब से हम व्यक्तियों, परिवारों और व्यवसायों को सही और स्पष्ट कानूनी दस्तावेज़ों तथा व्यावहारिक सलाह से मदद करते आ रहे हैं।`,
        'आज हम भोपाल, इंदौर, जबलपुर और ग्वालियर से लेकर जयपुर, जोधपुर, उदयपुर और कोटा तक, पूरे मध्य प्रदेश और राजस्थान में ग्राहकों को सेवा देते हैं — न्यायालय परिसर के अनुभव और ऑनलाइन सेवा की सुविधा, दोनों के साथ।',
        'हर दस्तावेज़ अनुभवी कानूनी विशेषज्ञ तैयार करते या जाँचते हैं, ताकि वह पहली बार में ही सही हो, जहाँ ज़रूरी हो वहाँ मान्य हो और आपको आसानी से समझ आए।',
      ],
    },
    locations: {
      heading: 'हमारे सेवा क्षेत्र',
      intro:
        'हम पूरे मध्य प्रदेश और राजस्थान में ऑनलाइन सेवा देते हैं, और मध्य प्रदेश व आसपास के क्षेत्रों में घर तक डिलीवरी करते हैं।',
      mpLabel: 'मध्य प्रदेश',
      mpCities: [
        'भोपाल',
        'इंदौर',
        'जबलपुर',
        'ग्वालियर',
        'उज्जैन',
        'सागर',
        'रीवा',
        'सतना',
        'कटनी',
        'देवास',
        'रतलाम',
        'सिंगरौली',
        'छतरपुर',
        'शहडोल',
        'सीधी',
        'पन्ना',
      ],
      rajasthanLabel: 'राजस्थान',
      rajasthanCities: [
        'जयपुर',
        'जोधपुर',
        'उदयपुर',
        'कोटा',
        'अजमेर',
        'बीकानेर',
        'अलवर',
        'भीलवाड़ा',
        'सीकर',
        'भरतपुर',
      ],
    },
    faq: {
      heading: 'अक्सर पूछे जाने वाले प्रश्न',
      items: [
        {
          question: 'कानूनी दस्तावेज़ कैसे बनवाएँ?',
          answer:
            'अपना दस्तावेज़ चुनें, फिर नीचे दिया अनुरोध फ़ॉर्म भरें, व्हाट्सऐप पर संदेश भेजें या फ़ोन करें। हमारे कानूनी विशेषज्ञ 24 घंटे के भीतर आपसे संपर्क कर विवरण और खर्च की पुष्टि करते हैं।',
        },
        {
          question: 'मेरा दस्तावेज़ कितनी जल्दी मिलेगा?',
          answer:
            'पूरी जानकारी मिलने के बाद ज़्यादातर दस्तावेज़ 24-48 घंटे में दे दिए जाते हैं। कागज़ात तैयार होने पर रजिस्ट्री आमतौर पर 1-3 कार्य दिवस में हो जाती है।',
        },
        {
          question: 'क्या आप घर तक दस्तावेज़ पहुँचाते हैं?',
          answer:
            'हाँ, मध्य प्रदेश और आसपास के क्षेत्रों में हम घर तक डिलीवरी करते हैं। अन्य जगहों पर दस्तावेज़ ई-मेल या व्हाट्सऐप पर भेजा जाता है, और छपी हुई प्रति के विकल्प हम बता देते हैं।',
        },
        {
          question: 'क्या किसी भी राज्य के लिए ई-स्टाम्प मिल सकता है?',
          answer:
            'हमारी ई-स्टाम्प सेवा केवल मध्य प्रदेश के लिए है, क्योंकि स्टाम्प शुल्क संबंधित राज्य को ही चुकाया जाता है। राजस्थान और अन्य राज्यों के दस्तावेज़ हम फिर भी तैयार करते हैं और वहाँ का स्टाम्प शुल्क जमा करने का तरीका बताते हैं।',
        },
        {
          question: 'किरायानामा 11 महीने का क्यों बनाया जाता है?',
          answer:
            'एक वर्ष से अधिक की लीज़ की रजिस्ट्री अनिवार्य है, जिसमें अतिरिक्त स्टाम्प शुल्क और फ़ीस लगती है। इसलिए सामान्य रेंट एग्रीमेंट 11 महीने का बनाया जाता है और अवधि पूरी होने पर नवीनीकरण कर लिया जाता है।',
        },
        {
          question: 'क्या मेरी जानकारी गोपनीय रहती है?',
          answer:
            'हाँ। आपकी जानकारी और कागज़ात केवल आपका दस्तावेज़ तैयार करने के लिए उपयोग होते हैं और आपकी अनुमति के बिना कभी साझा नहीं किए जाते।',
        },
      ],
    },
    contact: {
      title: 'अपना कानूनी दस्तावेज़ बनवाएँ',
      intro: 'अपनी ज़रूरत बताइए, हमारे कानूनी विशेषज्ञ आपका दस्तावेज़ जल्दी और सही तरीके से तैयार करेंगे।',
      processTitle: 'दस्तावेज़ तैयार करने की प्रक्रिया',
      steps: [
        {
          title: 'अपना अनुरोध भेजें',
          text: 'फ़ॉर्म में अपना संपर्क विवरण, सेवा और आवश्यक दस्तावेज़ भरें।',
        },
        {
          title: 'विशेषज्ञ समीक्षा',
          text: 'कानूनी विशेषज्ञ आपके अनुरोध की समीक्षा कर 24 घंटे के भीतर आपसे संपर्क करते हैं और विवरण व खर्च की पुष्टि करते हैं।',
        },
        {
          title: 'दस्तावेज़ की तैयारी',
          text: 'हम आपका दस्तावेज़ तैयार करते हैं और ज़रूरत के अनुसार ई-स्टाम्प, नोटरी या रजिस्ट्री की व्यवस्था करते हैं।',
        },
        {
          title: 'डिलीवरी और सहायता',
          text: 'दस्तावेज़ ई-मेल, व्हाट्सऐप से, या मध्य प्रदेश और आसपास के क्षेत्रों में घर तक डिलीवरी से आप तक पहुँचता है, और बाद में किसी भी सवाल के लिए हम उपलब्ध रहते हैं।',
        },
      ],
    },
    loading: 'लोड हो रहा है…',
  },
};
