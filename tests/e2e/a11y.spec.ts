import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../src/build/pages';
import { localizePath } from '../../src/i18n/lang';

/** Issue 7: WCAG 2.2 AA rules of axe on every page in both languages: zero violations. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const paths = [...PRERENDERED_PATHS, '/services/unknown', '/documents/unknown', '/no-such-page'];

for (const lang of ['en', 'hi'] as const) {
  test(`axe finds no violations on any page (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(localizePath(path, lang));
      await page.waitForLoadState('networkidle');
      // The request form loads as #contact nears the screen: check it too.
      const contact = page.locator('#contact');
      if (await contact.count()) {
        await contact.scrollIntoViewIfNeeded();
        await contact.locator('form').waitFor();
      }
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const v of violations) {
        problems.push(
          `${localizePath(path, lang)}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the open mobile menu and the services dropdown have no violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/hi');
  await page.getByRole('button', { name: 'मेनू खोलें' }).click();
  await page.getByRole('dialog').getByRole('button').nth(1).click();
  let results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Services' }).click();
  results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
