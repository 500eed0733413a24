/** A post's address (spec §2). Pure and small: the first-load bundle has it (the blog list's JSON-LD). */
import type { Post } from './types';

/**
 * Where a post lives, as route params: /blog/{slug} when the slug is the
 * database's (it can be looked up), else /blog/{id}/{derived slug}.
 */
export function postAddress(post: Pick<Post, 'id' | 'slug' | 'slugStored'>): { idOrSlug: string; slug?: string } {
  return post.slugStored ? { idOrSlug: post.slug } : { idOrSlug: post.id, slug: post.slug };
}

/** The language-neutral path of an article's route params (not percent-encoded; URL() and the router encode it). */
export function articlePath({ idOrSlug, slug }: { idOrSlug: string; slug?: string }): string {
  return slug === undefined ? `/blog/${idOrSlug}` : `/blog/${idOrSlug}/${slug}`;
}

/** The language-neutral path of a post. */
export const postPath = (post: Pick<Post, 'id' | 'slug' | 'slugStored'>): string => articlePath(postAddress(post));
