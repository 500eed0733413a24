/**
 * The footer's newsletter form end to end: validation, its one answer
 * whether or not the address is on the list (docs/security.md, "Newsletter"),
 * its sending state, a sign-up made offline that is sent when the connection
 * returns, and the e-mailed link's page that confirms the subscription.
 */
import { NEWSLETTER_LINK_DAYS } from '@/business/config';
import { uniqueEmail } from '../support/e2e/forms';
import { messages } from '../support/shared/catalogue';
import { outboxEntries } from '../support/e2e/outbox';
import { scrollToFooter } from '../support/e2e/site';
import { slowCpu } from '../support/e2e/slow-phone';
import { scaled } from '../support/e2e/time-scale';
import { selectRows, sentMails, suiteStack } from '../support/shared/running-stack';
import { expect, test, type Page } from '../support/e2e/test';
import { recordToasts, toast, toastsSeen } from '../support/e2e/toasts';
import { humanPace, waitForServiceWorker } from '../support/e2e/wait';

// The service worker and the offline site are what this spec tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const { en, hi } = messages;
const form = (page: Page, t = en) => page.getByRole('form', { name: t['newsletter.label'] });
const subscribers = (email: string) =>
  selectRows<{ email: string; confirmed_at: string | null }>(
    suiteStack(),
    'newsletter_subscriptions',
    `email=ilike.${encodeURIComponent(email)}`,
  );
/** The confirmation link the server e-mailed to `email`, once it is sent. */
const linkTo = (email: string) =>
  sentMails(suiteStack()).find((m) => m.template_params.to_email === email)?.template_params.confirm_url as
    string | undefined;

async function subscribe(page: Page, email: string, t = en) {
  await scrollToFooter(page);
  await form(page, t).getByRole('textbox').fill(email);
  await humanPace(page);
  await form(page, t).getByRole('button', { name: t['newsletter.subscribe'] }).click();
}

test('the footer form shows the consent text and an email field', async ({ page }) => {
  await page.goto('/about');
  await scrollToFooter(page);
  const footer = page.getByRole('contentinfo');
  await expect(form(page).getByRole('textbox')).toHaveAttribute('type', 'email');
  await expect(footer.getByText(en['footer.consent'])).toBeVisible();
  await page.goto('/hi/about');
  await scrollToFooter(page);
  await expect(page.getByRole('contentinfo').getByText(hi['footer.consent'])).toBeVisible();
});

test('subscribing: sending state, a toast to open the e-mailed link, reset; the same answer for the same address again', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('reader');
  await page.goto('/faqs');
  // The server's answer waits until the test has seen the sending state.
  let answer!: () => void;
  const seen = new Promise<void>((resolve) => (answer = resolve));
  await context.route('**/rest/v1/rpc/subscribe_newsletter', async (route) => {
    await seen;
    await route.continue();
  });
  await subscribe(page, email);
  await expect(form(page).getByRole('button', { name: en['newsletter.subscribing'] })).toBeDisabled();
  answer();
  const pending = toast(page, en['newsletter.toast.pendingTitle']);
  await expect(pending).toContainText(en['newsletter.toast.pendingText']);
  await expect(form(page).getByRole('textbox')).toHaveValue('');
  await expect(form(page).getByRole('button', { name: en['newsletter.subscribe'] })).toBeEnabled();
  expect(await subscribers(email)).toHaveLength(1);
  await expect(pending).toBeHidden();

  await subscribe(page, email.toUpperCase());
  await expect(pending).toContainText(en['newsletter.toast.pendingText']);
  expect(await subscribers(email)).toHaveLength(1);
  expect(await outboxEntries(page)).toEqual([]);
});

test('invalid addresses are refused in the page language; nothing is queued or sent', async ({ page, context }) => {
  const calls: string[] = [];
  context.on('request', (r) => {
    // Reads of blog posts (kept for offline reading on every page) are not sends.
    if (/\/(rest|api)\//.test(r.url()) && !r.url().includes('/rest/v1/blog_posts')) calls.push(r.url());
  });
  await page.goto('/about');
  await subscribe(page, '');
  await expect(form(page).getByText(en['newsletter.error.required'])).toBeVisible();
  await subscribe(page, 'reader@satna');
  await expect(form(page).getByText(en['newsletter.error.invalid'])).toBeVisible();
  await page.goto('/hi/about');
  await subscribe(page, 'पता-गलत', hi);
  await expect(form(page, hi).getByText(hi['newsletter.error.invalid'])).toBeVisible();
  expect(await outboxEntries(page)).toEqual([]);
  expect(calls).toEqual([]);
});

test('a sign-up the server refuses shows the red failure toast and keeps the address', async ({ page, context }) => {
  const email = uniqueEmail('refused-reader');
  await context.route('**/rest/v1/rpc/subscribe_newsletter', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        code: '42501',
        message: 'permission denied for function subscribe_newsletter',
        details: null,
        hint: null,
      }),
    }),
  );
  await page.goto('/hi/blog');
  await subscribe(page, email, hi);
  const failure = toast(page, hi['newsletter.toast.failureTitle']);
  await expect(failure).toContainText(hi['newsletter.toast.failureText']);
  await expect(failure).toHaveAttribute('style', /red/);
  await expect(form(page, hi).getByRole('textbox')).toHaveValue(email);
  expect(await outboxEntries(page)).toEqual([]);
  expect(await subscribers(email)).toEqual([]);
});

