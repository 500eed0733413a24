/**
 * Prerenders every page in both languages to static HTML inside the client
 * build, before vite-plugin-pwa writes the precache manifest (design.md §10),
 * so that the HTML is precached. The server bundle (src/entry-server.tsx) is
 * built in the same `vite build`, never a stale one.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_SHELL_PATH } from '../offline/app-shell.ts';
import { withScriptHashes } from './csp.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { build, type Manifest as ViteManifest, type Plugin, type ResolvedConfig } from 'vite';

export const SSR_BUILD_FLAG = 'APP_SSR_BUILD';
/** 2025-05-04, the site's policy date: any fixed instant will do. */
const PINNED_RENDER_TIME = Date.UTC(2025, 4, 4);

type EntryServer = typeof import('../entry-server');

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
            build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false },
          });
        } finally {
          delete process.env[SSR_BUILD_FLAG];
        }

        // No cache-busting query: the server chunks import the entry back by its
        // plain URL, and a second instance of it would have its own module state.
        const server = (await import(pathToFileURL(path.join(ssrOutDir, 'entry-server.js')).href)) as EntryServer;
        const vite = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
        const manifests = { en: server.routerManifest(vite, 'en'), hi: server.routerManifest(vite, 'hi') };

        // Vite's own index.html is the client-rendered shell (offline fallback).
        await rename(path.join(outDir, 'index.html'), path.join(outDir, APP_SHELL_PATH));

        // The dehydrated router state stamps each match with Date.now(): pin it so
        // two builds give identical HTML and the precache does not churn.
        const realNow = Date.now;
        Date.now = () => PINNED_RENDER_TIME;
        const render = async (url: string, expectedStatus: number, file: string) => {
          const lang = url === '/hi' || url.startsWith('/hi/') ? 'hi' : 'en';
          const { status, html } = await server.render(url, manifests[lang]);
          if (status !== expectedStatus) throw new Error(`Prerendering ${url} answered ${status}`);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, withScriptHashes(html));
        };
        const pages = server.prerenderedUrls();
        try {
          for (const url of pages) await render(url, 200, path.join(outDir, url, 'index.html'));
          for (const lang of ['', '/hi']) {
            await render(`${lang}${server.NOT_FOUND_PROBE}`, 404, path.join(outDir, lang, '404.html'));
          }
        } finally {
          Date.now = realNow;
        }
        // /documents is the same page as /documents/rent-agreement (its canonical): listed once.
        const indexed = server.PRERENDERED_PATHS.filter((p) => p !== '/documents');
        await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(server.siteUrl, indexed));
        await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(server.siteUrl));
        await rm(ssrOutDir, { recursive: true, force: true });
        config.logger.info(`prerendered ${pages.length} pages and 2 not-found pages`);
      },
    },
  };
}
