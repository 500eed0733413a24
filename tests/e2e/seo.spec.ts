import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LANGS, localizePath, type Lang } from '@/i18n/lang';
import { business, DEFAULT_DOCUMENT_ID } from '@/business/config';
import { messages } from '../support/shared/catalogue';
import { prerendered } from '../support/e2e/pages';
import { scaled } from '../support/e2e/time-scale';
import { parseSitemap } from '../support/shared/sitemap';

/**
 * What a search engine reads: the head of every prerendered page
 * in both languages as the server sends it, the not-found pages,
 * sitemap.xml and robots.txt. HTML is parsed by the browser's own parser
 * (DOMParser), without running the page's scripts.
 */

const SITE = new URL(process.env.VITE_SITE_URL || business.siteUrl).origin;
const absolute = (path: string) => new URL(path, SITE).href;
const DEVANAGARI = /[\u0900-\u097F]/;

/** /documents is the same page as /documents/rent-agreement: that is its canonical address, and the sitemap's. */
const canonicalPath = (path: string) => (path === '/documents' ? `/documents/${DEFAULT_DOCUMENT_ID}` : path);

interface Head {
  status: number;
  lang: string;
  titles: string[];
  description: string | null;
  keywords: string | null;
  robots: string | null;
  canonicals: string[];
  alternates: [string, string][];
  og: Record<string, string>;
  jsonLd: string[];
  h1: string;
  text: string;
}

async function readPage(request: APIRequestContext, parser: Page, url: string): Promise<Head> {
  const response = await request.get(url, { maxRedirects: 0 });
  const html = await response.text();
  const parsed = await parser.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const all = (selector: string) => Array.from(doc.querySelectorAll(selector));
    const content = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      lang: doc.documentElement.getAttribute('lang') ?? '',
      titles: all('head title').map((t) => t.textContent ?? ''),
      description: content('head meta[name="description"]'),
      keywords: content('head meta[name="keywords"]'),
      robots: content('head meta[name="robots"]'),
      canonicals: all('link[rel="canonical"]').map((l) => l.getAttribute('href') ?? ''),
      alternates: all('link[rel="alternate"][hreflang]').map(
        (l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''] as [string, string],
      ),
      og: Object.fromEntries(
        all('head meta[property^="og:"]').map((m) => [m.getAttribute('property'), m.getAttribute('content')]),
      ) as Record<string, string>,
      jsonLd: all('script[type="application/ld+json"]').map((s) => s.textContent ?? ''),
      h1: doc.querySelector('main h1')?.textContent?.trim() ?? '',
      text: doc.querySelector('main')?.textContent ?? '',
    };
  }, html);
  return { status: response.status(), ...parsed };
}

/** A language-neutral page's hreflang alternates: its English and Hindi versions, English the default. */
const bothVersions = (path: string): [string, string][] => [
  ['en', absolute(path)],
  ['hi', absolute(localizePath(path, 'hi'))],
  ['x-default', absolute(path)],
];

/**
 * Asserts the head of an indexable page at `path` (language-neutral) in
 * `lang`, with `alternates` (a blog post has its translation's, or none).
 */
function expectIndexableHead(head: Head, path: string, lang: Lang, where: string, alternates = bothVersions(path)) {
  const own = absolute(localizePath(path, lang));
  expect(head.status, where).toBe(200);
  expect(head.lang, where).toBe(lang);
  expect(head.titles, where).toHaveLength(1);
  const title = head.titles[0]!;
  expect(title.trim(), where).not.toBe('');
  expect(head.description?.trim(), where).toBeTruthy();
  expect(head.robots, where).toBeNull();

  expect(head.canonicals, where).toEqual([own]);
  expect(head.alternates.sort(), where).toEqual([...alternates].sort());

  expect(head.og['og:url'], where).toBe(own);
  expect(head.og['og:title'], where).toBe(title);
  expect(head.og['og:description'], where).toBe(head.description);
  expect(head.og['og:locale'], where).toBe(lang === 'hi' ? 'hi_IN' : 'en_IN');
  expect(new URL(head.og['og:image'] ?? '', SITE).origin, where).toBe(SITE);

  expect(head.jsonLd.length, `${where}: JSON-LD`).toBeGreaterThan(0);
  for (const text of head.jsonLd) {
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data['@context'], where).toBe('https://schema.org');
    expect(data['@type'], where).toBeTruthy();
    if ('inLanguage' in data && data['@type'] !== 'Article') expect(data.inLanguage, where).toBe(lang);
    if (typeof data.url === 'string') expect(new URL(data.url).origin, where).toBe(SITE);
  }
  // Its content is in the HTML: a search engine (or a phone without JavaScript) needs no script to read it.
  expect(head.h1, `${where}: <h1>`).not.toBe('');
  return { title, description: head.description! };
}

