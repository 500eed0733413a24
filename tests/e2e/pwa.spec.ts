import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '../support/shared/catalogue';
import { PreviewServer } from '../support/e2e/preview-server';
import { expect, test, type Page } from '../support/e2e/test';
import { scaled } from '../support/e2e/time-scale';
import { waitForServiceWorker } from '../support/e2e/wait';
import { pageText } from '@/features/content/page-texts';
import { loadBoth } from '../support/shared/both-languages';
import { contentEntry } from '../support/shared/content';
import { SPECS, TEXTS } from '../support/shared/draft-specs';

// The service worker and the offline site are what this spec tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const willCreation = contentEntry('services', 'will-creation');
const aboutText = await loadBoth(pageText.about);

const { en, hi } = messages;

test.describe('installable and offline', () => {
  // The worker's own server (ownSite), which a test may stop.
  test('serves a web app manifest with icons', async ({ request, ownSite: server }) => {
    const response = await request.get(`${server.url}/manifest.webmanifest`);
    expect(response.ok()).toBe(true);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/', lang: 'en' });
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) expect((await request.get(`${server.url}/${icon.src}`)).ok()).toBe(true);
  });

  test('a visited page reloads with the web server stopped, and precached pages open too', async ({
    page,
    ownSite: server,
  }) => {
    await page.goto(`${server.url}/about`);
    await waitForServiceWorker(page);
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

  test('works with the device offline', async ({ page, context, ownSite: server }) => {
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
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

test.describe('what a first visit downloads (docs/performance.md)', () => {
  /** What the worker keeps, by kind of cache: the addresses in each. */
  const kept = (page: Page) =>
    page.evaluate(async () => {
      const report: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const kind = name.replace(/^workbox-precache-v2-.*$/, 'precache').replace(/-[a-z0-9]+$/, '');
        report[kind] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
      }
      return report;
    });
  const scriptsKept = async (page: Page) => (await kept(page)).scripts?.length ?? 0;
  /** The Network Information API as a phone on mobile data, on Wi-Fi, or saving data reports it. */
  const connection = (page: Page, value: { saveData: boolean; type?: string; effectiveType: string }) =>
    page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { ...value, addEventListener() {}, removeEventListener() {} },
      });
    }, value);

  test('installs the shell and keeps the scripts and the page opened, never every page', async ({
    page,
    ownSite: server,
  }) => {
    await connection(page, { saveData: false, type: 'cellular', effectiveType: '4g' });
    await page.goto(`${server.url}/services/will-creation`);
    await waitForServiceWorker(page);
    // The page asks the worker, once idle, to keep the scripts and itself.
    await expect.poll(() => scriptsKept(page), { timeout: scaled(30_000) }).toBeGreaterThan(60);
    await expect
      .poll(async () => (await kept(page))['offline-pages'] ?? [], { timeout: scaled(15_000) })
      .toEqual(['/services/will-creation']);
    const { precache } = await kept(page);
    expect(precache).toContain('/app-shell.html');
    expect(precache!.filter((file) => file.endsWith('index.html'))).toEqual([]);

    await server.stop();
    try {
      // The page opened: as it was prerendered. One never opened: from the shell and the scripts.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(willCreation.en.title);
      await page.goto(`${server.url}/hi/documents/affidavit`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('शपथ पत्र');
    } finally {
      await server.start();
    }
  });

  test('saving data: the shell and what the visitor opens, which stays readable offline', async ({
    page,
    ownSite: server,
  }) => {
    await connection(page, { saveData: true, type: 'cellular', effectiveType: '4g' });
    await page.goto(`${server.url}/services/will-creation`);
    await waitForServiceWorker(page);
    await expect.poll(() => scriptsKept(page), { timeout: scaled(30_000) }).toBeGreaterThan(0);
    await page.waitForTimeout(scaled(2000)); // any further keeping would have started by now
    const saved = await kept(page);
    // Only this page and the scripts it loaded (a few dozen at most).
    expect(saved.scripts!.length).toBeLessThan(40);
    expect(saved['offline-pages']).toEqual(['/services/will-creation']);

    await server.stop();
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(willCreation.en.title);
      // A page whose scripts were never loaded: the offline message says why.
      await page.goto(`${server.url}/privacy-policy`);
      await expect(page.getByText(en['error.savingData'])).toBeVisible();
      await expect(page.getByText(en['error.offlineText'])).toBeVisible();
    } finally {
      await server.start();
    }
  });

  test("saving data: a draft page opened once keeps its own document's chunks in both languages, not the others', and its builder works offline in either", async ({
    page,
    ownSite: server,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await connection(page, { saveData: true, type: 'cellular', effectiveType: '4g' });
    await page.goto(`${server.url}/hi/drafts/affidavit`);
    await waitForServiceWorker(page);
    // A document's chunk and its words are named after it (docs/architecture.md, "Chunks and their names").
    const documents = (kinds: string, words = '') => new RegExp(`^/assets/(${kinds})${words}-[\\w-]{8}\\.js$`);
    const loaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((file) => file.startsWith('/assets/') && file.endsWith('.js')),
      );
    // The page's own language comes with it; the other once the page is idle (docs/drafts.md, "Budgets").
    await expect
      .poll(async () => (await loaded()).some((file) => documents('affidavit', '-words\\.en').test(file)), {
        timeout: scaled(30_000),
      })
      .toBe(true);
    // Offline once every script the page loaded is kept, in the shell or as it loaded (two at a time).
    await expect
      .poll(
        async () => {
          const all = Object.values(await kept(page)).flat();
          return (await loaded()).filter((file) => !all.includes(file));
        },
        { timeout: scaled(30_000) },
      )
      .toEqual([]);
    const { scripts } = await kept(page);
    for (const words of ['', '-words\\.hi', '-words\\.en'])
      expect(scripts).toContainEqual(expect.stringMatching(documents('affidavit', words)));
    const others = documents('rent-agreement|cheque-bounce-notice', '(-words\\.(en|hi))?');
    expect(scripts!.filter((file) => others.test(file))).toEqual([]);

    await server.stop();
    try {
      await page.reload();
      const first = SPECS.affidavit.hi.steps[0]!.questions[0]!;
      await page.getByLabel(first.label).fill('मीना शर्मा');
      await expect(page.getByText(TEXTS.hi.saved)).toBeVisible();
      // The other language, offline: its preview, then its page, with the answer typed in this one.
      await page.getByRole('button', { name: TEXTS.hi.showOther }).click();
      const english = page.getByRole('article', { name: 'Preview in English' });
      await expect(english).toContainText('AFFIDAVIT');
      await expect(english).toContainText('I, मीना शर्मा,');
      await page.getByRole('link', { name: hi['lang.toggleLabel'] }).click();
      await expect(page.getByRole('heading', { level: 2, name: SPECS.affidavit.en.steps[0]!.title })).toBeVisible();
      await expect(page.getByLabel(SPECS.affidavit.en.steps[0]!.questions[0]!.label)).toHaveValue('मीना शर्मा');
    } finally {
      await server.start();
    }
  });

  test("on Wi-Fi, once idle: every page of the visitor's language, none of the other", async ({
    page,
    ownSite: server,
  }) => {
    await connection(page, { saveData: false, type: 'wifi', effectiveType: '4g' });
    await page.goto(`${server.url}/hi/about`);
    await waitForServiceWorker(page);
    // Every prerendered page has a Hindi twin (the build's list).
    const { paths } = JSON.parse(
      readFileSync(path.resolve(process.env.APP_OUT_DIR ?? 'dist', '.vite/prerendered.json'), 'utf8'),
    ) as { paths: string[] };
    const hindiPages = paths.length;
    await expect
      .poll(async () => ((await kept(page))['offline-pages'] ?? []).length, { timeout: scaled(45_000) })
      .toBe(hindiPages);
    const pages = (await kept(page))['offline-pages']!;
    expect(pages.every((p) => p === '/hi' || p.startsWith('/hi/'))).toBe(true);
    expect(pages).toContain('/hi/faqs');
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

  test('shows an update prompt in the page language and updates only when asked', async ({ page, context }) => {
    // What the worker downloads of the site's scripts (Chromium reports a worker's requests to the context).
    let workerScripts = 0;
    context.on('request', (request) => {
      if (request.serviceWorker() && /\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) workerScripts++;
    });
    await page.goto(`${server.url}/hi/about`);
    await waitForServiceWorker(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    // Its install downloaded the shell and the scripts.
    expect(workerScripts).toBeGreaterThan(50);
    workerScripts = 0;
    // Deploy a new version: any change to sw.js makes the browser install it.
    const sw = path.join(dir, 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    const prompt = page.getByRole('alert').filter({ hasText: hi['pwa.updateTitle'] });
    await expect(prompt).toBeVisible({ timeout: scaled(20_000) });
    // The new version's scripts are the same files: none is downloaded again.
    expect(workerScripts).toBe(0);
    await expect(prompt).toContainText(hi['pwa.updateText']);
    // Nothing reloads under the visitor until they choose to.
    await page.waitForTimeout(scaled(500));
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
