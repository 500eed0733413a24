/**
 * Renders one URL to a complete HTML document, for prerendering at build
 * time (src/build/prerender-plugin.ts) and for the dev server.
 */
import {
  RouterServer,
  createRequestHandler,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import type { Manifest as ViteManifest } from 'vite';
import { createAppRouter, routeTree } from './router';
import { buildRouterManifest } from './build/router-manifest';
import { business } from './lib/config';

export { prerenderedUrls, NOT_FOUND_PROBE, PRERENDERED_PATHS } from './build/pages';
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

/** Page routes and their lazy modules, from each route's staticData.file. */
export function routerManifest(vite: ViteManifest): ServerManifest {
  const pages = Object.values(createAppRouter().routesById)
    .filter((route) => route.options.staticData?.file)
    .map((route) => ({ routeId: route.id, file: route.options.staticData!.file! }));
  return buildRouterManifest(vite, 'index.html', pages);
}

void routeTree;
