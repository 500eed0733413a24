/**
 * A post's address. Pure and small: the first-load bundle has it
 * (the blog list's JSON-LD, the prerendered article lookup). Where an address
 * that found a post sends the visitor is the article loader's
 * (../article/read-article.ts).
 */
import { localizePath, type Lang } from '@/i18n/lang';
import type { Post } from '@/offline/cached-post';

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

type Addressed = Pick<Post, 'id' | 'slug' | 'slugStored' | 'language'>;

/**
 * A post's one address: in its own language (/blog/… for English, /hi/blog/…
 * for Hindi; docs/architecture.md, "A bilingual blog"). The other language's
 * address redirects here.
 */
export const postHref = (post: Addressed): string => localizePath(postPath(post), post.language);

/** A post's versions by language: itself and, when it has one, its translation (for hreflang). */
export const postVersions = (
  post: Addressed,
  translation: Addressed | null | undefined,
): Partial<Record<Lang, string>> => ({
  [post.language]: postHref(post),
  ...(translation ? { [translation.language]: postHref(translation) } : {}),
});

/** The path an article's route params name, with their language. */
export const articleHref = (params: ArticleParams): string => localizePath(articlePath(params), langParam(params));

/** The language of an article route's params: 'hi' under /hi, else English. */
export const langParam = (params: Pick<ArticleParams, 'lang'>): Lang => (params.lang === 'hi' ? 'hi' : 'en');
