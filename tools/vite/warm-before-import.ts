/**
 * Every lazy chunk's scripts are downloaded with fetch() before the module
 * system asks for them. Chromium remembers a failed module download for the
 * rest of the page (in Chromium 150 a second import() of a file whose first
 * download was cut off fails at once, with no request), so one dropped
 * connection on 3G would leave that part of the site unloadable until a
 * reload. A failed fetch() is not remembered: once a file is in the HTTP
 * cache (/assets are cached for a year, public/_headers), importing it
 * makes no risky request, and a cut-off download is simply tried again by
 * loadChunk (src/platform/load-chunk.ts).
 *
 * Two changes to the client build do it, both calling the inline loader's
 * window.__appFetchScript (src/server/inline-loader.ts: one download per
 * address, forgotten when it fails):
 * - each import("./chunk.js") in the output becomes __appImport("./chunk.js"),
 *   which downloads the file, then imports it;
 * - Vite's preload helper downloads the chunk's other scripts the same way
 *   instead of adding <link rel=modulepreload> for them (a cut-off
 *   modulepreload is remembered like a failed import). CSS is as before.
 */
import type { Plugin } from 'vite';

const HELPER_ID = 'vite/preload-helper';
const HELPER_EXPORT = 'export const __vitePreload = ';

/** A download that fails says so as the browser would, so that isChunkLoadError knows it. */
const FETCH_FIRST = `const __appFetchFirst = (url) => {
  const fetchScript = window.__appFetchScript;
  return fetchScript
    ? fetchScript(url).catch(() => { throw new Error("Failed to fetch dynamically imported module: " + url); })
    : Promise.resolve();
};`;

/** Put at the top of each chunk that imports another; it cannot share FETCH_FIRST (the helper's chunk has its own). */
const IMPORT_PRELUDE = `const __appImport = (s) => {
  const u = new URL(s, import.meta.url).href;
  const fetchScript = window.__appFetchScript;
  const downloaded = fetchScript
    ? fetchScript(u).catch(() => { throw new Error("Failed to fetch dynamically imported module: " + u); })
    : Promise.resolve();
  return downloaded.then(() => import(u));
};`;

/** import("./x.js") or import(`./x.js`) as Rollup writes them (never import.meta). */
const RELATIVE_IMPORT = /\bimport\((["`])(\.\.?\/[^"`]+\.js)\1\)/g;

export function warmBeforeImportPlugin(): Plugin {
  return {
    name: 'satna:warm-before-import',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !id.includes(HELPER_ID)) return null;
      if (!code.includes(HELPER_EXPORT) || !code.includes('const assetsURL')) {
        // A Vite upgrade changed the helper: fail the build rather than ship chunks that cannot recover.
        this.error(`${HELPER_ID} no longer has the shape warm-before-import expects`);
      }
      return {
        code: `${FETCH_FIRST}
${code.replace(HELPER_EXPORT, 'const __vitePreloadWithLinks = ')}
export const __vitePreload = (baseModule, deps, importerUrl) => {
  const scripts = (deps || []).filter((dep) => dep.endsWith(".js"));
  if (!scripts.length) return __vitePreloadWithLinks(baseModule, deps, importerUrl);
  return Promise.all(scripts.map((dep) => __appFetchFirst(assetsURL(dep, importerUrl)))).then(() =>
    __vitePreloadWithLinks(baseModule, deps.filter((dep) => !dep.endsWith(".js")), importerUrl),
  );
};
`,
        map: null,
      };
    },
    // After Vite has written each lazy import's list of scripts (generateBundle finds them by their import()).
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        if (options.format !== 'es') return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !RELATIVE_IMPORT.test(chunk.code)) continue;
          RELATIVE_IMPORT.lastIndex = 0;
          const rewritten = chunk.code.replace(
            RELATIVE_IMPORT,
            (_all, quote: string, file: string) => `__appImport(${quote}${file}${quote})`,
          );
          chunk.code = `${IMPORT_PRELUDE}\n${rewritten}`;
        }
      },
    },
  };
}
