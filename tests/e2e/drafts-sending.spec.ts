/**
 * A guided draft sent to the firm as a customer on a slow phone lives it
 * (docs/drafts.md, "Sending", "The firm's side", "On the device"): a Hindi
 * rent agreement at 375 px on a CPU 6x slower, started online, continued
 * offline after a reload (the page and its scripts from the service
 * worker), previewed in both languages and sent while still offline: queued
 * in the outbox, sent once when the connection is back, found by staff in
 * the inbox with a readable summary in Hindi, and its Word file downloaded
 * and unzipped: the names in Devanagari, in runs that name a Devanagari font.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { LOCAL_STAFF } from '../../supabase/local/auth';
import { SPECS } from '../support/shared/draft-specs';
import { DRAFT_NAMES } from '@/features/drafts/names';
import { TEXT } from '@/features/drafts/text';
import { stepsFor } from '@/features/drafts/validate';
import { answerStep } from '../support/e2e/drafts.ts';
import { uniqueEmail, uniquePhone } from '../support/e2e/forms.ts';
import { outboxEntries } from '../support/e2e/outbox.ts';
import { slowCpu } from '../support/e2e/slow-phone.ts';
import { expect, test, type Page } from '../support/e2e/test.ts';
import { recordToasts, toast, toastsSeen } from '../support/e2e/toasts.ts';
import { humanPace, waitForServiceWorker } from '../support/e2e/wait.ts';
import { messages, withOrderId } from '../support/shared/catalogue.ts';
import { RENT_AGREEMENT_ANSWERS } from '../support/shared/draft-answers.ts';
import { selectRows, suiteStack } from '../support/shared/running-stack.ts';
import { scaled } from '../support/e2e/time-scale';

// The service worker and the offline site are what this spec tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const t = messages.hi;
const spec = SPECS['rent-agreement'];
const ANSWERS = RENT_AGREEMENT_ANSWERS.hi;
const steps = stepsFor(spec, ANSWERS);

/** The step the phone keeps for the rent agreement (the `drafts` table, written 200 ms after a change), or null. */
const savedStep = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | null>((resolve, reject) => {
        const open = indexedDB.open('satna-legal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('drafts');
          const get = tx.objectStore('drafts').get('rent-agreement');
          get.onsuccess = () => resolve((get.result as { step?: number } | undefined)?.step ?? null);
          get.onerror = () => reject(get.error);
          tx.oncomplete = () => db.close();
        };
      }),
  );

