/**
 * WhatsApp updates end to end (docs/whatsapp.md): the client's consent on the
 * request form, offline then online; the confirmation and an announced status
 * on the local Cloud API stand-in, in the request's language; a signed
 * receipt in the staff inbox; the webhook refusing what Meta did not sign;
 * STOP by reply (it holds for the number, and the form says how to start
 * again) and on /track (one request); no consent, no message.
 */
import { readFileSync } from 'node:fs';
import type { WhatsappRecord } from '../../supabase/local/whatsapp-api';
import { hubSignature } from '../../supabase/functions/_shared/secrets';
import { messages, withOrderId } from '../support/shared/catalogue';
import { fillRequestForm, SENT_MS, uniqueEmail, uniquePhone } from '../support/e2e/forms';
import { selectRows, suiteStack, type StackInfo } from '../support/shared/running-stack';
import { expect, test, type Page } from '../support/e2e/test';
import { openRequest, signInAsStaff } from '../support/e2e/staff';
import { scaled } from '../support/e2e/time-scale';
import { recordToasts, shownToast, toast } from '../support/e2e/toasts';
import { holdAppScript, hydrated, slowCpu } from '../support/e2e/slow-phone';
import { waitForApp, waitForServiceWorker } from '../support/e2e/wait';

// The service worker and the offline site are what this spec tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const { hi } = messages;

type Row = {
  id: number;
  order_id: string;
  phone: string;
  whatsapp_to: string | null;
  whatsapp_consent_version: number | null;
  whatsapp_stopped_at: string | null;
};

/** The +91 form the stand-in sees of a phone uniquePhone made (+91 9xxxxxxxxx). */
const plus91 = (phone: string) => `+91${phone.replace(/\D/g, '').slice(-10)}`;

