/**
 * sitemap.xml (every prerendered page, each with its hreflang alternates) and
 * robots.txt, written into the build by the prerender step.
 */
import { localizePath } from '../../src/i18n/lang.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** `paths` are language-neutral; each is listed in English and Hindi. */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const url = (path: string) => escape(new URL(path, siteUrl).href);
  const entries = paths.flatMap((path) =>
    (['en', 'hi'] as const).map((lang) =>
      [
        '  <url>',
        `    <loc>${url(localizePath(path, lang))}</loc>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${url(path)}"/>`,
        `    <xhtml:link rel="alternate" hreflang="hi" href="${url(localizePath(path, 'hi'))}"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
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
