/**
 * Builds TanStack Router's server manifest from Vite's .vite/manifest.json:
 * the site stylesheet, and the scripts each page needs, loaded after the first
 * paint by the inline loader (./inline-loader.ts), not by
 * `<link rel="modulepreload">` (docs/slow-phones-and-flaky-networks.md,
 * "Scripts after the first paint"). Each route lists its chunks in a JSON
 * data script (never executed, so client navigations run no new inline code
 * under the page's CSP); the loader reads them all.
 */
import type { ServerManifest } from '@tanstack/router-core';
import { PRELOAD_LIST_ATTR } from './inline-loader.ts';

/** The Intl warm-up worker's key in Vite's manifest (emitted by tools/vite/intl-warmup.ts). */
export const WARMUP_KEY = 'intl-warmup.js';

/** Vite's .vite/manifest.json: what the loader needs of it (Vite's own type pulls in Node's types). */
export type ViteManifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

interface RouteFiles {
  routeId: string;
  /** The page's lazy module first, then any other modules it needs at once. */
  files: string[];
}

/** React DOM's client in Vite's manifest: src/main.tsx imports it on its own; every page needs it. */
export const REACT_DOM_KEY = 'node_modules/react-dom/client.js';

export { PRELOAD_LIST_ATTR };

function collect(vite: ViteManifest, key: string, seen = new Set<string>()) {
  const js: string[] = [];
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = vite[k];
    if (!chunk) throw new Error(`Vite manifest has no entry for ${k}`);
    js.push(`/${chunk.file}`);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return js;
}

const chunkList = (files: string[]) => ({
  attrs: { type: 'application/json', [PRELOAD_LIST_ATTR]: '' },
  children: JSON.stringify(files),
});

/**
 * `rootFiles`: modules every page needs that the entry imports dynamically
 * (the language's messages): preloaded with the entry, not after it ran.
 * `loaderSource`: the built inline loader (virtual:inline-loader).
 */
export function buildRouterManifest(
  vite: ViteManifest,
  entryKey: string,
  pages: RouteFiles[],
  rootFiles: string[],
  loaderSource: string,
): ServerManifest {
  const seenAtRoot = new Set<string>();
  const [entry, ...rootChunks] = [entryKey, ...rootFiles].flatMap((file) => collect(vite, file, seenAtRoot));
  const rootSet = new Set([entry, ...rootChunks]);
  const warmupFile = vite[WARMUP_KEY]?.file;
  const warmup = warmupFile ? `/${warmupFile}` : null;
  // With build.cssCodeSplit off, all CSS is one asset listed under 'style.css'.
  const siteCss = vite['style.css']?.file;
  const routes: ServerManifest['routes'] = {
    __root__: {
      css: siteCss ? [`/${siteCss}`] : [],
      scripts: [
        chunkList(rootChunks),
        // The same script in every page (one hash); what differs is in its attributes.
        { attrs: { 'data-entry': entry, ...(warmup ? { 'data-warmup': warmup } : {}) }, children: loaderSource },
      ],
    },
  };
  for (const { routeId, files } of pages) {
    const seen = new Set<string>();
    const own = files.flatMap((file) => collect(vite, file, seen)).filter((f) => !rootSet.has(f));
    routes[routeId] = { scripts: [chunkList(own)] };
  }
  return { routes };
}
