/**
 * Renders one URL to a complete HTML document, for prerendering at build
 * time (tools/vite/prerender-plugin.ts) and for the dev server.
 */
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { createAppRouter, routeTree } from '../app/router';
import { buildRouterManifest, REACT_DOM_KEY, type ViteManifest } from './router-manifest';
import { pageModules } from './page-modules';
import inlineLoader from 'virtual:inline-loader';
import { business } from '../business/config';
import { langFromPath } from '../i18n/lang';
import { listAllPosts, type BlogPostRow } from '../api';
import { createPublicClient } from '../api/supabase';
import {
  articleAddresses,
  prerenderBlog,
  type ArticleAddresses,
  type BuildSanitizer,
} from '../features/blog/prerender-blog';
import { setPrerenderedBlog } from '../features/blog/route/prerendered';

export { prerenderedPaths, prerenderedUrls, NOT_FOUND_PROBE } from './pages';
export const siteUrl = business.siteUrl;

/**
 * The router state in the page stamps each match with when its data loaded:
 * `now` (the prerender's clock) stamps them all with that instant instead, so
 * two builds write identical HTML and the precache does not churn.
 */
function loadedAt(router: ReturnType<typeof createAppRouter>, now: number | undefined) {
  if (now === undefined) return router;
  const load = router.load;
  router.load = async (opts) => {
    await load(opts);
    for (const match of router.stores.matches.get()) match.updatedAt = now;
  };
  return router;
}

export async function render(url: string, manifest: ServerManifest, now?: number) {
  const request = new Request(new URL(url, 'http://localhost'));
  const handler = createRequestHandler({
    request,
    createRouter: () => loadedAt(createAppRouter(), now),
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text() };
}

/**
 * The router manifest of the page at `path`: the modules (./page-modules.ts)
 * of the routes it matches, in its language and with its params (a draft
 * page lists its own document only).
 */
export function routerManifest(vite: ViteManifest, path: string): ServerManifest {
  const router = createAppRouter();
  const lang = langFromPath(path);
  const pages = router.matchRoutes(path).flatMap(({ routeId, params }) => {
    const files = pageModules(router.routesById[routeId], lang, params as Record<string, string>);
    return files.length ? [{ routeId, files }] : [];
  });
  return buildRouterManifest(vite, 'index.html', pages, [`virtual:messages/${lang}`, REACT_DOM_KEY], inlineLoader);
}

/**
 * Every published post, text included, as the site reads posts (the REST
 * client, the anon key: only what RLS lets the public read), for the build;
 * each request fails after `timeoutMs`.
 */
export async function readPublishedPosts(source: { url: string; anonKey: string }, timeoutMs: number) {
  const client = await createPublicClient({ ...source, timeoutMs });
  return listAllPosts(client);
}

/**
 * From now on the blog list and these posts' articles render with their
 * content (src/features/blog/route/prerendered.ts). Answers where each
 * article lives, newest first.
 */
export async function adoptPublishedPosts(rows: BlogPostRow[], sanitizer: BuildSanitizer): Promise<ArticleAddresses[]> {
  const blog = await prerenderBlog(rows, sanitizer);
  setPrerenderedBlog(blog);
  return [...blog.articles.values()].flatMap((data) => articleAddresses(data) ?? []);
}

void routeTree;
