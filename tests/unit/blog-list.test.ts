import { describe, expect, it } from 'vitest';
import { toPost } from '../../src/features/blog/data/derive';
import {
  categoriesOf,
  filterPosts,
  needsPagination,
  pageOf,
  pageWindow,
} from '../../src/features/blog/list/list-logic';
import { validateBlogSearch } from '../../src/features/blog/route/search';
import type { Post } from '../../src/offline/cached-post';
import { blogRow } from '../support/unit/blog-fixtures';

let n = 0;
const post = (title: string, category: string, content: string, excerpt: string | null = null): Post =>
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

describe('the pagination window', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, 'ellipsis', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 9, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 9]],
    [9, 9, [1, 'ellipsis', 8, 9]],
    [4, 9, [1, 'ellipsis', 3, 4, 5, 'ellipsis', 9]],
    [2, 9, [1, 2, 3, 'ellipsis', 9]],
  ])('page %i of %i -> %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('clamps a page outside the range and shows nothing without pages', () => {
    expect(pageWindow(40, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(-2, 4)).toEqual([1, 2, 'ellipsis', 4]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('one page of posts', () => {
  const many = Array.from({ length: 23 }, (_, i) => post(`Post ${i + 1}`, 'Property', '<p>x</p>'));

  it('shows 10 per page with the positions for "Showing X - Y of Z posts"', () => {
    expect(pageOf(many, 1)).toMatchObject({ page: 1, totalPages: 3, total: 23, from: 1, to: 10 });
    expect(pageOf(many, 3)).toMatchObject({ page: 3, from: 21, to: 23 });
    expect(pageOf(many, 3).posts.map((p) => p.title)).toEqual(['Post 21', 'Post 22', 'Post 23']);
  });

  it('clamps a page beyond the last to the last, and reports 0 - 0 when empty', () => {
    expect(pageOf(many, 99)).toMatchObject({ page: 3, from: 21, to: 23 });
    expect(pageOf([], 2)).toMatchObject({ page: 1, totalPages: 1, total: 0, from: 0, to: 0, posts: [] });
  });

  it('paginates only when there are more than 10 posts', () => {
    expect(needsPagination(10)).toBe(false);
    expect(needsPagination(11)).toBe(true);
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
