/**
 * Blog posts: the list, one post and related posts. The anon key sees published posts only (RLS);
 * the filter on `published` says the same thing for any other key.
 */
import type { Lang } from '@/i18n/lang';
import { BLOG_RELATED_COUNT } from '../config';
import { getSupabase, type PublicClient } from '../supabase';
import type { BlogPost } from './database';
import { supabaseError } from './errors';
import { isPostId } from './post-id';

/**
 * Call 7: every published post, newest first. `language` narrows to one
 * language. Throws ApiError('Failed to load blog posts: {message}').
 */
export async function listPosts(options: { language?: Lang } = {}, client?: PublicClient): Promise<BlogPost[]> {
  const db = client ?? (await getSupabase());
  let query = db.from('blog_posts').select('*').eq('published', true);
  if (options.language) query = query.eq('language', options.language);
  const { data, error, status } = await query.order('created_at', { ascending: false });
  if (error) throw supabaseError('Failed to load blog posts', error, status);
  return data ?? [];
}

/**
 * Call 8: one post by id (uuid shape) or by slug; null when there is none.
 * Throws ApiError('Failed to load blog post: {message}').
 */
export async function getPost(idOrSlug: string, client?: PublicClient): Promise<BlogPost | null> {
  const db = client ?? (await getSupabase());
  const column = isPostId(idOrSlug) ? 'id' : 'slug';
  const { data, error, status } = await db
    .from('blog_posts')
    .select('*')
    .eq('published', true)
    .eq(column, isPostId(idOrSlug) ? idOrSlug.toLowerCase() : idOrSlug)
    .limit(1)
    .maybeSingle();
  if (error) throw supabaseError('Failed to load blog post', error, status);
  return data;
}

/**
 * Call 9: the other posts of the same category, newest first, at most
 * RELATED_CANDIDATES: enough for the blog to pick 3 in the post's own
 * language before any in the other (features/blog/data/related.ts).
 * Throws ApiError('Failed to load related posts: {message}').
 */
export async function getRelatedPosts(
  post: Pick<BlogPost, 'id' | 'category'>,
  client?: PublicClient,
): Promise<BlogPost[]> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db
    .from('blog_posts')
    .select('*')
    .eq('published', true)
    .eq('category', post.category)
    .neq('id', post.id)
    .order('created_at', { ascending: false })
    .limit(RELATED_CANDIDATES);
  if (error) throw supabaseError('Failed to load related posts', error, status);
  return data ?? [];
}

/** How many posts of a category call 9 reads to choose the related ones from. */
export const RELATED_CANDIDATES = BLOG_RELATED_COUNT * 4;

/**
 * The published post in the other language that translates this one or that
 * this one translates (blog_posts.translation_of); null when there is none.
 * Throws ApiError('Failed to load the translation: {message}').
 */
export async function getTranslation(
  post: Pick<BlogPost, 'id' | 'translation_of'>,
  client?: PublicClient,
): Promise<BlogPost | null> {
  if (!isPostId(post.id) || (post.translation_of !== null && !isPostId(post.translation_of))) return null;
  const db = client ?? (await getSupabase());
  // Both ids are uuids (checked above): nothing in them can change the filter.
  const either = [`translation_of.eq.${post.id}`, ...(post.translation_of ? [`id.eq.${post.translation_of}`] : [])];
  const { data, error, status } = await db
    .from('blog_posts')
    .select('*')
    .eq('published', true)
    .or(either.join(','))
    .limit(1)
    .maybeSingle();
  if (error) throw supabaseError('Failed to load the translation', error, status);
  return data;
}
