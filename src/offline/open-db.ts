/**
 * The site's database for code that loads Dexie on first use, not with the
 * page (the blog's kept posts, "My requests", guided drafts). Dexie's chunk
 * is run in one task and the database built in the next: together they made
 * one of /blog's long tasks on a phone (docs/performance.md, "The blog
 * list's main thread").
 */
import type { AppDatabase } from './db';
import { loadChunk } from '@/platform/load-chunk';
import { nextTask } from '@/platform/next-task';

let opening: Promise<AppDatabase> | undefined;

export function openDatabase(): Promise<AppDatabase> {
  return (opening ??= (async () => {
    const { getDatabase } = await loadChunk(() => import('./db'));
    await nextTask();
    return getDatabase();
  })().catch((error: unknown) => {
    // A chunk that could not load (offline) is tried again on the next call.
    opening = undefined;
    throw error;
  }));
}
