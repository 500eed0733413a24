/**
 * The blog list's reads: a page of cards with its count, a count alone, and
 * the categories (docs/architecture.md, "The blog list"). The anon key sees
 * published posts only (RLS); the filter on `published` says the same thing
 * for any other key. A card never carries a post's text.
 */
import type { Lang } from '@/i18n/lang';
import { BLOG_PAGE_SIZE } from '../business/config';
import { getSupabase, type PublicClient } from './supabase';
import type { BlogCategoryRow } from './database';
import { supabaseError } from './errors';
import { CARD_COLUMNS, type BlogCardRow } from './blog';

/** Which posts a page of the list shows. */
export interface CardQuery {
  language: Lang;
  /** A visitor's words, matched in the title, excerpt and text (see containsPattern). */
  search?: string | undefined;
  /** Exact category. */
  category?: string | undefined;
  /** 1-based; BLOG_PAGE_SIZE posts a page. */
  page: number;
}

/**
 * The longest search sent: a visitor's words, not a document (and PostgREST repeats it, percent-encoded,
 * in its answer's head: 50 Devanagari letters are 450 bytes of it).
 */
const SEARCH_MAX = 50;

/**
 * The words as they are matched: one form of Unicode, single spaces, no
 * control characters (the database refuses a NUL), at most SEARCH_MAX characters.
 */
export const searchWords = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, SEARCH_MAX);

/**
 * An `ilike` pattern that finds `text` anywhere, as written. LIKE's own
 * wildcards (% and _) and its escape (\) are escaped; PostgREST reads every
 * `*` as %, and has no escape for it, so a `*` the visitor typed matches any
 * one character. Nothing else in a filter's value has a meaning for PostgREST
 * (commas and parentheses do only inside or=(…), which this is never in).
 */
export const containsPattern = (text: string): string =>
  `*${searchWords(text)
    .replace(/[\\%_]/g, '\\$&')
    .replace(/\*/g, '_')}*`;

/** The list's category and search, the same for a page of cards and for their count. */
function withCardFilters<
  B extends { eq(column: 'category', value: string): B; ilike(column: 'search_text', pattern: string): B },
>(request: B, query: Omit<CardQuery, 'page'>): B {
  if (query.category !== undefined) request = request.eq('category', query.category);
  if (query.search !== undefined && searchWords(query.search) !== '')
    request = request.ilike('search_text', containsPattern(query.search));
  return request;
}

/**
 * One page of the list (BLOG_PAGE_SIZE cards of a language's published
 * posts, newest first) and how many match in all, in one request: a range
 * and its exact count, so the last page of a thousand costs what the first
 * does. Throws ApiError('Failed to load blog posts: {message}').
 */
export async function listPostCards(
  query: CardQuery,
  client?: PublicClient,
): Promise<{ rows: BlogCardRow[]; total: number }> {
  const db = client ?? (await getSupabase());
  const from = (Math.max(1, Math.floor(query.page)) - 1) * BLOG_PAGE_SIZE;
  let request = db
    .from('blog_posts')
    .select(CARD_COLUMNS, { count: 'exact' })
    .eq('published', true)
    .eq('language', query.language);
  request = withCardFilters(request, query);
  const { data, error, status, count } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + BLOG_PAGE_SIZE - 1)
    .overrideTypes<BlogCardRow[], { merge: false }>();
  // Past the last page (posts removed since the first was read) PostgREST answers 416, without the total.
  if (error && status === 416) return { rows: [], total: await countPosts(query, db) };
  if (error) throw supabaseError('Failed to load blog posts', error, status);
  return { rows: data, total: count ?? data.length };
}

/** How many published posts of a language match a search (for the link to the other language's matches). */
export async function countPosts(query: Omit<CardQuery, 'page'>, client?: PublicClient): Promise<number> {
  const db = client ?? (await getSupabase());
  let request = db
    .from('blog_posts')
    .select('id', { count: 'exact', head: true })
    .eq('published', true)
    .eq('language', query.language);
  request = withCardFilters(request, query);
  const { error, status, count } = await request;
  if (error) throw supabaseError('Failed to load blog posts', error, status);
  return count ?? 0;
}

export type BlogCategory = { [K in keyof BlogCategoryRow]: NonNullable<BlogCategoryRow[K]> } & { language: Lang };

/**
 * Each language's categories, the one with the newest post first, with their
 * posts' count. Throws ApiError('Failed to load blog posts: {message}').
 */
export async function listCategories(client?: PublicClient): Promise<BlogCategory[]> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db
    .from('blog_categories')
    .select('language,category,posts,newest')
    .order('newest', { ascending: false })
    .order('category', { ascending: true });
  if (error) throw supabaseError('Failed to load blog posts', error, status);
  return data.filter((row): row is BlogCategory => row.language === 'en' || row.language === 'hi');
}
