/**
 * The drafts pages' titles and descriptions, for their heads (route files
 * import this, so it is in every page's first load: small; each document's
 * name and summary are in text/, the questions and clauses in documents/).
 */
import type { Localized } from '@/i18n/lang';
import type { DraftKind } from './types';

const l = (en: string, hi: string): Localized => ({ en, hi });

export const LIST_META = {
  keywords: l(
    'rent agreement online, affidavit format, cheque bounce notice, draft legal document, Satna, Madhya Pradesh',
    'किरायानामा ऑनलाइन, शपथ पत्र का प्रारूप, चेक बाउंस नोटिस, कानूनी दस्तावेज़ का मसौदा, सतना, मध्य प्रदेश',
  ),
  title: l('Guided drafts: answer a few questions', 'सवालों के जवाब देकर मसौदा बनाएँ'),
  description: l(
    'Draft a rent agreement, an affidavit or a cheque-bounce notice question by question, in English or Hindi, on your phone and offline, with Madhya Pradesh fees worked out. The firm reviews every draft.',
    'किरायानामा, शपथ पत्र या चेक बाउंस नोटिस सवाल-दर-सवाल, हिंदी या अंग्रेज़ी में, फ़ोन पर और बिना इंटरनेट के बनाएँ, मध्य प्रदेश के शुल्क के अनुमान के साथ। हर मसौदे की जाँच फ़र्म करती है।',
  ),
};

export const DRAFT_META: Record<DraftKind, { title: Localized; description: Localized; keywords: Localized }> = {
  'rent-agreement': {
    keywords: l(
      'rent agreement draft, lease registration MP, Sampada 2.0, Satna',
      'किरायानामा मसौदा, पट्टा पंजीयन, संपदा 2.0, सतना',
    ),
    title: l('Draft a rent agreement', 'किरायानामा का मसौदा बनाएँ'),
    description: l(
      'Answer questions about the landlord, tenant, rent, deposit and term; see the agreement in English and Hindi as you type, with MP stamp duty and registration explained.',
      'मकान मालिक, किरायेदार, किराया, जमा राशि और अवधि के सवालों के जवाब दें; लिखते-लिखते किरायानामा हिंदी और अंग्रेज़ी में देखें, मध्य प्रदेश के स्टाम्प शुल्क और पंजीयन की जानकारी के साथ।',
    ),
  },
  affidavit: {
    keywords: l(
      'affidavit draft, name change affidavit, income affidavit, MP stamp duty',
      'शपथ पत्र मसौदा, नाम बदलने का शपथ पत्र, आय शपथ पत्र, स्टाम्प शुल्क',
    ),
    title: l('Draft an affidavit', 'शपथ पत्र का मसौदा बनाएँ'),
    description: l(
      'Name change, address, income or another fact: numbered statements and a verification that keeps what you know apart from what you were told, with the MP stamp duty.',
      'नाम बदलना, पता, आय या कोई और तथ्य: क्रमांक वाले कथन और ऐसा सत्यापन जो आपकी अपनी जानकारी को दूसरों से मिली जानकारी से अलग रखे, मध्य प्रदेश के स्टाम्प शुल्क के साथ।',
    ),
  },
  'cheque-bounce-notice': {
    keywords: l(
      'cheque bounce notice, section 138 notice, NI Act demand notice, Satna',
      'चेक बाउंस नोटिस, धारा 138 नोटिस, माँग का नोटिस, सतना',
    ),
    title: l('Draft a cheque-bounce notice', 'चेक बाउंस नोटिस का मसौदा बनाएँ'),
    description: l(
      'The demand notice under section 138 of the Negotiable Instruments Act, with the last day to send it, to pay and to file the complaint worked out.',
      'परक्राम्य लिखत अधिनियम की धारा 138 के तहत माँग का नोटिस, भेजने, भुगतान और शिकायत की आखिरी तारीखों के साथ।',
    ),
  },
};

/** The link other pages show to the builder (home, the request form, the document pages). */
export const DRAFT_LINK = {
  instead: l('Answer a few questions instead', 'इसके बजाय कुछ सवालों के जवाब दें'),
  document: l('Draft it yourself: answer a few questions', 'खुद मसौदा बनाएँ: कुछ सवालों के जवाब दें'),
  home: l(
    'Draft a rent agreement, affidavit or cheque-bounce notice yourself',
    'किरायानामा, शपथ पत्र या चेक बाउंस नोटिस का मसौदा खुद बनाएँ',
  ),
};

/** The draft of each document page that has one (language-neutral document ids). */
export const DRAFT_OF_DOCUMENT: Record<string, DraftKind> = {
  'rent-agreement': 'rent-agreement',
  affidavit: 'affidavit',
  'legal-notice': 'cheque-bounce-notice',
};
