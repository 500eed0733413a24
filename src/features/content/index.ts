/**
 * The content feature: typed bilingual page content and the sections that
 * show it. Each service and document entry is its own chunk, loaded by the
 * page's route loader in the page's language only.
 */
import { lazyRouteComponent } from '@tanstack/react-router';
import { DOCUMENT_IDS, SERVICE_IDS, type DocumentId, type ServiceId } from '@/lib/config';
import { loadChunk } from '@/lib/load-chunk';
import type { Lang } from '@/i18n/lang';
import type { ContentEntry, PageText } from './types';
import { contentFileName } from './file-name';
import { loadHomeText } from './home';
import type { HomeText } from './home-text';

export type { ContentEntry, PageText } from './types';

const serviceModules = import.meta.glob<ContentEntry>('./services/*.ts', { import: 'default' });
const documentModules = import.meta.glob<ContentEntry>('./documents/*.ts', { import: 'default' });

export const isServiceId = (id: string): id is ServiceId => (SERVICE_IDS as readonly string[]).includes(id);
export const isDocumentId = (id: string): id is DocumentId => (DOCUMENT_IDS as readonly string[]).includes(id);

/** What a service or document page needs, in one language (route loader data). */
export interface PageContent {
  id: string;
  icon: ContentEntry['icon'];
  /** The illustration; decorative, so no alt text (see ContentHero). */
  image: { src: string; width: number; height: number };
  text: PageText;
}

function inLanguage(entry: ContentEntry, lang: Lang): PageContent {
  return {
    id: entry.id,
    icon: entry.icon,
    image: { src: entry.image.src, width: entry.image.width, height: entry.image.height },
    text: entry[lang],
  };
}

/** A service page's content, or null for an unknown id ('Service Information'). */
export async function loadService(id: string, lang: Lang): Promise<PageContent | null> {
  if (!isServiceId(id)) return null;
  return inLanguage(await loadChunk(serviceModules[`./services/${id}.ts`]!), lang);
}

/** A document page's content, or null for an unknown id ('Document Not Found'). */
export async function loadDocument(id: string, lang: Lang): Promise<PageContent | null> {
  if (!isDocumentId(id)) return null;
  return inLanguage(await loadChunk(documentModules[`./documents/${contentFileName(id)}.ts`]!), lang);
}

/** The text of the 'Create Your Legal Document' section, shared by several pages. */
export type ContactText = HomeText['contact'];

export async function loadContactText(lang: Lang): Promise<ContactText> {
  return (await loadHomeText(lang)).contact;
}

/**
 * The home page's sections below the hero, in a chunk of their own (they
 * load lazily). The home route's loader preloads them, so the
 * prerendered HTML has them in full.
 */
export const LazyHomeSections = lazyRouteComponent(
  () => loadChunk(() => import('./components/home/home-sections')),
  'HomeSections',
);

/** The home page's title, description and keywords, for its head. */
export async function loadHomeSeo(lang: Lang) {
  return (await loadHomeText(lang)).seo;
}

/** Title, description and keywords of a page, for its head. */
export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
}

export async function loadAboutSeo(lang: Lang): Promise<PageSeo> {
  return (await loadChunk(() => import('./about'))).aboutText[lang].seo;
}

export async function loadFaqsSeo(lang: Lang): Promise<PageSeo> {
  const { text } = await (await loadChunk(() => import('./faqs'))).loadFaqPage(lang);
  return { title: text.seoTitle, description: text.seoDescription, keywords: text.seoKeywords };
}

export async function loadPolicySeo(page: 'privacy' | 'terms', lang: Lang): Promise<PageSeo> {
  const module = await (page === 'privacy'
    ? loadChunk(() => import('./legal/privacy'))
    : loadChunk(() => import('./legal/terms')));
  const text = module.default[lang];
  return { title: text.seoTitle, description: text.seoDescription, keywords: text.seoKeywords };
}
