/**
 * The page's inline loader, built into one minified script at build time
 * (tools/vite/inline-loader-plugin.ts) and inlined in every page, allowed by
 * its hash (docs/security.md, "Content-Security-Policy"). After the document
 * is parsed it waits for the next frame to be painted, starts the Intl
 * warm-up worker (tools/vite/intl-warmup.ts), downloads the entry and the
 * listed chunks, each in a task of its own, and imports the entry once its
 * file is in (docs/slow-phones-and-flaky-networks.md). It also holds what
 * the visitor does meanwhile, given back once hydrated (src/ui/early-input.ts).
 */
import type { EarlyInput } from '@/ui/early-input';

/** The attribute marking a route's list of chunks to preload. */
export const PRELOAD_LIST_ATTR = 'data-app-chunks';

declare global {
  interface Window {
    __appDownloadListed?: () => void;
    __appFetchScript?: (url: string) => Promise<void>;
    /** Settles when the Intl warm-up worker has done its work, failed or never started. */
    __appIntlWarm?: Promise<void>;
  }
}

/** What the loader's own <script> tells it: the entry script and the warm-up worker (data-entry, data-warmup). */
export interface LoaderOptions {
  entry: string;
  warmup: string | null;
}

export function loaderOptions(script: HTMLOrSVGScriptElement | null): LoaderOptions | null {
  const entry = script?.getAttribute('data-entry');
  return entry ? { entry, warmup: script!.getAttribute('data-warmup') } : null;
}

/**
 * Holds each tap on a button until the page is ready and the button is
 * hydrated (then replayed once: "How a tap travels"), and what is typed
 * into a field, which hydration would reset.
 */
function holdEarlyInput(d: Document): void {
  const early: EarlyInput = {
    taps: [],
    fields: new Map(),
    focused: null,
    startedAt: null,
    holdingTaps: true,
    replay: null,
    passing: null,
  };
  window.__appEarlyInput = early;
  d.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const button = target.closest ? target.closest('button') : null;
      if (!button || button === early.passing) return;
      // After ready, only a button React has not hydrated yet (a part of the page still loading its code).
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
}

/**
 * Downloads by fetch(), not <script type=module> or modulepreload: a cut-off
 * module download is remembered as failed for the rest of the page, a
 * cut-off fetch() is simply tried again (later each time, and at once when
 * the connection is back). The app's lazy chunks share fetchScript
 * (tools/vite/warm-before-import.ts).
 */
function downloader(d: Document): (href: string) => Promise<void> {
  const downloads = new Map<string, Promise<void>>();
  // Each fetch() starts in a task of its own: starting one costs a phone's main thread
  // a millisecond or more, and a route's dozen scripts at once made one long task
  // (docs/performance.md, "The blog list's main thread").
  const starts: (() => void)[] = [];
  const startNext = () => {
    starts.shift()!();
    if (starts.length) setTimeout(startNext, 0);
  };
  const inTaskOfItsOwn = () =>
    new Promise<void>((start) => {
      if (starts.push(start) === 1) setTimeout(startNext, 0);
    });
  const fetchScript = (url: string) => {
    let done = downloads.get(url);
    if (!done) {
      done = inTaskOfItsOwn()
        .then(() => fetch(url, { credentials: 'same-origin' }))
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
  window.__appFetchScript = fetchScript;
  const waiting: (() => void)[] = [];
  addEventListener('online', () => {
    for (const again of waiting.splice(0)) again();
  });
  return (href) =>
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
}

// setTimeout inside requestAnimationFrame runs after that frame is painted.
const afterPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

export function startLoader(options: LoaderOptions | null, d: Document = document): void {
  // React runs the script again when a client-side navigation re-renders the
  // head's scripts: set up once per document (a second set-up would hold every
  // tap from then on); a later run only downloads the new page's scripts.
  const downloadAgain = window.__appDownloadListed;
  if (downloadAgain) {
    afterPaint(downloadAgain);
    return;
  }
  if (!options) return;
  holdEarlyInput(d);
  const download = downloader(d);
  // Every script the page's route lists (script[data-app-chunks]).
  const downloadListed = () => {
    const hrefs = new Set<string>();
    for (const list of d.querySelectorAll(`script[${PRELOAD_LIST_ATTR}]`)) {
      for (const href of JSON.parse(list.textContent || '[]') as string[]) hrefs.add(href);
    }
    for (const href of hrefs) void download(href);
  };
  window.__appDownloadListed = downloadListed;
  const load = () => {
    const { warmup } = options;
    window.__appIntlWarm = new Promise((resolve) => {
      if (!warmup || typeof Worker !== 'function') return resolve();
      try {
        const worker = new Worker(warmup);
        worker.onmessage = worker.onerror = () => resolve();
      } catch {
        resolve(); // refused (an old browser, a stricter policy): the page does the work itself
      }
    });
    void download(options.entry).then(() => import(/* @vite-ignore */ options.entry));
    downloadListed();
  };
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', () => afterPaint(load));
  else afterPaint(load);
}
