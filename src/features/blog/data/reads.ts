/**
 * The blog's reads (a page of cards, the categories, a post, related posts, a
 * translation), each answered from the network, or from the posts kept in
 * IndexedDB when the network fails (docs/architecture.md, "The blog list").
 * ./queries.ts makes them TanStack Query options.
 */
import {
  ApiError,
  countPosts,
  getPost,
  getRelatedPosts,
  getTranslation,
  listCategories,
  listPostCards,
  type BlogCardRow,
  type BlogCategory,
  type BlogPostRow,
  type CardQuery,
} from '@/api';
import type { Lang } from '@/i18n/lang';
import { whenIdle } from '@/platform/next-task';
import { cardOf, toCard, toPost } from './derive';
import { getPostCache, type PostCache } from './post-cache';
import { relatedTo, translationIn } from './related';
import { filterPosts, pageNumber, pageOf, type CardPage } from './list-logic';
import type { Post, PostCard } from '@/offline/cached-post';

/** What a query answers, and whether it came from the copy on this device. */
export interface Answer<T> {
  value: T;
  fromDevice: boolean;
}

/** Offline (or the server unreachable) and nothing saved on this device to show instead. */
export class NotSavedOffline extends Error {
  override name = 'NotSavedOffline';
  constructor() {
    super('Offline, and not saved on this device');
  }
}

/** The network, not the server, failed: offline, timed out, connection dropped. */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof NotSavedOffline ||
    (error instanceof ApiError && error.status === 0) ||
    // fetch() and import() of a chunk reject with a TypeError when offline.
    error instanceof TypeError
  );
}

/** Where the blog reads from; tests pass their own. */
export interface BlogSources {
  listPostCards(query: CardQuery): Promise<{ rows: BlogCardRow[]; total: number }>;
  countPosts(query: Omit<CardQuery, 'page'>): Promise<number>;
  listCategories(): Promise<BlogCategory[]>;
  getPost(idOrSlug: string): Promise<BlogPostRow | null>;
  getRelatedPosts(post: Pick<Post, 'id' | 'category'>): Promise<BlogCardRow[]>;
  getTranslation(post: Pick<Post, 'id' | 'translation_of'>): Promise<BlogCardRow | null>;
  cache: PostCache;
  isOnline(): boolean;
  /** Runs a save for offline reading, by default once the browser is idle. */
  keepLater(save: () => Promise<void>): void;
}

export const defaultSources = (): BlogSources => ({
  listPostCards: (query) => listPostCards(query),
  countPosts: (query) => countPosts(query),
  listCategories: () => listCategories(),
  getPost: (idOrSlug) => getPost(idOrSlug),
  getRelatedPosts: (post) => getRelatedPosts(post),
  getTranslation: (post) => getTranslation(post),
  cache: getPostCache(),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  keepLater: (save) => void whenIdle().then(save),
});

/**
 * The network's answer (kept later, when there is something to keep), or,
 * when the network fails or the browser knows it is offline, the device's
 * copy. Throws the network's error (NotSavedOffline when offline) when the
 * device has no copy either.
 */
async function networkThenDevice<T>(
  sources: BlogSources,
  network: () => Promise<T>,
  device: () => Promise<T | null>,
  keep?: (value: T) => Promise<void>,
): Promise<Answer<T>> {
  if (!sources.isOnline()) {
    const saved = await device();
    if (saved !== null) return { value: saved, fromDevice: true };
    throw new NotSavedOffline();
  }
  let value: T;
  try {
    value = await network();
  } catch (error) {
    const saved = await device().catch(() => null);
    if (saved !== null) return { value: saved, fromDevice: true };
    throw error;
  }
  // The visitor sees the answer first; the save (Dexie, a structured copy of
  // the post) runs in tasks of its own once the page is idle. It never
  // fails: PostCache writes are best effort.
  if (keep) sources.keepLater(() => keep(value));
  return { value, fromDevice: false };
}

/** The kept posts of a language, newest first; null when none are kept. */
async function keptIn(language: Lang, cache: PostCache): Promise<Post[] | null> {
  const kept = (await cache.list()).filter((post) => post.language === language);
  return kept.length > 0 ? kept : null;
}

/** One page of the list (the server's search and category); offline, the same over the kept posts. */
export function fetchCardPage(query: CardQuery, sources: BlogSources): Promise<Answer<CardPage>> {
  return networkThenDevice(
    sources,
    async () => {
      const { rows, total } = await sources.listPostCards(query);
      return { page: pageNumber(query.page), cards: rows.map(toCard), total };
    },
    async () => {
      const kept = await keptIn(query.language, sources.cache);
      return kept && pageOf(filterPosts(kept, query).map(cardOf), query.page);
    },
  );
}

/** How many posts of a language match a search; offline, among the kept ones. */
export function fetchMatchCount(query: Omit<CardQuery, 'page'>, sources: BlogSources): Promise<Answer<number>> {
  return networkThenDevice(
    sources,
    () => sources.countPosts(query),
    async () => filterPosts((await keptIn(query.language, sources.cache)) ?? [], query).length,
  );
}

/** Each language's categories with their count, newest first; offline, those of the kept posts. */
export function fetchCategories(sources: BlogSources): Promise<Answer<BlogCategory[]>> {
  return networkThenDevice(
    sources,
    () => sources.listCategories(),
    async () => {
      const counts = new Map<string, BlogCategory>();
      for (const post of await sources.cache.list()) {
        const key = `${post.language}\n${post.category}`;
        const seen = counts.get(key);
        if (seen) seen.posts += 1;
        else counts.set(key, { language: post.language, category: post.category, posts: 1, newest: post.created_at });
      }
      return counts.size > 0 ? [...counts.values()] : null;
    },
  );
}

/** Call 8: one post by id or slug; null when the server has no such post. Kept for offline reading. */
export function fetchPost(idOrSlug: string, sources: BlogSources): Promise<Answer<Post | null>> {
  return networkThenDevice(
    sources,
    async () => {
      const row = await sources.getPost(idOrSlug);
      return row ? toPost(row) : null;
    },
    () => sources.cache.get(idOrSlug),
    (post) => (post ? sources.cache.save([post]) : sources.cache.forget(idOrSlug)),
  );
}

/** A post as the related posts and the translation are chosen for it. */
export type PostLinks = Pick<Post, 'id' | 'category' | 'language' | 'translation_of'>;

/**
 * Call 9: up to 3 other posts of the category, the post's language first
 * (./related.ts), as cards. Offline, whatever related posts are kept (maybe none).
 */
export function fetchRelatedPosts(post: PostLinks, sources: BlogSources): Promise<Answer<PostCard[]>> {
  return networkThenDevice(
    sources,
    async () => relatedTo(post, (await sources.getRelatedPosts(post)).map(toCard)),
    async () => (await sources.cache.related(post)).map(cardOf),
  );
}

/**
 * The post's translation as a card, null when it has none. Offline, the
 * kept translation (NotSavedOffline when none is kept: the page then does
 * without it).
 */
export function fetchTranslation(post: PostLinks, sources: BlogSources): Promise<Answer<PostCard | null>> {
  return networkThenDevice(
    sources,
    async () => {
      const row = await sources.getTranslation(post);
      return row ? toCard(row) : null;
    },
    async () => {
      const kept = translationIn(post, await sources.cache.list());
      return kept ? cardOf(kept) : null;
    },
  );
}
