import type { BlogPost } from '@/lib/api';

/** A blog_posts row with every optional column empty; tests set what they need. */
export const blogRow = (over: Partial<BlogPost> & Pick<BlogPost, 'id'>): BlogPost => ({
  title: 'Post',
  content: '<p>Body</p>',
  created_at: '2025-01-01T00:00:00+00:00',
  updated_at: null,
  category: 'Property',
  image_url: null,
  excerpt: null,
  slug: null,
  author: null,
  reading_time: null,
  og_title: null,
  og_description: null,
  og_image: null,
  og_url: null,
  tags: [],
  language: 'en',
  published: true,
  translation_of: null,
  ...over,
});
