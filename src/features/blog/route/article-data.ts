/** What the article route's loader gives its page and head (types only). */
import type { pageHead } from '@/features/seo';
import type { Post, PostCard } from '@/offline/cached-post';

/** What the article route's loader found (the page renders one of these states). */
export type ArticleLoad =
  | {
      state: 'found';
      post: Post;
      /**
       * The post's HTML, sanitised; null in the build's data (`build`): the
       * prerendered page already holds the body, so the data the page is
       * hydrated from does not repeat it (src/features/blog/article/article-body.ts).
       */
      html: string | null;
      /** Answered from IndexedDB: the network failed. */
      fromDevice: boolean;
      /**
       * The post's translation (the other language's version); null when it
       * has none, undefined when that could not be found out (offline).
       */
      translation?: PostCard | null;
      /**
       * Prerendered by the build (src/features/blog/route/prerendered.ts): the post
       * without its content (the HTML is in the page) and its related posts' cards, so
       * the page hydrates as it was rendered; the browser then checks the
       * database for a newer version.
       */
      build?: { related: PostCard[] };
    }
  | { state: 'not-found' }
  /** Offline (or the server unreachable) and not saved on this device. */
  | { state: 'unavailable-offline' }
  | { state: 'error'; unexpected: boolean };

/** Head tags in the shape of a TanStack route's head(). */
export type RouteHead = ReturnType<typeof pageHead>;

/**
 * The article route's loader data: what was found, and the page's head tags,
 * worked out in the loader's (lazy) chunk so the head code is not part of
 * the first-load bundle.
 */
export interface ArticleRouteData {
  load: ArticleLoad;
  head: RouteHead;
  /**
   * Where the language toggle goes from this article: its translation, else
   * the other language's blog list (src/app/frame/language-toggle.tsx).
   */
  otherLanguagePath?: string;
}
