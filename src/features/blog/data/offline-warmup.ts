/**
 * Keeps the most recent posts readable offline (docs/architecture.md, "Data flows"): after the
 * page has loaded, when the browser is idle and online, the post list
 * (content included) is read, which saves it to IndexedDB, and the covers of
 * the 20 newest posts are requested as images, so the service worker's
 * 'images' cache (src/sw.ts, CacheFirst) keeps them. Runs once per page
 * load; skipped when the visitor asked to save data.
 */
import type { QueryClient } from '@tanstack/react-query';
import { BLOG_OFFLINE_POSTS } from '@/lib/config';
import { CARD_IMAGE_SIZES, COVER_IMAGE_SIZES, coverImage } from './derive';
import { postListQuery } from './queries';
import { getBlogQueryClient } from './query-client';
import type { Post } from '@/offline/cached-post';

let started = false;

/** Starts the warm-up once, after load and when idle. Browser only. */
export function startOfflineWarmup(client: QueryClient = getBlogQueryClient()): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void afterLoadAndIdle().then(() => warmUp(client));
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

function savingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

async function warmUp(client: QueryClient): Promise<void> {
  if (savingData()) return;
  if (!navigator.onLine) return retryWhenOnline(client);
  let posts: Post[];
  try {
    const answer = await client.fetchQuery(postListQuery());
    if (answer.fromDevice) return retryWhenOnline(client);
    posts = answer.value;
  } catch {
    return; // the list page shows its own error; nothing to keep now
  }
  await serviceWorkerInControl(20_000);
  await prefetchCovers(posts.slice(0, BLOG_OFFLINE_POSTS));
}

function retryWhenOnline(client: QueryClient): void {
  window.addEventListener(
    'online',
    () => {
      void afterLoadAndIdle().then(() => warmUp(client));
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
