import { expect, test } from './support/test';
import { messages, watchErrors } from './support/site';
import { loadAllHomeText } from '../../src/features/content/home';
import { aboutText } from '../../src/features/content/about';
import { loadAllFaqPages } from '../../src/features/content/faqs';
import willCreation from '../../src/features/content/services/will-creation';
import affidavit from '../../src/features/content/documents/affidavit';
import rentAgreement from '../../src/features/content/documents/rent-agreement';
import privacy from '../../src/features/content/legal/privacy';
import terms from '../../src/features/content/legal/terms';

const homeText = await loadAllHomeText();
const faqs = await loadAllFaqPages();

const { en, hi } = messages;

/** Every route of spec §2 with the H1 a visitor sees in each language. */
const routes: { path: string; en: string | RegExp; hi: string | RegExp }[] = [
  { path: '/', en: homeText.en.hero.headline, hi: homeText.hi.hero.headline },
  { path: '/about', en: aboutText.en.title, hi: aboutText.hi.title },
  { path: '/services/will-creation', en: willCreation.en.title, hi: willCreation.hi.title },
  { path: '/services/unknown-service', en: en['serviceNotFound.title'], hi: hi['serviceNotFound.title'] },
  { path: '/documents/affidavit', en: affidavit.en.title, hi: affidavit.hi.title },
  { path: '/documents', en: rentAgreement.en.title, hi: rentAgreement.hi.title },
  { path: '/documents/unknown-document', en: en['documentNotFound.title'], hi: hi['documentNotFound.title'] },
  { path: '/blog', en: en['page.blog.title'], hi: hi['page.blog.title'] },
  // No such post: the 'Not Found' toast, then the not-found page with a way back to the blog.
  { path: '/blog/some-post', en: en['blog.notFound.title']!, hi: hi['blog.notFound.title']! },
  { path: '/blog/some-post/some-slug', en: en['blog.notFound.title']!, hi: hi['blog.notFound.title']! },
  { path: '/faqs', en: faqs.en.text.title, hi: faqs.hi.text.title },
  { path: '/contact-us', en: en['page.contact.title'], hi: hi['page.contact.title'] },
  { path: '/privacy-policy', en: privacy.en.title, hi: privacy.hi.title },
  { path: '/terms-of-use', en: terms.en.title, hi: terms.hi.title },
  { path: '/no/such/page', en: en['notFound.title'], hi: hi['notFound.title'] },
];

for (const route of routes) {
  for (const lang of ['en', 'hi'] as const) {
    const url = lang === 'hi' ? (route.path === '/' ? '/hi' : `/hi${route.path}`) : route.path;
    test(`${url} shows its heading in ${lang} and hydrates cleanly`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route[lang]);
      // After hydration the app reacts: the language toggle is a working link.
      await expect(page.getByRole('link', { name: messages[lang]['lang.toggleLabel'] })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors.filter((e) => !e.includes('404') && !e.includes('no page at'))).toEqual([]);
    });
  }
}

test('prerendered pages show their content with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/hi/services/will-creation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(willCreation.hi.title);
  await expect(page.getByText(willCreation.hi.faqs[0]!.question)).toBeVisible();
  // The FAQ answers open without JavaScript (native disclosures).
  await expect(page.getByText(willCreation.hi.faqs[0]!.answer)).toBeHidden();
  await page.getByText(willCreation.hi.faqs[0]!.question).click();
  await expect(page.getByText(willCreation.hi.faqs[0]!.answer)).toBeVisible();
  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Terms of Use/);
  await expect(page.getByText('Satna, Madhya Pradesh').first()).toBeVisible();
  await context.close();
});

test('a page warms up the browser’s Intl data in a worker its policy allows, which then closes', async ({ page }) => {
  const errors = watchErrors(page);
  let closed: Promise<unknown> | undefined;
  const started = page.waitForEvent('worker', {
    predicate: (worker) => {
      closed = new Promise((resolve) => worker.once('close', resolve));
      return true;
    },
  });
  await page.goto('/hi/blog');
  expect(new URL((await started).url()).pathname).toMatch(/^\/assets\/intl-warmup-[\w-]+\.js$/);
  await closed;
  // The page hydrated after it, with no error (a refused worker would log one).
  await expect(page.getByRole('link', { name: messages.hi['lang.toggleLabel'] })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown address answers 404 with the not-found page', async ({ page }) => {
  const errors = watchErrors(page);
  const response = await page.goto('/hi/kuch-bhi');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi['notFound.title']);
  await expect(page.getByText(hi['notFound.text'])).toBeVisible();
  expect(errors.some((e) => e.includes('/hi/kuch-bhi'))).toBe(true); // the missing path is logged

  await page.goto('/about');
  await page.goto('/missing-page');
  await expect(page.getByText(en['notFound.text'])).toBeVisible();
  await page.getByRole('button', { name: en['notFound.back'] }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goto('/missing-page');
  await page.getByRole('link', { name: en['notFound.home'] }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeText.en.hero.headline);
});