/** What the sitemap lists, parsed by the browser: each <url>'s address and its alternates. */
async function readSitemap(request: APIRequestContext, parser: Page) {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  return parser.evaluate(parseSitemap, await response.text());
}

let parser: Page;
test.beforeAll(async ({ browser }) => {
  parser = await browser.newPage();
});
test.afterAll(() => parser.close());

test.describe('prerendered pages', () => {
  for (const lang of LANGS) {
    test(`every page in ${lang} has its own title, description, keywords, canonical, hreflang, Open Graph and JSON-LD`, async ({
      request,
    }) => {
      test.setTimeout(scaled(120_000));
      const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() };
      for (const path of prerendered.paths) {
        const url = localizePath(path, lang);
        const head = await readPage(request, parser, url);
        const { title, description } = expectIndexableHead(head, canonicalPath(path), lang, url);
        expect(head.keywords?.trim(), `${url}: keywords`).toBeTruthy();
        expect(head.og['og:type'], url).toBe('website');
        for (const [what, text] of [
          ['title', title],
          ['description', description],
          ['keywords', head.keywords!],
        ] as const) {
          // Hindi pages are in Hindi; English pages have no Hindi in their head.
          if (lang === 'hi') expect(text, `${url}: ${what} in Hindi`).toMatch(DEVANAGARI);
          else expect(text, `${url}: ${what} in English`).not.toMatch(DEVANAGARI);
        }
        // The brand alone is the site's title: every page has one of its own.
        expect(title, url).not.toBe(messages[lang]['brand.name']);
        if (path === '/documents') continue; // the same page as its canonical, /documents/rent-agreement
        expect(seen.titles.get(title), `${url}: title also on`).toBeUndefined();
        expect(seen.descriptions.get(description), `${url}: description also on`).toBeUndefined();
        seen.titles.set(title, url);
        seen.descriptions.set(description, url);
      }
    });
  }

  test('the share image of every page exists', async ({ request }) => {
    const images = new Set<string>();
    for (const lang of LANGS)
      for (const path of prerendered.paths) {
        images.add((await readPage(request, parser, localizePath(path, lang))).og['og:image']!);
      }
    for (const image of images) {
      expect((await request.get(new URL(image).pathname)).status(), image).toBe(200);
    }
  });
});

test.describe('not-found pages', () => {
  for (const [url, lang] of [
    [prerendered.notFoundProbe, 'en'],
    ['/no/such/page', 'en'],
    [`/hi${prerendered.notFoundProbe}`, 'hi'],
    ['/hi/no/such/page', 'hi'],
  ] as const) {
    test(`${url}: status 404, not indexed, no canonical or alternates, in ${lang}`, async ({ request }) => {
      const head = await readPage(request, parser, url);
      expect(head.status).toBe(404);
      expect(head.lang).toBe(lang);
      expect(head.robots).toBe('noindex');
      expect(head.canonicals).toEqual([]);
      expect(head.alternates).toEqual([]);
      expect(head.og['og:url']).toBeUndefined();
      if (lang === 'hi') expect(head.titles[0]).toMatch(DEVANAGARI);
    });
  }
});

