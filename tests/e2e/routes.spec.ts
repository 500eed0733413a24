import { messages } from '../support/shared/catalogue';
import { localizePath } from '@/i18n/lang';
import { routes } from '../support/e2e/pages';
import { watchErrors } from '../support/e2e/site';
import { expect, test } from '../support/e2e/test';
import { pageText } from '@/features/content/page-texts';
import { loadBoth } from '../support/shared/both-languages';
import { contentEntry } from '../support/shared/content';

const willCreation = contentEntry('services', 'will-creation');

const homeText = await loadBoth(pageText.home);
const { en, hi } = messages;

for (const route of routes) {
  for (const lang of ['en', 'hi'] as const) {
    const url = localizePath(route.path, lang);
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
