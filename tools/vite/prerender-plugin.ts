/**
 * Prerenders every page in both languages to static HTML inside the client
 * build, before vite-plugin-pwa writes the precache manifest (docs/architecture.md, "Stack facts"),
 * so that the HTML is precached. The server bundle (src/server/entry-server.tsx) is
 * built in the same `vite build`, never a stale one.
 *
 * When the build can reach the database (./blog-source.ts says which), the
 * blog list is prerendered with its first page of posts and every published
 * article at its canonical address, in both languages; the articles are
 * listed in the sitemap but not precached (vite.config.ts globIgnores: offline,
 * posts come from IndexedDB). Without a database the build still succeeds and
 * articles are rendered in the browser.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_SHELL_PATH } from '../../src/offline/app-shell.ts';
import { cspSources, withPagePolicy } from './csp.ts';
import { bothLanguages, robotsTxt, sitemapXml } from './sitemap.ts';
import { BLOG_SOURCE_TIMEOUT_MS, blogSource, withTimeout } from './blog-source.ts';
import { build, loadEnv, type Manifest as ViteManifest, type Plugin, type ResolvedConfig } from 'vite';

export const SSR_BUILD_FLAG = 'APP_SSR_BUILD';

/** Where the build lists the pages it prerendered (dist/.vite/, build data beside Vite's manifest). */
export const PRERENDERED_LIST = '.vite/prerendered.json';
/** 2025-05-04, the site's policy date: any fixed instant will do. */
const PINNED_RENDER_TIME = Date.UTC(2025, 4, 4);

type EntryServer = typeof import('../../src/server/entry-server');
type ArticleAddresses = Awaited<ReturnType<EntryServer['adoptPublishedPosts']>>[number];

/** Where public/_redirects has the build list each article's other-language address. */
export const ARTICLE_REDIRECTS_MARK = '# ARTICLE REDIRECTS';

/**
 * public/_redirects with one 301 per article at the mark: its address in the
 * other language to its own (percent-encoded, as a browser asks for it).
 */
export function withArticleRedirects(redirects: string, articles: readonly ArticleAddresses[]): string {
  if (!redirects.includes(ARTICLE_REDIRECTS_MARK))
    throw new Error(`public/_redirects has no "${ARTICLE_REDIRECTS_MARK}" line`);
  const lines = articles.map((article) => `${encodeURI(article.elsewhere)}  ${encodeURI(article.href)}  301`);
  return redirects.replace(ARTICLE_REDIRECTS_MARK, [ARTICLE_REDIRECTS_MARK, ...lines].join('\n'));
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'app:prerender',
    apply: (_, env) => env.command === 'build' && process.env[SSR_BUILD_FLAG] !== '1',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler(error?: Error) {
        if (error) return; // the build itself failed: nothing to prerender
        const root = config.root;
        const outDir = path.resolve(root, config.build.outDir);
        const ssrOutDir = path.join(root, 'node_modules/.cache', `app-ssr-${path.basename(outDir)}`);

        process.env[SSR_BUILD_FLAG] = '1';
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            build: { ssr: 'src/server/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false },
          });
        } finally {
          delete process.env[SSR_BUILD_FLAG];
        }

        // No cache-busting query: the server chunks import the entry back by its
        // plain URL, and a second instance of it would have its own module state.
        const server = (await import(pathToFileURL(path.join(ssrOutDir, 'entry-server.js')).href)) as EntryServer;
        const vite = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
        const articles = await readBlog(server, config);

        // Vite's own index.html is the client-rendered shell (offline fallback),
        // with a policy of its own like every prerendered page (./csp.ts).
        const sources = cspSources(config.env);
        const withPolicy = (html: string) => withPagePolicy(html, sources).html;
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        await writeFile(path.join(outDir, APP_SHELL_PATH), withPolicy(shell));
        await rm(path.join(outDir, 'index.html'));

        // One fixed clock for every page: two builds give identical HTML.
        const render = async (url: string, expectedStatus: number, file: string) => {
          const { status, html } = await server.render(url, server.routerManifest(vite, url), PINNED_RENDER_TIME);
          if (status !== expectedStatus) throw new Error(`Prerendering ${url} answered ${status}`);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, withPolicy(html));
        };
        const pages = server.prerenderedUrls();
        // Each article at its one address, in its own language.
        const articleUrls = articles.map((article) => article.href);
        for (const url of [...pages, ...articleUrls]) await render(url, 200, path.join(outDir, url, 'index.html'));
        for (const lang of ['', '/hi']) {
          await render(`${lang}${server.NOT_FOUND_PROBE}`, 404, path.join(outDir, lang, '404.html'));
        }
        // /documents is the same page as /documents/rent-agreement (its canonical): listed once.
        const paths = server.prerenderedPaths();
        const indexed = [
          ...paths.filter((p) => p !== '/documents').map(bothLanguages),
          ...articles.map((article) => article.versions),
        ];
        await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(server.siteUrl, indexed));
        // An article asked for in the other language moves to its own (301), before the host's
        // rule that gives unknown articles the app shell (public/_redirects).
        await writeFile(
          path.join(outDir, '_redirects'),
          withArticleRedirects(await readFile(path.join(outDir, '_redirects'), 'utf8'), articles),
        );
        // For the tests that visit every page (tests/e2e): what this build prerendered. Build data
        // like Vite's own manifest beside it, not served to visitors (docs/deploying.md, "Deploying").
        await writeFile(
          path.join(outDir, PRERENDERED_LIST),
          JSON.stringify({ paths, notFoundProbe: server.NOT_FOUND_PROBE }),
        );
        await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(server.siteUrl));
        await rm(ssrOutDir, { recursive: true, force: true });
        config.logger.info(
          `prerendered ${pages.length} pages, ${articleUrls.length} article pages and 2 not-found pages`,
        );
      },
    },
  };
}

/**
 * The published posts from the build's database, handed to the server
 * bundle; answers the articles' language-neutral paths (none without a
 * database, which only costs the build a warning).
 */
async function readBlog(server: EntryServer, config: ResolvedConfig): Promise<ArticleAddresses[]> {
  const env = { ...loadEnv(config.mode, config.envDir || config.root, ['VITE_', 'PRERENDER_']), ...process.env };
  const source = blogSource(env);
  const clientRendered = 'blog articles are rendered in the browser; the blog list is prerendered without posts';
  if ('reason' in source) {
    config.logger.info(`blog: no database for the build (${source.reason}): ${clientRendered}`);
    return [];
  }
  let rows: Awaited<ReturnType<EntryServer['readPublishedPosts']>>;
  try {
    rows = await withTimeout(
      server.readPublishedPosts(source, BLOG_SOURCE_TIMEOUT_MS),
      // The REST client gives up on each request itself; this also bounds loading it, resolving the
      // host, and reading a large archive a batch at a time.
      BLOG_SOURCE_TIMEOUT_MS * 6,
      source.url,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    config.logger.warn(
      `blog: could not read posts from ${source.url} (${source.variable}): ${reason}; ${clientRendered}`,
    );
    return [];
  }
  // DOMPurify needs a DOM: jsdom's, loaded only when there are posts to clean.
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('');
  const origin = new URL(server.siteUrl).origin;
  const paths = await server.adoptPublishedPosts(rows, { window, origin });
  config.logger.info(`blog: ${rows.length} published posts from ${source.url} (${source.variable}), prerendered`);
  return paths;
}
