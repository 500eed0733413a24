import type { BlogPost } from '../lib/api';

/**
 * A blog post as the pages use it: the blog_posts row with its derived
 * fields always filled in (excerpt, slug, numeric_id). Defined here because
 * IndexedDB keeps posts in this shape (table `posts` of ./db.ts); the blog
 * feature uses it as its `Post`.
 */
export type Post = Omit<BlogPost, 'slug' | 'excerpt' | 'tags'> & {
  /** The stored slug, or one derived from the title. */
  slug: string;
  /**
   * True when `slug` is the database's: only then can the post be looked up
   * by it (call 8), so only then is /blog/{slug} its address.
   */
  slugStored: boolean;
  /** The stored excerpt, or the first 150 characters of the content's text. */
  excerpt: string;
  /** The first 8 characters of the id without hyphens. */
  numeric_id: string;
  tags: string[];
};

/**
 * A blog post kept in IndexedDB so it reads offline: the whole post, content
 * included, as last read from the server, and when it was saved.
 */
export type CachedPost = Post & {
  /** Epoch milliseconds of the read that saved it. */
  savedAt: number;
};
