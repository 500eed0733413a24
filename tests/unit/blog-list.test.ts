import { describe, expect, it } from 'vitest';
import { containsPattern, searchWords } from '@/api';
import { cardOf, toPost } from '@/features/blog/data/derive';
import { categoriesOf, filterPosts, pageNumbers, pageOf, pagesFor, shownRange } from '@/features/blog/data/list-logic';
import { validateBlogSearch } from '@/features/blog/route/search';
import type { Post } from '@/offline/cached-post';
import { blogRow } from '../support/unit/blog-fixtures';

let n = 0;
const post = (title: string, category: string, content: string, excerpt = ''): Post =>
  toPost(
    blogRow({
      id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
      title,
      content,
      created_at: `2025-01-${String(n).padStart(2, '0')}T00:00:00+00:00`,
      category,
      excerpt,
    }),
  );

const rent = post('Rent Agreements in MP', 'Property', '<p>The <strong>11-month</strong> rule and stamp duty.</p>');
const affidavit = post(
  'Affidavits Explained',
  'Legal Documents',
  '<p>Notary or executive magistrate.</p>',
  'Who can attest an AFFIDAVIT',
);
const kirayanama = post('किरायानामा कैसे बनवाएँ', 'Property', '<p>ई-स्टाम्प और पुलिस सत्यापन।</p>');
const sampada = post('Sampada 2.0 guide', 'Government Portals', '<p>Slot booking &amp; e-registration.</p>');
const all = [rent, affidavit, kirayanama, sampada];

describe('the search filter', () => {
  it('with no search and no category, keeps every post in order', () => {
    expect(filterPosts(all, {})).toEqual(all);
    expect(filterPosts(all, { search: '   ' })).toEqual(all);
  });

  it('matches a case-insensitive substring of the title', () => {
    expect(filterPosts(all, { search: 'rENT agree' })).toEqual([rent]);
  });

  it('matches the text of the content, including across inline tags, but not the tags themselves', () => {
    expect(filterPosts(all, { search: '11-MONTH rule' })).toEqual([rent]);
    expect(filterPosts(all, { search: 'strong' })).toEqual([]);
    expect(filterPosts(all, { search: 'slot booking & e-reg' })).toEqual([sampada]);
  });

  it('matches the excerpt', () => {
    expect(filterPosts(all, { search: 'who can attest' })).toEqual([affidavit]);
  });

  it('matches Hindi text', () => {
    expect(filterPosts(all, { search: 'पुलिस सत्यापन' })).toEqual([kirayanama]);
    expect(filterPosts(all, { search: 'किरायानामा' })).toEqual([kirayanama]);
  });

  it('filters by the exact category, combined with the search', () => {
    expect(filterPosts(all, { category: 'Property' })).toEqual([rent, kirayanama]);
    expect(filterPosts(all, { category: 'property' })).toEqual([]);
    expect(filterPosts(all, { category: 'Property', search: 'stamp' })).toEqual([rent]);
    expect(filterPosts(all, { category: 'Property', search: 'notary' })).toEqual([]);
  });

  it('lists each category once, newest post first', () => {
    expect(categoriesOf(all)).toEqual(['Property', 'Legal Documents', 'Government Portals']);
  });
});

describe("one page of posts (the phone's and the build's; the server pages the same way)", () => {
  const many = Array.from({ length: 45 }, (_, i) => cardOf(post(`Post ${i + 1}`, 'Property', '<p>x</p>')));

  it('is 10 posts, with its number and how many there are in all', () => {
    expect(pageOf(many, 1).cards.map((p) => p.title)).toEqual(many.slice(0, 10).map((p) => p.title));
    expect(pageOf(many, 5)).toEqual({ page: 5, cards: many.slice(40), total: 45 });
    expect(pageOf(many, 6)).toEqual({ page: 6, cards: [], total: 45 });
    expect(pageOf([], 1)).toEqual({ page: 1, cards: [], total: 0 });
    expect(pageOf(many, 0).page).toBe(1);
    expect(pagesFor(45)).toBe(5);
    expect(pagesFor(40)).toBe(4);
    expect(pagesFor(11)).toBe(2);
    expect(pagesFor(10)).toBe(1);
    expect(pagesFor(0)).toBe(1);
  });

  it("says which posts it shows: 'Showing 11 - 20', 'Showing 41 - 45'", () => {
    expect(shownRange(pageOf(many, 1))).toEqual({ from: 1, to: 10 });
    expect(shownRange(pageOf(many, 2))).toEqual({ from: 11, to: 20 });
    expect(shownRange(pageOf(many, 5))).toEqual({ from: 41, to: 45 });
  });
});

describe('the numbered pages', () => {
  it('are the first, the last, the current page and its neighbours, with ellipses between', () => {
    expect(pageNumbers(1, 100)).toEqual([1, 2, 'gap', 100]);
    expect(pageNumbers(50, 100)).toEqual([1, 'gap', 49, 50, 51, 'gap', 100]);
    expect(pageNumbers(100, 100)).toEqual([1, 'gap', 99, 100]);
    expect(pageNumbers(5, 52)).toEqual([1, 'gap', 4, 5, 6, 'gap', 52]);
  });

  it('show a single page in place of an ellipsis that would hide only it', () => {
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(8, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });

  it('are all there when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
  });
});

describe("a visitor's search as the server matches it", () => {
  it('is their words in one form of Unicode and single spaces, at most 50 characters', () => {
    expect(searchWords('  section \n\t 138 ')).toBe('section 138');
    expect(searchWords('क\u093f')).toBe('कि');
    expect(searchWords('x'.repeat(300))).toHaveLength(50);
  });

  it("escapes LIKE's wildcards and escape; a * (PostgREST's wildcard, which has no escape) matches one character", () => {
    expect(containsPattern('50% off_now')).toBe('*50\\% off\\_now*');
    expect(containsPattern('a\\b')).toBe('*a\\\\b*');
    expect(containsPattern('*')).toBe('*_*');
    // Nothing else has a meaning in a filter's value: commas, parentheses, dots and quotes stay as typed.
    expect(containsPattern('a,b).or=(c"d\'')).toBe('*a,b).or=(c"d\'*');
  });
});

describe('the list state in the URL', () => {
  it('keeps valid values and drops defaults and junk', () => {
    expect(validateBlogSearch({ search: 'rent', category: 'Property', page: 2 })).toEqual({
      search: 'rent',
      category: 'Property',
      page: 2,
    });
    expect(validateBlogSearch({ search: '', category: '  ', page: 1 })).toEqual({});
    expect(validateBlogSearch({ page: 'abc' })).toEqual({});
    expect(validateBlogSearch({ page: 2.5 })).toEqual({});
    expect(validateBlogSearch({ page: -3 })).toEqual({});
    expect(validateBlogSearch({ search: { $ne: 1 }, category: ['x'] })).toEqual({});
  });

  it('takes a numeric search as text (the router parses ?search=11 as a number)', () => {
    expect(validateBlogSearch({ search: 11, page: '3' })).toEqual({ search: '11', page: 3 });
  });
});
