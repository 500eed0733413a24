import AxeBuilder from '@axe-core/playwright';
import { messages } from '../support/shared/catalogue';
import { watchErrors } from '../support/e2e/site';
import type { Locator, Route } from '@playwright/test';
import { expect, test, type Page } from '../support/e2e/test';
import { scriptOf } from '../support/e2e/slow-phone';
import { toast } from '../support/e2e/toasts';
import { scaled } from '../support/e2e/time-scale';
import { waitForApp, waitForServiceWorker } from '../support/e2e/wait';
import { cards, cardTitles, countLine, pageLink, pagination, serviceRest } from '../support/e2e/blog-list';

// The service worker and the offline site are what this spec tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The blog (issues 6 and 17) against the local stack and its seed: 22
 * published posts, 11 in English (on /blog) and 11 in Hindi (on /hi/blog),
 * eight of them translations of another, and one draft, newest first. Some
 * have no author, reading time or excerpt.
 */

const { en, hi } = messages;

const seeded = {
  newestEn: {
    slug: 'consumer-complaint-district-commission-e-jagriti',
    title: 'Filing a Consumer Complaint: District Commission, e-Jagriti and the Two-Year Limit',
  },
  will: { en: 'how-to-make-a-will-in-india', hi: 'vasiyat-kaise-banayen', hiTitle: 'वसीयत' },
  newest: {
    slug: 'mukhtarnama-power-of-attorney',
    title: 'मुख्तारनामा (पावर ऑफ़ अटॉर्नी): प्रकार, पंजीयन और ज़रूरी सावधानियाँ',
  },
  eStamp: {
    id: 'c5d92a18-7e3f-4b06-a1d4-28b6e5f3c703',
    slug: 'e-stamp-madhya-pradesh-how-it-works',
    title: 'E-Stamp in Madhya Pradesh: How It Works and How to Check One',
  },
  rent: {
    id: 'a3f1c9e2-5b7d-4e8a-9c21-6d0f3b8e1a01',
    slug: 'rent-agreement-madhya-pradesh-guide',
    title: 'Rent Agreements in Madhya Pradesh: 11-Month Term, Stamp Duty, Registration and Police Verification',
    ogTitle: 'Rent Agreements in Madhya Pradesh: A Practical Guide',
  },
  draft: 'partnership-deed-and-firm-registration',
};

/** Taps a card where one of its parts is (the picture, Read More), as a finger would: the card's link covers it. */
async function tapCardAt(card: Locator, part: Locator) {
  await part.scrollIntoViewIfNeeded();
  const [outer, inner] = [await card.boundingBox(), await part.boundingBox()];
  if (!outer || !inner) throw new Error('the card is not on screen');
  await card.click({ position: { x: inner.x - outer.x + inner.width / 2, y: inner.y - outer.y + inner.height / 2 } });
}