/** Whether the service worker's caches hold the page at `path`: it then opens offline. */
const cachedPage = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((r) => new URL(r.url).pathname === path)) return true;
    }
    return false;
  }, path);

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test('hi, a slow phone: a rent agreement started online, finished and sent offline, sent once when back, read in the inbox and downloaded as a Word file', async ({
  page,
  context,
  browser,
}) => {
  // A long journey on a CPU 6x slower: each step is a visitor's, none waits for a fixed time.
  test.setTimeout(scaled(240_000));
  const stack = suiteStack();
  const email = uniqueEmail('draft-hi');
  await recordToasts(context);
  await slowCpu(page);
  await page.goto('/hi/drafts/rent-agreement');
  await waitForServiceWorker(page);
  await expect.poll(() => cachedPage(page, '/hi/drafts/rent-agreement'), { timeout: scaled(45_000) }).toBe(true);

  await expect(page.getByText(`चरण 1 / ${steps.length}: ${steps[0]!.title.hi}`)).toBeVisible();
  // Next without answers: the problem is said in Hindi, tied to the first question, which has the focus.
  const first = page.getByLabel(steps[0]!.questions[0]!.label.hi);
  await page.getByRole('button', { name: TEXT.next.hi }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'कृपया इसका जवाब दें।' }).first()).toBeVisible();
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription(/कृपया इसका जवाब दें।/);

  await answerStep(page, steps[0]!, 'hi', ANSWERS);
  await answerStep(page, steps[1]!, 'hi', ANSWERS);
  await expect(page.getByText(TEXT.saved.hi)).toBeVisible();
  // "Saved" shows from the first answer on; the signal drops once the third step is kept too.
  await expect.poll(() => savedStep(page)).toBe(2);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText(TEXT.restored.hi)).toBeVisible();
    await expect(page.getByText(`चरण 3 / ${steps.length}: ${steps[2]!.title.hi}`)).toBeVisible();
    const preview = page.getByRole('article', { name: 'हिंदी में पूर्वावलोकन' });
    await expect(preview).toContainText(ANSWERS.landlordName!);
    const premisesQuestion = steps.flatMap((step) => step.questions).find((q) => q.id === 'propertyAddress')!;
    await expect(preview).toContainText(`[${premisesQuestion.blank.hi}]`);

    const premises = steps.findIndex((step) => step.id === 'premises');
    for (const step of steps.slice(2, premises + 1)) await answerStep(page, step, 'hi', ANSWERS);
    await expect(preview).toContainText(`अधिकारी है: ${ANSWERS.propertyAddress} (जिसे आगे ‘उक्त परिसर’ कहा गया है)`);
    await expect(preview).toContainText('केवल आवासीय उपयोग के लिए');
    // The other language, one tap away, and back.
    await page.getByRole('button', { name: TEXT.showOther.hi }).click();
    const english = page.getByRole('article', { name: 'Preview in English' });
    await expect(english).toContainText('RENT AGREEMENT');
    await expect(english).toContainText('for residential use only');
    await page.getByRole('button', { name: TEXT.showOwn.hi }).click();
    await expect(preview).toBeVisible();

    for (const step of steps.slice(premises + 1)) await answerStep(page, step, 'hi', ANSWERS);
    await expect(page.getByText(TEXT.ready.hi)).toBeVisible();
    await expect(preview).not.toContainText('[');

    // "Send to the firm", its code from the service worker: the request form's contact fields, in Hindi.
    const sending = page.getByRole('region', { name: t['requests.draft.title'] });
    await sending.getByRole('button', { name: t['requests.draft.submit'] }).click();
    await expect(sending.getByText(t['requests.error.nameRequired']!)).toBeVisible();
    await sending.getByLabel(t['requests.form.name']!).fill(ANSWERS.tenantName!);
    await sending.getByLabel(t['requests.form.phone']!).fill(uniquePhone());
    await sending.getByLabel(t['requests.form.email']!).fill(email);
    // The client asks for WhatsApp updates too (docs/whatsapp.md, "Consent"): the queued entry carries it.
    await sending.getByRole('checkbox', { name: t['requests.form.whatsapp'] }).check();
    await humanPace(page);
    await sending.getByRole('button', { name: t['requests.draft.submit'] }).click();

    // Queued: the page says it goes when the internet is back; the form goes, so it cannot be sent twice.
    await expect.poll(() => toastsSeen(page)).toContainEqual(expect.stringContaining(t['requests.toast.queuedText']!));
    await expect(page.getByText(TEXT.queued.hi)).toBeVisible();
    await expect(sending).toBeHidden();
    expect(await outboxEntries(page)).toHaveLength(1);
    expect(await selectRows(stack, 'contact_submissions', `email=eq.${encodeURIComponent(email)}`)).toEqual([]);
  } finally {
    await context.setOffline(false);
  }

  // Back online: sent by itself, and the visitor told with the order id and where to track it.
  const success = toast(page, t['requests.toast.successTitle']!);
  await expect(success).toContainText(withOrderId(t['requests.toast.successText']!), { timeout: scaled(30_000) });
  await expect(success.getByRole('link', { name: t['requests.toast.track'] })).toHaveAttribute(
    'href',
    /^\/hi\/track\?order=LP\d+$/,
  );
  const orderId = /(LP\d+)/.exec((await success.textContent()) ?? '')![1]!;
  // Once the outbox is empty nothing is left to send: one row, with the request and the answers as the builder made them.
  await expect.poll(() => outboxEntries(page), { timeout: scaled(20_000) }).toEqual([]);
  const rows = await selectRows<{
    order_id: string;
    document_type: string;
    language: string;
    draft: unknown;
    whatsapp_consent_version: number | null;
  }>(
    stack,
    'contact_submissions',
    `email=eq.${encodeURIComponent(email)}&select=order_id,document_type,language,draft,whatsapp_consent_version`,
  );
  expect(rows).toEqual([
    {
      order_id: orderId,
      document_type: 'rent_agreement',
      language: 'hi',
      draft: { kind: 'rent-agreement', version: spec.version, lang: 'hi', answers: ANSWERS },
      whatsapp_consent_version: 1,
    },
  ]);

  // The firm's side, at a desk.
  const staffContext = await browser.newContext({ acceptDownloads: true });
  try {
    const staff = await staffContext.newPage();
    await staff.goto('/staff');
    await staff.getByLabel('E-mail').fill(LOCAL_STAFF.email);
    await staff.getByRole('textbox', { name: 'Password' }).fill(LOCAL_STAFF.password);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByLabel('Search').fill(orderId);
    await staff.getByRole('link', { name: new RegExp(`^${orderId} · `) }).click();

    const answers = staff.getByRole('region', { name: `Draft answers: ${DRAFT_NAMES['rent-agreement'].name.hi}` });
    await expect(answers).toBeVisible();
    // Labelled by the draft's own questions in the request's language, written as the document writes them.
    await expect(answers.getByRole('definition').filter({ hasText: ANSWERS.tenantName! })).toBeVisible();
    await expect(answers.getByRole('term').filter({ hasText: 'किरायेदार का पूरा नाम' })).toBeVisible();
    await expect(answers).toContainText('आवासीय');
    await expect(answers).toContainText(/₹\s?8,000/);
    await expect(answers).not.toContainText('"tenantName"');

    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      answers.getByRole('button', { name: 'Download as Word (.docx)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${orderId}-rent-agreement.docx`);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const xml = strFromU8(files['word/document.xml']!);
    expect(xml).toContain(ANSWERS.tenantName!);
    expect(xml).toContain(ANSWERS.landlordName!);
    expect(xml).toContain('किरायानामा');
    expect(xml).toMatch(/<w:rFonts [^>]*w:cs="Nirmala UI"/);
  } finally {
    await staffContext.close();
  }
});
