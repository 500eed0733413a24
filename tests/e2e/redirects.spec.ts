/**
 * No address of the site sends a visitor to another site (docs/security.md,
 * "Redirects"): the remembered language's redirect, the language toggle and
 * the not-found page keep a path that reads as another host on this origin.
 */
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../support/shared/catalogue';
import { scaled } from '../support/e2e/time-scale';

const EVIL = 'evil.example';

/** Paths whose language-neutral part reads as another host once the language is stripped. */
const OFFSITE = [
  `/hi//${EVIL}/login`,
  `/hi/\\${EVIL}/login`,
  `/hi/%2F%2F${EVIL}/login`,
  `/hi/%2F/${EVIL}/login`,
  `/hi/%5C${EVIL}/login`,
  `/hi/%5C%5C${EVIL}/login`,
  `/hi/%252F%252F${EVIL}/login`,
  `/hi/%09/${EVIL}/login`,
  `/hi/%0A/${EVIL}/login`,
  `/hi/..//${EVIL}/login`,
];

/** Any request to the other host is answered here (and recorded), so a redirect there would be seen. */
async function watchOffsite(page: Page): Promise<string[]> {
  const left: string[] = [];
  await page.context().route(
    (url) => url.hostname === EVIL,
    (route) => {
      left.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' });
    },
  );
  return left;
}

/** Until the app on this origin is ready, or the page has gone to the other host. */
async function settle(page: Page, left: string[]) {
  await expect
    .poll(
      async () =>
        left.length > 0 ||
        (await page
          .locator('html[data-app-ready]')
          .count()
          .catch(() => 0)) > 0,
      {
        timeout: scaled(15_000),
      },
    )
    .toBe(true);
}

for (const path of OFFSITE) {
  test(`${path} with English remembered stays on the site`, async ({ page, baseURL }) => {
    const left = await watchOffsite(page);
    await page.addInitScript(() => window.localStorage.setItem('preferred-lang', 'en'));
    await page.goto(path, { waitUntil: 'commit' });
    await settle(page, left);
    // The redirect to English has happened (or the page stayed): either way, on this origin.
    await page.waitForLoadState('load');
    expect(left).toEqual([]);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('the language toggle of such a page links to the site', async ({ page, baseURL }) => {
  const left = await watchOffsite(page);
  await page.goto(`/hi//${EVIL}/login`, { waitUntil: 'commit' });
  await settle(page, left);
  const toggle = page.getByRole('link', { name: messages.hi['lang.toggleLabel'] });
  const href = await toggle.getAttribute('href');
  expect(new URL(href!, baseURL).origin).toBe(new URL(baseURL!).origin);
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('load');
  expect(left).toEqual([]);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
});

for (const path of [`//${EVIL}/login`, `/hi//${EVIL}/login`, '//documents/affidavit', '//hi/documents/affidavit']) {
  test(`every link of the site on ${path} stays on the site`, async ({ page, baseURL }) => {
    const left = await watchOffsite(page);
    // The path as written, on the site (goto would read '//host' as another site).
    await page.goto(`${new URL(baseURL!).origin}${path}`, { waitUntil: 'commit' });
    await settle(page, left);
    // Links written as paths (the frame's, the page's, its own hash links): none reads as another host.
    const hrefs = await page
      .locator('a[href^="/"], a[href^="#"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => new URL(href).origin !== new URL(baseURL!).origin)).toEqual([]);
  });
}
