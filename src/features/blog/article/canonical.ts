/** Spec §2's canonical article addresses. Pure. */
import { isPostId } from '../../../lib/api';
import type { Post } from '../types';
import type { ArticleParams } from './article-load';

// Route params arrive decoded; compare in one Unicode form.
const same = (a: string | undefined, b: string) => a !== undefined && a.normalize('NFC') === b.normalize('NFC');

/**
 * Spec §2: an id-form address with a wrong (or no) slug goes to
 * /blog/{id}/{slug}; a slug-form address with a wrong second slug goes to
 * /blog/{slug}. Returns the params to redirect to, or null when canonical.
 */
export function canonicalParams(params: ArticleParams, post: Post): { idOrSlug: string; slug?: string } | null {
  if (isPostId(params.idOrSlug)) {
    return params.idOrSlug === post.id && same(params.slug, post.slug) ? null : { idOrSlug: post.id, slug: post.slug };
  }
  if (params.slug === undefined || same(params.slug, post.slug)) return null;
  // A slug the database does not know cannot be an address (found offline by a derived slug).
  return post.slugStored ? { idOrSlug: post.slug } : { idOrSlug: post.id, slug: post.slug };
}
