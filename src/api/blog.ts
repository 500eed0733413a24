/**
 * Blog posts: every post for the build, one post, the posts the phone keeps,
 * related posts and a translation (a page of cards and the categories:
 * ./blog-list.ts). The anon key sees published posts only (RLS); the filter on
 * `published` says the same thing for any other key. A card never carries a
 * post's text, and a post only its own (docs/architecture.md, "The blog list").
 */
import type { Lang } from '@/i18n/lang';
import { BLOG_RELATED_COUNT } from '../business/config';
import { getSupabase, type PublicClient } from './supabase';
import type { BlogPost } from './database';
import { supabaseError } from './errors';
import { CARD_FIELDS } from './blog-card';
import { isPostId } from './post-id';

export const CARD_COLUMNS = CARD_FIELDS.map((field) => (field === 'excerpt' ? 'excerpt:card_excerpt' : field)).join(
  ',',
);
/** An article: its card, its text, and what its head tags need. */
const POST_COLUMNS = `${CARD_COLUMNS},content,updated_at,og_title,og_description,og_image,og_url`;

/** A card's row. */
export type BlogCardRow = Pick<BlogPost, Exclude<(typeof CARD_FIELDS)[number], 'excerpt'>> & { excerpt: string };
/** An article's row: its card and its text. */
export type BlogPostRow = BlogCardRow &
  Pick<BlogPost, 'content' | 'updated_at' | 'og_title' | 'og_description' | 'og_image' | 'og_url'>;

/** How many posts the build reads at a time: under Supabase's default cap of 1,000 rows an answer. */
const BUILD_BATCH = 500;

/**
 * Every published post, newest first, text included, for the build to
 * prerender; read BUILD_BATCH at a time. Throws ApiError('Failed to load blog posts: {message}').
 */
export async function listAllPosts(client?: PublicClient): Promise<BlogPostRow[]> {
  const db = client ?? (await getSupabase());
  const all: BlogPostRow[] = [];
  for (;;) {
    const { data, error, status } = await db
      .from('blog_posts')
      .select(POST_COLUMNS)
      .eq('published', true)
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(all.length, all.length + BUILD_BATCH - 1)
      .overrideTypes<BlogPostRow[], { merge: false }>();
    if (error) throw supabaseError('Failed to load blog posts', error, status);
    all.push(...data);
    if (data.length < BUILD_BATCH) return all;
  }
}

/**
 * Call 8: one post by id (uuid shape) or by slug; null when there is none.
 * Throws ApiError('Failed to load blog post: {message}').
 */
export async function getPost(idOrSlug: string, client?: PublicClient): Promise<BlogPostRow | null> {
  const db = client ?? (await getSupabase());
  const column = isPostId(idOrSlug) ? 'id' : 'slug';
  const { data, error, status } = await db
    .from('blog_posts')
    .select(POST_COLUMNS)
    .eq('published', true)
    .eq(column, isPostId(idOrSlug) ? idOrSlug.toLowerCase() : idOrSlug)
    .limit(1)
    .maybeSingle()
    .overrideTypes<BlogPostRow | null, { merge: false }>();
  if (error) throw supabaseError('Failed to load blog post', error, status);
  return data;
}

/**
 * The newest posts of a language as the phone keeps them: which they are and
 * when each last changed, without their text (./offline-warmup in the blog
 * feature asks for the text of those it has not kept).
 */
export async function listRecentPosts(
  language: Lang,
  count: number,
  client?: PublicClient,
): Promise<Pick<BlogPost, 'id' | 'created_at' | 'updated_at'>[]> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db
    .from('blog_posts')
    .select('id,created_at,updated_at')
    .eq('published', true)
    .eq('language', language)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .limit(count);
  if (error) throw supabaseError('Failed to load blog posts', error, status);
  return data;
}

/**
 * Ids asked for in one request: PostgREST repeats the query in its answer's
 * Content-Location, and a response's head stays under 1 KB (docs/performance.md, "Budgets").
 */
const IDS_PER_REQUEST = 10;

/** The published posts among `ids` (uuids only: nothing in them can change the filter), with `columns`. */
async function publishedAmong<Row>(ids: readonly string[], columns: string, client?: PublicClient): Promise<Row[]> {
  const wanted = ids.filter((id) => isPostId(id));
  if (wanted.length === 0) return [];
  const db = client ?? (await getSupabase());
  const batches = Array.from({ length: Math.ceil(wanted.length / IDS_PER_REQUEST) }, (_, i) =>
    wanted.slice(i * IDS_PER_REQUEST, (i + 1) * IDS_PER_REQUEST),
  );
  const answers = await Promise.all(
    batches.map(async (batch) => {
      const { data, error, status } = await db
        .from('blog_posts')
        .select(columns)
        .eq('published', true)
        .in('id', batch)
        .overrideTypes<Row[], { merge: false }>();
      if (error) throw supabaseError('Failed to load blog posts', error, status);
      return data;
    }),
  );
  return answers.flat();
}

/** The published posts among `ids`, text included (the phone keeps them: ./offline-warmup in the blog feature). */
export const getPosts = (ids: readonly string[], client?: PublicClient) =>
  publishedAmong<BlogPostRow>(ids, POST_COLUMNS, client);

/** Which of `ids` are still published (a post kept on the phone that is not is dropped). */
export const publishedIds = async (ids: readonly string[], client?: PublicClient) =>
  (await publishedAmong<{ id: string }>(ids, 'id', client)).map((row) => row.id);

/**
 * Call 9: the other posts of the same category as cards, newest first, at
 * most RELATED_CANDIDATES: enough for the blog to pick 3 in the post's own
 * language before any in the other (features/blog/data/related.ts).
 * Throws ApiError('Failed to load related posts: {message}').
 */
export async function getRelatedPosts(
  post: Pick<BlogPost, 'id' | 'category'>,
  client?: PublicClient,
): Promise<BlogCardRow[]> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db
    .from('blog_posts')
    .select(CARD_COLUMNS)
    .eq('published', true)
    .eq('category', post.category)
    .neq('id', post.id)
    .order('created_at', { ascending: false })
    .limit(RELATED_CANDIDATES)
    .overrideTypes<BlogCardRow[], { merge: false }>();
  if (error) throw supabaseError('Failed to load related posts', error, status);
  return data;
}

/** How many posts of a category call 9 reads to choose the related ones from. */
export const RELATED_CANDIDATES = BLOG_RELATED_COUNT * 4;

/**
 * The published post in the other language that translates this one or that
 * this one translates (blog_posts.translation_of), as a card; null when there
 * is none. Throws ApiError('Failed to load the translation: {message}').
 */
export async function getTranslation(
  post: Pick<BlogPost, 'id' | 'translation_of'>,
  client?: PublicClient,
): Promise<BlogCardRow | null> {
  if (!isPostId(post.id) || (post.translation_of !== null && !isPostId(post.translation_of))) return null;
  const db = client ?? (await getSupabase());
  // Both ids are uuids (checked above): nothing in them can change the filter.
  const either = [`translation_of.eq.${post.id}`, ...(post.translation_of ? [`id.eq.${post.translation_of}`] : [])];
  const { data, error, status } = await db
    .from('blog_posts')
    .select(CARD_COLUMNS)
    .eq('published', true)
    .or(either.join(','))
    .limit(1)
    .maybeSingle()
    .overrideTypes<BlogCardRow | null, { merge: false }>();
  if (error) throw supabaseError('Failed to load the translation', error, status);
  return data;
}
