/**
 * What the blog list shows: the search filter, the
 * categories, one page of posts and the window of page numbers. Pure.
 */
import { BLOG_PAGE_SIZE } from '@/lib/config';
import { htmlToText } from '../data/derive';
import type { Post } from '@/offline/cached-post';

export interface PostFilter {
  /** Free text; matched case-insensitively as a substring. */
  search?: string | undefined;
  /** Exact category; undefined means all categories. */
  category?: string | undefined;
}

const fold = (text: string) => text.normalize('NFC').toLowerCase();

// Text of each post's HTML, worked out once per post object.
const searchable = new WeakMap<Post, string>();
function searchableText(post: Post): string {
  let text = searchable.get(post);
  if (text === undefined) {
    text = fold([post.title, post.excerpt ?? '', htmlToText(post.content ?? '')].join('\n'));
    searchable.set(post, text);
  }
  return text;
}

/**
 * Case-insensitive substring match on title, content or excerpt,
 * combined with an exact category. Content is matched on its text, so a
 * search for "strong" does not find every post that uses <strong>.
 */
export function filterPosts(posts: readonly Post[], filter: PostFilter): Post[] {
  const needle = fold(filter.search?.trim() ?? '');
  return posts.filter(
    (post) =>
      (filter.category === undefined || post.category === filter.category) &&
      (needle === '' || searchableText(post).includes(needle)),
  );
}

/** The categories of the posts, each once, in order of first appearance (newest first). */
export function categoriesOf(posts: readonly Post[]): string[] {
  return [...new Set(posts.map((post) => post.category).filter((c) => c.trim() !== ''))];
}

export interface PostPage {
  posts: Post[];
  /** The page shown (1-based), clamped to the pages there are. */
  page: number;
  totalPages: number;
  total: number;
  /** 1-based positions of the first and last post shown; 0 and 0 when there are none. */
  from: number;
  to: number;
}

export function pageOf(posts: readonly Post[], requestedPage: number, pageSize = BLOG_PAGE_SIZE): PostPage {
  const total = posts.length;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), totalPages);
  const start = (page - 1) * pageSize;
  const shown = posts.slice(start, start + pageSize);
  return { posts: shown, page, totalPages, total, from: total === 0 ? 0 : start + 1, to: start + shown.length };
}

/** Pagination only when the total exceeds one page (more than BLOG_PAGE_SIZE posts). */
export const needsPagination = (total: number, pageSize = BLOG_PAGE_SIZE) => total > pageSize;

export type PageWindowItem = number | 'ellipsis';

/**
 * The page numbers to show: first, last, and current plus or minus
 * one, in order, with an ellipsis wherever numbers are left out.
 * pageWindow(5, 9) -> [1, 'ellipsis', 4, 5, 6, 'ellipsis', 9].
 */
export function pageWindow(current: number, totalPages: number): PageWindowItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  for (const n of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && n - previous > 1) items.push('ellipsis');
    items.push(n);
  }
  return items;
}
