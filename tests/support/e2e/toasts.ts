/**
 * Toasts as a visitor meets them: Mantine's notifications are role="alert",
 * found here by that role and their title, never by Mantine's class names.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The toast (or other alert) that says `title`. */
export const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

/** A toast as it appeared: its text (title, message, link) and its style (the colour: red for a failure). */
export interface ShownToast {
  text: string;
  style: string;
}

/**
 * Records every toast that appears in the context's pages, even one gone a
 * moment later: "a toast with the order id was shown" is then a plain
 * assertion, however long the test took to look (a form's toast shows for
 * 3 s, which a busy machine can spend on one step of a test). Once per
 * context; a second call changes nothing.
 */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const page = window as unknown as { __toasts?: ShownToast[] };
    if (page.__toasts) return;
    const seen: ShownToast[] = [];
    page.__toasts = seen;
    const look = () => {
      for (const node of document.querySelectorAll('[role="alert"]')) {
        if (!node.hasAttribute('data-recorded')) {
          node.setAttribute('data-recorded', '');
          seen.push({ text: node.textContent ?? '', style: node.getAttribute('style') ?? '' });
        }
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
}

/** Every toast shown in the page so far (recordToasts), oldest first. */
export const shownToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toasts?: ShownToast[] }).__toasts ?? []);

/** The text of every toast shown in the page so far (recordToasts). */
export const toastsSeen = async (page: Page) => (await shownToasts(page)).map((t) => t.text);

/**
 * Waits until a toast that says `title` and `message` has been shown
 * (recordToasts), and returns it; one that mentions a text in `except` (an
 * earlier item's order id) is another toast.
 */
export async function shownToast(
  page: Page,
  title: string,
  message: string | RegExp,
  { except = [] as string[], timeout }: { except?: string[]; timeout?: number } = {},
): Promise<ShownToast> {
  const says = (text: string) =>
    text.includes(title) &&
    (typeof message === 'string' ? text.includes(message) : message.test(text)) &&
    !except.some((other) => text.includes(other));
  let found: ShownToast | undefined;
  await expect
    .poll(
      async () => {
        found = (await shownToasts(page)).find((t) => says(t.text));
        return found?.text;
      },
      { message: `a toast "${title}" saying ${String(message)}`, timeout },
    )
    .toBeDefined();
  return found!;
}
