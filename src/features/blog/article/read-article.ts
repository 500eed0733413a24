/**
 * The article route's loader in the browser (the build's prerendered
 * articles hydrate with their own data). Finds the post (network, else
 * IndexedDB), sends a non-canonical address to the canonical one
 * in the post's own language, finds its translation, sanitises the HTML and
 * works out the page's head tags.
 */
import { redirect } from '@tanstack/react-router';
import { ApiError, isPostId } from '@/api';
import { loadMessages } from '@/i18n/messages';
import { articleRouteData } from './article-head';
import { getBlogQueryClient } from '../data/query-client';
import { postQuery, translationQuery } from '../data/queries';
import { isNetworkFailure } from '../data/reads';
import { sanitizePostHtml } from '../data/sanitize';
import type { Post } from '@/offline/cached-post';
import { langParam, postAddress, type ArticleParams } from '../route/address';
import type { ArticleLoad, ArticleRouteData } from '../route/article-data';

/** How long an article waits for its translation before it shows without it. */
const TRANSLATION_WAIT_MS = 2000;

export async function readArticle(params: ArticleParams): Promise<ArticleRouteData> {
  return articleRouteData(langParam(params), await findArticle(params));
}

async function findArticle(params: ArticleParams): Promise<ArticleLoad> {
  const client = getBlogQueryClient();
  let post: Post | null;
  let fromDevice: boolean;
  try {
    ({ value: post, fromDevice } = await client.fetchQuery(postQuery(params.idOrSlug)));
  } catch (error) {
    if (isNetworkFailure(error)) return { state: 'unavailable-offline' };
    console.error('Blog: failed to load a post', error);
    return { state: 'error', unexpected: !(error instanceof ApiError) };
  }
  if (!post) return { state: 'not-found' };

  const target = canonicalAddress(params, post);
  if (target) {
    // Into the other language: its messages first. After a redirect thrown while a page
    // loads, the root's beforeLoad (which loads them) did not run again (blog.spec.ts).
    await loadMessages(langParam(target));
    throw redirect({
      to: target.slug === undefined ? '/{-$lang}/blog/$idOrSlug' : '/{-$lang}/blog/$idOrSlug/$slug',
      params: target,
      replace: true,
    });
  }
  // Without it the page still reads; only the toggle and hreflang lose the pair. So the
  // article never waits on it for long: on a stalled connection it shows without it.
  const translation = await Promise.race([
    client.fetchQuery(translationQuery(post)).then(
      (answer) => answer.value,
      () => undefined,
    ),
    new Promise<undefined>((resolve) => setTimeout(resolve, TRANSLATION_WAIT_MS)),
  ]);
  return { state: 'found', post, html: sanitizePostHtml(post.content), fromDevice, translation };
}

// Route params arrive decoded; compare in one Unicode form.
const same = (a: string | undefined, b: string) => a !== undefined && a.normalize('NFC') === b.normalize('NFC');

/**
 * An id-form address with a wrong (or no) slug goes to
 * /blog/{id}/{slug}; a slug-form address with a wrong second slug goes to
 * /blog/{slug}. A post lives in its own language only: /hi/blog/… of an
 * English post goes to /blog/…, and /blog/… of a Hindi post to /hi/blog/….
 * Returns the params to redirect to, or null when canonical.
 */
export function canonicalAddress(params: ArticleParams, post: Post): ArticleParams | null {
  const lang = post.language === 'hi' ? 'hi' : undefined;
  const inItsLanguage = langParam(params) === post.language;
  if (isPostId(params.idOrSlug)) {
    const canonical = params.idOrSlug === post.id && same(params.slug, post.slug);
    return canonical && inItsLanguage ? null : { lang, idOrSlug: post.id, slug: post.slug };
  }
  // A slug the database does not know cannot be an address (found offline by a derived slug).
  if ((params.slug === undefined || same(params.slug, post.slug)) && inItsLanguage) return null;
  return params.slug === undefined ? { lang, idOrSlug: params.idOrSlug } : { lang, ...postAddress(post) };
}
