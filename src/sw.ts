/// <reference lib="webworker" />
/**
 * The service worker. It precaches the app shell, every prerendered page in
 * both languages and every page's JS and CSS, so any content page opens
 * offline; it keeps pages, images and fonts it has seen; and it answers
 * navigations it has no copy of with the client-rendered app shell.
 * A new version waits for the visitor's 'update' (SKIP_WAITING message).
 * Background Sync 'outbox' sends the requests and sign-ups waiting in the
 * outbox with the same engine as the page, even after every tab is closed.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { APP_SHELL_PATH } from './offline/app-shell';
import { OUTBOX_SYNC_TAG } from './offline/outbox/policy';
import { runOutboxSync } from './offline/outbox/worker';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (not in TypeScript's lib yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// A rejected promise makes the browser schedule the sync again later.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(runOutboxSync(sync.lastChance));
});

clientsClaim();
cleanupOutdatedCaches();

// Prerendered pages live at /about/index.html; the address is /about (any query).
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/.*/],
  urlManipulation: ({ url }) => {
    const clean = new URL(url.href);
    clean.search = '';
    clean.hash = '';
    clean.pathname = clean.pathname.replace(/\/?$/, '/index.html');
    return [clean];
  },
});

// The firm's inbox: from the network only, never kept (what it shows is
// read live from the database by a signed-in member; offline, the catch
// handler below gives the app shell, which says it cannot load).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && /^\/staff(\/|$)/.test(url.pathname),
  new NetworkOnly(),
);

// Pages not precached (blog articles): network first, then the last copy seen.
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