test('a sign-up made offline is saved, survives a reload, and is sent when the connection returns', async ({
  page,
  context,
}) => {
  await recordToasts(context);
  const email = uniqueEmail('offline-reader');
  await page.goto('/about');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  try {
    await subscribe(page, email);
    await expect(toast(page, en['newsletter.toast.queuedTitle'])).toContainText(en['newsletter.toast.queuedText']);
    await expect(form(page).getByRole('textbox')).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('button', { name: '1 item waiting to be sent' })).toBeVisible();
    expect(await subscribers(email)).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => subscribers(email)).toHaveLength(1);
    await expect
      .poll(() => toastsSeen(page))
      .toContainEqual(expect.stringContaining(en['newsletter.toast.pendingTitle']));
    await expect(page.getByRole('button', { name: '1 item waiting to be sent' })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

for (const lang of ['en', 'hi'] as const) {
  test(`${lang}: the e-mailed link opens the newsletter page on a slow phone, and its button confirms the subscription`, async ({
    page,
  }) => {
    const t = messages[lang];
    const email = uniqueEmail(`confirm-${lang}`);
    await page.goto(lang === 'hi' ? '/hi/faqs' : '/faqs');
    await subscribe(page, email, t);
    await expect(toast(page, t['newsletter.toast.pendingTitle'])).toContainText(t['newsletter.toast.pendingText']);
    await expect.poll(() => linkTo(email), { timeout: scaled(20_000) }).toBeTruthy();
    const link = new URL(linkTo(email)!);
    expect(link.pathname).toBe(lang === 'hi' ? '/hi/newsletter' : '/newsletter');
    expect((await subscribers(email))[0]!.confirmed_at).toBeNull();

    // As a mail app's browser opens it: a phone, a first visit, a slow CPU.
    const phone = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 375, height: 740 } });
    const tab = await phone.newPage();
    await slowCpu(tab);
    await tab.goto(`${link.pathname}${link.hash}`);
    await expect(tab.getByRole('heading', { level: 1, name: t['page.newsletter.title'] })).toBeVisible();
    await tab.getByRole('button', { name: t['newsletter.confirm.button'] }).click();
    await expect(tab.getByText(t['newsletter.toast.successTitle'], { exact: true })).toBeVisible({
      timeout: scaled(20_000),
    });
    await expect(tab.getByText(t['newsletter.toast.successText'])).toBeVisible();
    await tab.screenshot({ path: test.info().outputPath(`confirmed-${lang}.png`) });
    await expect.poll(async () => (await subscribers(email))[0]!.confirmed_at).not.toBeNull();

    // The link again: already subscribed (only its mailbox has the link).
    await tab.reload();
    await tab.getByRole('button', { name: t['newsletter.confirm.button'] }).click();
    await expect(tab.getByText(t['newsletter.toast.existsTitle'], { exact: true })).toBeVisible({
      timeout: scaled(20_000),
    });
    await expect(tab.getByText(t['newsletter.toast.existsText'])).toBeVisible();
    await phone.close();
  });
}

test('a broken or expired link says so and how to sign up again; the page without a link explains signing up', async ({
  page,
}) => {
  await page.goto('/hi/newsletter');
  await expect(
    page.getByText(hi['newsletter.page.about'].replace('{days}', String(NEWSLETTER_LINK_DAYS))),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: hi['newsletter.confirm.button'] })).toHaveCount(0);
  await page.goto(`/hi/newsletter#confirm=${'0'.repeat(64)}`);
  await page.getByRole('button', { name: hi['newsletter.confirm.button'] }).click();
  await expect(
    page.getByText(hi['newsletter.confirm.invalid'].replace('{days}', String(NEWSLETTER_LINK_DAYS))),
  ).toBeVisible();
  await page.getByRole('link', { name: hi['newsletter.page.subscribe'] }).click();
  await expect(form(page, hi).getByRole('textbox')).toBeInViewport();
});
