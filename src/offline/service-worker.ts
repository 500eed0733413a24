/**
 * Registers the service worker (src/sw.ts, built to /sw.js) with
 * workbox-window. A new version waits until the visitor chooses to update,
 * so a page is never reloaded under them.
 */

import { loadChunk } from '../platform/load-chunk';
import { tellWorkerAboutData } from './offline-pages';
export interface ServiceWorkerHooks {
  /** A new version is installed and waiting; call applyUpdate to switch to it. */
  onUpdateWaiting: (applyUpdate: () => void) => void;
}

/**
 * Resolves to whether the worker is registered. Without one (no support, a
 * private mode or a policy that blocks it, its code not downloaded) the site
 * works as a plain website: pages come from the network, and requests are
 * still queued in IndexedDB and sent by the page.
 */
export async function registerServiceWorker(hooks: ServiceWorkerHooks): Promise<boolean> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return false;
  try {
    const { Workbox } = await loadChunk(() => import('workbox-window'));
    await tellWorkerAboutData();
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      hooks.onUpdateWaiting(() => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    // A blocked registration either rejects or (some browsers, automation) answers nothing.
    return (await wb.register()) !== undefined;
  } catch (err) {
    console.warn('No service worker: pages will not be kept for offline reading.', err);
    return false;
  }
}
