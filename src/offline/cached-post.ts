import type { BlogCardRow, BlogPostRow } from '../api';

/**
 * A blog post as a card shows it (the list, related posts, a translation's
 * link): the card's columns of blog_posts with its address worked out. It
 * never carries the post's text (docs/architecture.md, "The blog list").
 */
export type PostCard = Omit<BlogCardRow, 'slug' | 'tags'> & {
  /** The stored slug, or one derived from the title. */
  slug: string;
  /**
   * True when `slug` is the database's: only then can the post be looked up
   * by it (call 8), so only then is /blog/{slug} its address.
   */
  slugStored: boolean;
  /** The first 8 characters of the id without hyphens. */
  numeric_id: string;
  tags: string[];
};

/**
 * A blog post with its text, as an article shows it. Defined here because
 * IndexedDB keeps posts in this shape (table `posts` of ./db.ts); the blog
 * feature uses it as its `Post`.
 */
export type Post = PostCard &
  Pick<BlogPostRow, 'content' | 'updated_at' | 'og_title' | 'og_description' | 'og_image' | 'og_url'>;

/**
 * A blog post kept in IndexedDB so it reads offline: the whole post, content
 * included, as last read from the server, and when it was saved.
 */
export type CachedPost = Post & {
  /** Epoch milliseconds of the read that saved it. */
  savedAt: number;
};