/** What the stand-in took for this number. */
function sentTo(stack: StackInfo, number: string) {
  const lines = readFileSync(stack.whatsappLog, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  return lines
    .map((l) => JSON.parse(l) as WhatsappRecord)
    .filter((r): r is Extract<WhatsappRecord, { direction: 'out' }> => r.direction === 'out' && r.to === number);
}

const rowsFor = (stack: StackInfo, email: string) =>
  selectRows<Row>(stack, 'contact_submissions', `email=eq.${encodeURIComponent(email)}`);

async function admin(stack: StackInfo, path: string, body: unknown) {
  const res = await fetch(`${stack.adminUrl}/whatsapp${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
}

/** Sends the Hindi contact form with the WhatsApp box ticked or not; the form's own fields. */
async function fillHindiForm(page: Page, who: string, whatsapp: boolean, phone = uniquePhone()) {
  const form = page.getByRole('form', { name: hi['requests.form.title'] });
  const data = {
    name: 'सुनीता वर्मा',
    email: uniqueEmail(who),
    phone,
    service: hi['requests.service.legal_documentation']!,
    documentType: hi['requests.documentType.rent_agreement']!,
  };
  await fillRequestForm(form, hi, data, 'contact-page');
  const box = form.getByRole('checkbox', { name: hi['requests.form.whatsapp'] });
  await expect(box).not.toBeChecked();
  if (whatsapp) await box.check();
  await form.getByRole('button', { name: hi['requests.form.submit'] }).click();
  return data;
}

test.beforeEach(({ context }) => recordToasts(context));

test('consent given offline: once online, one confirmation in Hindi; an announced status sends one more; its delivered receipt shows in the inbox', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(scaled(150_000));
  const stack = suiteStack();
  await page.goto('/hi/contact-us');
  await waitForApp(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  let data: Awaited<ReturnType<typeof fillHindiForm>>;
  try {
    data = await fillHindiForm(page, 'wa-offline', true);
    await shownToast(page, hi['requests.toast.queuedTitle']!, hi['requests.toast.queuedText']!, { timeout: SENT_MS });
    expect(await rowsFor(stack, data.email)).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
  await expect.poll(async () => (await rowsFor(stack, data.email)).length, { timeout: SENT_MS }).toBe(1);
  const [row] = await rowsFor(stack, data.email);
  const number = plus91(data.phone);
  // The phone as typed; WhatsApp's form of it beside; the wording the client saw.
  expect(row).toMatchObject({ phone: data.phone, whatsapp_to: number, whatsapp_consent_version: 1 });
  await expect.poll(() => sentTo(stack, number).length, { timeout: SENT_MS }).toBe(1);
  expect(sentTo(stack, number)[0]!.template).toEqual({
    name: 'request_received',
    language: 'hi',
    params: [row!.order_id],
  });

  // The firm announces a status: one message more, in Hindi, with the status word the client knows.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await signInAsStaff(staff);
    await openRequest(staff, row!.order_id);
    await expect(staff.getByText(new RegExp(`Asked for WhatsApp updates to \\${number}`))).toBeVisible();
    await staff.getByRole('combobox', { name: 'New status' }).click();
    await staff.getByRole('option', { name: 'Ready', exact: true }).click();
    await expect(
      staff.getByRole('checkbox', { name: 'Tell the customer by e-mail and WhatsApp (in Hindi)' }),
    ).toBeChecked();
    await staff.getByRole('button', { name: 'Save status' }).click();
    await expect(toast(staff, 'Status saved: Ready')).toContainText('sent a WhatsApp message');
    await expect.poll(() => sentTo(stack, number).length, { timeout: SENT_MS }).toBe(2);
    const status = sentTo(stack, number)[1]!;
    expect(status.template).toEqual({
      name: 'request_status',
      language: 'hi',
      params: [row!.order_id, hi['track.status.ready']],
    });

    // Meta says it was delivered, signed with the app secret: the inbox shows it.
    await admin(stack, '/receipt', { id: status.id, status: 'delivered' });
    await staff.reload();
    await expect(staff.getByText(/Status: Ready:\s*Sent .*, delivered /)).toBeVisible({ timeout: SENT_MS });
    await expect(staff.getByText(/Confirmation of the request:\s*Sent /).last()).toBeVisible();
  } finally {
    await staffContext.close();
  }
  // Once each, whoever woke the sender.
  expect(sentTo(stack, number)).toHaveLength(2);
});

test('on a slow phone, the box ticked before the page is hydrated still counts', async ({ context }) => {
  test.setTimeout(scaled(120_000));
  const stack = suiteStack();
  // A page of the context's own: its goto does not wait for the app, which is held back here.
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  await slowCpu(page);
  const scripts = await holdAppScript(page);
  await page.goto('/hi/contact-us', { waitUntil: 'domcontentloaded' });
  // The prerendered form, before a line of the site's code ran: details typed and the box ticked.
  const form = page.getByRole('form', { name: hi['requests.form.title'] });
  const email = uniqueEmail('wa-early');
  const phone = uniquePhone();
  await form.getByLabel(hi['requests.form.fullName']!, { exact: false }).fill('सुनीता वर्मा');
  await form.getByLabel(hi['requests.form.email']!, { exact: false }).first().fill(email);
  await form.getByLabel(hi['requests.form.phone']!, { exact: false }).fill(phone);
  await form.getByRole('checkbox', { name: hi['requests.form.whatsapp'] }).check();
  scripts.release();
  await hydrated(page);
  await expect(form.getByRole('checkbox', { name: hi['requests.form.whatsapp'] })).toBeChecked();
  await form
    .getByLabel(hi['requests.form.serviceRequired']!, { exact: false })
    .selectOption({ label: hi['requests.service.legal_documentation']! });
  await form
    .getByLabel(hi['requests.form.documentType']!, { exact: false })
    .selectOption({ label: hi['requests.documentType.rent_agreement']! });
  await form.getByRole('button', { name: hi['requests.form.submit'] }).click();
  await expect
    .poll(async () => (await rowsFor(stack, email))[0]?.whatsapp_to ?? null, { timeout: SENT_MS })
    .toBe(plus91(phone));
});

test('without the box ticked nothing is queued or sent on WhatsApp; the e-mail still goes', async ({ page }) => {
  const stack = suiteStack();
  await page.goto('/hi/contact-us');
  await waitForApp(page);
  const data = await fillHindiForm(page, 'wa-none', false);
  const { text } = await shownToast(
    page,
    hi['requests.toast.successTitle']!,
    withOrderId(hi['requests.toast.successText']!),
    {
      timeout: SENT_MS,
    },
  );
  const orderId = /(LP\d+)/.exec(text)![1]!;
  const [row] = await rowsFor(stack, data.email);
  expect(row).toMatchObject({ order_id: orderId, whatsapp_to: null, whatsapp_consent_version: null });
  const messages = (channel: string) =>
    selectRows<{ sent_at: string | null }>(
      stack,
      'customer_messages',
      `submission_id=eq.${row!.id}&channel=eq.${channel}`,
    );
  expect(await messages('whatsapp')).toEqual([]);
  await expect.poll(async () => (await messages('email'))[0]?.sent_at ?? null, { timeout: SENT_MS }).not.toBeNull();
  expect(sentTo(stack, plus91(data.phone))).toEqual([]);
});

test('a phone that is no mobile, with the box ticked: the form asks for a mobile number in Hindi and sends nothing', async ({
  page,
}) => {
  const stack = suiteStack();
  await page.goto('/hi/contact-us');
  await waitForApp(page);
  const form = page.getByRole('form', { name: hi['requests.form.title'] });
  const email = uniqueEmail('wa-landline');
  await fillRequestForm(
    form,
    hi,
    {
      name: 'सुनीता वर्मा',
      email,
      phone: '011 2345 6789',
      service: hi['requests.service.legal_documentation']!,
      documentType: hi['requests.documentType.rent_agreement']!,
    },
    'contact-page',
  );
  await form.getByRole('checkbox', { name: hi['requests.form.whatsapp'] }).check();
  await form.getByRole('button', { name: hi['requests.form.submit'] }).click();
  await expect(form.getByText(hi['requests.error.whatsappMobile']!)).toBeVisible();
  expect(await rowsFor(stack, email)).toEqual([]);
});

test('STOP holds: a reply "बंद" stops the announced status and a new request\'s confirmation, the form says how to restart; /track stops one request', async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  const stack = suiteStack();
  await page.goto('/hi/contact-us');
  await waitForApp(page);
  const data = await fillHindiForm(page, 'wa-stop', true);
  await expect.poll(async () => (await rowsFor(stack, data.email)).length, { timeout: SENT_MS }).toBe(1);
  const [row] = await rowsFor(stack, data.email);
  const number = plus91(data.phone);
  await expect.poll(() => sentTo(stack, number).length, { timeout: SENT_MS }).toBe(1);

  // The client replies "बंद": the number is opted out. The staff then announce a status: nothing more goes.
  await admin(stack, '/inbound', { from: number.slice(1), text: 'बंद' });
  await expect
    .poll(async () => (await selectRows(stack, 'whatsapp_opt_outs', `number=eq.${encodeURIComponent(number)}`)).length)
    .toBe(1);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await signInAsStaff(staff);
    await openRequest(staff, row!.order_id);
    await expect(
      staff.getByText(/The number wrote STOP on .*: nothing goes to it until it writes again/),
    ).toBeVisible();
    await staff.getByRole('combobox', { name: 'New status' }).click();
    await staff.getByRole('option', { name: 'Drafting', exact: true }).click();
    await staff.getByRole('button', { name: 'Save status' }).click();
    await expect(toast(staff, 'Status saved: Drafting')).toContainText('The customer will be e-mailed: see below.');
  } finally {
    await staffContext.close();
  }
  const statusOnWhatsapp = `submission_id=eq.${row!.id}&channel=eq.whatsapp&kind=eq.status`;
  expect(await selectRows(stack, 'customer_messages', statusOnWhatsapp)).toMatchObject([
    { withheld_reason: 'stopped' },
  ]);

  // A new request from the same number, the box ticked: the form says how to start again (a link that
  // writes START to the firm's number); the consent is stored, and the confirmation is not sent.
  await page.goto('/hi/contact-us');
  await waitForApp(page);
  const form = page.getByRole('form', { name: hi['requests.form.title'] });
  await form.getByRole('checkbox', { name: hi['requests.form.whatsapp'] }).check();
  const restart = form.getByRole('link', { name: hi['requests.form.whatsappStart'] });
  await expect(restart).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=START$/);
  await form.getByRole('checkbox', { name: hi['requests.form.whatsapp'] }).uncheck();
  const again = await fillHindiForm(page, 'wa-stop-again', true, data.phone);
  await expect.poll(async () => (await rowsFor(stack, again.email)).length, { timeout: SENT_MS }).toBe(1);
  const [againRow] = await rowsFor(stack, again.email);
  expect(againRow).toMatchObject({ whatsapp_to: number, whatsapp_consent_version: 1 });
  await expect
    .poll(
      async () => await selectRows(stack, 'customer_messages', `submission_id=eq.${againRow!.id}&channel=eq.whatsapp`),
    )
    .toMatchObject([{ kind: 'confirmation', withheld_reason: 'stopped' }]);
  expect(sentTo(stack, number)).toHaveLength(1);

  // Another request, stopped on /track with its order number and phone.
  await page.goto('/hi/contact-us');
  await waitForApp(page);
  const other = await fillHindiForm(page, 'wa-track', true);
  await expect.poll(async () => (await rowsFor(stack, other.email)).length, { timeout: SENT_MS }).toBe(1);
  const [otherRow] = await rowsFor(stack, other.email);
  await page.goto(`/hi/track?order=${otherRow!.order_id}`);
  await waitForApp(page);
  await page.getByLabel(hi['track.form.contact']!).fill(other.phone);
  await page.getByRole('button', { name: hi['track.form.submit'] }).click();
  await expect(page.getByText(hi['track.whatsapp.on']!)).toBeVisible();
  await page.getByRole('button', { name: hi['track.whatsapp.stop'] }).click();
  await expect(page.getByText(hi['track.whatsapp.stopped']!)).toBeVisible();
  expect((await rowsFor(stack, other.email))[0]!.whatsapp_stopped_at).not.toBeNull();
});

test('the webhook refuses a call Meta did not sign (401 unsigned, 403 wrongly signed) and answers the handshake only with the verify token', async () => {
  const stack = suiteStack();
  const url = `${stack.mailUrl}/functions/v1/customer-messages/whatsapp/webhook`;
  const body = JSON.stringify({
    entry: [
      {
        changes: [
          { field: 'messages', value: { messages: [{ from: '919000000000', type: 'text', text: { body: 'STOP' } }] } },
        ],
      },
    ],
  });
  const post = (headers: Record<string, string>) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  expect((await post({})).status).toBe(401);
  expect((await post({ 'x-hub-signature-256': hubSignature('a-guessed-secret', body) })).status).toBe(403);
  expect((await fetch(`${url}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`)).status).toBe(403);
});
