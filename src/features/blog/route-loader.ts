/**
 * The article loader as the router sees it: a small function in the
 * first-load bundle whose work (react-query, supabase-js, Dexie, DOMPurify,
 * the head tags) is imported only when an article is opened.
 */
import type { ArticleParams, ArticleRouteData } from './article/article-load';

export async function loadArticle(params: ArticleParams): Promise<ArticleRouteData> {
  const { loadArticle: load } = await import('./article/load-article');
  return load(params);
}
