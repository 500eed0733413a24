/**
 * The blog list as the phone works it out from the posts it keeps (offline,
 * docs/architecture.md, "The blog list") and as the build does from every
 * post: the same search, categories and pages the server gives online. Pure.
 */
import { BLOG_PAGE_SIZE } from '@/business/config';
import { htmlToText } from './derive';
import type { Post, PostCard } from '@/offline/cached-post';

export interface PostFilter {
  /** Free text; matched case-insensitively as a substring. */
  search?: string | undefined;
  /** Exact category; undefined means all categories. */
  category?: string | undefined;
}

const fold = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').toLowerCase();

// Text of each post's HTML, worked out once per post object.
const searchable = new WeakMap<Post, string>();
function searchableText(post: Post): string {
  let text = searchable.get(post);
  if (text === undefined) {
    text = fold([post.title, post.excerpt, htmlToText(post.content)].join(' '));
    searchable.set(post, text);
  }
  return text;
}

/**
 * Case-insensitive substring match on title, excerpt or text, combined with
 * an exact category, as the server's search (public.post_search_text).
 * Content is matched on its text, so a search for "strong" does not find
 * every post that uses <strong>.
 */
export function filterPosts(posts: readonly Post[], filter: PostFilter): Post[] {
  const needle = fold(filter.search?.trim() ?? '');
  return posts.filter(
    (post) =>
      (filter.category === undefined || post.category === filter.category) &&
      (needle === '' || searchableText(post).includes(needle)),
  );
}

/** The categories of the posts, each once, the one with the newest post first (posts are newest first). */
export function categoriesOf(posts: readonly PostCard[]): string[] {
  return [...new Set(posts.map((post) => post.category).filter((c) => c.trim() !== ''))];
}

/** One page of the list: its number, its cards and how many posts there are in all. */
export interface CardPage {
  page: number;
  cards: PostCard[];
  total: number;
}

/** A page's number as the list reads it: a whole number, 1 at least. */
export const pageNumber = (page: number): number => Math.max(1, Math.floor(page));

/** Page `page` (1-based) of `posts`, BLOG_PAGE_SIZE a page. */
export function pageOf(posts: readonly PostCard[], page: number): CardPage {
  const start = (pageNumber(page) - 1) * BLOG_PAGE_SIZE;
  return { page: pageNumber(page), cards: posts.slice(start, start + BLOG_PAGE_SIZE), total: posts.length };
}

/** How many pages of the list hold `total` posts. */
export const pagesFor = (total: number): number => Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));

/** The count line's numbers: the first and last post of the page shown, counted from 1. */
export function shownRange({ page, cards }: Pick<CardPage, 'page' | 'cards'>): { from: number; to: number } {
  const from = (page - 1) * BLOG_PAGE_SIZE + 1;
  return { from, to: from + cards.length - 1 };
}

/**
 * The numbered pages offered: the first, the last, the current one and its
 * neighbours, with a gap (an ellipsis) for the pages between; a gap of a
 * single page shows that page instead, as wide as the ellipsis would be.
 */
export function pageNumbers(current: number, pages: number): (number | 'gap')[] {
  const near = (n: number) => n === 1 || n === pages || Math.abs(n - current) <= 1;
  const items: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n++) {
    if (near(n) || (near(n - 1) && near(n + 1))) items.push(n);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}
