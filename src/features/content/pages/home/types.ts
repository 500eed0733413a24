/**
 * Home page text (/): its shape; each language fills it in ./en.ts and
 * ./hi.ts. Document tile labels and nav labels are UI messages, not here.
 * Figures come from business/config so that copy and constants cannot drift apart.
 */

export interface TitledText {
  title: string;
  text: string;
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** The documents the hero's quick links point to (/documents/{id}), in order. */
export const homeQuickLinkIds = ['rent-agreement', 'affidavit', 'legal-notice'] as const;
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
    items: [QuestionAnswer, QuestionAnswer, QuestionAnswer, QuestionAnswer, QuestionAnswer, QuestionAnswer];
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
