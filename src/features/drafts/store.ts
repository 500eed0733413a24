/**
 * Drafts kept on the device as they are typed (docs/drafts.md, "On the
 * device"): one per document kind in the `drafts` table, written on every
 * change, removed at once by "Delete this draft" and after DRAFT_KEEP_MONTHS
 * without a change. Where IndexedDB cannot be opened the builder still
 * works; the draft is then not kept. Dexie loads after the page is
 * hydrated, not with its first load (docs/drafts.md, "Budgets").
 */
import { DRAFT_KEEP_MONTHS } from '@/business/config';
import { openDatabase } from '@/offline/open-db';
import type { SavedDraft } from '@/offline/saved-draft';
import type { DraftKind } from './types';

const MONTH_MS = 30.5 * 86_400_000;

export async function readDraft(kind: DraftKind, now = Date.now()): Promise<SavedDraft | undefined> {
  try {
    const db = await openDatabase();
    await db.drafts
      .where('updatedAt')
      .below(now - DRAFT_KEEP_MONTHS * MONTH_MS)
      .delete();
    return await db.drafts.get(kind);
  } catch {
    return undefined;
  }
}

export async function saveDraft(draft: SavedDraft): Promise<boolean> {
  try {
    await (await openDatabase()).drafts.put(draft);
    return true;
  } catch {
    return false;
  }
}

export async function deleteDraft(kind: DraftKind): Promise<void> {
  try {
    await (await openDatabase()).drafts.delete(kind);
  } catch {
    /* nothing kept */
  }
}

/** How long a change waits before it is written: a burst of typing is one write. */
export const SAVE_DELAY_MS = 200;

/**
 * Writes the latest draft `delayMs` after the last change, or at once on
 * `flush()` (the page is being hidden or left: docs/drafts.md, "On the
 * device"). `settled` learns how each write ended and whether it was the
 * latest change, so "Saved on this phone" shows only once that is written.
 */
export function draftSaver(
  settled: (ok: boolean, latest: boolean) => void,
  {
    delayMs = SAVE_DELAY_MS,
    write = saveDraft,
  }: { delayMs?: number; write?: (draft: SavedDraft) => Promise<boolean> } = {},
) {
  let pending: SavedDraft | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let changes = 0;
  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    if (!pending) return writing;
    const draft = pending;
    const change = changes;
    pending = null;
    writing = write(draft).then((ok) => settled(ok, change === changes && pending === null));
    return writing;
  };
  return {
    /** A change: written after the delay, unless another comes first. */
    change(draft: SavedDraft) {
      pending = draft;
      changes++;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    /** Nothing waiting is written (the draft was deleted or sent). */
    cancel() {
      clearTimeout(timer);
      pending = null;
      changes++;
    },
  };
}

/** The kinds with a draft waiting on this device, newest first (the list of drafts). */
export async function waitingDrafts(): Promise<SavedDraft[]> {
  try {
    return await (await openDatabase()).drafts.orderBy('updatedAt').reverse().toArray();
  } catch {
    return [];
  }
}
