/**
 * Writing to and managing the outbox outside a send: what forms and the
 * outbox panel do. Every change is announced so each tab's panel follows.
 */
import type { AppDatabase } from '../db';
import { getDatabase } from '../db';
import { publishOutboxEvent } from './events';
import { newId } from './ids';
import type { NewOutboxItem, OutboxEntry, OutboxEvent } from './types';

export interface StoreDeps {
  db: AppDatabase;
  now: () => number;
  publish: (event: OutboxEvent) => void;
}

const defaults = (): StoreDeps => ({ db: getDatabase(), now: Date.now, publish: publishOutboxEvent });

/**
 * Writes the item with strict durability where the browser offers it (the
 * relaxed default may lose the last writes on a power cut): the visitor is
 * told it is saved only once it is on disk.
 */
async function putDurably(db: AppDatabase, entry: OutboxEntry): Promise<void> {
  await db.open();
  const idb = db.backendDB();
  await new Promise<void>((resolve, reject) => {
    const tx = idb.transaction('outbox', 'readwrite', { durability: 'strict' });
    tx.objectStore('outbox').put(entry);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('Could not save to the outbox'));
    tx.onabort = () => reject(tx.error ?? new Error('Saving to the outbox was aborted'));
  });
}

/** Stores a new item, due at once; `id` lets the caller listen for it before it exists. */
export async function enqueue<E extends OutboxEntry>(
  item: NewOutboxItem<E>,
  options: { id?: string } = {},
  deps: StoreDeps = defaults(),
): Promise<E> {
  const now = deps.now();
  const entry = {
    id: options.id ?? newId(),
    kind: item.kind,
    payload: item.payload,
    steps: {},
    state: 'pending',
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
  } as E;
  await putDurably(deps.db, entry);
  deps.publish({ type: 'changed' });
  return entry;
}

/** Everything waiting or stopped, oldest first. */
export function listEntries(deps: StoreDeps = defaults()): Promise<OutboxEntry[]> {
  return deps.db.outbox.orderBy('createdAt').toArray();
}

/** A stopped entry goes back in line, due now; its finished steps are kept. */
export async function retryEntry(id: string, deps: StoreDeps = defaults()): Promise<boolean> {
  const { db } = deps;
  const done = await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.state !== 'stopped') return false;
    await db.outbox.put({ ...entry, state: 'pending', nextAttemptAt: deps.now() });
    return true;
  });
  if (done) deps.publish({ type: 'changed' });
  return done;
}

/**
 * Drops an entry the visitor gave up on (or a form that keeps the typed data
 * itself). One being sent right now is left alone.
 */
export async function discardEntry(id: string, deps: StoreDeps = defaults()): Promise<boolean> {
  const { db } = deps;
  const done = await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry || (entry.state === 'sending' && (entry.claimUntil ?? 0) > deps.now())) return false;
    await db.outbox.delete(id);
    return true;
  });
  if (done) deps.publish({ type: 'changed' });
  return done;
}
