/**
 * The blog list's numbered pages (docs/architecture.md, "The blog list"), in
 * both languages: at the seed's 22 posts (11 a language: two pages), on a
 * phone's CPU (6x slower), and at 1,000 more (tests/bench/scale-data.ts,
 * inserted for this file's last tests and removed after them). The pages'
 * reads themselves at 1,000 posts are in tests/integration/blog-list.test.ts.
 */
import type { Request } from '@playwright/test';
import { messages } from '../support/shared/catalogue';
import { cards, countLine, pageItems, pageLink, pagination, serviceRest } from '../support/e2e/blog-list';
import { slowCpu, SLOW_PHONE_MS } from '../support/e2e/slow-phone';
import { expect, test, type Locator, type Page } from '../support/e2e/test';
import { scaled } from '../support/e2e/time-scale';
import { scalePosts } from '../bench/scale-data';

const { en, hi } = messages;
const LANGS = [
  ['en', '/blog', en],
  ['hi', '/hi/blog', hi],
] as const;

/** The list's own reads (a page of cards, the categories), not the offline warm-up's. */
const isListRead = (request: Request) => {
  const url = new URL(request.url());
  const select = url.searchParams.get('select') ?? '';
  return (
    url.pathname.endsWith('/rest/v1/blog_categories') ||
    (url.pathname.endsWith('/rest/v1/blog_posts') && select.includes('card_excerpt') && !select.includes('content'))
  );
};

/** The list's start (its count line) is in the top half of the screen, below the fixed header. */
async function onTop(page: Page, listStart: Locator) {
  const box = await listStart.boundingBox();
  return box !== null && box.y > 40 && box.y < page.viewportSize()!.height / 2;
}

