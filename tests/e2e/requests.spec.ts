/**
 * The 'Document Preparation Request' form and the outbox, end to end against
 * the local stack: what the visitor sees, what the database stores and what
 * the mail endpoint receives, online, offline, with the backend down, and
 * with every tab closed.
 */
import { fill, messages, withOrderId } from '../support/shared/catalogue';
import { fillRequestForm, SENT_MS, uniquePhone, uniqueEmail, type RequestInput } from '../support/e2e/forms';
import { dispatchBackgroundSync, outboxEntries, withoutBackgroundSync } from '../support/e2e/outbox';
import { OwnBackend } from '../support/e2e/own-backend';
import { scrollToFooter } from '../support/e2e/site';
import { failScripts } from '../support/e2e/slow-phone';
import { migratedRateLimit } from '../support/shared/limits';
import { mailsWithOrderId, selectRows, setMailMode, suiteStack, type StackInfo } from '../support/shared/running-stack';
import { expect, test, type Locator, type Page } from '../support/e2e/test';
import { scaled } from '../support/e2e/time-scale';
import { recordToasts, shownToast, toastsSeen } from '../support/e2e/toasts';
import { waitForApp, humanPace, waitForServiceWorker } from '../support/e2e/wait';

// The service worker and the offline site are what this spec tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const { en, hi } = messages;
type Row = {
  request_id: string;
  order_id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  document_type: string;
  urgency: string;
  message: string | null;
  language: string;
};

const requestForm = (page: Page) => page.getByRole('form', { name: en['requests.form.title'] });
const requestFormHi = (page: Page) => page.getByRole('form', { name: hi['requests.form.title'] });
const newsletterForm = (page: Page) => page.getByRole('form', { name: en['newsletter.label'] });

const input = (who: string, overrides: Partial<RequestInput> = {}): RequestInput => ({
  name: 'Savitri Devi Patel',
  email: uniqueEmail(who),
  phone: uniquePhone(),
  service: en['requests.service.legal_documentation'],
  documentType: en['requests.documentType.rent_agreement'],
  urgency: en['requests.urgency.urgent'],
  message: 'Shop on Rewa Road, 11 months.',
  ...overrides,
});

const rowsFor = (stack: StackInfo, email: string) =>
  selectRows<Row>(stack, 'contact_submissions', `email=eq.${encodeURIComponent(email)}`);

/** The request is in the database exactly once and both e-mails carry its order id. */
async function expectStoredOnce(stack: StackInfo, email: string, orderId?: string) {
  await expect.poll(async () => (await rowsFor(stack, email)).length, { timeout: SENT_MS }).toBe(1);
  const [row] = await rowsFor(stack, email);
  if (orderId) expect(row!.order_id).toBe(orderId);
  await expect
    .poll(
      () =>
        mailsWithOrderId(stack, row!.order_id)
          .map((m) => m.template_params.to_email ?? 'admin')
          .sort(),
      { timeout: SENT_MS },
    )
    .toEqual([email, 'admin'].sort());
  return row!;
}

/** The outbox button says how many wait ("2 items waiting to be sent"; the plural forms of requests.outbox.button). */
const outboxButton = (page: Page, count: number, lang: 'en' | 'hi' = 'en') => {
  const name = {
    en: count === 1 ? '1 item waiting to be sent' : `${count} items waiting to be sent`,
    hi: count === 1 ? '1 आइटम भेजा जाना बाकी है' : `${count} आइटम भेजे जाने बाकी हैं`,
  }[lang];
  return page.getByRole('button', { name });
};

/**
 * The toast with `title` and `message` was shown (one that mentions an order id in `except`, an earlier
 * item's, is another toast). Read from the record of every toast (recordToasts, below): a form's toast
 * shows for 3 s, which a busy machine can spend on one step of a test.
 */
const expectToast = (page: Page, title: string, message: string | RegExp, except: string[] = []) =>
  shownToast(page, title, message, { except, timeout: SENT_MS });

