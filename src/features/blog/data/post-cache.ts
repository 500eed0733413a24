/**
 * The posts kept in IndexedDB (Dexie table `posts`) so the blog reads offline
 * (docs/architecture.md, "What the phone keeps of the blog"): whole posts, at
 * most BLOG_KEPT_POSTS. When the network fails, the queries answer from
 * here. Writing is best effort: a full or blocked IndexedDB must never break
 * reading online. Dexie loads on first use, not with the blog: online, the
 * list shows before anything is saved (queries.ts), so its 33 KB are
 * compiled and run later, in tasks of their own.
 */
import type { AppDatabase } from '@/offline/db';
import { isPostId } from '@/api';
import { BLOG_KEPT_POSTS } from '@/business/config';
import type { CachedPost, Post } from '@/offline/cached-post';
import { openDatabase } from '@/offline/open-db';
import { relatedTo } from './related';

/** What the offline warm-up changes in one go (./offline-warmup.ts). */
export interface KeepChange {
  /** Posts downloaded: kept, newest version. */
  save?: readonly Post[];
  /** Posts kept already and still wanted: kept as if saved now. */
  touch?: readonly string[];
  /** Posts no longer published: dropped. */
  drop?: readonly string[];
}

export interface PostCache {
  /** Saves, refreshes and drops posts; then, over BLOG_KEPT_POSTS, drops the ones saved longest ago. */
  keep(change: KeepChange): Promise<void>;
  /** An article read: kept, newest version. */
  save(posts: readonly Post[]): Promise<void>;
  /** A post the server says does not exist (any more). */
  forget(idOrSlug: string): Promise<void>;
  /** Every saved post, newest first. */
  list(): Promise<Post[]>;
  get(idOrSlug: string): Promise<Post | null>;
  /** The post's related posts among those saved (./related.ts). */
  related(post: Pick<Post, 'id' | 'category' | 'language' | 'translation_of'>): Promise<Post[]>;
}

/** Over BLOG_KEPT_POSTS, the posts saved longest ago go (a few hundred KB at most on the phone). */
async function trim(table: AppDatabase['posts']): Promise<void> {
  // Counting reads no post: most visits stop here, before every kept text is read.
  if ((await table.count()) <= BLOG_KEPT_POSTS) return;
  const kept = await table.toArray();
  const oldest = kept.sort((a, b) => a.savedAt - b.savedAt).slice(0, kept.length - BLOG_KEPT_POSTS);
  await table.bulkDelete(oldest.map((post) => post.id));
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

export function createPostCache(database: () => AppDatabase | Promise<AppDatabase> = openDatabase): PostCache {
  const db = async () => database();
  const stamp = (posts: readonly Post[]): CachedPost[] => {
    const savedAt = Date.now();
    return posts.map((post) => ({ ...post, savedAt }));
  };
  return {
    keep: ({ save = [], touch = [], drop = [] }) =>
      bestEffort('keep posts', async () => {
        const store = await db();
        const table = store.posts;
        return store.transaction('rw', table, async () => {
          await table.bulkDelete([...drop]);
          await table.bulkPut(stamp(save));
          const now = Date.now();
          await table
            .where('id')
            .anyOf([...touch])
            .modify({ savedAt: now });
          await trim(table);
        });
      }),
    save: (posts) =>
      bestEffort('save posts', async () => {
        const store = await db();
        return store.transaction('rw', store.posts, async () => {
          await store.posts.bulkPut(stamp(posts));
          await trim(store.posts);
        });
      }),
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
