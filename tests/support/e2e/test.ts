/**
 * Playwright's `test` with a `page` whose goto/reload/back/forward also wait
 * until the app has hydrated (<html data-app-ready>, src/app/routes/root.tsx).
 * Pages load their scripts after the first paint, so the `load` event comes
 * before the page reacts to clicks: a click then would be lost, as for a
 * visitor who taps during that moment. And `ownSite`, a web server of the
 * worker's own.
 */
import { test as base, type Page } from '@playwright/test';
import { suiteStack } from '../shared/running-stack';
import { PreviewServer } from './preview-server';
import { waitForApp } from './wait';

export { expect, type Locator, type Page } from '@playwright/test';

export const test = base.extend<object, { ownSite: PreviewServer }>({
  /**
   * A `vite preview` of the build in front of the suite's backend, for tests
   * that stop the web server under an open page (each starts it again before
   * it ends). Started once per worker: a server start is seconds of CPU.
   */
  ownSite: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const { directRestUrl, mailUrl } = suiteStack();
      // Beside the suite's port, one per worker (see the ports in requests.spec.ts and pwa.spec.ts).
      const port = Number(process.env.E2E_PORT ?? 4173) + 26 + workerInfo.parallelIndex;
      const server = new PreviewServer(port, { LOCAL_REST_URL: directRestUrl, LOCAL_MAIL_URL: mailUrl });
      await server.start();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
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
