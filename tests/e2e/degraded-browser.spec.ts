/**
 * Browsers that lack what the site uses where it can: no service worker
 * (blocked, unsupported, some private modes) and a workbox-window download
 * that fails. The site must work with no uncaught error, and a request typed
 * on a first visit must still be queued when the signal drops before it is
 * sent. (IndexedDB blocked and Background Sync absent: requests.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../support/shared/catalogue';
import { fillRequestForm, uniqueEmail, uniquePhone } from '../support/e2e/forms';
import { outboxEntries } from '../support/e2e/outbox';
import { failScripts, hydrated } from '../support/e2e/slow-phone';
import { scaled } from '../support/e2e/time-scale';

const t = messages.en;

function uncaughtErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens a page, the menu, another page and the request form, as a visitor would. */
async function browse(page: Page) {
  await page.goto('/about');
  await hydrated(page);
  await page.getByRole('navigation', { name: t['nav.mainLabel'] }).getByRole('link', { name: t['nav.blog'] }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['page.blog.title']!);
  await page.goto('/#contact');
  await expect(page.getByRole('button', { name: t['requests.form.submit'] })).toBeVisible({ timeout: scaled(20_000) });
  await hydrated(page);
}

// The worker's registration is what the tests below the first group check (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('service worker blocked', () => {
  test.use({ serviceWorkers: 'block' });

  test('the site works with no uncaught error', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await browse(page);
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    expect(errors).toEqual([]);
  });

  test('a request typed on a first visit is queued when the signal drops before it is sent', async ({
    page,
    context,
  }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: t['requests.form.title'] });
    await fillRequestForm(form, t, {
      name: 'Anil Kumar Soni',
      email: uniqueEmail('first-visit-offline'),
      phone: uniquePhone(),
      service: t['requests.service.legal_documentation']!,
      documentType: t['requests.documentType.affidavit']!,
    });
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    try {
      await form.getByRole('button', { name: t['requests.form.submit'] }).click();
      await expect(page.getByText(t['requests.toast.queuedTitle'])).toBeVisible();
      expect(await outboxEntries(page)).toHaveLength(1);
    } finally {
      await context.setOffline(false);
    }
    await expect.poll(() => outboxEntries(page), { timeout: scaled(20_000) }).toEqual([]);
  });
});

test('no service worker API at all: the site works with no uncaught error', async ({ context, page }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined });
  });
  const errors = uncaughtErrors(page);
  await browse(page);
  expect(errors).toEqual([]);
});

test('a refused registration is caught: no uncaught error', async ({ context, page }) => {
  await context.addInitScript(() => {
    ServiceWorkerContainer.prototype.register = () =>
      Promise.reject(new DOMException('Registration refused', 'SecurityError'));
  });
  const errors = uncaughtErrors(page);
  await browse(page);
  expect(errors).toEqual([]);
});

test('the service worker is registered even when workbox-window fails to download once', async ({ page }) => {
  const cut = await failScripts(page, (file) => file.includes('/workbox-window.prod.es5-'));
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())), {
      timeout: scaled(20_000),
    })
    .toBe(true);
  expect([...cut.keys()]).toEqual([expect.stringContaining('/workbox-window.prod.es5-')]);
});