/** The success toast in language `t`, with the request's LP order id; returns that id. */
async function expectSuccessToast(page: Page, t = en, except: string[] = []): Promise<string> {
  const toast = await expectToast(
    page,
    t['requests.toast.successTitle'],
    withOrderId(t['requests.toast.successText']),
    except,
  );
  return toast.text.match(/LP\d+/)![0];
}

test.beforeEach(({ context }) => recordToasts(context));

async function submit(form: Locator) {
  await form.getByRole('button', { name: en['requests.form.submit'] }).click();
}

test.describe('online', () => {
  test('a request is stored once, both e-mails go out, and the toast shows its LP order id', async ({
    page,
    context,
  }) => {
    const stack = suiteStack();
    await page.goto('/#contact');
    const form = requestForm(page);
    const data = input('online');
    await fillRequestForm(form, en, data);
    // The server's answer waits until the test has seen the sending state.
    let answer!: () => void;
    const seen = new Promise<void>((resolve) => (answer = resolve));
    await context.route('**/rest/v1/rpc/submit_request', async (route) => {
      await seen;
      await route.continue();
    });
    await submit(form);
    const sending = form.getByRole('button', { name: en['requests.form.sending'] });
    await expect(sending).toBeDisabled();
    answer();

    const orderId = await expectSuccessToast(page);
    const row = await expectStoredOnce(stack, data.email, orderId);
    expect(row).toMatchObject({
      name: data.name,
      phone: data.phone,
      service: 'legal_documentation',
      document_type: 'rent_agreement',
      urgency: 'urgent',
      message: data.message,
      language: 'en',
    });
    const [admin] = mailsWithOrderId(stack, orderId).filter((m) => m.template_params.reply_to === data.email);
    expect(admin!.template_params).toMatchObject({
      from_name: data.name,
      from_email: data.email,
      document_type: 'Rent Agreement',
    });

    // Success resets the form, urgency back to standard; nothing is left in the outbox.
    await expect(form.getByRole('button', { name: en['requests.form.submit'] })).toBeEnabled();
    await expect(form.getByLabel(en['requests.form.name'])).toHaveValue('');
    await expect(form.getByLabel(en['requests.urgency.standard'])).toBeChecked();
    await expect(form.getByLabel(en['requests.form.service'])).toHaveValue('');
    expect(await outboxEntries(page)).toEqual([]);
    await expect(outboxButton(page, 1)).toHaveCount(0);
  });

  test("a document or service page's form comes with what the page is about chosen", async ({ page }) => {
    // From each page's meta.ts `request`, which its loader returns with the text.
    const cases = [
      {
        path: '/hi/documents/sell-agreement',
        form: requestFormHi,
        m: hi,
        service: 'legal_documentation',
        documentType: 'sale_deed',
      },
      { path: '/documents/e-stamp', form: requestForm, m: en, service: 'stamp_papers', documentType: null },
      {
        path: '/services/property-registration',
        form: requestForm,
        m: en,
        service: 'property_registration',
        documentType: null,
      },
    ] as const;
    for (const c of cases) {
      await page.goto(`${c.path}#contact`);
      const form = c.form(page);
      // What the visitor sees chosen in each select, in the page's language.
      const chosen = (label: string) => form.getByLabel(label).locator('option:checked');
      await expect(chosen(c.m['requests.form.service'])).toHaveText(c.m[`requests.service.${c.service}`]!);
      if (c.documentType)
        await expect(chosen(c.m['requests.form.documentType'])).toHaveText(
          c.m[`requests.documentType.${c.documentType}`]!,
        );
      else await expect(form.getByLabel(c.m['requests.form.documentType'])).toHaveValue('');
    }
  });

  test('the contact page form has its own labels, speaks Hindi on /hi, and stores the language', async ({ page }) => {
    const stack = suiteStack();
    await page.goto('/hi/contact-us');
    const form = requestFormHi(page);
    await expect(form.getByLabel(hi['requests.form.fullName'])).toBeVisible();
    await expect(form.getByLabel(hi['requests.form.serviceRequired'])).toBeVisible();
    const email = uniqueEmail('hindi');
    await fillRequestForm(
      form,
      hi,
      {
        name: 'रामनरेश तिवारी',
        email,
        phone: uniquePhone().replace(/\D/g, '').slice(2),
        service: hi['requests.service.stamp_papers'],
        documentType: hi['requests.documentType.affidavit'],
      },
      'contact-page',
    );
    await form.getByRole('button', { name: hi['requests.form.submit'] }).click();
    const orderId = await expectSuccessToast(page, hi);
    const row = await expectStoredOnce(stack, email, orderId);
    expect(row).toMatchObject({
      language: 'hi',
      urgency: 'standard',
      service: 'stamp_papers',
      document_type: 'affidavit',
      message: null,
    });
    const customer = mailsWithOrderId(stack, orderId).find((m) => m.template_params.to_email === email);
    expect(customer!.template_params).toMatchObject({
      language: 'hi',
      document_type: hi['requests.documentType.affidavit'],
    });
  });

  test('invalid input is refused with messages in the page language and nothing is queued or sent', async ({
    page,
    context,
  }) => {
    const calls: string[] = [];
    context.on('request', (r) => {
      // Reads of blog posts (kept for offline reading on every page) are not sends.
      if (/\/(rest|api)\//.test(r.url()) && !r.url().includes('/rest/v1/blog_posts')) calls.push(r.url());
    });
    await page.goto('/#contact');
    const form = requestForm(page);
    // Native types and the form's shape: placeholders disabled, 4-row message, three urgencies (standard chosen).
    await expect(form.getByLabel(en['requests.form.email'])).toHaveAttribute('type', 'email');
    await expect(form.getByLabel(en['requests.form.phone'])).toHaveAttribute('type', 'tel');
    await expect(form.locator('select option[value=""]')).toHaveCount(2);
    for (const option of await form.locator('select option[value=""]').all()) await expect(option).toBeDisabled();
    await expect(form.getByLabel(en['requests.form.message'])).toHaveAttribute('rows', '4');
    await expect(form.getByRole('radio')).toHaveCount(3);
    await expect(form.getByLabel(en['requests.urgency.standard'])).toBeChecked();

    await submit(form);
    for (const key of [
      'requests.error.nameRequired',
      'requests.error.emailRequired',
      'requests.error.phoneRequired',
      'requests.error.serviceRequired',
      'requests.error.documentTypeRequired',
    ]) {
      await expect(form.getByText(en[key]!)).toBeVisible();
    }
    await form.getByLabel(en['requests.form.email']).fill('ramesh@');
    await form.getByLabel(en['requests.form.phone']).fill('12ab');
    await submit(form);
    await expect(form.getByText(en['requests.error.emailInvalid'])).toBeVisible();
    await expect(form.getByText(en['requests.error.phoneInvalid'])).toBeVisible();

    await page.goto('/hi#contact');
    const formHi = requestFormHi(page);
    await formHi.getByRole('button', { name: hi['requests.form.submit'] }).click();
    await expect(formHi.getByText(hi['requests.error.nameRequired'])).toBeVisible();
    await expect(formHi.getByText(hi['requests.error.documentTypeRequired'])).toBeVisible();

    expect(await outboxEntries(page)).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('a request the server refuses (4xx) shows the red failure toast, keeps the form, and leaves nothing behind', async ({
    page,
    context,
  }) => {
    const stack = suiteStack();
    await context.route('**/rest/v1/rpc/submit_request', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          code: '42501',
          message: 'permission denied for function submit_request',
          details: null,
          hint: null,
        }),
      }),
    );
    await page.goto('/#contact');
    const form = requestForm(page);
    const data = input('refused');
    await fillRequestForm(form, en, data);
    await submit(form);
    const toast = await expectToast(page, en['requests.toast.failureTitle'], en['requests.toast.failureText']);
    expect(toast.style).toMatch(/red/);
    await expect(form.getByRole('button', { name: en['requests.form.submit'] })).toBeEnabled();
    await expect(form.getByLabel(en['requests.form.name'])).toHaveValue(data.name);
    await expect(form.getByLabel(en['requests.form.email'])).toHaveValue(data.email);
    expect(await outboxEntries(page)).toEqual([]);
    expect(await rowsFor(stack, data.email)).toEqual([]);
  });

  test('over the hourly limit: the visitor is told in Hindi to try later, the form keeps what was typed, nothing is stored', async ({
    page,
  }) => {
    const stack = suiteStack();
    await page.goto('/hi/#contact');
    const form = requestFormHi(page);
    const email = uniqueEmail('limit');
    // The requests the database allows from one e-mail address in an hour.
    const perMailbox = migratedRateLimit('request_per_mailbox');
    const sent: string[] = [];
    for (let i = 0; i <= perMailbox; i++) {
      await fillRequestForm(form, hi, {
        ...input('limit', {
          service: hi['requests.service.legal_documentation'],
          documentType: hi['requests.documentType.affidavit'],
          urgency: undefined,
          message: undefined,
        }),
        email,
      });
      await form.getByRole('button', { name: hi['requests.form.submit'] }).click();
      if (i < perMailbox) {
        // Earlier requests' toasts may still be up: this one is the toast with a new order id.
        sent.push(await expectSuccessToast(page, hi, sent));
        await expect(form.getByLabel(hi['requests.form.email'], { exact: false }).first()).toHaveValue('');
      }
    }
    const toast = await expectToast(page, hi['requests.toast.limitTitle'], hi['requests.toast.limitText']);
    expect(toast.style).toMatch(/red/);
    await expect(form.getByLabel(hi['requests.form.email'], { exact: false }).first()).toHaveValue(email);
    expect(await rowsFor(stack, email)).toHaveLength(perMailbox);
    expect(await outboxEntries(page)).toEqual([]);
  });

  test('the mail endpoint answering 429 and then 200: the request is stored and ends with both e-mails', async ({
    page,
  }) => {
    const stack = suiteStack();
    await page.goto('/#contact');
    await waitForServiceWorker(page);
    await setMailMode(stack, '429', 1);
    const form = requestForm(page);
    const data = input('throttled');
    await fillRequestForm(form, en, data);
    await submit(form);
    // The row is stored (order id known); the e-mails follow from the outbox.
    const orderId = await expectSuccessToast(page);
    await expectStoredOnce(stack, data.email, orderId);
    await expect.poll(() => outboxEntries(page)).toEqual([]);
    expect(mailsWithOrderId(stack, orderId)).toHaveLength(2);
  });

  test('an e-mail refused for good (403) stops the entry; the panel retries it, or discards another', async ({
    page,
  }) => {
    const stack = suiteStack();
    await page.goto('/#contact');
    await waitForServiceWorker(page);
    const form = requestForm(page);

    await setMailMode(stack, '403', 1);
    const first = input('stopped');
    await fillRequestForm(form, en, first);
    await submit(form);
    const orderId = await expectSuccessToast(page);
    await outboxButton(page, 1).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toContainText(fill(en['requests.outbox.state.stopped'], { status: '403' }));
    await expect(panel).toContainText(fill(en['requests.outbox.state.savedOrder'], { orderId }));
    // The firm was not told yet (the customer's confirmation is the server's, for the stored row).
    expect(mailsWithOrderId(stack, orderId).filter((m) => m.template_params.to_email === undefined)).toHaveLength(0);
    await panel.getByRole('button', { name: en['requests.outbox.retry'] }).click();
    await expectStoredOnce(stack, first.email, orderId);
    await expect(outboxButton(page, 1)).toHaveCount(0);

    await setMailMode(stack, '403', 1);
    const second = input('discarded');
    await fillRequestForm(form, en, second);
    await submit(form);
    // The first request's own toast (its delivery after the retry) may still be leaving.
    await expectSuccessToast(page, en, [orderId]);
    await outboxButton(page, 1).click();
    await page.getByRole('dialog').getByRole('button', { name: en['requests.outbox.discard'] }).click();
    await expect(outboxButton(page, 1)).toHaveCount(0);
    expect(await outboxEntries(page)).toEqual([]);
    // Discarding drops what the device still had to do; the stored row stays.
    expect(await rowsFor(stack, second.email)).toHaveLength(1);
  });
});

