/**
 * The list part of /blog as it renders what it is given (the server or the
 * phone chooses the posts: tests/unit/blog-offline.test.ts,
 * tests/integration/blog-list.test.ts): over the build's first page the posts
 * stay when the read fails; with nothing prerendered, the error and a way to
 * try again; the count line, "More posts", the other language.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogListBody, type LiveList } from '@/features/blog/list/blog-list-body';
import { cardOf, toPost } from '@/features/blog/data/derive';
import type { BlogListPreview } from '@/features/blog/route/prerendered';
import { blogRow } from '../support/unit/blog-fixtures';
import { messages } from '../support/shared/catalogue';
import { renderPage } from '../support/unit/render';

const { en, hi } = messages;

const card = (n: number, over: Parameters<typeof blogRow>[0] | object = {}) =>
  cardOf(
    toPost(blogRow({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, title: `Post ${n}`, ...over })),
  );
const cards = (count: number) => Array.from({ length: count }, (_, i) => card(i + 1));
const preview: BlogListPreview = { cards: cards(3), total: 3, categories: ['Property'], otherLanguageTotal: 0 };
const failed: LiveList = { status: 'failed', offline: true, retrying: false, retry: () => {} };
const ready = (
  over: Partial<Extract<LiveList, { status: 'ready' }>['list']> = {},
  more: 'idle' = 'idle',
): LiveList => ({
  status: 'ready',
  list: { cards: cards(3), total: 45, categories: ['Property', 'Legal Documents'], otherLanguageTotal: 11, ...over },
  fromDevice: false,
  otherMatches: 0,
  more,
});
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const count = (t: typeof en, from: number, to: number, total: number) =>
  t['blog.list.count'].replace('{from}', String(from)).replace('{to}', String(to)).replace('{total}', String(total));

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

  it('keeps the pages read when the next one fails, with a way to try again instead of "More posts"', async () => {
    let retried = 0;
    const live: LiveList = { ...(ready() as Extract<LiveList, { status: 'ready' }>), more: { retry: () => retried++ } };
    await renderPage(<BlogListBody live={live} preview={null} search={{ page: 2 }} onChange={() => {}} />, {
      path: '/blog',
    });
    expect(headings()).toHaveLength(3);
    expect(screen.queryByRole('link', { name: en['blog.list.more'] })).toBeNull();
    screen.getByRole('button', { name: en['blog.error.retry'] }).click();
    expect(retried).toBe(1);
  });
});

describe('BlogListBody', () => {
  it('shows the cards read, how many there are in all, and "More posts" to the next page', async () => {
    await renderPage(<BlogListBody live={ready()} preview={preview} search={{}} onChange={() => {}} />, {
      path: '/blog',
    });
    expect(headings()).toEqual(cards(3).map((c) => c.title));
    expect(screen.getByText(count(en, 1, 3, 45))).toBeTruthy();
    const more = screen.getByRole('link', { name: en['blog.list.more'] });
    expect(more.getAttribute('href')).toBe('/blog?page=2');
    // The browser's categories, not the build's.
    expect(screen.getByRole('button', { name: en['blog.category.legalDocuments'] })).toBeTruthy();
  });

  it('keeps the search and category on "More posts", and has none once every post is shown', async () => {
    await renderPage(
      <BlogListBody
        live={ready()}
        preview={null}
        search={{ search: 'rent', category: 'Property', page: 2 }}
        onChange={() => {}}
      />,
      { path: '/blog' },
    );
    expect(screen.getByRole('link', { name: en['blog.list.more'] }).getAttribute('href')).toBe(
      '/blog?search=rent&category=Property&page=3',
    );
    cleanup();
    await renderPage(
      <BlogListBody
        live={ready({ cards: cards(4), total: 4 })}
        preview={null}
        search={{ page: 3 }}
        onChange={() => {}}
      />,
      { path: '/blog' },
    );
    expect(screen.getByText(count(en, 1, 4, 4))).toBeTruthy();
    expect(screen.queryByRole('link', { name: en['blog.list.more'] })).toBeNull();
  });

  it('/hi/blog: its count line and a link to the English posts', async () => {
    const live = ready({ cards: [card(1, { language: 'hi', title: 'स्टाम्प शुल्क' })], total: 1, otherLanguageTotal: 3 });
    await renderPage(<BlogListBody live={live} preview={null} search={{}} onChange={() => {}} />, {
      lang: 'hi',
      path: '/hi/blog',
    });
    expect(headings()).toEqual(['स्टाम्प शुल्क']);
    expect(screen.getByRole('link', { name: /अंग्रेज़ी में लेख \(3\)/ }).getAttribute('href')).toBe('/blog');
    expect(screen.getByText(count(hi, 1, 1, 1))).toBeTruthy();
    expect(screen.queryByRole('link', { name: hi['blog.list.more'] })).toBeNull();
  });

  it('a search that finds nothing here points to its matches in the other language', async () => {
    const live: LiveList = {
      ...(ready({ cards: [], total: 0 }) as Extract<LiveList, { status: 'ready' }>),
      otherMatches: 2,
    };
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
    expect(screen.getByRole('button', { name: en['blog.category.property'] })).toBeTruthy();
  });
});
