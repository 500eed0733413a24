/**
 * The article route's loader (client only: articles are not prerendered).
 * Finds the post (network, else IndexedDB), sends a non-canonical address
 * to the canonical one (spec §2), sanitises the HTML and works out the
 * page's head tags.
 */
import { redirect } from '@tanstack/react-router';
import { ApiError, isPostId } from '../../../lib/api';
import { articleHead } from './article-head';
import { getBlogQueryClient } from '../data/query-client';
import { isNetworkFailure, postQuery } from '../data/queries';
import { sanitizePostHtml } from '../data/sanitize';
import type { Post } from '../../../offline/cached-post';
import { postAddress, type ArticleAddress, type ArticleParams } from '../route/address';
import type { ArticleLoad, ArticleRouteData } from '../route/article-data';

export async function readArticle(params: ArticleParams): Promise<ArticleRouteData> {
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

  const target = canonicalAddress(params, post);
  if (target) {
    throw redirect({
      to: target.slug === undefined ? '/{-$lang}/blog/$idOrSlug' : '/{-$lang}/blog/$idOrSlug/$slug',
      params: { lang: params.lang, ...target },
      replace: true,
    });
  }
  return { state: 'found', post, html: sanitizePostHtml(post.content), fromDevice };
}

// Route params arrive decoded; compare in one Unicode form.
const same = (a: string | undefined, b: string) => a !== undefined && a.normalize('NFC') === b.normalize('NFC');

/**
 * Spec §2: an id-form address with a wrong (or no) slug goes to
 * /blog/{id}/{slug}; a slug-form address with a wrong second slug goes to
 * /blog/{slug}. Returns the params to redirect to, or null when canonical.
 */
export function canonicalAddress(params: ArticleParams, post: Post): ArticleAddress | null {
  if (isPostId(params.idOrSlug)) {
    return params.idOrSlug === post.id && same(params.slug, post.slug) ? null : { idOrSlug: post.id, slug: post.slug };
  }
  if (params.slug === undefined || same(params.slug, post.slug)) return null;
  // A slug the database does not know cannot be an address (found offline by a derived slug).
  return postAddress(post);
}
