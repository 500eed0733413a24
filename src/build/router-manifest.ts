/**
 * Builds TanStack Router's server manifest from Vite's .vite/manifest.json:
 * the root route gets the entry script, its static imports and CSS; each page
 * route gets its lazy chunk's files. Preloads are deduplicated across routes
 * (duplicates break HeadContent, design.md §10).
 */
import type { Manifest as ViteManifest } from 'vite';
import type { ServerManifest } from '@tanstack/router-core';

interface RouteFiles {
  routeId: string;
  /** The page's lazy module first, then any other modules it needs at once. */
  files: string[];
}

function collect(vite: ViteManifest, key: string, seen = new Set<string>()) {
  const js: string[] = [];
  const css: string[] = [];
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = vite[k];
    if (!chunk) throw new Error(`Vite manifest has no entry for ${k}`);
    js.push(`/${chunk.file}`);
    for (const c of chunk.css ?? []) css.push(`/${c}`);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return { js, css };
}

export function buildRouterManifest(vite: ViteManifest, entryKey: string, pages: RouteFiles[]): ServerManifest {
  const root = collect(vite, entryKey);
  // With build.cssCodeSplit off, all CSS is one asset listed under 'style.css'.
  const siteCss = vite['style.css']?.file;
  if (siteCss) root.css.unshift(`/${siteCss}`);
  const rootSet = new Set([...root.js, ...root.css]);
  const routes: ServerManifest['routes'] = {
    __root__: {
      preloads: root.js.slice(1),
      css: root.css,
      scripts: [{ attrs: { type: 'module', src: root.js[0] } }],
    },
  };
  for (const { routeId, files } of pages) {
    const seen = new Set<string>();
    const own = { js: [] as string[], css: [] as string[] };
    for (const file of files) {
      const part = collect(vite, file, seen);
      own.js.push(...part.js);
      own.css.push(...part.css);
    }
    routes[routeId] = {
      preloads: own.js.filter((f) => !rootSet.has(f)),
      css: own.css.filter((f) => !rootSet.has(f)),
    };
  }
  return { routes };
}
