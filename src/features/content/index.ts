/**
 * The content feature: typed bilingual page content and the sections that
 * show it. Each page's text is a chunk per language, loaded by the page's
 * route loader in the page's language only.
 */
import { lazyChunk } from '@/ui/lazy-chunk';
import type { Lang } from '@/i18n/lang';
import type { EntryMeta, EntryRequest, PageText } from './types';
import { documentEntry, serviceEntry, type Entry } from './entries';
import { pageText } from './page-texts';
import type { HomeText } from './pages/home/types';

export type { EntryMeta, EntryRequest, PageText } from './types';
export { DOCUMENT_IDS, DOCUMENT_MENU_IDS, SERVICE_IDS, SERVICE_MENU_IDS, documentEntry, serviceEntry } from './entries';
export { documentLinks, footerDocumentLinks, otherServiceLinks, serviceLinks, type NavLink } from './nav-links';

/** What a service or document page needs, in one language (route loader data). */
export interface PageContent {
  id: string;
  icon: EntryMeta['icon'];
  /** The illustration; decorative, so no alt text (see ContentHero). */
  image: { src: string; width: number; height: number };
  text: PageText;
  /** What the page's request form preselects. */
  request: EntryRequest;
}

async function inLanguage(kind: 'services' | 'documents', entry: Entry, lang: Lang): Promise<PageContent> {
  const [text, request] = await Promise.all([entry.text.load(lang), entry.request()]);
  return {
    id: entry.id,
    icon: entry.meta.icon,
    image: { src: `/images/${kind}/${entry.folder}-960.webp`, width: 960, height: 600 },
    text,
    request,
  };
}

/** A service page's content, or null for an unknown id ('Service Information'). */
export async function loadService(id: string, lang: Lang): Promise<PageContent | null> {
  const entry = serviceEntry(id);
  return entry ? inLanguage('services', entry, lang) : null;
}

/** A document page's content, or null for an unknown id ('Document Not Found'). */
export async function loadDocument(id: string, lang: Lang): Promise<PageContent | null> {
  const entry = documentEntry(id);
  return entry ? inLanguage('documents', entry, lang) : null;
}

/** The text of the 'Create Your Legal Document' section, shared by several pages. */
export type ContactText = HomeText['contact'];

export async function loadContactText(lang: Lang): Promise<ContactText> {
  return (await pageText.home.load(lang)).contact;
}

/**
 * The home page's sections below the hero, in a chunk of their own (they
 * load lazily). The home route's loader preloads them, so the
 * prerendered HTML has them in full.
 */
export const LazyHomeSections = lazyChunk(() => import('./components/home/home-sections').then((m) => m.HomeSections));

/** The home page's title, description and keywords, for its head. */
export async function loadHomeSeo(lang: Lang) {
  return (await pageText.home.load(lang)).seo;
}

/** Title, description and keywords of a page, for its head. */
export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
}

export async function loadAboutSeo(lang: Lang): Promise<PageSeo> {
  return (await pageText.about.load(lang)).seo;
}

export async function loadFaqsSeo(lang: Lang): Promise<PageSeo> {
  const { text } = await pageText.faqs.load(lang);
  return { title: text.seoTitle, description: text.seoDescription, keywords: text.seoKeywords };
}

export async function loadPolicySeo(page: 'privacy' | 'terms', lang: Lang): Promise<PageSeo> {
  const text = await pageText[page].load(lang);
  return { title: text.seoTitle, description: text.seoDescription, keywords: text.seoKeywords };
}
