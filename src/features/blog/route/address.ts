/**
 * A post's address (spec §2). Pure and small: the first-load bundle has it
 * (the blog list's JSON-LD, the prerendered article lookup). Where an address
 * that found a post sends the visitor is the article loader's
 * (../article/read-article.ts).
 */
import type { Post } from '../../../offline/cached-post';

/** An article's address as route params, without the language. */
export interface ArticleAddress {
  idOrSlug: string;
  slug?: string;
}

/** The article route's params. */
export interface ArticleParams extends ArticleAddress {
  lang?: string;
}

/**
 * Where a post lives, as route params: /blog/{slug} when the slug is the
 * database's (it can be looked up), else /blog/{id}/{derived slug}.
 */
export function postAddress(post: Pick<Post, 'id' | 'slug' | 'slugStored'>): ArticleAddress {
  return post.slugStored ? { idOrSlug: post.slug } : { idOrSlug: post.id, slug: post.slug };
}

/** The language-neutral path of an article's route params (not percent-encoded; URL() and the router encode it). */
export function articlePath({ idOrSlug, slug }: ArticleAddress): string {
  return slug === undefined ? `/blog/${idOrSlug}` : `/blog/${idOrSlug}/${slug}`;
}

/** The language-neutral path of a post. */
export const postPath = (post: Pick<Post, 'id' | 'slug' | 'slugStored'>): string => articlePath(postAddress(post));
