import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { BLOG_SOURCE_TIMEOUT_MS, blogSource, withTimeout } from '../../tools/vite/blog-source';
import { prerenderedPaths } from '@/server/pages';
import { DOCUMENT_IDS, SERVICE_IDS } from '../support/shared/content';
import { DRAFT_KINDS } from '@/features/drafts';
import { bothLanguages, robotsTxt, sitemapXml } from '../../tools/vite/sitemap';
import { LOCAL_SUPABASE_ANON_KEY } from '@/platform/env';
import { parseSitemap } from '../support/shared/sitemap';

const SITE = 'https://satnalegal.in';
/** A well-formed sitemap's addresses, each with its alternates by language. */
function readSitemap(xml: string) {
  const { error, root, urls } = parseSitemap(xml);
  expect(error).toBeNull();
  expect(root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
  return urls.map(({ loc, alternates }) => ({
    loc,
    alternates: Object.fromEntries(
      alternates.map(([rel, hreflang, href]) => {
        expect(rel).toBe('alternate');
        return [hreflang, href];
      }),
    ),
  }));
}

describe('sitemap.xml', () => {
  it('lists each page in English and in Hindi, each with its en, hi and x-default alternates', () => {
    const urls = readSitemap(sitemapXml(SITE, ['/', '/about', '/services/will-creation'].map(bothLanguages)));
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
    const urls = readSitemap(sitemapXml(SITE, ['/blog/वसीयत-कैसे-लिखें', '/blog/a&b'].map(bothLanguages)));
    expect(urls[0]!.loc).toBe(`${SITE}/blog/${encodeURIComponent('वसीयत-कैसे-लिखें')}`);
    expect(urls[1]!.alternates.hi).toBe(`${SITE}/hi/blog/${encodeURIComponent('वसीयत-कैसे-लिखें')}`);
    expect(urls[2]!.loc).toBe(`${SITE}/blog/a&b`);
  });

  it('lists a blog post once, in its own language; a post and its translation name each other', () => {
    const will = { en: '/blog/how-to-make-a-will-in-india', hi: '/hi/blog/vasiyat-kaise-banayen' };
    const urls = readSitemap(
      // The build lists each post with its versions: a pair comes twice (once per post), a lone post once.
      sitemapXml(SITE, [
        will,
        { en: '/blog/rent-agreement-madhya-pradesh-guide' },
        will,
        { hi: '/hi/blog/किरायानामा' },
      ]),
    );
    expect(urls.map((u) => u.loc)).toEqual([
      `${SITE}${will.en}`,
      `${SITE}${will.hi}`,
      `${SITE}/blog/rent-agreement-madhya-pradesh-guide`,
      `${SITE}/hi/blog/${encodeURIComponent('किरायानामा')}`,
    ]);
    const pair = { en: `${SITE}${will.en}`, hi: `${SITE}${will.hi}`, 'x-default': `${SITE}${will.en}` };
    expect(urls[0]!.alternates).toEqual(pair);
    expect(urls[1]!.alternates).toEqual(pair);
    expect(urls[2]!.alternates).toEqual({});
    expect(urls[3]!.alternates).toEqual({});
  });

  it('the route tree gives every public page, /track, /newsletter and the guided drafts to prerender, each once; never /staff', () => {
    const paths = prerenderedPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        '/',
        '/about',
        '/faqs',
        '/contact-us',
        '/privacy-policy',
        '/terms-of-use',
        '/blog',
        '/documents',
        '/track',
        '/newsletter',
        ...SERVICE_IDS.map((id) => `/services/${id}`),
        ...DOCUMENT_IDS.map((id) => `/documents/${id}`),
        '/drafts',
        ...DRAFT_KINDS.map((kind) => `/drafts/${kind}`),
      ].sort(),
    );
  });

  it('the build lists every prerendered page but /documents, the same page as /documents/rent-agreement', () => {
    // As tools/vite/prerender-plugin.ts calls it.
    const paths = prerenderedPaths();
    const indexed = paths.filter((p) => p !== '/documents');
    const locs = readSitemap(sitemapXml(SITE, indexed.map(bothLanguages))).map((u) => u.loc);
    expect(locs).toHaveLength(2 * (paths.length - 1));
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

describe('where the build reads the blog from', () => {
  it('PRERENDER_SUPABASE_URL first, with its own key, else the site key, else the local one', () => {
    expect(
      blogSource({ PRERENDER_SUPABASE_URL: 'http://127.0.0.1:5000/', VITE_SUPABASE_URL: 'https://x.supabase.co' }),
    ).toEqual({ url: 'http://127.0.0.1:5000', anonKey: LOCAL_SUPABASE_ANON_KEY, variable: 'PRERENDER_SUPABASE_URL' });
    expect(
      blogSource({
        PRERENDER_SUPABASE_URL: 'http://db',
        PRERENDER_SUPABASE_ANON_KEY: 'k1',
        VITE_SUPABASE_ANON_KEY: 'k2',
      }),
    ).toMatchObject({ anonKey: 'k1' });
    expect(blogSource({ PRERENDER_SUPABASE_URL: 'http://db', VITE_SUPABASE_ANON_KEY: 'k2' })).toMatchObject({
      anonKey: 'k2',
    });
  });

  it("else the site's own VITE_SUPABASE_URL and anon key", () => {
    expect(blogSource({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' })).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'anon',
      variable: 'VITE_SUPABASE_URL',
    });
  });

  it('none when neither is set, when it is turned off, or when it is not an address', () => {
    expect(blogSource({})).toHaveProperty('reason');
    expect(blogSource({ PRERENDER_SUPABASE_URL: 'off', VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toHaveProperty(
      'reason',
    );
    expect(blogSource({ PRERENDER_SUPABASE_URL: 'localhost:54321' })).toHaveProperty('reason');
    // Relative: "the page's own origin", which a build has not got.
    expect(blogSource({ VITE_SUPABASE_URL: '/' })).toHaveProperty('reason');
  });

  describe('a database that does not answer', () => {
    const sockets = new Set<Socket>();
    // Accepts connections and never answers.
    const silent: Server = createServer((socket) => void sockets.add(socket));
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it(`holds the build up no longer than the timeout (${BLOG_SOURCE_TIMEOUT_MS / 1000} s in the build)`, async () => {
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as { port: number };
      const started = Date.now();
      const never = fetch(`http://127.0.0.1:${port}/rest/v1/blog_posts`).then(
        () => 'answered',
        () => 'failed',
      );
      await expect(withTimeout(never, 300, 'the database')).rejects.toThrow('the database did not answer within 0.3 s');
      expect(Date.now() - started).toBeLessThan(2000);
    });
  });
});