for (const [lang, path, t] of LANGS) {
  test(`${lang}: page 2 and back: the address, the count, the focus on the new page's count line, Back and a reload`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(countLine(page, 1, 10, 11, t)).toBeVisible();
    expect(await pageItems(page, t)).toEqual([t['blog.pages.previousShort'], '1', '2', t['blog.pages.nextShort']]);
    await expect(pageLink(page, 1, t)).toHaveAttribute('aria-current', 'page');
    // Page 1 has no previous page: the control is there, disabled.
    await expect(pagination(page, t).getByRole('button', { name: t['blog.pages.previous'] })).toBeDisabled();
    const firstPage = await cards(page).getByRole('heading').allTextContents();

    await pagination(page, t).getByRole('link', { name: t['blog.pages.next'] }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`));
    await expect(countLine(page, 11, 11, 11, t)).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    expect(firstPage).not.toContain(await cards(page).getByRole('heading').textContent());
    await expect(countLine(page, 11, 11, 11, t)).toBeFocused();
    expect(await onTop(page, countLine(page, 11, 11, 11, t))).toBe(true);
    await expect(pageLink(page, 2, t)).toHaveAttribute('aria-current', 'page');
    await expect(pageLink(page, 1, t)).not.toHaveAttribute('aria-current');
    await expect(pagination(page, t).getByRole('button', { name: t['blog.pages.next'] })).toBeDisabled();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(countLine(page, 1, 10, 11, t)).toBeVisible();
    await page.goForward();
    await expect(countLine(page, 11, 11, 11, t)).toBeVisible();
    // A reload hydrates the prerendered first page at ?page=2: page 2 is marked, and only page 2.
    await page.reload();
    await expect(countLine(page, 11, 11, 11, t)).toBeVisible();
    await expect(pageLink(page, 2, t)).toHaveAttribute('aria-current', 'page');
    await expect(pagination(page, t).locator('[aria-current]')).toHaveCount(1);
    // Show All Posts goes back to page 1.
    await page.getByRole('button', { name: t['blog.list.showAll'] }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(countLine(page, 1, 10, 11, t)).toBeVisible();
  });
}

test('on a phone 6x slower, at 375 px: a page turn in Hindi shows the new page, its count focused, and Back the old one', async ({
  page,
}) => {
  test.setTimeout(scaled(120_000));
  await page.setViewportSize({ width: 375, height: 740 });
  await slowCpu(page, 6);
  await page.goto('/hi/blog');
  await pageLink(page, 2, hi).scrollIntoViewIfNeeded();
  await pageLink(page, 2, hi).click();
  await expect(countLine(page, 11, 11, 11, hi)).toBeVisible({ timeout: SLOW_PHONE_MS });
  await expect(countLine(page, 11, 11, 11, hi)).toBeFocused();
  expect(await onTop(page, countLine(page, 11, 11, 11, hi))).toBe(true);
  // On a phone the words "previous" and "next" give way to arrows; the links keep their names.
  await expect(pagination(page, hi).getByRole('link', { name: hi['blog.pages.previous'] })).toBeVisible();
  await expect(pagination(page, hi).getByText(hi['blog.pages.previousShort'])).toBeHidden();
  await page.goBack();
  await expect(countLine(page, 1, 10, 11, hi)).toBeVisible({ timeout: SLOW_PHONE_MS });
});

test.describe('at 1,000 posts more', () => {
  const perLanguage = 500;
  /** 11 seeded posts a language and the archive's 500. */
  const total = 11 + perLanguage;
  const last = Math.ceil(total / 10);
  /** How many published posts a filter finds, as the database counts them. */
  const published = async (filter: string) => {
    const head = await serviceRest(`/blog_posts?select=id&published=is.true&${filter}`, {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    return Number(head.headers.get('content-range')!.split('/')[1]);
  };
  const removeArchive = async () =>
    expect((await serviceRest('/blog_posts?slug=like.scale-*', { method: 'DELETE' })).ok).toBe(true);

  test.beforeAll(async () => {
    test.setTimeout(scaled(120_000));
    await removeArchive();
    const response = await serviceRest('/blog_posts', {
      method: 'POST',
      body: JSON.stringify(scalePosts(perLanguage)),
    });
    expect(response.status).toBe(201);
  });
  test.afterAll(removeArchive);

  test('en: the numbered pages around the first, the last and the middle; a page turn is one read', async ({
    page,
  }) => {
    expect(await published('language=eq.en')).toBe(total);
    // The browser's first reads: the first page and the categories (the prerendered page is the build's).
    const firstReads = ['blog_posts', 'blog_categories'].map((table) =>
      page.waitForRequest((request) => isListRead(request) && request.url().includes(`/${table}?`)),
    );
    await page.goto('/blog');
    await Promise.all(firstReads);
    await expect(countLine(page, 1, 10, total)).toBeVisible();
    const [previous, next] = [en['blog.pages.previousShort'], en['blog.pages.nextShort']];
    expect(await pageItems(page)).toEqual([previous, '1', '2', '…', String(last), next]);

    const reads: Request[] = [];
    page.on('request', (request) => isListRead(request) && reads.push(request));
    // By the keyboard: a mouse left over the list would hover a card as it scrolls, and the router
    // downloads a hovered card's article ahead of a click (its 'intent' preload).
    await pageLink(page, last).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blog\\?page=${last}$`));
    await expect(countLine(page, total, total, total)).toBeVisible();
    expect(await pageItems(page)).toEqual([previous, '1', '…', String(last - 1), String(last), next]);
    await page.waitForLoadState('networkidle');
    expect(reads.map((request) => new URL(request.url()).searchParams.get('offset'))).toEqual([
      String((last - 1) * 10),
    ]);

    // A shared address in the middle.
    await page.goto('/blog?page=26');
    await expect(countLine(page, 251, 260, total)).toBeVisible();
    expect(await pageItems(page)).toEqual([previous, '1', '…', '25', '26', '27', '…', String(last), next]);
    await pagination(page).getByRole('link', { name: en['blog.pages.previous'] }).click();
    await expect(countLine(page, 241, 250, total)).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
  });

  test('hi: a shared address with a page and a category; a search starts again at page 1; Show All Posts', async ({
    page,
  }) => {
    const properties = await published('language=eq.hi&category=eq.Property');
    expect(properties).toBeGreaterThan(30);
    // Opened from a link someone sent: a browser with nothing of the site yet.
    await page.goto('/hi/blog?category=Property&page=3');
    await expect(countLine(page, 21, 30, properties, hi)).toBeVisible();
    await expect(page.getByRole('button', { name: hi['blog.category.property'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(pageLink(page, 3, hi)).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).getByText(hi['blog.category.property'], { exact: true })).toHaveCount(10);

    // 'पुराना लेख 49' is in the titles of notes 49 and 490 to 499: eleven posts, two pages, from page 1.
    await page.getByRole('searchbox', { name: hi['blog.search.label'] }).fill('पुराना लेख 49');
    await expect(page).toHaveURL(/\/hi\/blog\?category=Property&search=/);
    await page.getByRole('button', { name: hi['blog.categories.all'] }).click();
    await expect(countLine(page, 1, 10, 11, hi)).toBeVisible();
    await expect(pageLink(page, 1, hi)).toHaveAttribute('aria-current', 'page');
    await pagination(page, hi).getByRole('link', { name: hi['blog.pages.next'] }).click();
    await expect(countLine(page, 11, 11, 11, hi)).toBeVisible();

    await page.getByRole('button', { name: hi['blog.list.showAll'] }).click();
    await expect(page).toHaveURL(/\/hi\/blog$/);
    await expect(countLine(page, 1, 10, total, hi)).toBeVisible();
  });
});
