/**
 * Waiting as a test must: for what a visitor would wait for (the app ready,
 * the service worker in control, a person's pace at a form, motion settled),
 * never for a fixed time.
 */
import type { Page } from '@playwright/test';
import { HUMAN_MIN_FILL_MS } from '@/business/config';
import { scaled } from './time-scale';

/** Waits for the app in `page` to be ready, when the page is one of the app's. */
export async function waitForApp(page: Page) {
  const isApp = await page
    .evaluate(
      () =>
        document.contentType === 'text/html' &&
        !!document.querySelector('script[data-app-chunks], script[type="module"][src]'),
    )
    .catch(() => false);
  if (isApp) await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Until a service worker controls the page (it then serves the site offline). */
export const waitForServiceWorker = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: scaled(20_000) });

/**
 * Waits until every form on the page has been on screen as long as a person
 * needs to fill it (HUMAN_MIN_FILL_MS): the database refuses faster sends as
 * scripts. A test types in milliseconds; a visitor does not.
 */
export async function humanPace(page: Page) {
  await page.waitForFunction(
    (min) =>
      [...document.querySelectorAll('[data-shown-at]')].every(
        (el) => performance.now() - Number(el.getAttribute('data-shown-at')) >= min + 50,
      ),
    HUMAN_MIN_FILL_MS,
  );
}

/**
 * Until what moves has settled: animations (a section fading in, the drawer
 * sliding in, a submenu opening; endless ones such as spinners move nothing)
 * and the focused element itself (scrolled into view), whose place must not
 * change between two frames. Colours and positions measured mid-animation
 * are neither the page's nor stable.
 */
export async function settled(page: Page) {
  // One call into the page, polling by frames there: a walk that settles at every Tab stop pays one round trip a stop.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const moving = () =>
      document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    while (moving()) await frame();
    const place = () => JSON.stringify(document.activeElement?.getBoundingClientRect());
    for (let tries = 0; tries < 30; tries++) {
      const before = place();
      await frame();
      await frame();
      if (place() === before) return;
    }
  });
}
