import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../../src/build/pages';
import { robotsTxt, sitemapXml } from '../../src/build/sitemap';

const SITE = 'https://satnalegal.in';
const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

function parseSitemap(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP);
  expect(doc.documentElement.localName).toBe('urlset');
  return Array.from(doc.getElementsByTagNameNS(SITEMAP, 'url')).map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent,
    alternates: Object.fromEntries(
      Array.from(url.getElementsByTagNameNS(XHTML, 'link')).map((link) => {
        expect(link.getAttribute('rel')).toBe('alternate');
        return [link.getAttribute('hreflang'), link.getAttribute('href')];
      }),
    ),
  }));
}

describe('sitemap.xml', () => {
  it('lists each page in English and in Hindi, each with its en, hi and x-default alternates', () => {
    const urls = parseSitemap(sitemapXml(SITE, ['/', '/about', '/services/will-creation']));
    expect(urls.map((u) => u.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/hi`,
      `${SITE}/about`,
      `${SITE}/hi/about`,
      `${SITE}/services/will-creation`,
      `${SITE}/hi/services/will-creation`,
    ]);
    for (const [i, path] of ['/about', '/about'].entries()) {
      expect(urls[2 + i]!.alternates).toEqual({
        en: `${SITE}${path}`,
        hi: `${SITE}/hi${path}`,
        'x-default': `${SITE}${path}`,
      });
    }
    expect(urls[1]!.alternates).toEqual({ en: `${SITE}/`, hi: `${SITE}/hi`, 'x-default': `${SITE}/` });
  });

  it('stays valid XML for any address: Hindi slugs percent-encoded, & escaped', () => {
    const urls = parseSitemap(sitemapXml(SITE, ['/blog/वसीयत-कैसे-लिखें', '/blog/a&b']));
    expect(urls[0]!.loc).toBe(`${SITE}/blog/${encodeURIComponent('वसीयत-कैसे-लिखें')}`);
    expect(urls[1]!.alternates.hi).toBe(`${SITE}/hi/blog/${encodeURIComponent('वसीयत-कैसे-लिखें')}`);
    expect(urls[2]!.loc).toBe(`${SITE}/blog/a&b`);
  });

  it('the build lists every prerendered page but /documents, the same page as /documents/rent-agreement', () => {
    // As src/build/prerender-plugin.ts calls it.
    const indexed = PRERENDERED_PATHS.filter((p) => p !== '/documents');
    const locs = parseSitemap(sitemapXml(SITE, indexed)).map((u) => u.loc);
    expect(locs).toHaveLength(2 * (PRERENDERED_PATHS.length - 1));
    expect(locs).toContain(`${SITE}/documents/rent-agreement`);
    expect(locs).toContain(`${SITE}/hi/faqs`);
    expect(locs).not.toContain(`${SITE}/documents`);
  });
});

describe('robots.txt', () => {
  it('allows every page, keeps the app shell out and points at the sitemap', () => {
    const lines = robotsTxt(SITE).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toEqual(['Disallow: /app-shell.html']);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
