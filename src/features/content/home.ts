/**
 * Home page text (/, spec §2), both languages. Document tile labels and nav
 * labels are UI messages, not here. Figures come from lib/config so that
 * copy and constants cannot drift apart.
 */
import { use } from 'react';
import type { DocumentId } from '../../lib/config';
import type { Lang, Localized } from './types';

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

/**
 * Each language's text is its own chunk (home.en.ts, home.hi.ts): a visitor
 * downloads only their language. The route loader calls loadHomeText before
 * the page renders; the page reads it with useHomeText, which returns at once
 * when it is loaded (prerender, client navigation) and otherwise suspends
 * until it is, keeping the prerendered HTML on screen while hydrating.
 */
type Loaded = Promise<HomeText> & { status?: 'fulfilled'; value?: HomeText };
const loaders: Record<Lang, () => Promise<{ default: HomeText }>> = {
  en: () => import('./home.en'),
  hi: () => import('./home.hi'),
};
const loading: Partial<Record<Lang, Loaded>> = {};

export function loadHomeText(lang: Lang): Promise<HomeText> {
  let promise = loading[lang];
  if (!promise) {
    // A thenable marked fulfilled is read synchronously by React's use().
    const started: Loaded = loaders[lang]().then((m) => {
      started.status = 'fulfilled';
      started.value = m.default;
      return m.default;
    });
    promise = loading[lang] = started;
  }
  return promise;
}

export const useHomeText = (lang: Lang): HomeText => use(loadHomeText(lang));

/** Both languages at once, for tests. */
export async function loadAllHomeText(): Promise<Localized<HomeText>> {
  const [en, hi] = await Promise.all([loadHomeText('en'), loadHomeText('hi')]);
  return { en, hi };
}
