/**
 * Parts of a page that many tests look at: its errors, its footer, an FAQ
 * question.
 */
import type { Page } from '@playwright/test';

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