test('sitemap.xml is valid XML and lists every prerendered page once per language, with its alternates', async ({
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const sitemap = await readSitemap(request, parser);
  expect(sitemap.error).toBeNull();
  expect(sitemap.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');

  const pages = prerendered.paths.filter((p) => p !== '/documents');
  const isArticle = (loc: string) => /^(\/hi)?\/blog\/./.test(new URL(loc).pathname);
  const articles = sitemap.urls.filter((u) => isArticle(u.loc));
  // The build read the blog's posts from the database, as production's does.
  expect(articles.length, 'blog posts in the sitemap').toBeGreaterThan(0);
  const expected = [
    ...pages.flatMap((p) => LANGS.map((lang) => absolute(localizePath(p, lang)))),
    ...articles.map((u) => u.loc),
  ];
  expect(sitemap.urls.map((u) => u.loc).sort()).toEqual(expected.sort());
  expect(new Set(sitemap.urls.map((u) => u.loc)).size).toBe(sitemap.urls.length);

  for (const path of pages) {
    for (const lang of LANGS) {
      const loc = absolute(localizePath(path, lang));
      const entry = sitemap.urls.find((u) => u.loc === loc)!;
      const alternates = bothVersions(path).map(([hreflang, href]) => ['alternate', hreflang, href]);
      expect(entry.alternates.sort(), loc).toEqual(alternates.sort());
    }
  }
  // A post lives in one language: only a translated pair names each other (docs/architecture.md, "A bilingual blog").
  for (const { loc, alternates } of articles) {
    if (alternates.length === 0) continue;
    const byLang = Object.fromEntries(alternates.map(([, hreflang, href]) => [hreflang, href]));
    expect(Object.keys(byLang).sort(), loc).toEqual(['en', 'hi', 'x-default']);
    expect([byLang.en, byLang.hi], loc).toContain(loc);
    expect(new URL(byLang.hi!).pathname, loc).toMatch(/^\/hi\/blog\//);
    expect(byLang['x-default'], loc).toBe(byLang.en);
    const partner = articles.find((u) => u.loc === (loc === byLang.en ? byLang.hi : byLang.en));
    expect(partner?.alternates.sort(), `${loc}: its translation names it back`).toEqual([...alternates].sort());
  }
  expect(
    articles.some((u) => u.alternates.length === 0),
    'a post without a translation',
  ).toBe(true);
  expect(
    articles.some((u) => u.alternates.length > 0),
    'a translated pair',
  ).toBe(true);

  // Every address listed is a page the server answers with that address as its canonical.
  for (const { loc } of sitemap.urls) {
    const head = await readPage(request, parser, new URL(loc).pathname);
    expect(head.status, loc).toBe(200);
    expect(head.canonicals, loc).toEqual([loc]);
  }
});

test('robots.txt allows the site, points at the sitemap and keeps the app shell out', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  expect(lines).toContain('Disallow: /app-shell.html');
  expect(lines.filter((line) => /^Disallow:/i.test(line))).toEqual(['Disallow: /app-shell.html']);
});

test.describe('blog articles', () => {
  test('each one the build read is served as a page of its own, complete without JavaScript; others get the app shell', async ({
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    const sitemap = await readSitemap(request, parser);
    const articles = sitemap.urls.filter((u) => /^(\/hi)?\/blog\/./.test(new URL(u.loc).pathname));
    expect(articles.length, 'blog posts the build read').toBeGreaterThan(0);

    for (const { loc, alternates } of articles) {
      const url = new URL(loc).pathname;
      const lang: Lang = url.startsWith('/hi/') ? 'hi' : 'en';
      const path = decodeURIComponent(url.replace(/^\/hi/, ''));
      const head = await readPage(request, parser, url);
      const hreflangs = alternates.map(([, hreflang, href]) => [hreflang, href] as [string, string]);
      expectIndexableHead(head, path, lang, url, hreflangs);
      expect(head.og['og:type'], url).toBe('article');
      expect(head.titles[0], url).toMatch(new RegExp(` \\| ${messages[lang]['brand.name']}$`));
      const article = head.jsonLd
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((d) => d['@type'] === 'Article');
      expect(article, `${url}: Article JSON-LD`).toMatchObject({ mainEntityOfPage: { '@id': absolute(url) } });
      expect(head.text.includes(String(article!.headline).replace(/…$/, '')), `${url}: headline in the page`).toBe(
        true,
      );
      // The body: well over an excerpt's worth of text.
      expect(head.text.length, `${url}: article text`).toBeGreaterThan(2000);
    }

    // Any other address under /blog/ is rendered in the browser from the app shell, which is not indexed.
    const unknown = await readPage(request, parser, '/blog/no-such-article');
    expect(unknown.status).toBe(200);
    expect(unknown.robots).toBe('noindex');
    expect(unknown.canonicals).toEqual([]);
  });
});

test('every page and the app shell carry a script policy of their own scripts only (no analytics host without an analytics id)', async ({
  page,
  request,
}) => {
  const policyOf = (html: string) =>
    html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? null;
  for (const url of [...prerendered.paths.slice(0, 6), '/app-shell.html', '/blog/no-such-article']) {
    const policy = policyOf(await (await request.get(url)).text());
    expect(policy, url).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  }
  // The app shell shows database HTML: a script slipped into it does not run.
  const blocked: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && blocked.push(m.text()));
  await page.goto('/blog/no-such-article');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.appendChild(s);
  });
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(blocked.length).toBeGreaterThan(0);
});
