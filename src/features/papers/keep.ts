/**
 * The chosen papers kept on the phone with their request, and queued
 * (docs/architecture.md, "A paper, from the camera to the inbox"): their
 * bytes and their outbox entries in one transaction, after the request itself
 * is safe in the outbox, so a paper that cannot be kept never costs the
 * request (the picker has asked the browser to keep the site's data). The
 * free space is looked at first: a full phone gets a clear message instead.
 */
import { newPaperKey, type PaperType } from '@/api/papers';
import { openDatabase } from '@/offline/open-db';
import { publishOutboxEvent } from '@/offline/outbox/events';
import { newId } from '@/offline/outbox/ids';
import type { KeptPaper } from '@/offline/kept-paper';
import { bytesToKeep } from './covering';
import type { PaperEntry } from './outbox-kind';

/** A paper chosen and made small, not kept yet. */
export interface ChosenPaper {
  id: string;
  name: string;
  type: PaperType;
  bytes: ArrayBuffer;
  sizeBefore: number;
}

/** Whose papers: a request this phone sent, or one found on /track. */
export type PapersOf = { requestId: string } | { orderId: string; contact: string };

export type KeepOutcome = 'kept' | 'full' | 'failed';

/** Room left for the site's data (bytes), or Infinity where the browser does not say. */
async function roomLeft(): Promise<number> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate?.quota) return Infinity;
    return estimate.quota - (estimate.usage ?? 0);
  } catch {
    return Infinity;
  }
}

export async function keepPapers(chosen: readonly ChosenPaper[], of: PapersOf): Promise<KeepOutcome> {
  // A cover still being burnt in is waited for; a picture it could not cover is not kept.
  const papers = (await Promise.all(chosen.map(async (p) => ({ ...p, bytes: await bytesToKeep(p) })))).filter(
    (p): p is ChosenPaper => p.bytes !== null,
  );
  if (papers.length === 0) return 'kept';
  const bytes = papers.reduce((sum, p) => sum + p.bytes.byteLength, 0);
  // Room for the bytes twice (IndexedDB writes a copy before it drops the old) and a margin.
  if ((await roomLeft()) < 2 * bytes + 1024 * 1024) return 'full';
  const key = newPaperKey();
  const now = Date.now();
  const ref = 'requestId' in of ? of.requestId : of.orderId;
  const kept: KeptPaper[] = papers.map((p) => ({
    id: p.id,
    requestRef: ref,
    name: p.name,
    type: p.type,
    bytes: p.bytes,
    sizeBefore: p.sizeBefore,
    addedAt: now,
  }));
  const entries: PaperEntry[] = papers.map((p, i) => ({
    id: newId(),
    kind: 'paper',
    payload: { fileId: p.id, key, type: p.type, name: p.name, size: p.bytes.byteLength, ...of },
    steps: {},
    state: 'pending',
    // In the order chosen, after the request (an older entry goes first).
    createdAt: now + i,
    attempts: 0,
    nextAttemptAt: now,
  }));
  try {
    const db = await openDatabase();
    await db.transaction('rw', db.outbox, db.paperFiles, async () => {
      await db.paperFiles.bulkPut(kept);
      await db.outbox.bulkPut(entries);
    });
  } catch (err) {
    console.warn('Papers: could not be kept on this phone', err);
    return (err as { name?: string }).name === 'QuotaExceededError' ? 'full' : 'failed';
  }
  publishOutboxEvent({ type: 'changed' });
  return 'kept';
}

/** A request refused before it was stored takes its papers with it: entries and bytes go. */
export async function dropPapers(requestRef: string): Promise<void> {
  const db = await openDatabase();
  await db.transaction('rw', db.outbox, db.paperFiles, async () => {
    const files = await db.paperFiles.where('requestRef').equals(requestRef).primaryKeys();
    await db.paperFiles.bulkDelete(files);
    const entries = await db.outbox
      .where('kind')
      .equals('paper')
      .filter((e) => files.includes((e.payload as { fileId: string }).fileId))
      .primaryKeys();
    await db.outbox.bulkDelete(entries);
  });
  publishOutboxEvent({ type: 'changed' });
}
