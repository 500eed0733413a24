import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { catalogueFiles } from '../../../tools/vite/messages-plugin';

const root = path.resolve(import.meta.dirname, '../../..');

type Catalogue = Record<string, string>;
const load = async (lang: string): Promise<Catalogue> =>
  Object.assign(
    {},
    ...(await catalogueFiles(root, lang)).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Catalogue),
  ) as Catalogue;

/** The UI catalogues (the app's and each feature's), to assert on the exact texts a visitor sees. */
export const messages = { en: await load('en'), hi: await load('hi') };

/**
 * Console errors and uncaught exceptions of a page (hydration mismatches are
 * reported as console errors by React).
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Brings the footer to the screen; its newsletter form loads as it comes near (src/app/frame/near-screen.ts). */
export const scrollToFooter = (page: Page) => page.getByRole('contentinfo').scrollIntoViewIfNeeded();

/**
 * A question of an FAQ list (native <details>, src/features/content/components/faq-list.tsx):
 * its <summary> to click or focus, and its <details>, whose `open` says whether the answer shows.
 */
export function faqItem(page: Page, question: string) {
  const summary = page.locator('summary').filter({ has: page.getByText(question, { exact: true }) });
  return { summary, details: page.locator('details').filter({ has: summary }) };
}

/**
 * Until what moves has settled: animations (a section fading in, the drawer
 * sliding in, a submenu opening; endless ones such as spinners move nothing)
 * and the focused element itself (scrolled into view), whose place must not
 * change between two frames. Colours and positions measured mid-animation
 * are neither the page's nor stable.
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity),
  );
  for (let frame = 0; frame < 30; frame++) {
    const moved = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const place = () => JSON.stringify(document.activeElement?.getBoundingClientRect());
          const before = place();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(place() !== before)));
        }),
    );
    if (!moved) return;
  }
}
