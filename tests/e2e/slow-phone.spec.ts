/**
 * A low-end phone (CPU 6x slower) whose scripts arrive seconds after the
 * page is painted (held until the test releases them): what the visitor
 * does in between (scroll, tap the menu, open an answer, switch language,
 * type) must survive hydration. No test here waits for the page to be
 * hydrated before it acts.
 */
import { expect, test, type Page } from '@playwright/test';
import { localizePath } from '@/i18n/lang';
import { messages } from '../support/shared/catalogue';
import { uniqueEmail, uniquePhone } from '../support/e2e/forms';
import { headingOf, LANGS, type Lang } from '../support/e2e/pages';
import { holdAppScript, hydrated, slowCpu, SLOW_PHONE_MS } from '../support/e2e/slow-phone';
import { selectRows, suiteStack } from '../support/shared/running-stack';
import { humanPace } from '../support/e2e/wait';
import { pageText } from '@/features/content/page-texts';
import { loadBoth } from '../support/shared/both-languages';
import { contentEntry } from '../support/shared/content';

const affidavit = contentEntry('documents', 'affidavit');

const faqs = await loadBoth(pageText.faqs);

// A phone, without the service worker's install competing for the slow CPU.
test.use({ viewport: { width: 375, height: 740 }, serviceWorkers: 'block', hasTouch: true, isMobile: true });

/** Opens `url` on a slow phone, its scripts held back: the page is painted, nothing of ours has run. */
async function openBeforeScripts(page: Page, url: string) {
  await slowCpu(page);
  const scripts = await holdAppScript(page);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return scripts;
}

/** Where the page is scrolled to, once two frames have passed (a scroll made by hydration shows by then). */
const scrolledTo = (page: Page) =>
  page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY)))),
  );

const PAGES = [
  '/',
  '/about',
  '/faqs',
  '/blog',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-use',
  '/services/will-creation',
  '/documents/affidavit',
];

for (const [side, lang] of LANGS.entries()) {
  // Every page once, half of them in each language: a page's start is the same code in both (one slow load each).
  const pages = PAGES.filter((_, i) => i % 2 === side);
  test(`${lang}: a page scrolled before it is hydrated stays where the visitor scrolled it`, async ({ page }) => {
    test.slow();
    for (const path of pages) {
      const scripts = await openBeforeScripts(page, localizePath(path, lang));
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => scrolledTo(page), { message: path }).toBeGreaterThan(600);
      const before = await scrolledTo(page);
      scripts.release();
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await scrolledTo(page), `${path} after hydration`).toBe(before);
    }
  });

  for (const path of ['/', '/documents/affidavit']) {
    test(`${lang}: forms below the fold of ${path} load where the visitor already is`, async ({ page }) => {
      const t = messages[lang];
      const scripts = await openBeforeScripts(page, localizePath(path, lang));
      // Straight to the request form and, on the home page, on to the footer, before any script ran.
      await page.locator('#contact').scrollIntoViewIfNeeded();
      if (path === '/') await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      scripts.release();
      if (path === '/') {
        await expect(page.getByRole('button', { name: t['newsletter.subscribe'] })).toBeVisible({
          timeout: SLOW_PHONE_MS,
        });
        await page.locator('#contact').scrollIntoViewIfNeeded();
      }
      await expect(page.getByRole('button', { name: t['requests.form.submit'] })).toBeVisible({
        timeout: SLOW_PHONE_MS,
      });
      await expect(page.getByText(t['content.formPlaceholder'])).toBeHidden();
    });
  }

  test(`${lang}: a tap on the menu button before hydration opens the menu once it is`, async ({ page }) => {
    const t = messages[lang];
    const scripts = await openBeforeScripts(page, localizePath('/about', lang));
    await page.getByRole('button', { name: t['nav.openMenu'] }).tap();
    scripts.release();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible({ timeout: SLOW_PHONE_MS });
    await expect(menu.getByRole('button', { name: t['nav.services'] })).toBeVisible();
    await expect(page.getByRole('button', { name: t['nav.closeMenu'] }).first()).toBeVisible();
  });

  test(`${lang}: answers opened before hydration stay open`, async ({ page }) => {
    const pageFaq = faqs[lang].categories[0]!.items[0]!;
    const scripts = await openBeforeScripts(page, localizePath('/faqs', lang));
    await page.getByText(pageFaq.question, { exact: true }).tap();
    const documentFaq = affidavit[lang].faqs[0]!;
    await expect(page.getByText(pageFaq.answer, { exact: true })).toBeVisible();
    scripts.release();
    await hydrated(page);
    await expect(page.getByText(pageFaq.answer, { exact: true })).toBeVisible();

    const again = await openBeforeScripts(page, localizePath('/documents/affidavit', lang));
    await page.getByText(documentFaq.question, { exact: true }).tap();
    again.release();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(documentFaq.answer, { exact: true })).toBeVisible();
  });

  test(`${lang}: the language switched before hydration is the page shown, and remembered`, async ({ page }) => {
    const other: Lang = lang === 'en' ? 'hi' : 'en';
    const scripts = await openBeforeScripts(page, localizePath('/services/will-creation', lang));
    await page.getByRole('link', { name: messages[lang]['lang.toggleLabel'] }).tap();
    scripts.release();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/services/will-creation', other)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/services/will-creation', other));
    await hydrated(page);
    // The next visit from outside lands in the chosen language.
    await page.goto('about:blank');
    await page.goto(localizePath('/faqs', lang));
    await expect(page).toHaveURL(new RegExp(`${localizePath('/faqs', other)}$`));
  });
}

