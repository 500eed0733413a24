/**
 * The posts kept in IndexedDB (Dexie table `posts`) so the blog reads
 * offline (docs/architecture.md, "Data flows"). Every successful read is written here; when the
 * network fails, the queries answer from here. Writing is best effort: a
 * full or blocked IndexedDB must never break reading online.
 *
 * Dexie loads on first use, not with the blog: online, the list shows
 * before anything is saved (queries.ts), so its 33 KB are compiled and run
 * later, in tasks of their own.
 */
import type { AppDatabase } from '@/offline/db';
import { isPostId } from '@/lib/api';
import type { CachedPost } from '@/offline/cached-post';
import type { Post } from '@/offline/cached-post';
import { loadChunk } from '@/lib/load-chunk';
import { relatedTo } from './related';

export interface PostCache {
  /** The complete list of published posts: replaces what is kept (drops unpublished ones). */
  saveList(posts: readonly Post[]): Promise<void>;
  /** Some posts (an article, its related posts). */
  save(posts: readonly Post[]): Promise<void>;
  /** A post the server says does not exist (any more). */
  forget(idOrSlug: string): Promise<void>;
  /** Every saved post, newest first. */
  list(): Promise<Post[]>;
  get(idOrSlug: string): Promise<Post | null>;
  /** The post's related posts among those saved (./related.ts). */
  related(post: Pick<Post, 'id' | 'category' | 'language' | 'translation_of'>): Promise<Post[]>;
}

const byNewest = (a: Post, b: Post) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0);

function stripSavedAt({ savedAt: _savedAt, ...post }: CachedPost): Post {
  return post;
}

async function bestEffort(what: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    // Reading still works; the post just will not be there offline.
    console.warn(`Blog: could not ${what} for offline reading`, error);
  }
}

const loadDatabase = async () => (await loadChunk(() => import('@/offline/db'))).getDatabase();

export function createPostCache(database: () => AppDatabase | Promise<AppDatabase> = loadDatabase): PostCache {
  const db = async () => database();
  const stamp = (posts: readonly Post[]): CachedPost[] => {
    const savedAt = Date.now();
    return posts.map((post) => ({ ...post, savedAt }));
  };
  return {
    saveList: (posts) =>
      bestEffort('save the post list', async () => {
        const store = await db();
        const table = store.posts;
        return store.transaction('rw', table, async () => {
          const keep = new Set(posts.map((p) => p.id));
          const gone = (await table.toCollection().primaryKeys()).filter((id) => !keep.has(id));
          await table.bulkDelete(gone);
          await table.bulkPut(stamp(posts));
        });
      }),
    save: (posts) => bestEffort('save posts', async () => (await db()).posts.bulkPut(stamp(posts))),
    forget: (idOrSlug) =>
      bestEffort('forget a post', async () => {
        const { posts } = await db();
        return isPostId(idOrSlug)
          ? posts.delete(idOrSlug.toLowerCase())
          : posts.where('slug').equals(idOrSlug).delete();
      }),
    async list() {
      const posts = await (await db()).posts.orderBy('created_at').reverse().toArray();
      return posts.map(stripSavedAt);
    },
    async get(idOrSlug) {
      const { posts } = await db();
      const post = isPostId(idOrSlug)
        ? await posts.get(idOrSlug.toLowerCase())
        : await posts.where('slug').equals(idOrSlug).first();
      return post ? stripSavedAt(post) : null;
    },
    async related(post) {
      const same = await (await db()).posts.where('category').equals(post.category).toArray();
      return relatedTo(post, same.map(stripSavedAt).sort(byNewest));
    },
  };
}

let shared: PostCache | undefined;
export const getPostCache = () => (shared ??= createPostCache());
