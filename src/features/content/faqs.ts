/**
 * FAQ page content (/faqs): the 9 named categories, 10 questions
 * each (docs/architecture.md, "Decisions"), in both languages. Category ids are the matching
 * service ids, so the UI can link a category to its service page.
 *
 * Each language is its own chunk (faqs.en.ts, faqs.hi.ts, ./per-language.ts):
 * the route loader calls loadFaqPage before the page renders; the page reads
 * it with useFaqPage.
 */
import { perLanguage } from './per-language';
import type { FaqPage } from './faqs-text';
import { loadChunk } from '@/lib/load-chunk';

const faqPage = perLanguage<FaqPage>({
  en: () => loadChunk(() => import('./faqs.en')),
  hi: () => loadChunk(() => import('./faqs.hi')),
});
export const { load: loadFaqPage, useText: useFaqPage, loadAll: loadAllFaqPages } = faqPage;
