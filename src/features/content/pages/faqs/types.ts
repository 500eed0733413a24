/**
 * FAQ page text (/faqs): its shape; each language fills it in ./en.ts and
 * ./hi.ts: the 9 named categories, 10 questions each (docs/architecture.md,
 * "Decisions"). Category ids are the matching service ids, so the UI can
 * link a category to its service page.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  /** The matching service id (SERVICE_MENU_IDS, ../../entries.ts). */
  id: string;
  name: string;
  items: FaqItem[];
}

export interface FaqPageText {
  seoTitle: string;
  seoDescription: string;
  /** Comma-separated keywords, as in a `<meta name="keywords">`. */
  seoKeywords: string;
  title: string;
  intro: string;
  /** The button to /contact-us below the categories. */
  helpButton: string;
}

export interface FaqPage {
  text: FaqPageText;
  /** In the order of the services menu. */
  categories: FaqCategory[];
}
