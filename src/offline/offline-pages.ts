/**
 * Which prerendered pages the service worker keeps, and when the page asks
 * it to keep more: the page on screen, and on an idle unmetered connection
 * every page of the visitor's language; under Save-Data or 2G only the pages
 * opened (docs/architecture.md, "What the service worker keeps").
 */

/** The message that asks the worker to keep pages and scripts (src/sw.ts keeps only those of its own version). */
export const KEEP = 'KEEP';

export interface KeepMessage {
  type: typeof KEEP;
  /** Every prerendered page of this language. */
  lang?: 'en' | 'hi';
  /** These pages (addresses such as '/hi/about'). */
  pages?: string[];
  /** These scripts and styles (/assets/…): the browser has them already, so keeping them costs no data. */
  assets?: string[];
  /** Every script and style of the site, so that any page renders offline. */
  allScripts?: boolean;
}

/** A prerendered page among the build's files ('about/index.html'): kept when opened, never installed. */
export const isPage = (file: string) => file.endsWith('index.html');
const isScript = (file: string) => /^\/?assets\/.+\.(js|css)$/.test(file);
/**
 * What the client-rendered shell needs before any page's own script, with
 * the icons and the manifest: all a visitor who saves data installs (the
 * entry, React DOM, the styles, the Intl warm-up and each language's
 * messages, as Vite names them; tests/e2e/pwa.spec.ts checks the shell
 * renders offline from it).
 */
export const isShell = (file: string) =>
  !isPage(file) &&
  (!isScript(file) || /^\/?assets\/(index|react-dom|style|intl-warmup|en|hi)-[\w-]+\.(js|css)$/.test(file));

/** The Network Information API, where the browser has it (Chromium). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
  type?: string;
}

/**
 * Whether the connection is known to cost nothing per megabyte and the
 * visitor has not asked to save data: Wi-Fi or a cable, or a desktop
 * browser that says it is not a phone. Unknown (Safari, Firefox): no.
 */
export function onUnmeteredConnection(
  nav: { connection?: Connection; userAgentData?: { mobile?: boolean } } = navigator as never,
): boolean {
  const connection = nav.connection;
  if (!connection || connection.saveData || /2g/.test(connection.effectiveType ?? '')) return false;
  if (connection.type) return connection.type === 'wifi' || connection.type === 'ethernet';
  return nav.userAgentData?.mobile === false;
}

/** Whether the visitor saves data (Save-Data) or is on a 2G connection: the worker then keeps only what they open. */
export function savingData(nav: { connection?: Connection } = navigator as never): boolean {
  const connection = nav.connection;
  return Boolean(connection?.saveData || /2g/.test(connection?.effectiveType ?? ''));
}

/**
 * Where the page tells the worker, before registering it, whether the
 * visitor saves data: the worker's install reads it (its own view of the
 * connection is not always there, and a test can set the page's).
 */
export const SETTINGS_CACHE = 'offline-settings';
export const SAVING_DATA_KEY = '/saving-data';

/** Records whether the visitor saves data, for the worker's next install. */
export async function tellWorkerAboutData(): Promise<void> {
  try {
    const settings = await caches.open(SETTINGS_CACHE);
    await settings.put(SAVING_DATA_KEY, new Response(savingData() ? '1' : '0'));
  } catch {
    // No Cache Storage: the worker goes by its own view of the connection.
  }
}

/** The worker, once it controls the page; undefined without one. */
const controller = () => (typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null) ?? undefined;

/** The scripts and styles this page has loaded. */
const loadedAssets = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/assets\/.+\.(js|css)$/.test(url.pathname))
    .map((url) => url.pathname);

/**
 * Asks the worker to keep the page on screen (its HTML: after a navigation
 * inside the site, one download of a few KB) and the scripts it loaded, and,
 * on an unmetered connection, the rest of the language's pages.
 */
export function keepForOffline(path: string, lang: 'en' | 'hi'): void {
  const worker = controller();
  if (!worker) return;
  const saving = savingData();
  const message: KeepMessage = {
    type: KEEP,
    assets: loadedAssets(),
    // Installed already, unless the visitor saved data then and no longer does.
    allScripts: !saving,
    pages: [path],
    ...(onUnmeteredConnection() ? { lang } : {}),
  };
  worker.postMessage(message);
}
