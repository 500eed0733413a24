import AxeBuilder from '@axe-core/playwright';
import { localizePath } from '@/i18n/lang';
import { DEFAULT_URGENCY } from '@/business/config';
import { LOCAL_STAFF } from '../../supabase/local/auth';
import { messages, withOrderId } from '../support/shared/catalogue';
import { fillRequestForm, SENT_MS, uniqueEmail, uniquePhone } from '../support/e2e/forms';
import { mailsWithOrderId, selectRows, suiteStack } from '../support/shared/running-stack';
import { expect, test, type Page } from '../support/e2e/test';
import { scaled } from '../support/e2e/time-scale';
import { recordToasts, shownToast, toast, toastsSeen } from '../support/e2e/toasts';
import { waitForServiceWorker } from '../support/e2e/wait';

// The service worker and the offline site are what this spec tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Following a request (docs/request-tracking.md): a customer sends one and follows it on
 * /track, in their language; a staff member signs in at /staff, finds it and
 * moves it to drafting, then ready, e-mailing the customer each time; the
 * customer's page and "My requests" show it, offline too with the last status
 * this device saw.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function signInAsStaff(page: Page) {
  await page.goto('/staff');
  await page.getByLabel('E-mail').fill(LOCAL_STAFF.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(LOCAL_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Requests inbox' })).toBeVisible();
}

/** Saves a status change (`twice`: with a double click, as an impatient hand does): one toast and one history entry. */
async function changeStatus(page: Page, status: string, customerNote: string, { twice = false } = {}) {
  await page.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await page.getByLabel('Note for the customer').fill(customerNote);
  await page.getByLabel('Internal note').fill(`internal: moved to ${status}`);
  const save = page.getByRole('button', { name: 'Save status' });
  await (twice ? save.dblclick() : save.click());
  // The toast names the status saved: the last change's may still be leaving beside it.
  await expect(toast(page, `Status saved: ${status}`)).toContainText('The customer will be e-mailed');
  await expect(page.getByText(`${status} · ${LOCAL_STAFF.name}`)).toHaveCount(1);
}

for (const lang of ['en', 'hi'] as const) {
  const t = messages[lang];

  test(`${lang}: sent, tracked as received, moved to drafting and ready by staff; the customer sees it, offline too`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(scaled(120_000));
    const stack = suiteStack();
    const phone = uniquePhone();
    const email = uniqueEmail(`track-${lang}`);

    // The customer sends a request from the contact page.
    await recordToasts(page.context());
    await page.goto(localizePath('/contact-us', lang));
    await waitForServiceWorker(page);
    const form = page.getByRole('form', { name: t['requests.form.title'] });
    await fillRequestForm(
      form,
      t,
      {
        name: lang === 'hi' ? 'सुनीता वर्मा' : 'Sunita Verma',
        email,
        phone,
        service: t['requests.service.property_registration']!,
        documentType: t['requests.documentType.sale_deed']!,
      },
      'contact-page',
    );
    await form.getByRole('button', { name: t['requests.form.submit'] }).click();
    // The toast's link opens /track with the order number filled in. A toast shows for 3 s, which a
    // busy machine can spend on a step of a test: the link is the first thing clicked, the text read after.
    await toast(page, t['requests.toast.successTitle']!)
      .getByRole('link', { name: t['requests.toast.track'] })
      .click({ timeout: SENT_MS });
    const { text } = await shownToast(
      page,
      t['requests.toast.successTitle']!,
      withOrderId(t['requests.toast.successText']!),
    );
    const orderId = /(LP\d+)/.exec(text)![1]!;
    await expect(page).toHaveURL(new RegExp(`${localizePath('/track', lang)}\\?order=${orderId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['page.track.title']!);
    const orderField = page.getByLabel(t['track.form.orderId']!);
    await expect(orderField).toHaveValue(orderId);

    // A wrong phone number says only that the two do not match.
    await page.getByLabel(t['track.form.contact']!).fill('+91 90000 00000');
    await page.getByRole('button', { name: t['track.form.submit'] }).click();
    await expect(page.getByText(t['track.notFound']!)).toBeVisible();

    // The right one, written differently: received.
    await page.getByLabel(t['track.form.contact']!).fill(phone.replace(/\D/g, '').slice(-10));
    await page.getByRole('button', { name: t['track.form.submit'] }).click();
    const result = page.getByRole('heading', { name: t['track.result.title']!.replace('{orderId}', orderId) });
    await expect(result).toBeVisible();
    // The answer comes first; "My requests" below has its own copy of the history.
    await expect(page.getByText(t['track.about.received']!).first()).toBeVisible();

    // "My requests on this device" lists it as received.
    const mine = page.getByRole('region', { name: t['track.mine.title'] });
    const item = mine.getByRole('article', { name: orderId });
    await expect(item).toContainText(t['track.status.received']!);

    // The firm: sign in, find it by its order number, move it on twice.
    const staffContext = await browser.newContext();
    await recordToasts(staffContext);
    const staff = await staffContext.newPage();
    await signInAsStaff(staff);
    await staff.getByLabel('Search').fill(orderId);
    await staff.getByRole('link', { name: new RegExp(`^${orderId} · `) }).click();
    await expect(staff.getByRole('heading', { level: 2, name: new RegExp(`^${orderId}`) })).toBeVisible();
    // Every field the customer filled in, the options by their English labels.
    const en = messages.en;
    const shown = (term: string) => staff.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(shown('Phone')).toHaveText(phone);
    await expect(shown('E-mail')).toHaveText(email);
    await expect(shown('Service')).toHaveText(en['requests.service.property_registration']!);
    await expect(shown('Document')).toHaveText(en['requests.documentType.sale_deed']!);
    await expect(shown('Urgency')).toHaveText(en[`requests.urgency.${DEFAULT_URGENCY}`]!);
    await expect(shown('Message')).toHaveText('-');
    await expect(shown('Language')).toHaveText(lang === 'hi' ? 'Hindi' : 'English');
    await changeStatus(staff, 'Drafting', 'Your sale deed draft is being written.', { twice: true });
    await changeStatus(staff, 'Ready', 'Please bring two photographs.');

    // Each change e-mailed the customer, in their language, from the server; the inbox says so.
    // The page reads again every 3 s while an e-mail waits; the server sends within a second or two.
    await expect(staff.getByText(/E-mail · Status: Ready: Sent/)).toBeVisible({ timeout: scaled(15_000) });
    await expect(staff.getByText(/E-mail · Confirmation of the request: Sent/)).toBeVisible();
    const statusMails = mailsWithOrderId(stack, orderId).filter((m) => m.template_id === 'local-status-template');
    expect(statusMails.map((m) => m.access_token)).toEqual([true, true]);
    expect(statusMails.map((m) => m.template_params.status)).toEqual([
      t['track.status.drafting'],
      t['track.status.ready'],
    ]);
    expect(statusMails[1]!.template_params).toMatchObject({
      to_email: email,
      language: lang,
      note: 'Please bring two photographs.',
      track_url: expect.stringContaining(`${localizePath('/track', lang)}?order=${orderId}`),
    });
    // Each change was saved once, and said so once.
    const [submission] = await selectRows<{ id: number }>(stack, 'contact_submissions', `order_id=eq.${orderId}`);
    const history = await selectRows<{ status: string }>(
      stack,
      'request_status_history',
      `submission_id=eq.${submission!.id}&order=id`,
    );
    expect(history.map((h) => h.status)).toEqual(['received', 'drafting', 'ready']);
    expect((await toastsSeen(staff)).filter((text) => text.includes('Status saved'))).toEqual([
      expect.stringContaining('Status saved: Drafting'),
      expect.stringContaining('Status saved: Ready'),
    ]);
    await staffContext.close();

    // Back on the customer's page: "My requests" reads the news when it opens.
    await page.reload();
    await expect(item).toContainText(t['track.status.ready']!);
    await item.getByText(t['track.mine.details']!.replace('{orderId}', orderId)).click();
    await expect(item.getByText('Please bring two photographs.', { exact: false })).toBeVisible();
    await expect(item).not.toContainText('internal:');

    // Offline: the page opens from the service worker with the last status this device saw.
    await page.context().setOffline(true);
    await page.reload();
    await expect(mine.getByRole('article', { name: orderId })).toContainText(t['track.status.ready']!);
    // Told that this is the last status seen (as offline, or as a read that failed: a page cannot always tell).
    await expect(
      mine.getByText(
        new RegExp(`${t['track.mine.offline']}|${t['track.mine.refreshFailed']}`.replace(/[.()]/g, '\\$&')),
      ),
    ).toBeVisible();
    await page.context().setOffline(false);
  });
}

test('a signed-in user who is not on the staff list sees no request', async ({ page }) => {
  const stack = suiteStack();
  const email = uniqueEmail('not-staff');
  const res = await fetch(`${stack.mailUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.serviceRoleKey}`, apikey: stack.serviceRoleKey },
    body: JSON.stringify({ email, password: 'not-staff-password', email_confirm: true }),
  });
  expect(res.status).toBe(200);
  await page.goto('/staff');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-staff-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('is not on the firm')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requests inbox' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
});

test('a lookup the server refuses or cannot answer says so in Hindi and keeps what was typed', async ({ page }) => {
  const t = messages.hi;
  await page.goto('/hi/track?order=LP10001');
  const contact = page.getByLabel(t['track.form.contact']!, { exact: false });
  await contact.fill('98270 12345');
  const show = page.getByRole('button', { name: t['track.form.submit'] });

  // Over the hourly limit (the database's SLLIM).
  await page.route('**/rest/v1/rpc/track_request', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: '{"code":"SLLIM","message":"Too many lookups"}',
    }),
  );
  await show.click();
  await expect(page.getByText(t['track.limited']!)).toBeVisible();

  // A server error.
  await page.unroute('**/rest/v1/rpc/track_request');
  await page.route('**/rest/v1/rpc/track_request', (route) => route.fulfill({ status: 500, body: '{}' }));
  await show.click();
  await expect(page.getByText(t['track.failed']!)).toBeVisible();

  // No answer at all (the connection dropped).
  await page.unroute('**/rest/v1/rpc/track_request');
  await page.route('**/rest/v1/rpc/track_request', (route) => route.abort('internetdisconnected'));
  await show.click();
  await expect(page.getByText(t['track.offline']!)).toBeVisible();

  await expect(contact).toHaveValue('98270 12345');
  await expect(page.getByLabel(t['track.form.orderId']!, { exact: false })).toHaveValue('LP10001');
});

test('/staff has one language: a visitor who chose Hindi stays there, with no language toggle', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('preferred-lang', 'hi'));
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('link', { name: messages.en['lang.toggleLabel'] })).toHaveCount(0);
});

test('a customer e-mail the server gave up on is listed in the inbox, and staff send it again from the request', async ({
  page,
}) => {
  const stack = suiteStack();
  const email = uniqueEmail('refused-mail');
  const mailMode = (mode: string, recipient?: string) =>
    fetch(`${stack.adminUrl}/mail-mode`, { method: 'POST', body: JSON.stringify({ mode, recipient }) });
  const service = { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` };
  // EmailJS refuses this address.
  await mailMode('403', email);
  let orderId = '';
  try {
    const res = await fetch(`${stack.restUrl}/rpc/submit_request`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        p_request_id: crypto.randomUUID(),
        p_name: 'Meena Kushwaha',
        p_email: email,
        p_phone: uniquePhone(),
        p_service: 'stamp_papers',
        p_document_type: 'affidavit',
        p_website: '',
        p_fill_ms: 5000,
      }),
    });
    orderId = (await res.json()) as string;
    const [{ id }] = await selectRows<{ id: number }>(stack, 'contact_submissions', `order_id=eq.${orderId}`);
    const mail = () =>
      selectRows<{ last_error: string | null }>(stack, 'customer_messages', `submission_id=eq.${id}&channel=eq.email`);
    await expect.poll(async () => (await mail())[0]?.last_error ?? '', { timeout: scaled(15_000) }).toMatch(/403/);
    // Its tries run out over about an hour (docs/security.md, "Messages to clients"): the row as the server then leaves it.
    const given = await fetch(`${stack.directRestUrl}/customer_messages?submission_id=eq.${id}&channel=eq.email`, {
      method: 'PATCH',
      headers: { ...service, 'content-type': 'application/json' },
      body: JSON.stringify({ attempts: 8, failed_at: new Date().toISOString() }),
    });
    expect(given.ok).toBe(true);
  } finally {
    await mailMode('ok');
  }

  await signInAsStaff(page);
  const failed = page.getByRole('alert').filter({ hasText: 'Messages to customers not sent' });
  await failed.getByRole('link', { name: `${orderId} (E-mail, confirmation)` }).click();
  await expect(
    page.getByText(/E-mail · Confirmation of the request: Not sent, given up after 8 tries on .*: EmailJS 403/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText(/E-mail · Confirmation of the request: Sent/)).toBeVisible({ timeout: scaled(15_000) });
  expect(mailsWithOrderId(stack, orderId).filter((m) => m.template_params.to_email === email)).toHaveLength(1);
});

test('/staff is not indexed, and a wrong password is refused', async ({ page }) => {
  const response = await page.goto('/staff');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.getByLabel('E-mail').fill(LOCAL_STAFF.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password.' })).toBeVisible();
});

// One page a test: axe takes seconds a page on a busy machine.
for (const path of ['/track', '/hi/track', '/staff']) {
  test(`axe finds no WCAG 2.2 AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
  });
}

test('axe finds no WCAG 2.2 AA violations in the staff inbox', async ({ page }) => {
  await signInAsStaff(page);
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
});

test("axe finds no WCAG 2.2 AA violations on a request's page in the inbox", async ({ page }) => {
  await signInAsStaff(page);
  // A request's own link: the page's first list item is the footer's until the inbox has loaded.
  await page
    .getByRole('link', { name: /^LP\d+ · / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Change status' })).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
});