test('what is typed into the contact form before hydration is kept, and sent', async ({ page }) => {
  test.slow();
  const t = messages.hi;
  const email = uniqueEmail('early');
  const scripts = await openBeforeScripts(page, '/hi/contact-us');
  const name = page.getByLabel(t['requests.form.fullName'], { exact: false });
  await name.tap();
  const startedTyping = await page.evaluate(() => performance.now());
  await name.pressSequentially('कमला देवी');
  const emailField = page.getByLabel(t['requests.form.email'], { exact: false }).first();
  await emailField.fill(email);
  scripts.release();
  await hydrated(page);
  await expect(name).toHaveValue('कमला देवी');
  await expect(emailField).toHaveValue(email);
  // The keyboard stays where the visitor was typing.
  await expect(emailField).toBeFocused();
  // The time spent typing before hydration counts as time on the form (the
  // database refuses forms sent faster than a person types).
  const form = page.getByRole('form', { name: t['requests.form.title'] });
  expect(Number(await form.locator('[data-shown-at]').getAttribute('data-shown-at'))).toBeLessThanOrEqual(
    startedTyping + 50,
  );
  await form.getByLabel(t['requests.form.phone'], { exact: false }).fill(uniquePhone());
  await form
    .getByLabel(t['requests.form.serviceRequired'], { exact: false })
    .selectOption({ label: t['requests.service.will_creation']! });
  await form
    .getByLabel(t['requests.form.documentType'], { exact: false })
    .selectOption({ label: t['requests.documentType.will']! });
  await humanPace(page);
  await page.getByRole('button', { name: t['requests.form.submit'] }).tap();
  await expect(page.getByText(t['requests.toast.successTitle'])).toBeVisible({ timeout: SLOW_PHONE_MS });
  const rows = await selectRows<{ name: string }>(suiteStack(), 'contact_submissions', `email=eq.${email}`);
  expect(rows.map((r) => r.name)).toEqual(['कमला देवी']);
});

test('a blog search typed before hydration is run once the page is', async ({ page }) => {
  const t = messages.en;
  const scripts = await openBeforeScripts(page, '/blog');
  await page.getByRole('searchbox', { name: t['blog.search.label'] }).pressSequentially('zzzz-no-such-post');
  scripts.release();
  await hydrated(page);
  await expect(page).toHaveURL(/[?&]search=zzzz-no-such-post/);
  await expect(page.getByText(t['blog.list.empty']!)).toBeVisible({ timeout: SLOW_PHONE_MS });
  await expect(page.getByRole('searchbox', { name: t['blog.search.label'] })).toHaveValue('zzzz-no-such-post');
});

test('on /track, a phone number typed before hydration is kept beside the order number from the address', async ({
  page,
}) => {
  test.slow();
  const t = messages.hi;
  const scripts = await openBeforeScripts(page, '/hi/track?order=LP999999');
  const contact = page.getByLabel(t['track.form.contact']!, { exact: false });
  await contact.tap();
  await contact.pressSequentially('98270 12345');
  scripts.release();
  await hydrated(page);
  await expect(contact).toHaveValue('98270 12345');
  await expect(page.getByLabel(t['track.form.orderId']!, { exact: false })).toHaveValue('LP999999');
  await page.getByRole('button', { name: t['track.form.submit'] }).tap();
  await expect(page.getByText(t['track.notFound']!)).toBeVisible({ timeout: SLOW_PHONE_MS });
});
