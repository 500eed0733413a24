/**
 * A card's fields: what the blog list, related posts and a translation's link
 * show of a post, and its address (docs/architecture.md, "The blog list").
 * A module of its own, without imports: the list's first-load code reads it.
 */
/** The excerpt is the one the database derives when a post has none (blog_posts.card_excerpt). */
export const CARD_FIELDS = [
  'id',
  'title',
  'excerpt',
  'created_at',
  'category',
  'image_url',
  'slug',
  'author',
  'reading_time',
  'tags',
  'language',
  'translation_of',
] as const;
