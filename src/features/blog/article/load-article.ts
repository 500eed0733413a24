/**
 * The article route's loader (client only: articles are not prerendered).
 * Finds the post (network, else IndexedDB), sends a non-canonical address
 * to the canonical one (spec §2), sanitises the HTML and works out the
 * page's head tags.
 */
import { redirect } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api';
import { articleHead } from '../article-head';
import { getBlogQueryClient } from '../query-client';
import { isNetworkFailure, postQuery } from '../queries';
import { sanitizePostHtml } from '../sanitize';
import type { Post } from '../types';
import { canonicalParams } from './canonical';
import type { ArticleLoad, ArticleParams, ArticleRouteData } from './article-load';

export async function loadArticle(params: ArticleParams): Promise<ArticleRouteData> {
  const load = await findArticle(params);
  return { load, head: articleHead(params.lang === 'hi' ? 'hi' : 'en', load) };
}

async function findArticle(params: ArticleParams): Promise<ArticleLoad> {
  const client = getBlogQueryClient();
  let post: Post | null;
  let fromDevice: boolean;
  try {
    ({ value: post, fromDevice } = await client.fetchQuery(postQuery(params.idOrSlug, client)));
  } catch (error) {
    if (isNetworkFailure(error)) return { state: 'unavailable-offline' };
    console.error('Blog: failed to load a post', error);
    return { state: 'error', unexpected: !(error instanceof ApiError) };
  }
  if (!post) return { state: 'not-found' };

  const target = canonicalParams(params, post);
  if (target) {
    throw redirect({
      to: target.slug === undefined ? '/{-$lang}/blog/$idOrSlug' : '/{-$lang}/blog/$idOrSlug/$slug',
      params: { lang: params.lang, ...target },
      replace: true,
    });
  }
  return { state: 'found', post, html: sanitizePostHtml(post.content), fromDevice };
}
