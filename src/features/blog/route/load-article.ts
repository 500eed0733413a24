/**
 * The article loader as the router sees it: a small function in the
 * first-load bundle whose work (react-query, supabase-js, Dexie, DOMPurify,
 * the head tags) is imported only when an article is opened. While the build
 * prerenders, the post comes from what the build read (./prerendered.ts).
 */
import type { ArticleParams } from './address';
import type { ArticleRouteData } from './article-data';
import { prerenderedArticle } from './prerendered';
import { loadChunk } from '@/platform/load-chunk';

export async function loadArticle(params: ArticleParams): Promise<ArticleRouteData> {
  const built = prerenderedArticle(params);
  if (built) return built;
  const { readArticle } = await loadChunk(() => import('../article/read-article'));
  return readArticle(params);
}
