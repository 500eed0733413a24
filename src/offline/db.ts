/**
 * The site's IndexedDB database (Dexie), shared by the page and the service
 * worker: the outbox, blog posts kept for offline reading, the requests sent
 * from this device ("My requests") and guided drafts. One versioned schema: a
 * change adds a new `this.version(n)`, never edits an old one. Each table's
 * row type lives with the code that owns it: ./outbox/types.ts (outbox),
 * ./cached-post.ts (posts), ./sent-request.ts (sentRequests) and
 * ./saved-draft.ts (drafts), ./kept-paper.ts (paperFiles, documents).
 */
import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import type { OutboxEntry } from './outbox/types';
import type { CachedPost } from './cached-post';
import type { SentRequest } from './sent-request';
import type { SavedDraft } from './saved-draft';
import type { KeptDocument, KeptPaper } from './kept-paper';
import { DATABASE_NAME } from './db-name';

export { DATABASE_NAME };

export class AppDatabase extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'id'>;
  posts!: EntityTable<CachedPost, 'id'>;
  sentRequests!: EntityTable<SentRequest, 'orderId'>;
  drafts!: EntityTable<SavedDraft, 'kind'>;
  paperFiles!: EntityTable<KeptPaper, 'id'>;
  documents!: EntityTable<KeptDocument, 'requestId'>;

  /** `options`: another IndexedDB (the in-memory one of ./memory-db.ts). */
  constructor(name = DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      outbox: 'id, kind, state, nextAttemptAt, createdAt',
      // slug is not unique: a slug derived from a title may repeat.
      posts: 'id, slug, created_at, category',
    });
    this.version(2).stores({ sentRequests: 'orderId, requestId, sentAt' });
    // Guided drafts kept as typed (docs/drafts.md, "On the device").
    this.version(3).stores({ drafts: 'kind, updatedAt' });
    // Papers until uploaded, and the firm's finished documents (./kept-paper.ts).
    this.version(4).stores({ paperFiles: 'id, requestRef', documents: 'requestId' });
  }
}

let database: AppDatabase | undefined;

/** The database, opened on first use (never at import: pages are prerendered in Node). */
export function getDatabase(): AppDatabase {
  return (database ??= new AppDatabase());
}
