/**
 * Drafts kept on the device as they are typed (docs/drafts.md, "On the
 * device"): one per document kind in the `drafts` table, written on every
 * change, removed at once by "Delete this draft" and after DRAFT_KEEP_MONTHS
 * without a change. Where IndexedDB cannot be opened the builder still
 * works; the draft is then not kept. Dexie loads after the page is
 * hydrated, not with its first load (docs/drafts.md, "Budgets").
 */
import { DRAFT_KEEP_MONTHS } from '@/lib/config';
import { loadChunk } from '@/lib/load-chunk';
import type { SavedDraft } from '@/offline/saved-draft';
import type { DraftKind } from './types';

const MONTH_MS = 30.5 * 86_400_000;

const getDatabase = async () => (await loadChunk(() => import('@/offline/db'))).getDatabase();

export async function readDraft(kind: DraftKind, now = Date.now()): Promise<SavedDraft | undefined> {
  try {
    const db = await getDatabase();
    await db.drafts.where('updatedAt').below(now - DRAFT_KEEP_MONTHS * MONTH_MS).delete();
    return await db.drafts.get(kind);
  } catch {
    return undefined;
  }
}

export async function saveDraft(draft: SavedDraft): Promise<boolean> {
  try {
    await (await getDatabase()).drafts.put(draft);
    return true;
  } catch {
    return false;
  }
}

export async function deleteDraft(kind: DraftKind): Promise<void> {
  try {
    await (await getDatabase()).drafts.delete(kind);
  } catch {
    /* nothing kept */
  }
}

/** The kinds with a draft waiting on this device, newest first (the list of drafts). */
export async function waitingDrafts(): Promise<SavedDraft[]> {
  try {
    return await (await getDatabase()).drafts.orderBy('updatedAt').reverse().toArray();
  } catch {
    return [];
  }
}
