/**
 * The list part of /blog as it renders what it is given (the server or the
 * phone chooses the posts: tests/unit/blog-offline.test.ts,
 * tests/integration/blog-list.test.ts): over the build's first page the posts
 * stay when the read fails; with nothing prerendered, the error and a way to
 * try again; the count line, the numbered pages, the other language.
 */
import { cleanup, screen, within } from '@testing-library/react';
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
const cards = (count: number, from = 1) => Array.from({ length: count }, (_, i) => card(from + i));
const preview: BlogListPreview = { cards: cards(3), total: 3, categories: ['Property'], otherLanguageTotal: 0 };
const failed: LiveList = { status: 'failed', offline: true, retrying: false, retry: () => {} };
type Ready = Extract<LiveList, { status: 'ready' }>;
const ready = (over: Partial<Ready['list']> = {}, state: Partial<Omit<Ready, 'list'>> = {}): LiveList => ({
  status: 'ready',
  list: {
    page: 1,
    cards: cards(10),
    total: 45,
    categories: ['Property', 'Legal Documents'],
    otherLanguageTotal: 11,
    ...over,
  },
  fromDevice: false,
  otherMatches: 0,
  reading: false,
  ...state,
});
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
/** The count line as the page language writes its numbers (Latin digits, grouped: 1,011). */
const count = (t: typeof en, from: number, to: number, total: number) =>
  t['blog.list.count'].replace(/\{(\w+), number\}/g, (_, name: 'from' | 'to' | 'total') =>
    new Intl.NumberFormat(t === hi ? 'hi' : 'en').format({ from, to, total }[name]),
  );
const pages = (t: typeof en = en) => screen.getByRole('navigation', { name: t['blog.pages.label'] });
const pageLink = (n: number, t: typeof en = en) =>
  within(pages(t)).getByRole('link', { name: t['blog.pages.page'].replace('{n, number}', String(n)) });

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

