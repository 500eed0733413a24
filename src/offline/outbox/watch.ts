/**
 * Whether this page needs the outbox at all, found without loading it: most
 * visitors never queue anything, and the outbox engine brings Dexie (~34 KB
 * gzip), whose start-up on a low-end phone would delay the page for nothing.
 *
 * The page loads the outbox when the database already holds entries (queued
 * on an earlier visit), or as soon as any context (this tab's form, another
 * tab, the service worker) announces outbox news on the channel.
 */
import { DATABASE_NAME } from '../db-name';
import { OUTBOX_CHANNEL_NAME } from './policy';

/** Counts the outbox's rows with plain IndexedDB; 0 when there is no database yet. */
export function countOutboxEntries(name = DATABASE_NAME): Promise<number> {
  return new Promise((resolve) => {
    let open: IDBOpenDBRequest;
    try {
      open = indexedDB.open(name);
    } catch {
      return resolve(0); // no IndexedDB here (missing, or blocked by the browser)
    }
    // No database yet: do not create one here (Dexie creates it with its schema).
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(0);
    open.onblocked = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      try {
        if (!db.objectStoreNames.contains('outbox')) return resolve(0);
        const count = db.transaction('outbox', 'readonly').objectStore('outbox').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => resolve(0);
      } catch {
        resolve(0);
      } finally {
        // Closes once the count's transaction is done; never holds up a Dexie upgrade.
        db.close();
      }
    };
  });
}

/** Calls `onWork` once: at once if entries wait, or on the first outbox news. Returns a stop function. */
export function watchForOutboxWork(onWork: () => void, name = DATABASE_NAME): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    channel?.close();
    onWork();
  };
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL_NAME) : null;
  if (channel) channel.onmessage = fire;
  void countOutboxEntries(name).then((count) => count > 0 && fire());
  return () => {
    done = true;
    channel?.close();
  };
}
