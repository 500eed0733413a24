/**
 * Toasts as a visitor meets them: Mantine's notifications are role="alert",
 * found here by that role and their title, never by Mantine's class names.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** The toast (or other alert) that says `title`. */
export const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

/**
 * Records the text of every toast that appears, even one replaced a moment
 * later: "a toast with the order id was shown" is then a plain assertion.
 */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const look = () => {
      for (const node of document.querySelectorAll('[role="alert"]')) {
        const text = node.textContent ?? '';
        if (!node.hasAttribute('data-recorded')) {
          node.setAttribute('data-recorded', '');
          seen.push(text);
        }
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
}

export const toastsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
