import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '../support/catalogue';
import { PreviewServer } from '../support/preview-server';
import { expect, test } from '../support/test';
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
      // A page the worker has no copy of gets the app shell, which renders the route: an
      // article never saved. An article keeps its address's language (it is the post's own),
      // though the visitor chose Hindi with the toggle above.
      await page.goto(`${server.url}/blog/never-seen/slug`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['blog.article.unavailableTitle']);
      await expect(page).toHaveURL(/[^i]\/blog\/never-seen\/slug$/);
      await page.goto(`${server.url}/hi/blog/never-seen/slug`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi['blog.article.unavailableTitle']);
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

test.describe('a new version', () => {
  // A copy of the build, whose service worker the test can change.
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  const server = new PreviewServer(Number(process.env.E2E_PORT ?? 4173) + 19, { APP_OUT_DIR: dir });
  test.beforeAll(async () => {
    cpSync(path.resolve(process.env.APP_OUT_DIR ?? 'dist'), dir, { recursive: true });
    await server.start();
  });
  test.afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('shows an update prompt in the page language and updates only when asked', async ({ page }) => {
    await page.goto(`${server.url}/hi/about`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    // Deploy a new version: any change to sw.js makes the browser install it.
    const sw = path.join(dir, 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    const prompt = page.getByRole('alert').filter({ hasText: hi['pwa.updateTitle'] });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt).toContainText(hi['pwa.updateText']);
    // Nothing reloads under the visitor until they choose to.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/hi\/about$/);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: hi['pwa.updateButton'] }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutText.hi.title);
    const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting);
    expect(waiting).toBeNull();
    expect(firstWorker).toContain('/sw.js');
  });
});