describe('BlogListBody', () => {
  it("page 2 of 45: 'Showing 11 - 20 of 45 posts', the numbered pages as links, this one marked", async () => {
    const live = ready({ page: 2, cards: cards(10, 11) });
    await renderPage(<BlogListBody live={live} preview={preview} search={{ page: 2 }} onChange={() => {}} />, {
      path: '/blog',
    });
    expect(headings()).toEqual(cards(10, 11).map((c) => c.title));
    expect(screen.getByText(count(en, 11, 20, 45))).toBeTruthy();
    const links = within(pages()).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      [en['blog.pages.previous'], '/blog'],
      ['Page 1', '/blog'],
      ['Page 2', '/blog?page=2'],
      ['Page 3', '/blog?page=3'],
      ['Page 4', '/blog?page=4'],
      ['Page 5', '/blog?page=5'],
      [en['blog.pages.next'], '/blog?page=3'],
    ]);
    expect(pageLink(2).getAttribute('aria-current')).toBe('page');
    expect(pageLink(3).getAttribute('aria-current')).toBeNull();
    expect(pageLink(1).getAttribute('aria-current')).toBeNull();
    // The browser's categories, not the build's; Show All Posts, since this is not the first page.
    expect(screen.getByRole('button', { name: en['blog.category.legalDocuments'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: en['blog.list.showAll'] })).toBeTruthy();
  });

  it('keeps the search and category on every page, with ellipses past the neighbours, and no next on the last', async () => {
    const live = ready({ page: 9, cards: cards(5, 81), total: 85 });
    await renderPage(
      <BlogListBody
        live={live}
        preview={null}
        search={{ search: 'rent', category: 'Property', page: 9 }}
        onChange={() => {}}
      />,
      { path: '/blog' },
    );
    expect(screen.getByText(count(en, 81, 85, 85))).toBeTruthy();
    expect(pageLink(8).getAttribute('href')).toBe('/blog?search=rent&category=Property&page=8');
    expect(pageLink(1).getAttribute('href')).toBe('/blog?search=rent&category=Property');
    expect([...pages().querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      en['blog.pages.previousShort'],
      '1',
      '…',
      '8',
      '9',
      en['blog.pages.nextShort'],
    ]);
    expect(within(pages()).queryByRole('link', { name: en['blog.pages.next'] })).toBeNull();
  });

  it('has no numbered pages for 10 posts or fewer, and has them for 11', async () => {
    await renderPage(<BlogListBody live={ready({ total: 10 })} preview={null} search={{}} onChange={() => {}} />, {
      path: '/blog',
    });
    expect(screen.getByText(count(en, 1, 10, 10))).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: en['blog.pages.label'] })).toBeNull();
    expect(screen.queryByRole('button', { name: en['blog.list.showAll'] })).toBeNull();
    cleanup();
    await renderPage(<BlogListBody live={ready({ total: 11 })} preview={null} search={{}} onChange={() => {}} />, {
      path: '/blog',
    });
    expect(pageLink(2).getAttribute('href')).toBe('/blog?page=2');
    expect(within(pages()).queryByRole('link', { name: en['blog.pages.previous'] })).toBeNull();
  });

  it('while the page asked for is read, the page shown stays, marked busy', async () => {
    await renderPage(
      <BlogListBody live={ready({}, { reading: true })} preview={null} search={{ page: 2 }} onChange={() => {}} />,
      { path: '/blog' },
    );
    expect(headings()).toEqual(cards(10).map((c) => c.title));
    expect(screen.getByText(count(en, 1, 10, 45))).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"] article')).toBeTruthy();
    expect(pageLink(2).getAttribute('aria-current')).toBe('page');
  });

  it('an address past the last page moves to the last page, replacing it', async () => {
    const moves: unknown[] = [];
    const live = ready({ page: 9, cards: [], total: 45 });
    await renderPage(
      <BlogListBody
        live={live}
        preview={null}
        search={{ category: 'Property', page: 9 }}
        onChange={(next, options) => moves.push([next, options])}
      />,
      { path: '/blog' },
    );
    expect(moves).toEqual([[{ category: 'Property', page: 5 }, { replace: true }]]);
  });

  it('the posts kept on this device: the note says so, and they are paged the same way', async () => {
    const live = ready({ page: 2, cards: cards(4, 11), total: 14 }, { fromDevice: true });
    await renderPage(<BlogListBody live={live} preview={null} search={{ page: 2 }} onChange={() => {}} />, {
      path: '/blog',
    });
    expect(screen.getByText(en['blog.list.offlineNote'])).toBeTruthy();
    expect(screen.getByText(count(en, 11, 14, 14))).toBeTruthy();
    expect(pageLink(1).getAttribute('href')).toBe('/blog');
  });

  it("/hi/blog: its count line and page names in Hindi, numbers in the site's digits, a link to the English posts", async () => {
    const hindi = Array.from({ length: 10 }, (_, i) => card(i + 11, { language: 'hi', title: `स्टाम्प शुल्क ${i + 11}` }));
    const live = ready({ page: 2, cards: hindi, total: 1011, otherLanguageTotal: 3 });
    await renderPage(<BlogListBody live={live} preview={null} search={{ page: 2 }} onChange={() => {}} />, {
      lang: 'hi',
      path: '/hi/blog',
    });
    expect(headings()).toEqual(hindi.map((c) => c.title));
    expect(screen.getByRole('link', { name: /अंग्रेज़ी में लेख \(3\)/ }).getAttribute('href')).toBe('/blog');
    expect(screen.getByText('कुल 1,011 लेखों में से 11 - 20 दिखाए जा रहे हैं')).toBeTruthy();
    expect(screen.getByText(count(hi, 11, 20, 1011))).toBeTruthy();
    expect(within(pages(hi)).getByRole('link', { name: 'पेज 102' }).textContent).toBe('102');
    expect(within(pages(hi)).getByRole('link', { name: hi['blog.pages.next'] }).getAttribute('href')).toBe(
      '/hi/blog?page=3',
    );
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
