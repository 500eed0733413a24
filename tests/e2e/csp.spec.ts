/**
 * The Content-Security-Policy (docs/security.md, "Content-Security-Policy"):
 * every kind of page carries a complete one in its <meta>, and the header the
 * host sends (dist/_headers, which the preview server sends too) only what a
 * <meta> cannot, on pages and files alike; the service worker's copies keep
 * it; and using the site breaks none of it.
 */
import type { ConsoleMessage } from '@playwright/test';
import { LOCAL_STAFF } from '../../supabase/local/auth';
import { messages } from '../support/shared/catalogue';
import { fillRequestForm, SENT_MS, uniqueEmail, uniquePhone } from '../support/e2e/forms';
import { toast } from '../support/e2e/toasts';
import { waitForServiceWorker } from '../support/e2e/wait';
import { expect, test, type Page } from '../support/e2e/test';

// The service worker and the offline site are what this spec tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const { en } = messages;

/** A seeded post (supabase/seed.sql): rendered in the browser from the database when the build had none. */
const ARTICLE = '/blog/rent-agreement-madhya-pradesh-guide';

/** One page of each kind. */
const PAGES = {
  home: '/',
  'Hindi home': '/hi',
  document: '/documents/rent-agreement',
  'blog list': '/blog',
  article: ARTICLE,
  track: '/track',
  staff: '/staff',
  'not found': '/no-such-page',
};

type Directives = Map<string, string[]>;

const parse = (policy: string): Directives =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );

/** Every CSP violation the pages of `page` report, reported as events and in the console, across navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  page.on('console', (message: ConsoleMessage) => {
    if (/content security policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

/** A script run in the page: whether it ran (it must not: script-src names no 'unsafe-inline' nor 'unsafe-eval'). */
const injectedScriptRuns = (page: Page) =>
  page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });

/** The bytes of a response's header lines as HTTP/1.1 carries them. */
const headerBytes = (headers: { name: string; value: string }[]) =>
  headers.reduce((n, { name, value }) => n + name.length + value.length + 4, 0);

test.describe('each kind of page', () => {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`${kind} (${path}) carries a complete policy in its <meta>, and the header what a <meta> cannot`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      // As served: the app shell (/staff, an article the build did not prerender) renders its <head> anew,
      // and a policy stays in force once read.
      const html = await response!.text();
      const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/g)];
      expect(metas, 'one policy').toHaveLength(1);
      expect(html, 'the first element of <head>').toMatch(/<head[^>]*><meta http-equiv="Content-Security-Policy"/);
      const policy = parse(metas[0]![1]!);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('manifest-src')).toEqual(["'self'"]);
      expect(policy.get('worker-src')).toEqual(["'self'"]);
      expect(policy.get('font-src')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('connect-src')).toContain("'self'");
      const scripts = policy.get('script-src')!;
      expect(scripts[0]).toBe("'self'");
      // Its own executable inline scripts: the loader, the hydration data and the line that removes it.
      expect(scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
      expect(scripts.length).toBeLessThanOrEqual(4);
      expect(policy.has('frame-ancestors')).toBe(false);

      // The header: what a <meta> cannot carry, nothing else, in a head well under the 2 KB budget.
      expect(parse(response!.headers()['content-security-policy']!)).toEqual(
        new Map([['frame-ancestors', ["'none'"]]]),
      );
      expect(headerBytes(await response!.headersArray())).toBeLessThan(1024);

      expect(await injectedScriptRuns(page)).toBe(false);
    });
  }

  test("scripts, styles, images and the worker carry no page's policy", async ({ page, request }) => {
    const files = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(page.url() || response.url()).origin && /\.\w+$/.test(url.pathname))
        files.add(url.pathname);
    });
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    files.add('/sw.js');
    expect([...files].some((file) => file.endsWith('.js'))).toBe(true);
    expect([...files].some((file) => file.endsWith('.css'))).toBe(true);
    for (const file of files) {
      const response = await request.get(file);
      expect(response.ok(), file).toBe(true);
      expect(response.headers()['content-security-policy'], file).toBe("frame-ancestors 'none'");
      expect(headerBytes(response.headersArray()), file).toBeLessThan(1024);
    }
  });
});

test.describe('using the site breaks nothing', () => {
  test('(the watch sees a violation when there is one)', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'void 0';
      document.body.append(script);
    });
    await expect.poll(() => violations.some((v) => v.startsWith('script-src'))).toBe(true);
  });

  // A page a test: each within its own timeout on a slow machine.
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`opening ${kind} (${path})`, async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('the request form sent to the local backend, the language toggle and an article from the database', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    // The request form, stored by the local backend and mailed through its EmailJS endpoint.
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: en['requests.form.title'] });
    await fillRequestForm(form, en, {
      name: 'Kavita Sharma',
      email: uniqueEmail('csp'),
      phone: uniquePhone(),
      service: en['requests.service.legal_documentation'],
      documentType: en['requests.documentType.rent_agreement'],
    });
    await form.getByRole('button', { name: en['requests.form.submit'] }).click();
    await expect(toast(page, en['requests.toast.successTitle'])).toBeVisible({ timeout: SENT_MS });
    // The language toggle (a client-side navigation) and the article's database HTML.
    await page.getByRole('link', { name: en['lang.toggleLabel'] }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.goto(ARTICLE);
    await expect(page.locator('main article h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('the menu opens and leads to a page', async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto('/');
      await page.getByRole('button', { name: en['nav.openMenu'] }).click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      await menu.getByRole('button', { name: en['nav.about'] }).click();
      await menu.getByRole('link').filter({ visible: true }).first().click();
      await expect(menu).toBeHidden();
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  });

  test('the staff inbox signs in with supabase-js and shows the requests', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/staff');
    await page.getByLabel('E-mail').fill(LOCAL_STAFF.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(LOCAL_STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Requests inbox' })).toBeVisible();
    await page
      .getByRole('link', { name: /^LP\d+ · / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 2, name: /^LP\d+/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('offline, the app shell the service worker answers with renders the page', async ({ page, context }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    try {
      // Never opened, not prerendered: the worker answers with the app shell, which renders the route.
      await page.goto('/blog/never-opened-article');
      await expect(page.locator('main')).toBeVisible();
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    expect(violations).toEqual([]);
  });

  test("offline, the worker's copies keep their policy: an injected script does not run", async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    try {
      for (const path of ['/blog/never-opened-article', '/about']) {
        // The app shell, and a page the worker kept: each has its policy in its own <meta>.
        const response = await page.goto(path);
        expect(response!.fromServiceWorker(), path).toBe(true);
        await expect(page.locator('main')).toBeVisible();
        expect(await injectedScriptRuns(page), path).toBe(false);
      }
    } finally {
      await context.setOffline(false);
    }
  });
});
