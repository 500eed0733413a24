/**
 * The blog (issue 6): list, article, and offline reading of recent posts.
 *
 * This index is what the router and the app frame use, so it stays small
 * enough for the first-load bundle: search validation, the article's loader
 * (which also works out the head tags) and loading view. The pages themselves, with
 * react-query, supabase-js, Dexie and DOMPurify behind them, are imported
 * by the route files from components/BlogListPage and components/ArticlePage
 * directly: each route's chunk then holds its own page only (through one
 * shared module the list would also download the article's libraries).
 */
import { loadChunk } from '../../lib/load-chunk';
export { validateBlogSearch, type BlogSearch } from './search-params';
export { loadArticle } from './route-loader';
export type { ArticleLoad, ArticleParams, ArticleRouteData } from './article/article-load';
export { ArticleLoading } from './components/article-loading';
export { prerenderedArticle, prerenderedBlogList, type BlogListPreview } from './prerendered';
export { blogJsonLd } from './blog-jsonld';
export type { Post } from './types';
export type { CachedPost } from '../../offline/cached-post';

/**
 * Starts keeping the newest posts for offline reading (after load, when
 * idle and online). The blog pages call it; the app frame may call it on
 * any page so that posts read offline without the blog having been opened.
 * Everything it needs is imported on call.
 */
export async function keepRecentPostsOffline(): Promise<void> {
  const { startOfflineWarmup } = await loadChunk(() => import('./offline-warmup'));
  startOfflineWarmup();
}