test.describe('device offline', () => {
  test.setTimeout(scaled(120_000));

  test('request and sign-up queued, page reloaded, tab closed and reopened, back online: both sent once, every tab told', async ({
    context,
  }) => {
    const stack = suiteStack();
    let page = await context.newPage();
    await page.goto('/#contact');
    await waitForApp(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const data = input('offline');
    const reader = uniqueEmail('offline-reader');
    try {
      await fillRequestForm(requestForm(page), en, data);
      await submit(requestForm(page));
      await expectToast(page, en['requests.toast.queuedTitle'], en['requests.toast.queuedText']);
      await expect(requestForm(page).getByLabel(en['requests.form.name'])).toHaveValue('');
      await expect(outboxButton(page, 1)).toBeVisible();

      await scrollToFooter(page);
      await newsletterForm(page).getByRole('textbox').fill(reader);
      await humanPace(page);
      await humanPace(page);
      await newsletterForm(page).getByRole('button', { name: en['newsletter.subscribe'] }).click();
      await expectToast(page, en['newsletter.toast.queuedTitle'], en['newsletter.toast.queuedText']);
      await expect(outboxButton(page, 2)).toBeVisible();

      await page.reload();
      await waitForApp(page);
      await expect(outboxButton(page, 2)).toBeVisible();
      await outboxButton(page, 2).click();
      await expect(page.getByRole('dialog')).toContainText(en['requests.outbox.kind.request']);
      await expect(page.getByRole('dialog')).toContainText(reader);
      await page.close();

      page = await context.newPage();
      await page.goto('/about');
      await waitForApp(page);
      const second = await context.newPage();
      await second.goto('/hi');
      await waitForApp(second);
      await expect(outboxButton(page, 2)).toBeVisible();
      await expect(outboxButton(second, 2, 'hi')).toBeVisible();
      expect(await outboxEntries(page)).toHaveLength(2);
      expect(await rowsFor(stack, data.email)).toEqual([]);

      await context.setOffline(false);
      const row = await expectStoredOnce(stack, data.email);
      await expect
        .poll(() => selectRows(stack, 'newsletter_subscriptions', `email=eq.${encodeURIComponent(reader)}`))
        .toHaveLength(1);
      // Every open tab says so, in its own language, with the order id.
      await expect.poll(() => toastsSeen(page)).toContainEqual(expect.stringContaining(row.order_id));
      await expect.poll(() => toastsSeen(second)).toContainEqual(expect.stringContaining(row.order_id));
      await expect
        .poll(() => toastsSeen(second))
        .toContainEqual(expect.stringContaining(hi['requests.toast.successTitle']));
      await expect
        .poll(() => toastsSeen(page))
        .toContainEqual(expect.stringContaining(en['newsletter.toast.pendingTitle']));
      await expect(outboxButton(page, 1)).toHaveCount(0);
      expect(await outboxEntries(page)).toEqual([]);
      // Exactly once, whoever sent it (the page's online trigger or the worker's sync): a second
      // sender would have written by now (a window, the one fixed wait here, as long as the machine is slow).
      await page.waitForTimeout(scaled(1500));
      expect(await rowsFor(stack, data.email)).toHaveLength(1);
      expect(mailsWithOrderId(stack, row.order_id)).toHaveLength(2);
    } finally {
      await context.setOffline(false);
    }
  });

  test('with every tab closed, the service worker sends the request when the connection returns (Background Sync)', async ({
    context,
  }) => {
    const stack = suiteStack();
    const page = await context.newPage();
    await page.goto('/#contact');
    await waitForApp(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const data = input('closed-tab');
    try {
      await fillRequestForm(requestForm(page), en, data);
      await submit(requestForm(page));
      await expectToast(page, en['requests.toast.queuedTitle'], en['requests.toast.queuedText']);
      // The visitor closes the tab the moment they are told it will be sent automatically.
      await page.close();
      expect(context.pages()).toHaveLength(0);
      expect(await rowsFor(stack, data.email)).toEqual([]);
      await context.setOffline(false);
      // No page is open: only the worker's Background Sync can send it.
      await expectStoredOnce(stack, data.email);
      const later = await context.newPage();
      await later.goto('/');
      await waitForApp(later);
      await expect.poll(() => outboxEntries(later)).toEqual([]);
      await expect(outboxButton(later, 1)).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test('an in-app browser without Background Sync: the page itself sends when it is back online', async ({
    context,
  }) => {
    const stack = suiteStack();
    await withoutBackgroundSync(context);
    const page = await context.newPage();
    await page.goto('/#contact');
    await waitForApp(page);
    await waitForServiceWorker(page);
    expect(await page.evaluate(async () => 'sync' in (await navigator.serviceWorker.ready))).toBe(false);
    await context.setOffline(true);
    const data = input('webview');
    try {
      await fillRequestForm(requestForm(page), en, data);
      await submit(requestForm(page));
      // Without Background Sync nothing sends it once the tab is closed: the visitor is told when it goes.
      await expectToast(page, en['requests.toast.queuedTitle'], en['requests.toast.queuedTextNextVisit']);
      await outboxButton(page, 1).click();
      await expect(page.getByText(en['requests.outbox.introNextVisit'])).toBeVisible();
      await page.keyboard.press('Escape');
      await context.setOffline(false);
      const row = await expectStoredOnce(stack, data.email);
      await expect.poll(() => toastsSeen(page)).toContainEqual(expect.stringContaining(row.order_id));
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('a browser that cannot keep anything (IndexedDB blocked, as in some private modes)', () => {
  // Such modes keep no service worker either; every download is the page's own.
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      };
    });
  });

  test('online: the request and the sign-up are sent directly, with the success toasts', async ({ page }) => {
    const stack = suiteStack();
    // The in-memory stand-in for IndexedDB is a chunk of its own: its first download is cut off.
    const cut = await failScripts(page, (file) => file.includes('/memory-db-'));
    await page.goto('/#contact');
    const data = input('no-idb');
    await fillRequestForm(requestForm(page), en, data);
    await submit(requestForm(page));
    const orderId = await expectSuccessToast(page);
    await expectStoredOnce(stack, data.email, orderId);
    expect([...cut.keys()]).toEqual([expect.stringContaining('/memory-db-')]);

    const email = uniqueEmail('no-idb-newsletter');
    await scrollToFooter(page);
    await newsletterForm(page).getByRole('textbox').fill(email);
    await humanPace(page);
    await newsletterForm(page).getByRole('button', { name: en['newsletter.subscribe'] }).click();
    await expectToast(page, en['newsletter.toast.pendingTitle'], en['newsletter.toast.pendingText']);
    expect(await selectRows(stack, 'newsletter_subscriptions', `email=eq.${encodeURIComponent(email)}`)).toHaveLength(
      1,
    );
  });

  test('offline: the visitor is told in Hindi that it cannot be kept, and the form keeps what was typed', async ({
    page,
    context,
  }) => {
    const stack = suiteStack();
    await page.goto('/hi/#contact');
    const data = input('no-idb-offline', {
      service: hi['requests.service.legal_documentation'],
      documentType: hi['requests.documentType.rent_agreement'],
      urgency: undefined,
      message: undefined,
    });
    await fillRequestForm(requestFormHi(page), hi, data);
    await context.setOffline(true);
    try {
      await requestFormHi(page).getByRole('button', { name: hi['requests.form.submit'] }).click();
      await expectToast(page, hi['requests.toast.notKeptTitle'], hi['requests.toast.notKeptText']);
      await expect(requestFormHi(page).getByLabel(hi['requests.form.email'], { exact: false }).first()).toHaveValue(
        data.email,
      );
    } finally {
      await context.setOffline(false);
    }
    // Nothing was kept to be sent later: nothing arrives once the device is online again.
    await page.waitForTimeout(scaled(1000));
    expect(await rowsFor(stack, data.email)).toEqual([]);
  });
});

test.describe('backend unreachable while the device is online', () => {
  test.setTimeout(scaled(180_000));
  const base = Number(process.env.E2E_PORT ?? 4173);
  // Ports beside the suite's; not +17 (4190 is on the fetch standard's list of blocked ports).
  const backend = new OwnBackend(base + 21, base + 31, `${process.env.E2E_DATA_DIR ?? '.local/e2e'}-down`);
  test.beforeAll(async () => {
    test.setTimeout(scaled(150_000));
    await backend.start();
  });
  test.afterAll(() => backend.stop());

  test('queued, reloaded, tab closed and reopened, backend back: delivered once by the worker (Background Sync)', async ({
    context,
  }) => {
    let page = await context.newPage();
    await page.goto(`${backend.url}/#contact`);
    await waitForApp(page);
    await waitForServiceWorker(page);
    backend.cutOff();
    const data = input('backend-down');
    const reader = uniqueEmail('backend-down-reader');

    await fillRequestForm(requestForm(page), en, data);
    await submit(requestForm(page));
    await expectToast(page, en['requests.toast.queuedTitle'], en['requests.toast.queuedText']);
    await scrollToFooter(page);
    await newsletterForm(page).getByRole('textbox').fill(reader);
    await humanPace(page);
    await newsletterForm(page).getByRole('button', { name: en['newsletter.subscribe'] }).click();
    await expectToast(page, en['newsletter.toast.queuedTitle'], en['newsletter.toast.queuedText']);
    await expect(outboxButton(page, 2)).toBeVisible();

    await page.reload();
    await waitForApp(page);
    await expect(outboxButton(page, 2)).toBeVisible();
    await page.close();
    const opened = Date.now();
    page = await context.newPage();
    await page.goto(`${backend.url}/about`);
    await waitForApp(page);
    await expect(outboxButton(page, 2)).toBeVisible();
    // This page's start tries at once (a trigger, backoff or not), and its round ends on the first failure:
    // only then is the backend back, or this page would send them, not the worker (a busy machine made its
    // try come after the restore).
    await expect
      .poll(async () => {
        const entries = await outboxEntries(page);
        return entries.some((e) => (e.lastError?.at ?? 0) >= opened) && entries.every((e) => e.state === 'pending');
      })
      .toBe(true);
    // The failed attempts left a backoff: nothing goes out by itself for a while.
    backend.restore();
    const stack = backend.stack;
    expect(await rowsFor(stack, data.email)).toEqual([]);

    await dispatchBackgroundSync(page, backend.url);
    const row = await expectStoredOnce(stack, data.email);
    await expect
      .poll(() => selectRows(stack, 'newsletter_subscriptions', `email=eq.${encodeURIComponent(reader)}`))
      .toHaveLength(1);
    await expect.poll(() => toastsSeen(page)).toContainEqual(expect.stringContaining(row.order_id));
    await expect(outboxButton(page, 1)).toHaveCount(0);
    await page.waitForTimeout(scaled(1000)); // a second sender would have written by now
    expect(await rowsFor(stack, data.email)).toHaveLength(1);
    expect(mailsWithOrderId(stack, row.order_id)).toHaveLength(2);
  });

  test('without Background Sync, the next page load sends what the backend refused while it was down', async ({
    context,
  }) => {
    await withoutBackgroundSync(context);
    const page = await context.newPage();
    await page.goto(`${backend.url}/#contact`);
    await waitForApp(page);
    await waitForServiceWorker(page);
    backend.cutOff();
    const data = input('reload-after-outage');
    await fillRequestForm(requestForm(page), en, data);
    await submit(requestForm(page));
    await expectToast(page, en['requests.toast.queuedTitle'], en['requests.toast.queuedTextNextVisit']);
    backend.restore();
    await page.reload(); // app start
    await waitForApp(page);
    await expectStoredOnce(backend.stack, data.email);
    await expect.poll(() => outboxEntries(page)).toEqual([]);
  });
});
