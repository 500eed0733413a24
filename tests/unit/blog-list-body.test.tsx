/**
 * The list part of /blog when the browser's read of the list fails: over the
 * build's first page the posts stay on screen; with nothing prerendered, the
 * error and a way to try again take their place.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogListBody, type LiveList } from '../../src/features/blog/list/blog-list-body';
import { toPost } from '../../src/features/blog/data/derive';
import { categoriesOf, pageOf } from '../../src/features/blog/list/list-logic';
import type { BlogListPreview } from '../../src/features/blog/route/prerendered';
import { blogRow } from '../support/unit/blog-fixtures';
import { messages } from '../support/shared/catalogue';
import { renderPage } from '../support/unit/render';

const { en, hi } = messages;

const posts = [1, 2, 3].map((n) =>
  toPost(blogRow({ id: `00000000-0000-4000-8000-00000000000${n}`, title: `Post ${n}` })),
);
const preview: BlogListPreview = { page: pageOf(posts, 1), categories: categoriesOf(posts), otherLanguageTotal: 0 };
const failed: LiveList = { status: 'failed', offline: true, retrying: false, retry: () => {} };

afterEach(cleanup);

describe('BlogListBody when the read fails', () => {
  it('keeps the prerendered posts on screen', async () => {
    await renderPage(<BlogListBody live={failed} preview={preview} search={{}} onChange={() => {}} />, {
      path: '/blog',
    });
    expect(await screen.findByRole('heading', { name: 'Post 1' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.queryByText(en['blog.error.list'])).toBeNull();
  });

  it('shows the error and a way to try again when nothing was prerendered', async () => {
    await renderPage(<BlogListBody live={failed} preview={null} search={{}} onChange={() => {}} />, { path: '/blog' });
    expect(await screen.findByText(en['blog.error.list'])).toBeTruthy();
    expect(screen.getByRole('button', { name: en['blog.error.retry'] })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Post 1' })).toBeNull();
  });
});

describe('BlogListBody in each language', () => {
  const english = [1, 2, 3].map((n) =>
    toPost(blogRow({ id: `00000000-0000-4000-8000-00000000001${n}`, title: `Stamp duty ${n}`, category: 'Property' })),
  );
  const hindi = [1, 2].map((n) =>
    toPost(
      blogRow({
        id: `00000000-0000-4000-8000-00000000002${n}`,
        title: `स्टाम्प शुल्क लेख ${n}`,
        content: '<p>e-stamp</p>',
        category: n === 1 ? 'Government Portals' : 'Property',
        language: 'hi',
      }),
    ),
  );
  const live: LiveList = { status: 'ready', posts: [...english, ...hindi], fromDevice: false };
  const cards = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

  it('/blog lists the English posts, with a link to the Hindi ones and only English categories', async () => {
    await renderPage(<BlogListBody live={live} preview={null} search={{}} onChange={() => {}} />, { path: '/blog' });
    expect(cards()).toEqual(['Stamp duty 1', 'Stamp duty 2', 'Stamp duty 3']);
    const link = screen.getByRole('link', { name: /Articles in Hindi \(2\)/ });
    expect(link.getAttribute('href')).toBe('/hi/blog');
    expect(link.getAttribute('hreflang')).toBe('hi');
    expect(screen.queryByRole('button', { name: /Government Portals/ })).toBeNull();
  });

  it('/hi/blog lists the Hindi posts, with a link to the English ones', async () => {
    await renderPage(<BlogListBody live={live} preview={null} search={{}} onChange={() => {}} />, {
      lang: 'hi',
      path: '/hi/blog',
    });
    expect(cards()).toEqual(['स्टाम्प शुल्क लेख 1', 'स्टाम्प शुल्क लेख 2']);
    expect(screen.getByRole('link', { name: /अंग्रेज़ी में लेख \(3\)/ }).getAttribute('href')).toBe('/blog');
    expect(
      screen.getByText(hi['blog.list.count'].replace('{total}', '2').replace('{from}', '1').replace('{to}', '2')),
    ).toBeTruthy();
  });

  it('searches within the page language, and points to matches in the other', async () => {
    await renderPage(<BlogListBody live={live} preview={null} search={{ search: 'e-stamp' }} onChange={() => {}} />, {
      path: '/blog',
    });
    expect(screen.getByText(en['blog.list.empty'])).toBeTruthy();
    const link = screen.getByRole('link', { name: /2 Hindi articles match your search/ });
    expect(link.getAttribute('href')).toBe('/hi/blog?search=e-stamp');
  });

  it('the prerendered first page says how many posts the other language has', async () => {
    await renderPage(
      <BlogListBody live={null} preview={{ ...preview, otherLanguageTotal: 11 }} search={{}} onChange={() => {}} />,
      { path: '/blog' },
    );
    expect(screen.getByRole('link', { name: /Articles in Hindi \(11\)/ }).getAttribute('href')).toBe('/hi/blog');
  });
});
