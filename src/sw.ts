/// <reference lib="webworker" />
/**
 * The service worker: the app shell precached by Workbox, the site's scripts
 * (an update fetches only the files whose names changed), prerendered pages
 * as they are opened or asked for (KEEP_PAGES, src/offline/offline-pages.ts),
 * and Background Sync 'outbox', which sends requests and sign-ups with the
 * page's engine even after every tab is closed, and wakes open pages for the
 * papers. What it keeps and when, and how it answers
 * each kind of page: docs/architecture.md, "What the service worker keeps".
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { APP_SHELL_PATH } from './offline/app-shell';
import {
  isPage,
  isShell,
  KEEP,
  SAVING_DATA_KEY,
  SETTINGS_CACHE,
  savingData,
  type KeepMessage,
} from './offline/offline-pages';
import { OUTBOX_SYNC_TAG } from './offline/outbox/policy';
import { runOutboxSync } from './offline/outbox/worker';
// The kinds this worker sends; papers wait for a page (docs/architecture.md, "Where each kind is sent").
import './app/background-kinds';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (not in TypeScript's lib yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const entries = (self.__WB_MANIFEST as (PrecacheEntry | string)[]).map((entry) =>
  typeof entry === 'string' ? { url: entry, revision: null } : entry,
);

/** 'about/index.html' -> '/about', 'hi/index.html' -> '/hi', 'index.html' -> '/'. */
const pagePath = (url: string) => `/${url.replace(/^\//, '').replace(/\/?index\.html$/, '')}`;
/** A navigation's address as the pages are kept: no query, no hash, no trailing slash. */
const keptAddress = (href: string) => {
  const url = new URL(href);
  return new URL(url.pathname.replace(/(.)\/$/, '$1'), url.origin).href;
};

const pages = new Map(entries.filter((e) => isPage(e.url)).map((e) => [pagePath(e.url), e]));
const scripts = entries.filter((e) => !isPage(e.url) && !isShell(e.url)).map((e) => `/${e.url.replace(/^\//, '')}`);

// This version's caches: named after what they hold, so a new build starts afresh.
const versionOf = (list: string[]) => {
  let hash = 0;
  for (const char of list.join('|')) hash = (Math.imul(31, hash) + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
};
const PAGES_CACHE = `offline-pages-${versionOf([...pages.values()].map((e) => `${e.url}@${e.revision}`))}`;
const SCRIPTS_CACHE = `scripts-${versionOf(scripts)}`;
const VERSIONED = [/^offline-pages-/, /^scripts-/];

/** Whether the visitor saves data: as the page last said (offline-pages.ts), else as this worker sees the connection. */
async function visitorSavesData(): Promise<boolean> {
  const said = await (await caches.open(SETTINGS_CACHE)).match(SAVING_DATA_KEY).catch(() => undefined);
  return said ? (await said.text()) === '1' : savingData(self.navigator as never);
}

/**
 * This version's scripts, each downloaded only if no older version kept it
 * (their names carry their content's hash: a file kept before is the same
 * file). A failed download fails the install, which the browser tries again.
 */
async function installScripts() {
  const cache = await caches.open(SCRIPTS_CACHE);
  await Promise.all(
    scripts.map(async (path) => {
      if (await cache.match(path, { ignoreVary: true })) return;
      const kept = await caches.match(path, { ignoreVary: true });
      const response = kept ?? (await fetch(path, { credentials: 'same-origin' }));
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      await cache.put(path, response);
    }),
  );
}

// The scripts are part of the install (the worker takes over only once any page can render
// offline), unless the visitor saves data: then they are kept as they load.
self.addEventListener('install', (event) => {
  event.waitUntil(visitorSavesData().then((saving) => (saving ? undefined : installScripts())));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) => VERSIONED.some((kind) => kind.test(name)) && name !== PAGES_CACHE && name !== SCRIPTS_CACHE,
            )
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === KEEP) event.waitUntil(keep(data as KeepMessage));
});
// A rejected promise makes the browser schedule the sync again later.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(runOutboxSync(sync.lastChance));
});

/**
 * Keeps what the page asks for (src/offline/offline-pages.ts) that this
 * version knows and has not kept yet, two downloads at a time; a failure
 * just leaves that one out (it is kept when it is opened instead).
 */
async function keep({ lang, pages: asked = [], assets = [], allScripts = false }: KeepMessage) {
  const inLanguage = (path: string) => (path === '/hi' || path.startsWith('/hi/')) === (lang === 'hi');
  const wantedPages = new Set([
    ...asked.map((path) => new URL(keptAddress(new URL(path, self.location.origin).href)).pathname),
    ...(lang ? [...pages.keys()].filter(inLanguage) : []),
  ]);
  const jobs = [
    ...[...wantedPages].filter((path) => pages.has(path)).map((path) => ({ path, cache: PAGES_CACHE })),
    ...(allScripts ? scripts : assets.filter((path) => scripts.includes(path))).map((path) => ({
      path,
      cache: SCRIPTS_CACHE,
    })),
  ];
  const next = async (): Promise<void> => {
    const job = jobs.shift();
    if (!job) return;
    const address = new URL(job.path, self.location.origin).href;
    try {
      const cache = await caches.open(job.cache);
      if (!(await cache.match(address, { ignoreVary: true }))) {
        const response = await fetch(address, { credentials: 'same-origin' });
        if (response.ok) await cache.put(address, response);
      }
    } catch {
      // Offline again, or the download failed: kept when it is opened instead.
    }
    return next();
  };
  await Promise.all([next(), next()]);
}

clientsClaim();
cleanupOutdatedCaches();

precacheAndRoute(
  entries.filter((e) => isShell(e.url)),
  { ignoreURLParametersMatching: [/.*/] },
);

// The site's other scripts and styles: hashed, so never stale; kept as they load. Vary is
// ignored: a module's import() sends an Origin header that the kept copy's request had not.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/.+\.(js|css)$/.test(url.pathname),
  new CacheFirst({
    cacheName: SCRIPTS_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// The firm's inbox: from the network only, never kept (what it shows is
// read live from the database by a signed-in member; offline, the catch
// handler below gives the app shell, which says it cannot load).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && /^\/staff(\/|$)/.test(url.pathname),
  new NetworkOnly(),
);

// Prerendered pages: kept once opened (or asked for), and served from here.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && pages.has(new URL(keptAddress(url.href)).pathname),
  new CacheFirst({
    cacheName: PAGES_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => keptAddress(request.url) },
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
);

// Pages not prerendered (blog articles): network first, then the last copy seen.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 60 })],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
);

// Offline and never seen: the app shell renders the page on the client.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const shell = await matchPrecache(APP_SHELL_PATH);
    if (shell) return shell;
  }
  return Response.error();
});
