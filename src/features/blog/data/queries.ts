/**
 * TanStack Query options over the blog's reads (the list, a post, related
 * posts), each answered from the network and kept in IndexedDB, or
 * answered from IndexedDB when the network fails (docs/architecture.md, "Data flows").
 * Loaded with the blog pages only: react-query, supabase-js and Dexie stay
 * out of the first-load bundle.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ApiError,
  getPost,
  getRelatedPosts,
  getTranslation,
  isPostId,
  listPosts,
  type BlogPost,
} from '@/lib/api';
import { whenIdle } from '@/lib/next-task';
import { toPost } from './derive';
import { getPostCache, type PostCache } from './post-cache';
import { relatedTo, translationIn } from './related';
import type { Post } from '@/offline/cached-post';

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
  listPosts(): Promise<BlogPost[]>;
  getPost(idOrSlug: string): Promise<BlogPost | null>;
  getRelatedPosts(post: Pick<Post, 'id' | 'category'>): Promise<BlogPost[]>;
  getTranslation(post: Pick<Post, 'id' | 'translation_of'>): Promise<BlogPost | null>;
  cache: PostCache;
  isOnline(): boolean;
  /** Runs a save for offline reading, by default once the browser is idle. */
  keepLater(save: () => Promise<void>): void;
}

const defaultSources = (): BlogSources => ({
  listPosts: () => listPosts(),
  getPost: (idOrSlug) => getPost(idOrSlug),
  getRelatedPosts: (post) => getRelatedPosts(post),
  getTranslation: (post) => getTranslation(post),
  cache: getPostCache(),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  keepLater: (save) => void whenIdle().then(save),
});

/**
 * The network's answer (kept later), or, when the network fails or the
 * browser knows it is offline, the device's copy. Throws the network's error
 * (NotSavedOffline when offline) when the device has no copy either.
 */
async function networkThenDevice<T>(
  sources: BlogSources,
  network: () => Promise<T>,
  keep: (value: T) => Promise<void>,
  device: () => Promise<T | null>,
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
  // every post) runs in tasks of its own once the page is idle. It never
  // fails: PostCache writes are best effort.
  sources.keepLater(() => keep(value));
  return { value, fromDevice: false };
}

/** Call 7: every published post, newest first. */
export function fetchPostList(sources: BlogSources): Promise<Answer<Post[]>> {
  return networkThenDevice(
    sources,
    async () => (await sources.listPosts()).map(toPost),
    (posts) => sources.cache.saveList(posts),
    async () => {
      const saved = await sources.cache.list();
      return saved.length > 0 ? saved : null;
    },
  );
}

/** Call 8: one post by id or slug; null when the server has no such post. */
export function fetchPost(idOrSlug: string, sources: BlogSources): Promise<Answer<Post | null>> {
  return networkThenDevice(
    sources,
    async () => {
      const row = await sources.getPost(idOrSlug);
      return row ? toPost(row) : null;
    },
    (post) => (post ? sources.cache.save([post]) : sources.cache.forget(idOrSlug)),
    () => sources.cache.get(idOrSlug),
  );
}

/** A post as the related posts and the translation are chosen for it. */
export type PostLinks = Pick<Post, 'id' | 'category' | 'language' | 'translation_of'>;

/**
 * Call 9: up to 3 other posts of the category, the post's language first
 * (./related.ts). Offline, whatever related posts are saved (maybe none).
 */
export function fetchRelatedPosts(post: PostLinks, sources: BlogSources): Promise<Answer<Post[]>> {
  return networkThenDevice(
    sources,
    async () => relatedTo(post, (await sources.getRelatedPosts(post)).map(toPost)),
    (posts) => sources.cache.save(posts),
    () => sources.cache.related(post),
  );
}

/**
 * The post's translation, null when it has none. Offline, the saved
 * translation (NotSavedOffline when none is saved: the page then does
 * without it).
 */
export function fetchTranslation(post: PostLinks, sources: BlogSources): Promise<Answer<Post | null>> {
  return networkThenDevice(
    sources,
    async () => {
      const row = await sources.getTranslation(post);
      return row ? toPost(row) : null;
    },
    (translation) => (translation ? sources.cache.save([translation]) : Promise.resolve()),
    async () => translationIn(post, await sources.cache.list()) ?? null,
  );
}

/** Fresh for 5 minutes; an answer from the device is stale at once, so it is replaced when the network is back. */
export const FRESH_MS = 5 * 60_000;
const staleTime = (query: { state: { data?: { fromDevice: boolean } | undefined } }) =>
  query.state.data?.fromDevice ? 0 : FRESH_MS;

const blogKeys = {
  all: ['blog'] as const,
  list: () => ['blog', 'posts'] as const,
  post: (idOrSlug: string) => ['blog', 'post', isPostId(idOrSlug) ? idOrSlug.toLowerCase() : idOrSlug] as const,
  related: (id: string) => ['blog', 'related', id] as const,
  translation: (id: string) => ['blog', 'translation', id] as const,
};

export function postListQuery(sources: BlogSources = defaultSources()) {
  return queryOptions({
    queryKey: blogKeys.list(),
    queryFn: () => fetchPostList(sources),
    staleTime,
  });
}

/**
 * One post. With `client`, a post already in the loaded list answers at once
 * (the list carries every field, content included).
 */
export function postQuery(idOrSlug: string, client?: QueryClient, sources: BlogSources = defaultSources()) {
  const fromList = (): Answer<Post | null> | undefined => {
    const list = client?.getQueryData<Answer<Post[]>>(blogKeys.list());
    const id = idOrSlug.toLowerCase();
    const post = list?.value.find((p) => (isPostId(idOrSlug) ? p.id === id : p.slugStored && p.slug === idOrSlug));
    return list && post ? { value: post, fromDevice: list.fromDevice } : undefined;
  };
  return queryOptions({
    queryKey: blogKeys.post(idOrSlug),
    queryFn: () => fetchPost(idOrSlug, sources),
    staleTime,
    initialData: fromList,
    initialDataUpdatedAt: () => client?.getQueryState(blogKeys.list())?.dataUpdatedAt,
  });
}

export function relatedPostsQuery(post: PostLinks, sources: BlogSources = defaultSources()) {
  return queryOptions({
    queryKey: blogKeys.related(post.id),
    queryFn: () => fetchRelatedPosts(post, sources),
    staleTime,
  });
}

/**
 * The post's translation. With `client`, the loaded list answers at once: it
 * has every published post, so a translation not in it does not exist.
 */
export function translationQuery(post: PostLinks, client?: QueryClient, sources: BlogSources = defaultSources()) {
  const fromList = (): Answer<Post | null> | undefined => {
    const list = client?.getQueryData<Answer<Post[]>>(blogKeys.list());
    return list ? { value: translationIn(post, list.value) ?? null, fromDevice: list.fromDevice } : undefined;
  };
  return queryOptions({
    queryKey: blogKeys.translation(post.id),
    queryFn: () => fetchTranslation(post, sources),
    staleTime,
    initialData: fromList,
    initialDataUpdatedAt: () => client?.getQueryState(blogKeys.list())?.dataUpdatedAt,
  });
}
