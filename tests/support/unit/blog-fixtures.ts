import type { BlogPostRow } from '@/api';

/**
 * A post as the site reads it (its card's columns and its text), every
 * optional column empty; tests set what they need. Its excerpt is what the
 * database gives a card (blog_posts.card_excerpt).
 */
export const blogRow = (over: Partial<BlogPostRow> & Pick<BlogPostRow, 'id'>): BlogPostRow => ({
  title: 'Post',
  content: '<p>Body</p>',
  created_at: '2025-01-01T00:00:00+00:00',
  updated_at: null,
  category: 'Property',
  image_url: null,
  excerpt: 'Body',
  slug: null,
  author: null,
  reading_time: null,
  og_title: null,
  og_description: null,
  og_image: null,
  og_url: null,
  tags: [],
  language: 'en',
  translation_of: null,
  ...over,
});
