/**
 * Derived fields of a blog post and its addresses. Pure functions:
 * used in the browser, in Node (prerender) and in unit tests.
 */
import type { BlogCardRow, BlogPostRow } from '@/api';
import { CARD_FIELDS } from '@/api/blog-card';
import { BLOG_ID_PREFIX_LENGTH } from '@/business/config';
import type { Post, PostCard } from '@/offline/cached-post';

/**
 * A URL slug from a title, in any script: Latin accents are dropped, letters,
 * combining marks (Devanagari matras, virama, anusvara) and digits are kept,
 * everything else becomes one hyphen. 'किरायानामा (रेंट एग्रीमेंट)' gives
 * 'किरायानामा-रेंट-एग्रीमेंट', so Hindi titles get readable addresses too.
 */
export function slugify(title: string): string {
  return (
    title
      .normalize('NFKD')
      // Combining Diacritical Marks only: Devanagari signs live in U+0900-U+097F and stay.
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      // Joiners shape conjuncts inside a word; they must not split it.
      .replace(/[\u200c\u200d]/g, '')
      .toLowerCase()
      // "Pradesh's" reads better as "pradeshs" than "pradesh-s".
      .replace(/['’‘`]/g, '')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
  );
}

/** The first 8 characters of the id, hyphens removed. */
export function numericId(id: string): string {
  return id.slice(0, BLOG_ID_PREFIX_LENGTH).replace(/-/g, '');
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  rupee: '₹',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

const BLOCK_TAG =
  /<\/?(p|div|br|hr|h[1-6]|ul|ol|li|dl|dt|dd|blockquote|pre|table|thead|tbody|tr|td|th|section|article|aside|header|footer|figure|figcaption|details|summary)\b[^>]*>/gi;

/**
 * The readable text of post HTML: no tags, no script or style bodies, entities
 * decoded, whitespace collapsed. Block ends become spaces so words of
 * neighbouring paragraphs do not run together. For searching the posts kept
 * on the phone (the server reads its own copy, public.post_text); never
 * rendered as HTML.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      // Block boundaries separate words; inline tags (<strong>, <a>) do not.
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A card's row with its address worked out. Its excerpt is the database's
 * (blog_posts.card_excerpt: the stored one, else the first 150 letters of
 * the text; supabase/migrations/20261129200400_blog_cards_and_search.sql).
 */
export function toCard<R extends BlogCardRow>(row: R): Omit<R, 'slug' | 'tags'> & PostCard {
  const storedSlug = row.slug?.trim() ?? '';
  return {
    ...row,
    slug: storedSlug || slugify(row.title) || numericId(row.id),
    slugStored: storedSlug !== '',
    numeric_id: numericId(row.id),
    tags: (row.tags ?? []).filter((tag) => tag.trim() !== ''),
  };
}

/** A post's row, text included, with its address worked out. */
export const toPost = (row: BlogPostRow): Post => toCard(row);

/** What a card holds: the card's columns and its worked-out address. */
const POST_CARD_FIELDS = [...CARD_FIELDS, 'slugStored', 'numeric_id'] as const;

/** A post's card: what the list, related posts and a translation's link keep of it (never its text). */
export function cardOf(post: PostCard): PostCard {
  return Object.fromEntries(POST_CARD_FIELDS.map((field) => [field, post[field]])) as PostCard;
}

/** Two reads of one card that show the same (a new read gives new objects, and new tag arrays). */
export function sameCard(a: PostCard, b: PostCard): boolean {
  return POST_CARD_FIELDS.every((field) =>
    field === 'tags' ? a.tags.join('\n') === b.tags.join('\n') : a[field] === b[field],
  );
}

/** Cover image candidates: the seeded covers come in 960 and 480 px wide WebP files. */
export function coverImage(post: Pick<PostCard, 'image_url'>): { src: string; srcSet?: string } | null {
  const src = post.image_url?.trim();
  if (!src) return null;
  const wide = /-960\.webp$/i;
  if (!wide.test(src)) return { src };
  return { src, srcSet: `${src.replace(wide, '-480.webp')} 480w, ${src} 960w` };
}

/** `sizes` of the images: what the card and the article cover occupy at each width. */
export const CARD_IMAGE_SIZES = '(min-width: 75em) 380px, (min-width: 48em) 46vw, 100vw';
export const COVER_IMAGE_SIZES = '(min-width: 50em) 780px, 100vw';