test.describe('blog list', () => {
  test('is prerendered with its title, intro, search box and the first page of posts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [url, t] of [
      ['/blog', en],
      ['/hi/blog', hi],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['page.blog.title']);
      await expect(page.getByText(t['page.blog.lead'])).toBeVisible();
      await expect(page.getByRole('searchbox', { name: t['blog.search.label'] })).toBeVisible();
      await expect(countLine(page, 1, 10, 11, t)).toBeVisible();
      await expect(cards(page)).toHaveCount(10);
      expect((await cardTitles(page))[0]).toBe(t === en ? seeded.newestEn.title : seeded.newest.title);
      await expect(page.getByTestId('blog-skeletons')).toHaveCount(0);
      // The numbered pages are links: page 2 opens with no script at all (the page then reads it).
      await expect(pageLink(page, 2, t)).toHaveAttribute('href', `${url}?page=2`);
      await expect(pagination(page, t).getByRole('link', { name: t['blog.pages.next'] })).toHaveAttribute(
        'href',
        `${url}?page=2`,
      );
    }
    // With no script at all, a tap on a card's picture opens its article: the card's link is plain HTML.
    const first = cards(page).first();
    await tapCardAt(first, first.locator('img'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.newest.title);
    await context.close();
  });

  test('loads the posts after hydration as cards only, without console errors', async ({ page }) => {
    const errors = watchErrors(page);
    // The list's own reads: a page of cards (the offline warm-up later reads whole posts, on purpose).
    const reads: { select: string; rows: Record<string, unknown>[] }[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      const select = url.searchParams.get('select') ?? '';
      if (
        url.pathname.endsWith('/rest/v1/blog_posts') &&
        select.includes('card_excerpt') &&
        !select.includes('content')
      )
        reads.push({ select, rows: (await response.json()) as Record<string, unknown>[] });
    });
    await page.goto('/blog');
    await expect(countLine(page, 1, 10, 11)).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    expect((await cardTitles(page))[0]).toBe(seeded.newestEn.title);
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.rows).toHaveLength(10);
    for (const row of reads[0]!.rows) expect(row).not.toHaveProperty('content');
    expect(errors).toEqual([]);
  });

  test('hydrates a deep link with search, category and page in the URL', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/hi/blog?category=Legal%20Documents');
    await expect(countLine(page, 1, 5, 5, hi)).toBeVisible();
    await expect(page.getByRole('button', { name: hi['blog.category.legalDocuments'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/blog?search=sampada&page=2');
    await expect(page.getByRole('searchbox', { name: en['blog.search.label'] })).toHaveValue('sampada');
    // Seven English results fit on one page: page 2 is past the last, and the address moves to page 1.
    await expect(countLine(page, 1, 7, 7)).toBeVisible();
    await expect(page).toHaveURL(/\/blog\?search=sampada$/);
    await expect(pagination(page)).toHaveCount(0);
    // The prerendered language link had no query; once hydrated it keeps the visitor's.
    await expect(page.getByRole('link', { name: en['lang.toggleLabel'] })).toHaveAttribute(
      'href',
      '/hi/blog?search=sampada',
    );
    await page.waitForLoadState('networkidle');
    // Page 2 of seven results is past the last: the server answers 416 (Range Not Satisfiable) with the count.
    expect(errors.filter((error) => !error.includes('status of 416'))).toEqual([]);
  });

  test('shows each card as the spec says, with the fallbacks for missing fields', async ({ page }) => {
    await page.goto('/hi/blog');
    const card = (title: string) =>
      cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

    // No author: 'Unknown Author'. Category badge, tags (4 stored, 3 shown), reading time.
    const newest = card(seeded.newest.title);
    await expect(newest.getByText(hi['blog.card.unknownAuthor'])).toBeVisible();
    await expect(newest.getByText(hi['blog.category.legalDocuments'], { exact: true })).toBeVisible();
    await expect(newest.getByRole('list', { name: hi['blog.card.tags'] }).getByRole('listitem')).toHaveCount(3);
    await expect(newest.getByText(hi['blog.card.readingTime'].replace('{n}', '5'))).toBeVisible();
    await expect(newest.getByRole('img')).toHaveCount(0); // the cover is decorative (alt="")
    await expect(newest.locator('img')).toHaveAttribute('src', /mukhtarnama-power-of-attorney-960\.webp$/);

    // No reading time: 'N/A'.
    await page.goto('/blog');
    const notice = card('Legal Notices: When to Send One, How to Reply, and the Deadlines That Matter');
    await expect(notice.getByText(en['blog.card.noReadingTime'], { exact: true })).toBeVisible();
    await expect(notice.getByText('Adv. Rajesh Tiwari')).toBeVisible();

    // No excerpt: the first 150 characters of the text of the content, then '...'.
    const eStamp = card(seeded.eStamp.title);
    const excerpt = await eStamp.locator('p').first().textContent();
    expect(excerpt).toMatch(/^\S.{140,150}\.\.\.$/);
    expect(excerpt).not.toMatch(/[<>]/);

    // A card has one link, its title's, over the whole card: a tap on Read More opens the
    // article at its canonical address.
    await expect(eStamp.getByRole('link')).toHaveCount(1);
    await expect(eStamp.getByRole('link')).toHaveAccessibleName(seeded.eStamp.title);
    await tapCardAt(eStamp, eStamp.getByText(en['blog.card.readMore'], { exact: true }));
    await expect(page).toHaveURL(new RegExp(`/blog/${seeded.eStamp.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.eStamp.title);
  });

  test('search: case-insensitive on title, content and excerpt, in the URL, back to page 1', async ({ page }) => {
    await page.goto('/blog?page=2');
    await expect(countLine(page, 11, 11, 11)).toBeVisible();
    const search = page.getByRole('searchbox', { name: en['blog.search.label'] });

    await search.fill('SAMPADA');
    await expect(page).toHaveURL(/\/blog\?search=SAMPADA$/); // page 2 dropped
    // Its title, and the content of the other English posts that mention the portal.
    await expect(countLine(page, 1, 7, 7)).toBeVisible();
    const titles = await cardTitles(page);
    expect(titles).toContain("Sampada 2.0: A Practical Guide to Madhya Pradesh's Registration Portal");
    expect(titles).toContain(seeded.eStamp.title);

    // Words only in the content (not in any title or excerpt).
    await search.fill('section 138');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText(
      'Legal Notices: When to Send One, How to Reply, and the Deadlines That Matter',
    );

    // HTML tags are not text.
    await search.fill('<strong>');
    await expect(page.getByText(en['blog.list.empty'])).toBeVisible();
    await search.fill('zzzz-no-such-words');
    await expect(page.getByText(en['blog.list.empty'])).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: en['blog.list.showAll'] }).click();
    await expect(search).toHaveValue('');
    await expect(countLine(page, 1, 10, 11)).toBeVisible();
    // Back and Forward move the field with the address; typing replaced one entry, so Back is the search.
    await page.goBack();
    await expect(search).toHaveValue('zzzz-no-such-words');
    await expect(page.getByText(en['blog.list.empty'])).toBeVisible();
    await page.goForward();
    await expect(search).toHaveValue('');
    await expect(countLine(page, 1, 10, 11)).toBeVisible();

    // Hindi words are in the Hindi posts: none here, and a link to the two that have them.
    await search.fill('किरायेदार');
    await expect(page.getByText(en['blog.list.empty'])).toBeVisible();
    await page.getByRole('link', { name: /2 Hindi articles match your search/ }).click();
    await expect(page).toHaveURL(/\/hi\/blog\?search=/);
    await expect(page.getByRole('searchbox', { name: hi['blog.search.label'] })).toHaveValue('किरायेदार');
    await expect(countLine(page, 1, 2, 2, hi)).toBeVisible();
    expect((await cardTitles(page)).some((t) => t.includes('किरायानामा'))).toBe(true);
  });

  test("each language lists its own posts, with a link to the other language's", async ({ page }) => {
    await page.goto('/blog');
    await expect(countLine(page, 1, 10, 11)).toBeVisible();
    expect((await cardTitles(page)).some((t) => /[\u0900-\u097F]/.test(t))).toBe(false);
    const toHindi = page.getByRole('link', { name: `${en['blog.list.otherLanguage'].replace('{count}', '11')} →` });
    await expect(toHindi).toHaveAttribute('hreflang', 'hi');
    await toHindi.click();
    await expect(page).toHaveURL(/\/hi\/blog$/);
    await expect(countLine(page, 1, 10, 11, hi)).toBeVisible();
    expect((await cardTitles(page)).every((t) => /[\u0900-\u097F]/.test(t))).toBe(true);
    await expect(
      page.getByRole('link', { name: `${hi['blog.list.otherLanguage'].replace('{count}', '11')} →` }),
    ).toHaveAttribute('href', '/blog');
  });

  test('category: exact match, combined with search, in the URL, back to page 1', async ({ page }) => {
    await page.goto('/hi/blog?page=2');
    // With ?page the list is the browser's own answer: the page has hydrated and its buttons work.
    await expect(countLine(page, 11, 11, 11, hi)).toBeVisible();
    const categories = page.getByRole('group', { name: hi['blog.categories.label'] });
    await expect(categories.getByRole('button')).toHaveText([
      hi['blog.categories.all'],
      hi['blog.category.legalDocuments'],
      hi['blog.category.consumerRights'],
      hi['blog.category.governmentPortals'],
      hi['blog.category.property'],
    ]);
    await categories.getByRole('button', { name: hi['blog.category.governmentPortals'] }).click();
    await expect(page).toHaveURL(/\/hi\/blog\?category=Government(%20|\+)Portals$/);
    await expect(countLine(page, 1, 2, 2, hi)).toBeVisible();
    await expect(cards(page).getByText(hi['blog.category.governmentPortals'], { exact: true })).toHaveCount(2);
    await expect(pagination(page, hi)).toHaveCount(0);

    // 'संपदा' is in eight Hindi posts' text; two of them are Government Portals posts.
    await page.getByRole('searchbox', { name: hi['blog.search.label'] }).fill('संपदा');
    await expect(countLine(page, 1, 2, 2, hi)).toBeVisible();
    await categories.getByRole('button', { name: hi['blog.category.consumerRights'] }).click();
    await expect(page.getByText(hi['blog.list.empty'])).toBeVisible();

    await categories.getByRole('button', { name: hi['blog.categories.all'] }).click();
    await expect(countLine(page, 1, 8, 8, hi)).toBeVisible();
    await expect(categories.getByRole('button', { name: hi['blog.categories.all'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a failed list load shows the error toast and keeps the prerendered list; with nothing to show, a way to try again', async ({
    page,
    context,
  }) => {
    await context.route('**/rest/v1/blog_posts**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"database is down"}' }),
    );
    await page.goto('/blog');
    await expect(toast(page, en['blog.error.title'])).toContainText(en['blog.error.list']);
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('alert').filter({ hasText: en['blog.list.unavailable'] })).toHaveCount(0);

    // Reached from another page, the list has no prerendered copy: the error takes its place.
    await page.goto('/about');
    await waitForApp(page);
    await page
      .getByRole('navigation', { name: en['nav.mainLabel'] })
      .getByRole('link', { name: en['nav.blog'] })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: en['blog.list.unavailable'] })).toBeVisible();
    await context.unroute('**/rest/v1/blog_posts**');
    await page.getByRole('button', { name: en['blog.error.retry'] }).click();
    await expect(countLine(page, 1, 10, 11)).toBeVisible();
  });

  test("the list's code that never arrives: the prerendered cards stay, the page says so in Hindi, and Try again reads the list", async ({
    page,
    context,
  }) => {
    const isListCode = (url: URL) => url.pathname === scriptOf('src/features/blog/list/blog-list-live.tsx');
    const cut = (route: Route) => route.abort('internetdisconnected');
    // The context's route: the service worker's own downloads (its precache) are cut too.
    await context.route(isListCode, cut);
    await page.goto('/hi/blog');
    const problem = page.locator('[data-region-problem]');
    await expect(problem).toContainText(hi['region.failed']!, { timeout: scaled(30_000) });
    await expect(cards(page)).toHaveCount(10);
    await expect(countLine(page, 1, 10, 11, hi)).toBeVisible();

    await context.unroute(isListCode, cut);
    const read = page.waitForRequest('**/rest/v1/blog_posts**');
    await problem.getByRole('button', { name: hi['action.tryAgain'] }).click();
    await read;
    await expect(problem).toHaveCount(0);
    await expect(cards(page)).toHaveCount(10);
  });
});

test.describe('article', () => {
  test('shows header, cover, sanitised body, share bar, related posts and its head tags', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/blog/${seeded.rent.slug}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(seeded.rent.title);
    await expect(page.getByRole('link', { name: en['blog.back'] })).toHaveAttribute('href', '/blog');
    await expect(page.locator('main time')).toHaveText('14 January 2025');
    const header = page.locator('main article header');
    await expect(header.getByText('Sunita Mishra')).toBeVisible();
    await expect(header.getByText('6 min read')).toBeVisible();
    await expect(header.getByText(en['blog.category.property'], { exact: true })).toBeVisible();
    await expect(header.getByText(/^Why most rent agreements in Madhya Pradesh run for 11 months/)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Why most rent agreements are made for 11 months' }),
    ).toBeVisible();
    await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
    expect(
      await page
        .locator('main img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    const share = page.getByRole('region', { name: en['blog.share.title'] });
    const url = encodeURIComponent(new URL(`/blog/${seeded.rent.slug}`, page.url()).href);
    await expect(share.getByRole('link', { name: en['blog.share.facebook'] })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    await expect(share.getByRole('link', { name: en['blog.share.twitter'] })).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${url.replace(/[.]/g, '\\.')}`),
    );
    await expect(share.getByRole('link', { name: en['blog.share.linkedin'] })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    await expect(share.getByRole('link', { name: en['blog.share.email'] })).toHaveAttribute(
      'href',
      /^mailto:\?subject=/,
    );
    await expect(share.getByRole('link', { name: en['blog.share.facebook'] })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    // Related: the category's English posts first (two), then a Hindi one, at its own address.
    const related = page.getByRole('complementary', { name: en['blog.related.title'] });
    await expect(related.locator('article')).toHaveCount(3);
    await expect(related.getByText(en['blog.category.property'], { exact: true })).toHaveCount(3);
    await expect(related.getByRole('heading', { name: seeded.rent.title })).toHaveCount(0);
    await expect(related.locator('article h3, article h2').nth(2)).toHaveAttribute('lang', 'hi');
    await expect(related.locator('a[href^="/hi/blog/"]').first()).toBeVisible();

    // No translation: no hreflang pair, and the language toggle goes to the Hindi posts.
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: en['lang.toggleLabel'] })).toHaveAttribute('href', '/hi/blog');
    await expect(page.getByRole('link', { name: new RegExp(en['blog.article.translation']) })).toHaveCount(0);

    // Head: title and Open Graph from og_*, Article JSON-LD.
    await expect(page).toHaveTitle(`${seeded.rent.ogTitle} | ${en['brand.name']}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${seeded.rent.ogTitle} | ${en['brand.name']}`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /rent-agreement-madhya-pradesh-guide-960\.webp$/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^The 11-month rule/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      author: { name: 'Sunita Mishra' },
      datePublished: '2025-01-14T05:00:00+00:00',
    });
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a Hindi post lives at its Hindi address, paired with its English translation', async ({ page }) => {
    const errors = watchErrors(page);
    // At the English address: moved to its own, in Hindi.
    await page.goto(`/blog/${seeded.will.hi}`);
    await expect(page).toHaveURL(new RegExp(`/hi/blog/${seeded.will.hi}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(seeded.will.hiTitle);
    await expect(page.getByRole('link', { name: hi['blog.back'] })).toHaveAttribute('href', '/hi/blog');
    await expect(page.locator('main time')).toHaveText('27 जनवरी 2026');
    await expect(page.getByText(hi['blog.card.readingTime'].replace('{n}', '5')).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: hi['blog.related.title'] })).toBeVisible();
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'hi_IN');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/blog\/vasiyat-kaise-banayen$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/blog\/how-to-make-a-will-in-india$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
      'href',
      /\/hi\/blog\/vasiyat-kaise-banayen$/,
    );

    // The translation, from the link under the byline and from the language toggle.
    await expect(page.getByRole('link', { name: `${hi['blog.article.translation']} →` })).toHaveAttribute(
      'href',
      `/blog/${seeded.will.en}`,
    );
    await page.getByRole('link', { name: hi['lang.toggleLabel'] }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${seeded.will.en}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Making a Will in India: Witnesses, Optional Registration and Probate Basics',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: en['lang.toggleLabel'] })).toHaveAttribute(
      'href',
      `/hi/blog/${seeded.will.hi}`,
    );

    // An English post asked for at the Hindi address: moved to the English one (Back skips the wrong one).
    await page.goto(`/hi/blog/${seeded.rent.slug}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${seeded.rent.slug}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/blog/${seeded.will.en}$`));
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('no seeded post carries script into the page', async ({ page }) => {
    for (const slug of [seeded.rent.slug, seeded.eStamp.slug, seeded.newest.slug]) {
      await page.goto(`/blog/${slug}`);
      const body = page
        .locator('main article [lang]')
        .filter({ has: page.locator('h2') })
        .first();
      await expect(body).toBeVisible();
      expect(await body.locator('script, iframe, object, embed, form, style').count()).toBe(0);
      const handlers = await body.evaluate((el) =>
        Array.from(el.querySelectorAll('*')).flatMap((node) =>
          Array.from(node.attributes)
            .filter((a) => a.name.startsWith('on') || a.name === 'style')
            .map((a) => a.name),
        ),
      );
      expect(handlers).toEqual([]);
    }
  });

  test('canonical redirects: id form with a wrong or missing slug, slug form with a wrong slug', async ({ page }) => {
    await page.goto(`/blog/${seeded.rent.id}/wrong-slug`);
    await expect(page).toHaveURL(new RegExp(`/blog/${seeded.rent.id}/${seeded.rent.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.rent.title);

    await page.goto(`/blog/${seeded.rent.id.toUpperCase()}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${seeded.rent.id}/${seeded.rent.slug}$`));

    await page.goto(`/blog/${seeded.rent.slug}/wrong-slug`);
    await expect(page).toHaveURL(new RegExp(`/blog/${seeded.rent.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.rent.title);

    // The correct id form stays; an English post in the Hindi frame moves to its own language.
    await page.goto(`/blog/${seeded.rent.id}/${seeded.rent.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.rent.title);
    await expect(page).toHaveURL(new RegExp(`/blog/${seeded.rent.id}/${seeded.rent.slug}$`));
    await page.goto(`/hi/blog/${seeded.eStamp.id}/x`);
    await expect(page).toHaveURL(new RegExp(`[^i]/blog/${seeded.eStamp.id}/${seeded.eStamp.slug}$`));

    // A redirect replaces the wrong address: Back does not return to it.
    await page.goto('/about');
    await page.goto(`/blog/${seeded.rent.slug}/wrong-slug`);
    await expect(page).toHaveURL(new RegExp(`/blog/${seeded.rent.slug}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('copy link shows "Link Copied" and puts the address on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/blog/${seeded.rent.slug}`);
    await page.getByRole('button', { name: en['blog.share.copy'] }).click();
    await expect(page.getByRole('button', { name: en['blog.share.copied'] })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(`/blog/${seeded.rent.slug}`, page.url()).href,
    );
    // And back, a moment later.
    await expect(page.getByRole('button', { name: en['blog.share.copy'] })).toBeVisible();
  });

  test('an unknown slug or a draft: the Not Found toast, then the not-found page with a way back', async ({ page }) => {
    for (const [url, t] of [
      ['/blog/no-such-article', en],
      [`/hi/blog/${seeded.draft}`, hi],
    ] as const) {
      await page.goto(url);
      await expect(toast(page, t['blog.notFound.toastTitle'])).toContainText(t['blog.notFound.toastText']);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['blog.notFound.title']);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    await page.getByRole('link', { name: hi['blog.back'] }).click();
    await expect(page).toHaveURL(/\/hi\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi['page.blog.title']);
  });

  test('a failed article load shows the error toast and a way to try again', async ({ page, context }) => {
    await context.route('**/rest/v1/blog_posts**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' }),
    );
    // The id form is never prerendered: the browser reads the post.
    await page.goto(`/blog/${seeded.rent.id}/${seeded.rent.slug}`);
    await expect(toast(page, en['blog.error.title'])).toContainText(en['blog.error.post']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['blog.error.post']);
    await context.unroute('**/rest/v1/blog_posts**');
    await page.getByRole('button', { name: en['blog.error.retry'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.rent.title);
  });
  test('a stalled translation lookup does not hold the article back', async ({ page, context }) => {
    // The post arrives; the request for its translation never answers (until the client gives up on it).
    const lookup = /\/rest\/v1\/blog_posts\?.*[?&]or=[^&]*translation_of/;
    await context.route(lookup, () => {});
    const asked = page.waitForRequest(lookup);
    let givenUp = false;
    page.on('requestfailed', (request) => (givenUp ||= lookup.test(request.url())));
    // The id form is never prerendered: the browser reads the post, then looks for its translation.
    await page.goto(`/blog/${seeded.rent.id}/${seeded.rent.slug}`);
    await asked;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.rent.title);
    expect(givenUp, 'the article shows while its translation lookup still hangs').toBe(false);
    // Without the pair, the toggle goes to the other language's list.
    await expect(page.getByRole('link', { name: en['lang.toggleLabel'] })).toHaveAttribute('href', '/hi/blog');
  });

  test('a prerendered article reads in full with the database down, and stays after hydration', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    await context.route('**/rest/v1/blog_posts**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' }),
    );
    await page.goto(`/blog/${seeded.rent.slug}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.rent.title);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Why most rent agreements are made for 11 months' }),
    ).toBeVisible();
    // Related posts as the build found them.
    await expect(page.getByRole('complementary', { name: en['blog.related.title'] }).locator('article')).toHaveCount(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors.filter((e) => !/503|Failed to load resource/.test(e))).toEqual([]);
  });

  test('a prerendered article is whole again when the visitor comes back to it', async ({ page }) => {
    // The data the page hydrates from does not repeat the body: the page reads it from itself, once.
    await page.goto(`/blog/${seeded.rent.slug}`);
    await page.waitForSelector('html[data-app-ready]');
    const body = page.getByRole('heading', { level: 2, name: 'Why most rent agreements are made for 11 months' });
    await expect(body).toBeVisible();
    await page.getByRole('link', { name: en['nav.about'] }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['page.about.title']);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.rent.title);
    await expect(body).toBeVisible();
  });
});

test("axe finds no WCAG 2.2 AA violations on articles and the blog's other states", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const problems: string[] = [];
  // /blog and /hi/blog themselves are in tests/e2e/a11y.spec.ts (prerendered pages).
  for (const url of [
    '/blog?search=zzzz',
    '/blog?page=2',
    `/blog/${seeded.rent.slug}`,
    `/hi/blog/${seeded.newest.slug}`,
    '/hi/blog/no-such-article',
  ]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    for (const v of violations)
      problems.push(
        `${url}: ${v.id} ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
      );
  }
  expect(problems).toEqual([]);
});

