/**
 * What a sitemap lists, parsed as a search engine would (DOMParser, XML):
 * each <url>'s address and its alternates. Self-contained, so an e2e test can
 * run it in the browser (`page.evaluate(parseSitemap, xml)`) and a unit test
 * in jsdom.
 */
export interface Sitemap {
  /** The parser's error, null for well-formed XML. */
  error: string | null;
  /** The root element's namespace and name. */
  root: string;
  urls: { loc: string; alternates: [rel: string, hreflang: string, href: string][] }[];
}

export function parseSitemap(xml: string): Sitemap {
  const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const XHTML = 'http://www.w3.org/1999/xhtml';
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  return {
    error: doc.getElementsByTagName('parsererror')[0]?.textContent ?? null,
    root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
    urls: Array.from(doc.getElementsByTagNameNS(SITEMAP, 'url')).map((url) => ({
      loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? '',
      alternates: Array.from(url.getElementsByTagNameNS(XHTML, 'link')).map(
        (link) =>
          [link.getAttribute('rel') ?? '', link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''] as [
            string,
            string,
            string,
          ],
      ),
    })),
  };
}
