/**
 * sitemap.xml (every prerendered page, each with its hreflang alternates) and
 * robots.txt, written into the build by the prerender step.
 */
import { LANGS, localizePath, type Lang } from '../../src/i18n/lang.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A page's versions by language, as paths with their language. */
export type Versions = Partial<Record<Lang, string>>;

/** A language-neutral page: in English and in Hindi. */
export const bothLanguages = (path: string): Versions => ({ en: path, hi: localizePath(path, 'hi') });

/**
 * Every version of every page once, each with its alternates: the page's
 * other versions (hreflang), none for a page with only one (a blog post
 * without a translation).
 */
export function sitemapXml(siteUrl: string, pages: Versions[]): string {
  const url = (path: string) => escape(new URL(path, siteUrl).href);
  const listed = new Set<string>();
  const entries = pages.flatMap((versions) => {
    const languages = LANGS.filter((lang) => versions[lang] !== undefined);
    const alternates =
      languages.length < 2
        ? []
        : [
            ...languages.map(
              (lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(versions[lang]!)}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(versions.en ?? versions.hi!)}"/>`,
          ];
    return languages
      .map((lang) => versions[lang]!)
      .filter((path) => !listed.has(path) && listed.add(path))
      .map((path) => ['  <url>', `    <loc>${url(path)}</loc>`, ...alternates, '  </url>'].join('\n'));
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /app-shell.html',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}
