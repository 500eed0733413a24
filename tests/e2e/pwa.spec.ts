import { expect, test } from '@playwright/test';
import { PreviewServer } from './support/preview-server';
import { messages } from './support/site';
import willCreation from '../../src/features/content/services/will-creation';
import { aboutText } from '../../src/features/content/about';

const { en, hi } = messages;

test.describe('installable and offline', () => {
  // A server of its own, next to the suite's (E2E_PORT).
  const server = new PreviewServer(Number(process.env.E2E_PORT ?? 4173) + 18);
  test.beforeAll(() => server.start());
  test.afterAll(() => server.stop());

  test('serves a web app manifest with icons', async ({ request }) => {
    const response = await request.get(`${server.url}/manifest.webmanifest`);
    expect(response.ok()).toBe(true);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/', lang: 'en' });
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) expect((await request.get(`${server.url}/${icon.src}`)).ok()).toBe(true);
  });

  test('a visited page reloads with the web server stopped, and precached pages open too', async ({ page }) => {
    await page.goto(`${server.url}/about`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await server.stop();
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutText.en.title);
      // Never visited, but precached: a Hindi page and its chunk.
      await page.getByRole('link', { name: en['lang.toggleLabel'] }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutText.hi.title);
      await page.goto(`${server.url}/hi/terms-of-use`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/शर्तें/);
      // A page the worker has no copy of gets the app shell, which renders the route
      // (in Hindi: the visitor chose it with the toggle above).
      await page.goto(`${server.url}/blog/never-seen/slug`);
      await expect(page).toHaveURL(/\/hi\/blog\/never-seen\/slug$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi['page.article.title']);
    } finally {
      await server.start();
    }
  });

  test('works with the device offline', async ({ page, context }) => {
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/services/will-creation`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(willCreation.en.title);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(willCreation.en.title);
    } finally {
      await context.setOffline(false);
    }
  });
});
