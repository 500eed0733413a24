/**
 * Head tags of a page in its language (docs/architecture.md, "Languages and addresses"): title, description,
 * keywords, canonical, hreflang alternates (en, hi, x-default), Open Graph
 * and optional JSON-LD. Returned in the shape of a TanStack route `head()`.
 */
import { business } from '@/business/config';
import { LANGS, LOCALE_OF, localizePath, type Lang } from '@/i18n/lang';

export interface PageMeta {
  lang: Lang;
  /** Language-neutral path: '/about', '/services/will-creation'. */
  path: string;
  title: string;
  description: string;
  keywords?: string;
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: object[];
  /** Not-found pages are not indexed and have no canonical. */
  noindex?: boolean;
  /**
   * The page's versions by language, as paths with their language (a blog
   * post and its translation: docs/architecture.md, "A bilingual blog").
   * Without it, every language's version of `path`. A page with no other
   * version gets no hreflang links.
   */
  alternates?: Partial<Record<Lang, string>>;
}

/** The site's 1200x630 card in the page's language (tools/assets/share-images.ts). */
export const defaultShareImage = (lang: Lang) => `/images/share-${lang}.jpg`;

export const absoluteUrl = (path: string) => new URL(path, business.siteUrl).href;

export function pageHead(meta: PageMeta) {
  const url = absoluteUrl(localizePath(meta.path, meta.lang));
  // Without a picture of its own, a page is shared with the site's card.
  const image = absoluteUrl(meta.image ?? defaultShareImage(meta.lang));
  const tags = [
    { title: meta.title },
    { name: 'description', content: meta.description },
    ...(meta.keywords ? [{ name: 'keywords', content: meta.keywords }] : []),
    ...(meta.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:type', content: meta.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: LOCALE_OF[meta.lang].replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  const versions = meta.alternates ?? { en: localizePath(meta.path, 'en'), hi: localizePath(meta.path, 'hi') };
  const languages = LANGS.filter((lang) => versions[lang] !== undefined);
  const alternates =
    languages.length < 2
      ? []
      : [
          ...languages.map((lang) => ({ rel: 'alternate', hrefLang: lang, href: absoluteUrl(versions[lang]!) })),
          { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(versions.en ?? versions.hi!) },
        ];
  const links = meta.noindex ? [] : [{ rel: 'canonical', href: url }, ...alternates];
  // The router writes these as they are: `<` is escaped so no text (a post's title) can end the script.
  const scripts = (meta.jsonLd ?? []).map((data) => ({
    type: 'application/ld+json',
    children: JSON.stringify(data).replace(/</g, '\\u003c'),
  }));
  return { meta: tags, links, scripts };
}
