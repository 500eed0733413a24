import { expect, test } from '@playwright/test';
import { messages, watchErrors } from './support/site';

const { en, hi } = messages;

/** Every route of spec §2 with the H1 a visitor sees in each language. */
const routes: { path: string; en: string | RegExp; hi: string | RegExp }[] = [
  { path: '/', en: en['page.home.title'], hi: hi['page.home.title'] },
  { path: '/about', en: en['page.about.title'], hi: hi['page.about.title'] },
  { path: '/services/will-creation', en: en['service.will-creation'], hi: hi['service.will-creation'] },
  { path: '/services/unknown-service', en: en['serviceNotFound.title'], hi: hi['serviceNotFound.title'] },
  { path: '/documents/affidavit', en: en['document.affidavit'], hi: hi['document.affidavit'] },
  { path: '/documents', en: en['document.rent-agreement'], hi: hi['document.rent-agreement'] },
  { path: '/documents/unknown-document', en: en['documentNotFound.title'], hi: hi['documentNotFound.title'] },
  { path: '/blog', en: en['page.blog.title'], hi: hi['page.blog.title'] },
  { path: '/blog/some-post', en: en['page.article.title'], hi: hi['page.article.title'] },
  { path: '/blog/some-post/some-slug', en: en['page.article.title'], hi: hi['page.article.title'] },
  { path: '/faqs', en: en['page.faqs.title'], hi: hi['page.faqs.title'] },
  { path: '/contact-us', en: en['page.contact.title'], hi: hi['page.contact.title'] },
  { path: '/privacy-policy', en: /Privacy Policy/, hi: /गोपनीयता नीति/ },
  { path: '/terms-of-use', en: /Terms of Use/, hi: /शर्तें/ },
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
  await page.goto('/hi/services/stamp-papers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi['service.stamp-papers']);
  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Terms of Use/);
  await expect(page.getByText('Satna, Madhya Pradesh').first()).toBeVisible();
  await context.close();
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['page.home.title']);
});
