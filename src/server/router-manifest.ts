/**
 * Builds TanStack Router's server manifest from Vite's .vite/manifest.json:
 * the site stylesheet, and the scripts each page needs, which are loaded only
 * after the first paint.
 *
 * Why not `<link rel="modulepreload">` in the head: a prerendered page is
 * complete without JavaScript, and on a phone on 3G the ~30 script requests
 * the preload scanner would start at once share the link with the HTML and
 * the stylesheet the first paint waits for. So the page paints first, then a
 * small inline loader preloads the page's chunks and starts the entry, which
 * hydrates. Each route lists its chunks in a JSON data script (never
 * executed, so client navigations run no new inline code under the page's
 * CSP); the loader reads them all.
 */
import type { ServerManifest } from '@tanstack/router-core';

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

/** The attribute marking a route's list of chunks to preload. */
export const PRELOAD_LIST_ATTR = 'data-app-chunks';

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

/**
 * The inline loader (runs in the page; kept as plain ES2019 source). After
 * the document is parsed, it waits for the next frame to be painted, then
 * starts the Intl warm-up worker (./intl-warmup.ts), downloads the entry
 * script and the listed chunks, one request per task (starting a request
 * costs a phone a few milliseconds of main thread, and a dozen in one task
 * would block a tap), and imports the entry once its file is in.
 *
 * Downloads go through fetch(), not <script type=module> or modulepreload:
 * a cut-off module download is remembered as failed for the rest of the
 * page (in Chromium 150 a second import() makes no request at all), while a
 * cut-off fetch() is simply tried again, later each time and at once when
 * the connection is back. The app's lazy chunks download the same way, one
 * try at a time (window.__appFetchScript, ./warm-before-import.ts). Where
 * the Intl worker is refused (an old browser, a stricter policy), the page
 * does that work itself.
 *
 * The page is on screen seconds before its scripts run on a slow phone, so
 * the loader also holds what the visitor does meanwhile (src/ui/early-input.ts
 * gives it back once the page is hydrated): a tap on a button, which would do
 * nothing yet (or submit a form natively), and what is typed into a field,
 * which hydration would reset.
 */
function loader(entry: string, attr: string, warmup: string | null) {
  /*
   * React runs this script again when a client-side navigation re-renders
   * the head's scripts. Set up once per document (a second set-up would hold
   * every tap from then on: its holdingTaps is never turned off); a later run
   * only downloads the new page's scripts, after the frame is painted.
   */
  const downloadAgain = (window as unknown as { __appDownloadListed?: () => void }).__appDownloadListed;
  if (downloadAgain) {
    requestAnimationFrame(() => setTimeout(downloadAgain, 0));
    return;
  }
  const d = document;
  const early = {
    taps: [] as Element[],
    fields: new Map<Element, string | boolean>(),
    focused: null as Element | null,
    startedAt: null as number | null,
    holdingTaps: true,
    replay: null as (() => void) | null,
    passing: null as Element | null,
  };
  (window as unknown as { __appEarlyInput: typeof early }).__appEarlyInput = early;
  /*
   * A tap on a button is held until the page is ready (hydrated and its
   * effects run) and the button is hydrated, then replayed once: React never
   * sees it meanwhile. While
   * React hydrates, it would try to finish at once and, when it cannot (the
   * router still loading the page's data), drop the tap.
   */
  d.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const button = target.closest ? target.closest('button') : null;
      if (!button || button === early.passing) return;
      /* After ready, only a button React has not hydrated yet (a part of the page still loading its code). */
      if (!early.holdingTaps && Object.keys(button).some((key) => key.indexOf('__reactFiber$') === 0)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      early.taps.push(button);
      if (early.replay) early.replay();
    },
    true,
  );
  d.addEventListener(
    'input',
    (event) => {
      const field = event.target as HTMLInputElement;
      const toggled = field.type === 'checkbox' || field.type === 'radio';
      early.fields.set(field, toggled ? field.checked : field.value);
    },
    true,
  );
  d.addEventListener(
    'focusin',
    (event) => {
      early.focused = event.target as Element;
      if (early.startedAt === null) early.startedAt = performance.now();
    },
    true,
  );
  const downloads = new Map<string, Promise<void>>();
  const fetchScript = (url: string) => {
    let done = downloads.get(url);
    if (!done) {
      done = fetch(url, { credentials: 'same-origin' })
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.arrayBuffer();
        })
        .then(() => undefined);
      done.catch(() => downloads.delete(url));
      downloads.set(url, done);
    }
    return done;
  };
  (window as unknown as { __appFetchScript: typeof fetchScript }).__appFetchScript = fetchScript;
  const waiting: (() => void)[] = [];
  addEventListener('online', () => {
    for (const again of waiting.splice(0)) again();
  });
  const download = (href: string) =>
    new Promise<void>((resolve) => {
      const url = new URL(href, d.baseURI).href;
      let pause = 1000;
      const attempt = () => {
        fetchScript(url).then(
          () => resolve(),
          () => {
            const again = () => {
              clearTimeout(timer);
              const i = waiting.indexOf(again);
              if (i >= 0) waiting.splice(i, 1);
              attempt();
            };
            const timer = setTimeout(again, pause);
            waiting.push(again);
            pause = Math.min(pause * 2, 30000);
          },
        );
      };
      attempt();
    });
  /* Every script the page's route lists (script[data-app-chunks]), one download per task. */
  const downloadListed = () => {
    const hrefs = new Set<string>();
    for (const list of d.querySelectorAll(`script[${attr}]`)) {
      for (const href of JSON.parse(list.textContent || '[]') as string[]) hrefs.add(href);
    }
    const pending = [...hrefs];
    const downloadNext = () => {
      void download(pending.shift() as string);
      if (pending.length) setTimeout(downloadNext, 0);
    };
    if (pending.length) downloadNext();
  };
  (window as unknown as { __appDownloadListed: () => void }).__appDownloadListed = downloadListed;
  const load = () => {
    if (warmup && typeof Worker === 'function') {
      try {
        new Worker(warmup);
      } catch {
        /* refused: the page does the work itself */
      }
    }
    void download(entry).then(() => {
      void import(entry);
    });
    downloadListed();
  };
  // setTimeout inside requestAnimationFrame runs after that frame is painted.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(load, 0));
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

// Every statement in loader() ends its line with ; { or }, so the lines can be joined.
const loaderSource = loader.toString().replace(/\n\s*/g, '');

const chunkList = (files: string[]) => ({
  attrs: { type: 'application/json', [PRELOAD_LIST_ATTR]: '' },
  children: JSON.stringify(files),
});

/**
 * `rootFiles`: modules every page needs that the entry imports dynamically
 * (the language's messages): preloaded with the entry, not after it ran.
 */
export function buildRouterManifest(
  vite: ViteManifest,
  entryKey: string,
  pages: RouteFiles[],
  rootFiles: string[] = [],
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
        {
          children: `(${loaderSource})(${[entry, PRELOAD_LIST_ATTR, warmup].map((a) => JSON.stringify(a)).join(',')})`,
        },
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
