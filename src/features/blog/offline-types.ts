import type { Post } from './types';

/**
 * A blog post kept in IndexedDB (table `posts` of src/offline/db.ts) so it
 * reads offline: the whole post, content included, as last read from the
 * server, and when it was saved.
 */
export type CachedPost = Post & {
  /** Epoch milliseconds of the read that saved it. */
  savedAt: number;
};
