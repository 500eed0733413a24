/**
 * What a form does with the visitor's item (docs/architecture.md, "Data flows"):
 * write it to the outbox first (durable before anything else), start sending
 * it, and wait a little for the first attempt so that, online, the visitor
 * gets the real answer; offline or unreachable, they are told it is saved and
 * will go out automatically, after the tab is closed too: Background Sync is
 * registered before the form is answered (docs/architecture.md, "Sync triggers").
 */
import { defaultOutboxDeps, flushOutbox } from './engine';
import { onOutboxEvent } from './events';
import { newId } from './ids';
import { FIRST_ATTEMPT_WAIT_MS } from './policy';
import { registerBackgroundSync, requestFlush } from './runner';
import { discardEntry, enqueue } from './store';
import type { NewOutboxItem, OutboxEntry, OutboxError, OutboxEvent } from './types';
import { loadChunk } from '@/platform/load-chunk';

export type FirstAttempt =
  /** Every step went through. */
  | { outcome: 'delivered'; orderId?: string }
  /** The request is stored under this order id; its e-mails follow from the outbox. */
  | { outcome: 'saved'; orderId: string }
  /**
   * Nothing stored yet: it waits in the outbox and is sent automatically, by
   * the service worker even after the tab is closed (`inBackground`, where
   * Background Sync is registered), otherwise the next time the site is open
   * with a connection.
   */
  | { outcome: 'queued'; inBackground: boolean }
  /** Refused (4xx) before anything was stored; the item was removed from the outbox. */
  | { outcome: 'failed'; error: OutboxError }
  /** Could not be sent now, and this browser cannot keep it for later (no IndexedDB): the form keeps it. */
  | { outcome: 'not-kept' };

/** Items a form in this tab is waiting for, or has already told the visitor about. */
const awaiting = new Set<string>();
const announced = new Set<string>();

/** Whether this tab's form speaks for the item (so the outbox panel stays quiet). */
export const isAnnouncedHere = (id: string) => awaiting.has(id) || announced.has(id);

export interface SubmitOptions {
  /**
   * Runs once the item is safe in the outbox, before its first attempt: what
   * goes with it (a request's papers) is kept then, and its failure never
   * costs the item (it is the caller's to report).
   */
  afterEnqueue?: (id: string) => Promise<void>;
}

export async function submitToOutbox<E extends OutboxEntry>(
  item: NewOutboxItem<E>,
  waitMs: number = FIRST_ATTEMPT_WAIT_MS,
  options: SubmitOptions = {},
): Promise<FirstAttempt> {
  const id = newId();
  awaiting.add(id);
  let orderId: string | undefined;
  let saved = false;
  let off = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soFar = (): FirstAttempt =>
    saved && orderId ? { outcome: 'saved', orderId } : { outcome: 'queued', inBackground: false };

  try {
    // Listen before the entry exists: another tab or the worker may send it at once.
    // The first attempt's outcome, and whether the item still waits to be sent later.
    const first = new Promise<{ result: FirstAttempt; waits: boolean }>((resolve) => {
      off = onOutboxEvent((event) => {
        if (event.type === 'changed' || event.type === 'wake' || event.id !== id) return;
        if (event.orderId) orderId = event.orderId;
        if (event.type === 'progress' || event.type === 'sending') {
          saved ||= event.saved;
          return;
        }
        if (event.type === 'delivered') {
          resolve({
            result: {
              outcome: 'delivered',
              ...(event.orderId ? { orderId: event.orderId } : {}),
            },
            waits: false,
          });
        } else if (event.type === 'stopped') {
          saved ||= event.saved;
          resolve({ result: saved ? soFar() : { outcome: 'failed', error: event.error }, waits: false });
        } else {
          saved ||= event.saved;
          resolve({ result: soFar(), waits: true });
        }
      });
      timer = setTimeout(() => resolve({ result: soFar(), waits: true }), waitMs);
    });
    try {
      await enqueue(item, { id });
    } catch (err) {
      console.warn('Outbox: IndexedDB cannot be used here; sending without keeping a copy', err);
      return await sendWithoutStorage(item, id);
    }
    await options.afterEnqueue?.(id).catch((err: unknown) => console.error('Outbox: what goes with the item', err));
    void requestFlush({ priority: [id] });
    const { result, waits } = await first;
    if (waits) {
      const inBackground = await registerBackgroundSync();
      if (result.outcome === 'queued') return { outcome: 'queued', inBackground };
    }
    if (result.outcome === 'failed') {
      // The form keeps what the visitor typed; a second copy here would only
      // be sent twice if they press the button again.
      await discardEntry(id);
    }
    if (result.outcome !== 'queued') announced.add(id);
    return result;
  } finally {
    off();
    clearTimeout(timer);
    awaiting.delete(id);
  }
}

/**
 * Where IndexedDB cannot be opened: the item goes through the outbox engine
 * (the same steps and guarantees) in an in-memory database, once, now.
 * Offline, or when the connection fails, it cannot wait for later: the form
 * keeps what was typed and the visitor is told.
 */
async function sendWithoutStorage<E extends OutboxEntry>(item: NewOutboxItem<E>, id: string): Promise<FirstAttempt> {
  if (navigator.onLine === false) return { outcome: 'not-kept' };
  const { createMemoryDatabase } = await loadChunk(() => import('../memory-db'));
  const db = createMemoryDatabase();
  const events: OutboxEvent[] = [];
  // Other tabs and the worker cannot see this database: its news stays here, and no lock is needed.
  const publish = (event: OutboxEvent) => events.push(event);
  try {
    await enqueue(item, { id }, { db, now: Date.now, publish });
    await flushOutbox(defaultOutboxDeps({ db, publish, locks: null }), { priority: [id], force: true });
  } finally {
    await db.outbox.delete(id);
  }
  const last = events
    .filter(
      (e): e is Exclude<OutboxEvent, { type: 'changed' | 'wake' | 'sending' }> =>
        e.type !== 'changed' && e.type !== 'wake' && e.type !== 'sending' && e.id === id,
    )
    .at(-1);
  if (last?.type === 'delivered') {
    return {
      outcome: 'delivered',
      ...(last.orderId ? { orderId: last.orderId } : {}),
    };
  }
  if (last && last.type !== 'progress' && last.saved && last.orderId)
    return { outcome: 'saved', orderId: last.orderId };
  if (last?.type === 'stopped') return { outcome: 'failed', error: last.error };
  // No answer at all (the connection dropped): as good as offline.
  if (last?.type === 'attempt-failed' && last.error.status !== 0) return { outcome: 'failed', error: last.error };
  return { outcome: 'not-kept' };
}
