/**
 * The outbox as the browser holds it: its IndexedDB entries, the service
 * worker that drains it, and Background Sync fired or taken away.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** An outbox entry as IndexedDB holds it (src/offline/outbox/types.ts), what the tests read of it. */
interface StoredEntry {
  id: string;
  state: string;
  kind: string;
  /** Failed tries so far. */
  attempts: number;
  /** What each step noted of its result, by step. */
  steps: Record<string, unknown>;
  /** When its last attempt failed (Date.now() in the browser), and why. */
  lastError?: { at: number; message?: string };
  payload?: unknown;
}

/** Entries in the outbox's IndexedDB table, read without opening (or creating) the app's database by accident. */
export function outboxEntries(page: Page): Promise<StoredEntry[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('satna-legal')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('satna-legal');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('outbox')) return [];
      return await new Promise((resolve, reject) => {
        const req = db.transaction('outbox').objectStore('outbox').getAll();
        req.onsuccess = () => resolve(req.result as StoredEntry[]);
        req.onerror = () => reject(req.error);
      });
    } finally {
      db.close();
    }
  });
}

/**
 * Fires the service worker's Background Sync 'outbox' now, as Chromium would
 * when it retries (docs/architecture.md: a failed sync is retried only after 5 min).
 */
export async function dispatchBackgroundSync(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: 'outbox',
    lastChance: false,
  });
  await cdp.detach();
}

/** Makes the page look like an in-app browser (Android WebView): no Background Sync. */
export async function withoutBackgroundSync(context: BrowserContext) {
  await context.addInitScript(() => {
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    delete (window as { SyncManager?: unknown }).SyncManager;
  });
}
