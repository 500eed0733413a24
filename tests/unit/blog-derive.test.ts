import { describe, expect, it } from 'vitest';
import type { BlogPostRow } from '@/api';
import { cardOf, coverImage, htmlToText, numericId, sameCard, slugify, toPost } from '@/features/blog/data/derive';
import { postPath } from '@/features/blog/route/address';
import { blogRow } from '../support/unit/blog-fixtures';

const row = (over: Partial<BlogPostRow> = {}): BlogPostRow =>
  blogRow({
    id: 'a3f1c9e2-5b7d-4e8a-9c21-6d0f3b8e1a01',
    title: 'Rent Agreements in Madhya Pradesh',
    content: '<p>Hello</p>',
    created_at: '2025-01-14T05:00:00+00:00',
    image_url: '/images/blog/rent-960.webp',
    ...over,
  });

describe('slug from a title', () => {
  it.each([
    ['Rent Agreements in Madhya Pradesh: 11-Month Term', 'rent-agreements-in-madhya-pradesh-11-month-term'],
    [
      "Sampada 2.0: A Practical Guide to Madhya Pradesh's Registration Portal",
      'sampada-2-0-a-practical-guide-to-madhya-pradeshs-registration-portal',
    ],
    ['  Café & Crème — Notary / Affidavit?  ', 'cafe-creme-notary-affidavit'],
    ['A  --  B', 'a-b'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps Hindi words whole: matras, virama, anusvara and nukta stay, punctuation goes', () => {
    expect(slugify('किरायानामा (रेंट एग्रीमेंट) कैसे बनवाएँ: मकान मालिक और किरायेदार के लिए')).toBe(
      'किरायानामा-रेंट-एग्रीमेंट-कैसे-बनवाएँ-मकान-मालिक-और-किरायेदार-के-लिए',
    );
    expect(slugify('बैनामा (सेल डीड) और विक्रय अनुबंध में क्या अंतर है?')).toBe('बैनामा-सेल-डीड-और-विक्रय-अनुबंध-में-क्या-अंतर-है');
    expect(slugify('उपभोक्ता शिकायत। ई-दाखिल')).toBe('उपभोक्ता-शिकायत-ई-दाखिल');
    // A zero-width joiner inside a word shapes a conjunct; it must not split the word.
    expect(slugify('क्\u200dष')).toBe('क्ष');
  });

  it('mixes scripts and digits', () => {
    expect(slugify('RCMS पोर्टल: नामांतरण 2025')).toBe('rcms-पोर्टल-नामांतरण-2025');
  });

  it('gives an empty slug for a title with no letters (the post then uses its id prefix)', () => {
    expect(slugify('!!! — ???')).toBe('');
    expect(toPost(row({ title: '!!!' })).slug).toBe('a3f1c9e2');
  });
});

describe('numeric id', () => {
  it('is the first 8 characters of the id without hyphens', () => {
    expect(numericId('a3f1c9e2-5b7d-4e8a-9c21-6d0f3b8e1a01')).toBe('a3f1c9e2');
    expect(numericId('4d2c9e1f-7a6b-4b5d-a84b-9f2dfc0a3e10')).toBe('4d2c9e1f');
  });

  it('never contains a hyphen, even for an id with one early', () => {
    expect(numericId('abc-defgh-ij')).toBe('abcdefg');
  });
});

// The excerpt a card shows when a post has none is the database's (blog_posts.card_excerpt):
// tests/integration/blog-list.test.ts, which also holds this text to the database's reading of it.
describe('the readable text of post HTML (searching the posts kept on the phone)', () => {
  it('decodes entities and ignores scripts, styles and comments', () => {
    expect(
      htmlToText(
        '<p>A&nbsp;&ldquo;B&rdquo; &#8377;500 &#x20B9;</p><script>alert(1)</script><style>p{}</style><!-- note -->C',
      ),
    ).toBe('A “B” ₹500 ₹ C');
  });

  it('keeps words of neighbouring paragraphs apart', () => {
    expect(htmlToText('<p>one</p><p>two</p><ul><li>three</li></ul>')).toBe('one two three');
  });
});

describe('a post with its derived fields', () => {
  it('fills slug and numeric id when missing', () => {
    const post = toPost(row({ content: '<p>Body text</p>' }));
    expect(post).toMatchObject({
      slug: 'rent-agreements-in-madhya-pradesh',
      slugStored: false,
      numeric_id: 'a3f1c9e2',
    });
    expect(postPath(post)).toBe('/blog/a3f1c9e2-5b7d-4e8a-9c21-6d0f3b8e1a01/rent-agreements-in-madhya-pradesh');
  });

  it('keeps the stored ones, and a stored slug is the address', () => {
    const post = toPost(row({ slug: 'rent-guide', excerpt: 'Stored excerpt', tags: ['a', ' ', 'b'] }));
    expect(post).toMatchObject({ slug: 'rent-guide', slugStored: true, excerpt: 'Stored excerpt', tags: ['a', 'b'] });
    expect(postPath(post)).toBe('/blog/rent-guide');
  });

  it('makes a card of a post: what the list shows, never the text', () => {
    const post = toPost(row({ slug: 'rent-guide', og_title: 'OG' }));
    const card = cardOf(post);
    expect(card).not.toHaveProperty('content');
    expect(card).not.toHaveProperty('og_title');
    expect(card).toMatchObject({
      id: post.id,
      title: post.title,
      excerpt: post.excerpt,
      slug: 'rent-guide',
      slugStored: true,
    });
  });

  it('knows two reads of a card that show the same (the list then renders none of its cards again)', () => {
    const card = cardOf(toPost(row({ tags: ['rent', 'stamp'] })));
    expect(sameCard(card, cardOf(toPost(row({ tags: ['rent', 'stamp'] }))))).toBe(true);
    expect(sameCard(card, { ...card, tags: ['rent'] })).toBe(false);
    expect(sameCard(card, { ...card, title: 'Another title' })).toBe(false);
    expect(sameCard(card, { ...card, image_url: '/images/blog/other-960.webp' })).toBe(false);
    expect(sameCard(card, { ...card, slugStored: !card.slugStored })).toBe(false);
  });

  it('offers the 480 px cover next to the 960 px one', () => {
    expect(coverImage({ image_url: '/images/blog/x-960.webp' })).toEqual({
      src: '/images/blog/x-960.webp',
      srcSet: '/images/blog/x-480.webp 480w, /images/blog/x-960.webp 960w',
    });
    expect(coverImage({ image_url: 'https://cdn.example/photo.jpg' })).toEqual({
      src: 'https://cdn.example/photo.jpg',
    });
    expect(coverImage({ image_url: null })).toBeNull();
  });
});
