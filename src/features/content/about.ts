/**
 * About page text (/about), both languages. The founding year is
 * business.foundedYear (docs/architecture.md, "Decisions"): one constant for both languages.
 */
import { business } from '@/lib/config';
import type { Localized } from '@/i18n/lang';

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export interface AboutReason {
  title: string;
  text: string;
}

export interface AboutText {
  seo: {
    title: string;
    description: string;
    /** Comma-separated keywords, as in a `<meta name="keywords">`. */
    keywords: string;
  };
  title: string;
  /** Opens with the founding sentence, built from business.foundedYear. */
  intro: string;
  mission: { heading: string; text: string };
  team: { heading: string; members: [TeamMember, TeamMember, TeamMember] };
  reasons: { heading: string; items: [AboutReason, AboutReason, AboutReason, AboutReason] };
  /** Goes to /#contact. */
  contactButton: string;
}

const year = business.foundedYear;

export const aboutText: Localized<AboutText> = {
  en: {
    seo: {
      title: `About Us | ${business.name}`,
      description: `Founded in ${year} at the district court campus in Satna, ${business.name} prepares rent agreements, affidavits, wills and property documents for clients across Madhya Pradesh and Rajasthan.`,
      keywords:
        'about Satna Legal Services, legal documentation firm Madhya Pradesh, legal experts Satna district court, online legal services Madhya Pradesh, legal services Rajasthan',
    },
    title: 'About Us',
    intro: `Founded in ${year} at the district court campus in Satna, ${business.name} helps individuals, families and businesses across Madhya Pradesh and Rajasthan get their legal documents right, from a simple affidavit to a registered sale deed. The advocates below are named for information, as the Bar Council of India’s rules allow; nothing on this site is meant to solicit work.`,
    mission: {
      heading: 'Our Mission',
      text: 'To make reliable legal documentation simple and accessible to everyone, in their own language, whether they live in a big city or a small town, with honest advice and clear costs at every step.',
    },
    team: {
      heading: 'Our Team',
      members: [
        {
          name: 'Adv. Rajesh Tiwari',
          role: 'Founder & Legal Expert',
          bio: `Advocate; founded the firm in ${year}. Works on property, tenancy, revenue and civil matters and reviews the documents the firm prepares.`,
        },
        {
          name: 'Sunita Mishra',
          role: 'Documentation Specialist',
          bio: 'Drafts rent agreements, affidavits, agreements and deeds, and handles e-stamp and Sampada formalities, making sure every detail matches your papers.',
        },
        {
          name: 'Adv. Amit Dwivedi',
          role: 'Legal Advisor',
          bio: 'Advocate. Works on property, family, consumer and cheque bounce matters, reviews documents before they are signed and conducts e-mediation sessions.',
        },
      ],
    },
    reasons: {
      heading: 'Why Clients Choose Us',
      items: [
        {
          title: `Experience Since ${year}`,
          text: `At the district court campus in Satna since ${year}, preparing documents for courts, registrars and government offices.`,
        },
        {
          title: 'Fast Turnaround',
          text: 'Most documents are delivered within 24-48 hours, and registration is usually completed in 1-3 working days once the papers are ready.',
        },
        {
          title: 'Clear, Upfront Costs',
          text: 'We quote the full cost, including stamp duty and government fees, before we start, and share every official receipt.',
        },
        {
          title: 'Service in Your Language',
          text: 'Documents and advice in Hindi or English, online across Madhya Pradesh and Rajasthan and at your doorstep in Madhya Pradesh and nearby areas.',
        },
      ],
    },
    contactButton: 'Contact Us',
  },
  hi: {
    seo: {
      title: `हमारे बारे में | ${business.nameHi}`,
      description: `${year} में सतना ज़िला न्यायालय परिसर में स्थापित ${business.nameHi} मध्य प्रदेश और राजस्थान के ग्राहकों के लिए किरायानामा, शपथ पत्र, वसीयत और संपत्ति से जुड़े दस्तावेज़ तैयार करता है।`,
      keywords:
        'सतना लीगल सर्विसेज़, कानूनी दस्तावेज़ मध्य प्रदेश, सतना ज़िला न्यायालय कानूनी विशेषज्ञ, ऑनलाइन कानूनी सेवा मध्य प्रदेश, कानूनी सेवा राजस्थान',
    },
    title: 'हमारे बारे में',
    intro: `${year} में सतना के ज़िला न्यायालय परिसर में स्थापित ${business.nameHi} मध्य प्रदेश और राजस्थान के व्यक्तियों, परिवारों और व्यवसायों को साधारण शपथ पत्र से लेकर पंजीकृत विक्रय पत्र तक, हर कानूनी दस्तावेज़ सही तरीके से तैयार करवाने में मदद करता है। नीचे अधिवक्ताओं के नाम केवल जानकारी के लिए दिए गए हैं, जैसा बार काउंसिल ऑफ़ इंडिया के नियम अनुमति देते हैं; इस साइट की कोई बात काम माँगने के लिए नहीं है।`,
    mission: {
      heading: 'हमारा उद्देश्य',
      text: 'भरोसेमंद कानूनी दस्तावेज़ीकरण को हर व्यक्ति के लिए सरल और सुलभ बनाना — उसकी अपनी भाषा में, चाहे वह बड़े शहर में रहता हो या छोटे कस्बे में — और हर कदम पर ईमानदार सलाह व स्पष्ट खर्च के साथ।',
    },
    team: {
      heading: 'हमारी टीम',
      members: [
        {
          name: 'अधिवक्ता राजेश तिवारी',
          role: 'संस्थापक एवं कानूनी विशेषज्ञ',
          bio: `अधिवक्ता; ${year} में फ़र्म की स्थापना की। संपत्ति, किरायेदारी, राजस्व और दीवानी मामलों में काम करते हैं और फ़र्म के तैयार किए दस्तावेज़ जाँचते हैं।`,
        },
        {
          name: 'सुनीता मिश्रा',
          role: 'दस्तावेज़ीकरण विशेषज्ञ',
          bio: 'किरायानामा, शपथ पत्र, अनुबंध और विलेख तैयार करती हैं, और ई-स्टाम्प व संपदा से जुड़ी औपचारिकताएँ सँभालती हैं, ताकि हर विवरण आपके कागज़ात से मेल खाए।',
        },
        {
          name: 'अधिवक्ता अमित द्विवेदी',
          role: 'कानूनी सलाहकार',
          bio: 'अधिवक्ता। संपत्ति, पारिवारिक, उपभोक्ता और चेक बाउंस मामलों में काम करते हैं, हस्ताक्षर से पहले दस्तावेज़ जाँचते हैं और ई-मध्यस्थता की बैठकें संचालित करते हैं।',
        },
      ],
    },
    reasons: {
      heading: 'ग्राहक हमें क्यों चुनते हैं',
      items: [
        {
          title: `${year} से अनुभव`,
          text: `${year} से सतना के ज़िला न्यायालय परिसर में, अदालतों, पंजीयकों और सरकारी कार्यालयों के लिए दस्तावेज़ तैयार करते हुए।`,
        },
        {
          title: 'तेज़ सेवा',
          text: 'ज़्यादातर दस्तावेज़ 24-48 घंटे में दे दिए जाते हैं, और कागज़ात तैयार होने पर रजिस्ट्री आमतौर पर 1-3 कार्य दिवस में पूरी हो जाती है।',
        },
        {
          title: 'स्पष्ट खर्च, पहले से',
          text: 'काम शुरू करने से पहले हम स्टाम्प शुल्क और सरकारी फ़ीस सहित पूरा खर्च बताते हैं, और हर सरकारी रसीद आपको देते हैं।',
        },
        {
          title: 'आपकी भाषा में सेवा',
          text: 'हिंदी या अंग्रेज़ी में दस्तावेज़ और सलाह — पूरे मध्य प्रदेश और राजस्थान में ऑनलाइन, और मध्य प्रदेश व आसपास के क्षेत्रों में आपके घर तक।',
        },
      ],
    },
    contactButton: 'हमसे संपर्क करें',
  },
};
