/**
 * Nothing is wider than a phone: at 375 px no page scrolls sideways (a row
 * that does not wrap pushes the header's menu button off the screen). Every
 * prerendered page as served, in both languages, and the home page once its
 * lazily loaded sections are in.
 */
import { localizePath } from '@/i18n/lang';
import { LANGS, prerendered } from '../support/e2e/pages';
import { expect, test, type Page } from '../support/e2e/test';
import { waitForApp } from '../support/e2e/wait';
import { scaled } from '../support/e2e/time-scale';

const PHONE = { width: 375, height: 740 };

/** The elements that reach past the window's right edge, outermost first. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 3)
      .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 50)}"`);
  });

test('no prerendered page scrolls sideways on a 375 px phone, in either language', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const path of prerendered.paths)
    for (const lang of LANGS) {
      const url = localizePath(path, lang);
      await page.goto(url);
      for (const element of await overflowing(page)) problems.push(`${url}: ${element}`);
    }
  await context.close();
  expect(problems).toEqual([]);
});

for (const lang of LANGS)
  test(`the home page, hydrated with all its sections, fits a 375 px phone (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(localizePath('/', lang));
    await waitForApp(page);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.locator('#contact').getByRole('textbox').first()).toBeVisible({ timeout: scaled(15_000) });
    expect(await overflowing(page)).toEqual([]);
    await context.close();
  });