test.describe('posts added to the database', () => {
  const title = 'वसीयत कैसे लिखें: दो गवाह, पंजीयन और प्रोबेट';
  const slug = 'वसीयत-कैसे-लिखें-दो-गवाह-पंजीयन-और-प्रोबेट';
  const hostileSlug = 'e2e-hostile-html';
  const ids: string[] = [];
  let hindiId = '';
  const rest = (pathAndQuery: string, init: RequestInit = {}) =>
    serviceRest(pathAndQuery, { ...init, headers: { Prefer: 'return=representation' } });

  test.beforeAll(async () => {
    // Old dates: the posts land at the end of the list, away from the other tests' pages.
    const response = await rest('/blog_posts', {
      method: 'POST',
      body: JSON.stringify([
        // PostgREST inserts several rows only when they have the same keys.
        {
          title,
          slug: null,
          content: '<p>वसीयत एक ऐसा दस्तावेज़ है जिससे आप तय करते हैं कि आपकी संपत्ति किसे मिलेगी।</p>',
          category: 'Legal Documents',
          language: 'hi',
          created_at: '2024-06-01T10:00:00+05:30',
          tags: ['वसीयत'],
        },
        {
          title: 'Hostile HTML',
          slug: hostileSlug,
          category: 'Legal Documents',
          language: 'en',
          created_at: '2024-05-01T10:00:00+05:30',
          tags: [],
          content: [
            '<p>Before</p>',
            '<script>window.__xss = 1</script>',
            '<img src="/nope.png" onerror="window.__xss = 1">',
            '<svg onload="window.__xss = 1"><circle r="4"/></svg>',
            '<a id="js-link" href="javascript:window.__xss = 1">js link</a>',
            '<a id="ext-link" href="https://example.org/">external</a>',
            '<iframe src="https://example.org/"></iframe>',
            '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
            '<details open ontoggle="window.__xss = 1"><summary>summary</summary>details</details>',
            '<form action="https://evil.example/"><input autofocus onfocus="window.__xss = 1"></form>',
            '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 1"></style></mglyph></table></mtext></math>',
            '<p style="position:fixed;inset:0;background:red">After</p>',
          ].join(''),
        },
      ]),
    });
    expect(response.status).toBe(201);
    const rows = (await response.json()) as { id: string; title: string }[];
    ids.push(...rows.map((r) => r.id));
    hindiId = rows.find((r) => r.title === title)!.id;
  });
  test.afterAll(async () => {
    for (const id of ids) expect((await rest(`/blog_posts?id=eq.${id}`, { method: 'DELETE' })).ok).toBe(true);
  });

  test('a Hindi title without a stored slug lives at /hi/blog/{id}/{Hindi slug}; its excerpt comes from the content', async ({
    page,
  }) => {
    await page.goto('/hi/blog?search=%E0%A4%B5%E0%A4%B8%E0%A5%80%E0%A4%AF%E0%A4%A4');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText('वसीयत एक ऐसा दस्तावेज़ है जिससे आप तय करते हैं कि आपकी संपत्ति किसे मिलेगी।')).toBeVisible();
    await tapCardAt(card, card.getByText(hi['blog.card.readMore'], { exact: true }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/hi/blog/${hindiId}/${slug}`);
  });

  test('a Hindi post without a stored slug, at the English address with a wrong slug, moves to its own', async ({
    page,
  }) => {
    await page.goto(`/blog/${hindiId}/wrong`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/hi/blog/${hindiId}/${slug}`);
  });

  test('hostile HTML in a post runs nothing in the browser', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/blog/${hostileSlug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostile HTML');
    const body = page.locator('main article [lang]').filter({ hasText: 'Before' }).first();
    await expect(body.getByText('After')).toBeVisible();
    await expect(body.getByText('summary')).toBeVisible();
    const ran = () => page.evaluate(() => (window as Window & { __xss?: number }).__xss);
    await page.waitForTimeout(scaled(500)); // for onerror, onload, ontoggle, autofocus
    expect(await ran()).toBeUndefined();
    await page.locator('#js-link').click();
    await page.waitForTimeout(scaled(300));
    expect(await ran()).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/blog/${hostileSlug}$`));
    expect(await body.locator('script, iframe, svg, math, form, input, style').count()).toBe(0);
    await expect(body.getByText('After')).not.toHaveAttribute('style');
    await expect(page.locator('#js-link')).not.toHaveAttribute('href');
    await expect(page.locator('#ext-link')).toHaveAttribute('target', '_blank');
    await expect(page.locator('#ext-link')).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

/** Whether the worker keeps a post's cover: the offline warm-up requests them once it has kept the posts. */
const coverKept = (page: Page, slug: string) =>
  page.evaluate(async (url) => {
    const cache = await caches.open('images');
    return (await cache.keys()).some((request) => new URL(request.url).pathname === url);
  }, `/images/blog/${slug}-960.webp`);

test.describe('offline reading', () => {
  // The worker's own web server (ownSite), so it can be stopped under the open page.
  test('with the servers stopped, a recent post never opened reads from this device', async ({
    page,
    ownSite: server,
  }) => {
    test.setTimeout(scaled(120_000));
    // Each language's list keeps its newest posts when the browser is idle: the Hindi first.
    await page.goto(`${server.url}/hi/blog`);
    await expect(countLine(page, 1, 10, 11, hi)).toBeVisible();
    await waitForServiceWorker(page);
    await expect.poll(() => coverKept(page, seeded.newest.slug), { timeout: scaled(45_000) }).toBe(true);
    await page.goto(`${server.url}/blog`);
    await expect(countLine(page, 1, 10, 11)).toBeVisible();
    // The warm-up keeps the list in IndexedDB and fetches the covers of the newest posts into the worker's cache;
    // the e-stamp post is one of them, never opened.
    await expect.poll(() => coverKept(page, seeded.eStamp.slug), { timeout: scaled(45_000) }).toBe(true);

    await server.stop();
    try {
      await page.goto(`${server.url}/blog/${seeded.eStamp.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.eStamp.title);
      await expect(page.getByText(en['blog.offline.note'])).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /e-stamp/i }).first()).toBeVisible();
      const coverImage = page.locator('main article img').first();
      await expect(coverImage).toHaveJSProperty('complete', true);
      expect(await coverImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // The list works from the device too, with the note that says so, 10 a page.
      await page.getByRole('link', { name: en['blog.back'] }).click();
      await expect(page.getByText(en['blog.list.offlineNote'])).toBeVisible();
      // The 20 newest posts of the language are kept: all 11 English ones, on two pages.
      await expect(countLine(page, 1, 10, 11)).toBeVisible();
      await pagination(page).getByRole('link', { name: en['blog.pages.next'] }).click();
      await expect(page).toHaveURL(/\/blog\?page=2$/);
      await expect(countLine(page, 11, 11, 11)).toBeVisible();
      await expect(cards(page)).toHaveCount(1);
      await expect(page.getByText(en['blog.list.offlineNote'])).toBeVisible();
      await page.getByRole('searchbox', { name: en['blog.search.label'] }).fill('affidavit');
      await expect(page).toHaveURL(/\/blog\?search=affidavit$/);
      expect((await cardTitles(page)).length).toBeGreaterThan(0);

      // The Hindi posts kept: the same pages, with the note in Hindi; a page opened by its address.
      await page.goto(`${server.url}/hi/blog?page=2`);
      await expect(countLine(page, 11, 11, 11, hi)).toBeVisible();
      await expect(page.getByText(hi['blog.list.offlineNote'])).toBeVisible();
      await pageLink(page, 1, hi).click();
      await expect(countLine(page, 1, 10, 11, hi)).toBeFocused();

      // An article that is not on this device: a clear message, never a spinner.
      await page.goto(`${server.url}/hi/blog/never-saved-article`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi['blog.article.unavailableTitle']);
      await expect(page.getByRole('link', { name: hi['blog.back'] })).toBeVisible();
    } finally {
      await server.start();
    }
  });
});
