/**
 * FAQ page content (/faqs, spec §2): the 9 named categories, 10 questions
 * each (docs/architecture.md, "Decisions"), in both languages. Category ids are the matching
 * service ids, so the UI can link a category to its service page.
 *
 * Each language is its own chunk (faqs.en.ts, faqs.hi.ts, ./per-language.ts):
 * the route loader calls loadFaqPage before the page renders; the page reads
 * it with useFaqPage.
 */
import { perLanguage } from './per-language';
import { loadChunk } from '../../lib/load-chunk';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  /** The matching service id (SERVICE_MENU_IDS in lib/config). */
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
  /** In the order of spec §2. */
  categories: FaqCategory[];
}

const faqPage = perLanguage<FaqPage>({
  en: () => loadChunk(() => import('./faqs.en')),
  hi: () => loadChunk(() => import('./faqs.hi')),
});
export const { load: loadFaqPage, useText: useFaqPage, loadAll: loadAllFaqPages } = faqPage;
