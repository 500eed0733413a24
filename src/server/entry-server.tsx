/**
 * Renders one URL to a complete HTML document, for prerendering at build
 * time (tools/vite/prerender-plugin.ts) and for the dev server.
 */
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { createAppRouter, routeTree } from '../app/router';
import { buildRouterManifest, REACT_DOM_KEY, type ViteManifest } from './router-manifest';
import { business } from '../lib/config';
import type { Lang } from '../i18n/lang';
import { listPosts, type BlogPost } from '../lib/api';
import { createPublicClient } from '../lib/supabase';
import {
  articleAddresses,
  prerenderBlog,
  type ArticleAddresses,
  type BuildSanitizer,
} from '../features/blog/prerender-blog';
import { setPrerenderedBlog } from '../features/blog/route/prerendered';

export { prerenderedPaths, prerenderedUrls, NOT_FOUND_PROBE } from './pages';
export const siteUrl = business.siteUrl;

export async function render(url: string, manifest: ServerManifest) {
  const request = new Request(new URL(url, 'http://localhost'));
  const handler = createRequestHandler({
    request,
    createRouter: createAppRouter,
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text() };
}

/**
 * Page routes and their lazy modules (staticData.file), plus the modules of
 * the page's language (staticData.langFiles): one manifest per language.
 */
export function routerManifest(vite: ViteManifest, lang: Lang): ServerManifest {
  const pages = Object.values(createAppRouter().routesById)
    .filter((route) => route.options.staticData?.file)
    .map((route) => ({
      routeId: route.id,
      files: [
        route.options.staticData!.file!,
        ...(route.options.staticData!.langFiles ?? []).map((f) => f.replace('{lang}', lang)),
      ],
    }));
  return buildRouterManifest(vite, 'index.html', pages, [`virtual:messages/${lang}`, REACT_DOM_KEY]);
}

/**
 * Call 7 as the site makes it (supabase-js, the anon key: only what RLS lets
 * the public read), for the build; fails after `timeoutMs`.
 */
export async function readPublishedPosts(source: { url: string; anonKey: string }, timeoutMs: number) {
  const client = await createPublicClient({ ...source, timeoutMs });
  return listPosts({}, client);
}

/**
 * From now on the blog list and these posts' articles render with their
 * content (src/features/blog/route/prerendered.ts). Answers where each
 * article lives, newest first.
 */
export async function adoptPublishedPosts(rows: BlogPost[], sanitizer: BuildSanitizer): Promise<ArticleAddresses[]> {
  const blog = await prerenderBlog(rows, sanitizer);
  setPrerenderedBlog(blog);
  return [...blog.articles.values()].flatMap((data) => articleAddresses(data) ?? []);
}

void routeTree;
