/**
 * Keeps the most recent posts readable offline (docs/architecture.md, "What
 * the phone keeps of the blog"): once the page has loaded and the browser is
 * idle and online, the BLOG_OFFLINE_POSTS newest posts of the page's language
 * are kept whole, downloading only those not kept yet (or changed), and their
 * covers go into the service worker's 'images' cache (src/sw.ts); kept posts
 * no longer published are dropped. Once per page load and language; never
 * when the visitor saves data (Save-Data or 2G, src/offline/offline-pages.ts).
 */
import { getPosts, listRecentPosts, publishedIds, type BlogPost, type BlogPostRow } from '@/api';
import type { Lang } from '@/i18n/lang';
import { BLOG_OFFLINE_POSTS } from '@/business/config';
import { CARD_IMAGE_SIZES, COVER_IMAGE_SIZES, coverImage, toPost } from './derive';
import { getPostCache, type PostCache } from './post-cache';
import type { Post } from '@/offline/cached-post';
import { savingData } from '@/offline/offline-pages';

/** Where the warm-up reads from; tests pass their own. */
export interface WarmupSources {
  listRecentPosts(language: Lang, count: number): Promise<Pick<BlogPost, 'id' | 'created_at' | 'updated_at'>[]>;
  getPosts(ids: readonly string[]): Promise<BlogPostRow[]>;
  publishedIds(ids: readonly string[]): Promise<string[]>;
  cache: PostCache;
}

const defaultSources = (): WarmupSources => ({
  listRecentPosts: (language, count) => listRecentPosts(language, count),
  getPosts: (ids) => getPosts(ids),
  publishedIds: (ids) => publishedIds(ids),
  cache: getPostCache(),
});

/** A post's version: its last change, else its publication. */
const version = (post: Pick<BlogPost, 'created_at' | 'updated_at'>) => post.updated_at ?? post.created_at;

/**
 * The newest posts of `language`, kept whole: downloads the text of those
 * not kept (or changed), keeps the others as they are, drops kept posts of
 * the language no longer published. Answers the newest posts, newest first.
 */
export async function keepRecentPosts(language: Lang, sources: WarmupSources = defaultSources()): Promise<Post[]> {
  const recent = await sources.listRecentPosts(language, BLOG_OFFLINE_POSTS);
  const kept = new Map((await sources.cache.list()).map((post) => [post.id, post]));
  const wanted = new Set(recent.map((post) => post.id));
  const stale = recent.filter((post) => {
    const copy = kept.get(post.id);
    return !copy || version(copy) !== version(post);
  });
  const fresh = stale.length ? (await sources.getPosts(stale.map((post) => post.id))).map(toPost) : [];
  const older = [...kept.values()].filter((post) => post.language === language && !wanted.has(post.id));
  const published = new Set(older.length ? await sources.publishedIds(older.map((post) => post.id)) : []);
  await sources.cache.keep({
    save: fresh,
    touch: recent.map((post) => post.id).filter((id) => kept.has(id)),
    drop: older.filter((post) => !published.has(post.id)).map((post) => post.id),
  });
  const byId = new Map([...kept, ...fresh.map((post) => [post.id, post] as const)]);
  return recent.flatMap((post) => byId.get(post.id) ?? []);
}

const started = new Set<Lang>();

/** Starts the warm-up for `language` once, after load and when idle. Browser only. */
export function startOfflineWarmup(language: Lang): void {
  if (started.has(language) || typeof window === 'undefined') return;
  started.add(language);
  void afterLoadAndIdle().then(() => warmUp(language));
}

function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 4000 })
        : setTimeout(resolve, 1500);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

async function warmUp(language: Lang): Promise<void> {
  if (savingData()) return;
  if (!navigator.onLine) return retryWhenOnline(language);
  let posts: Post[];
  try {
    posts = await keepRecentPosts(language);
  } catch {
    return; // the page shows its own errors; nothing to keep now
  }
  await serviceWorkerInControl(20_000);
  await prefetchCovers(posts);
}

function retryWhenOnline(language: Lang): void {
  window.addEventListener(
    'online',
    () => {
      void afterLoadAndIdle().then(() => warmUp(language));
    },
    { once: true },
  );
}

/** Images fetched before the worker controls the page would bypass its cache. */
function serviceWorkerInControl(timeoutMs: number): Promise<void> {
  const sw = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!sw || sw.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      sw.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    sw.addEventListener('controllerchange', done);
  });
}

/**
 * Requests each cover as the card and the article would (same srcset and
 * sizes, so the browser picks the same file), two at a time.
 */
async function prefetchCovers(posts: Post[]): Promise<void> {
  const jobs = posts.flatMap((post) => {
    const image = coverImage(post);
    return image
      ? [COVER_IMAGE_SIZES, CARD_IMAGE_SIZES].map((sizes) => () => loadImage(image.src, image.srcSet, sizes))
      : [];
  });
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  };
  await Promise.all([worker(), worker()]);
}

function loadImage(src: string, srcSet: string | undefined, sizes: string): Promise<void> {
  return new Promise((resolve) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = img.onerror = () => resolve();
    if (srcSet) {
      img.sizes = sizes;
      img.srcset = srcSet;
    }
    img.src = src;
  });
}
