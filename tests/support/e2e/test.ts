/**
 * Playwright's `test` with a `page` whose goto/reload/back/forward also wait
 * until the app has hydrated (<html data-app-ready>, src/app/routes/root.tsx).
 * Pages load their scripts after the first paint, so the `load` event comes
 * before the page reacts to clicks: a click then would be lost, as for a
 * visitor who taps during that moment.
 */
import { test as base, type Page } from '@playwright/test';
import { waitForApp } from './wait';

export { expect, type Locator, type Page } from '@playwright/test';

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await original(...args);
            await waitForApp(page);
            return response;
          },
        });
      }
    }
    await use(page);
  },
});
