/**
 * A guided draft sent to the firm (docs/drafts.md, "Sending", "The firm's
 * side"): a Hindi rent agreement answered at /hi/drafts/rent-agreement, sent
 * with the customer's details through the outbox, stored with its answers,
 * found by staff in the inbox with a readable summary in Hindi, and its Word
 * file downloaded and unzipped: the tenant's name in Devanagari, in runs
 * that name a Devanagari font.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { LOCAL_STAFF } from '../../supabase/local/auth';
import { SPECS } from '../../src/features/drafts/documents';
import { TEXT } from '../../src/features/drafts/text';
import type { Answers } from '../../src/features/drafts/types';
import { messages, withOrderId } from '../support/shared/catalogue.ts';
import { uniqueEmail, uniquePhone } from '../support/e2e/forms.ts';
import { selectRows, suiteStack } from '../support/shared/running-stack.ts';
import { expect, test, type Page } from '../support/e2e/test.ts';
import { toast } from '../support/e2e/toasts.ts';
import { humanPace, waitForServiceWorker } from '../support/e2e/wait.ts';

const t = messages.hi;
const spec = SPECS['rent-agreement'];

const ANSWERS: Answers = {
  landlordName: 'रमेश गुप्ता',
  landlordParent: 'सुरेश गुप्ता',
  landlordAddress: '12 सिविल लाइंस, सतना',
  tenantName: 'सुनीता वर्मा',
  tenantParent: 'अनिल वर्मा',
  tenantAddress: 'वार्ड 5, रीवा',
  propertyAddress: 'पहली मंज़िल, 34 स्टेशन रोड, सतना',
  use: 'residential',
  furniture: 'दो पंखे\nएक अलमारी',
  startDate: '2026-12-01',
  termMonths: '11',
  rent: '8000',
  dueDay: '5',
  deposit: '16000',
  noticeMonths: '1',
  utilities: 'tenant',
  maintenance: 'landlord',
  sublet: 'no',
  place: 'सतना',
  signDate: '2026-11-28',
};

/** Answers each step in Hindi from ANSWERS and goes on, to the finished draft. */
async function answerAll(page: Page) {
  for (const step of spec.steps) {
    const form = page.getByRole('form');
    await expect(form.getByRole('heading', { name: step.title.hi })).toBeVisible();
    for (const q of step.questions) {
      const value = ANSWERS[q.id];
      if (value === undefined) continue;
      if (q.type === 'choice') {
        const label = q.choices!.find((c) => c.value === value)!.label.hi;
        await form.getByRole('group', { name: q.label.hi }).getByRole('radio', { name: label, exact: true }).check();
      } else await form.getByLabel(q.label.hi).fill(value);
    }
    await form
      .getByRole('button', { name: TEXT.next.hi })
      .or(form.getByRole('button', { name: TEXT.finish.hi }))
      .click();
  }
  await expect(page.getByText(TEXT.ready.hi)).toBeVisible();
}

test('hi: a rent agreement sent to the firm, read in the inbox and downloaded as a Word file', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stack = suiteStack();
  const email = uniqueEmail('draft-hi');
  await page.goto('/hi/drafts/rent-agreement');
  await waitForServiceWorker(page);
  await answerAll(page);

  // The request form's contact fields, in Hindi, under the finished draft.
  const sending = page.getByRole('region', { name: t['requests.draft.title'] });
  await expect(sending).toBeVisible();
  await sending.getByRole('button', { name: t['requests.draft.submit'] }).click();
  await expect(sending.getByText(t['requests.error.nameRequired']!)).toBeVisible();
  await sending.getByLabel(t['requests.form.name']!).fill('सुनीता वर्मा');
  await sending.getByLabel(t['requests.form.phone']!).fill(uniquePhone());
  await sending.getByLabel(t['requests.form.email']!).fill(email);
  await humanPace(page);
  await sending.getByRole('button', { name: t['requests.draft.submit'] }).click();

  const success = toast(page, t['requests.toast.successTitle']!);
  await expect(success).toContainText(withOrderId(t['requests.toast.successText']!));
  await expect(success.getByRole('link', { name: t['requests.toast.track'] })).toHaveAttribute(
    'href',
    /\/hi\/track\?order=LP\d+$/,
  );
  const orderId = /(LP\d+)/.exec((await success.textContent()) ?? '')![1]!;
  // Sent: the form goes, and the draft leaves the device.
  await expect(page.getByText(TEXT.sent.hi)).toBeVisible();
  await expect(sending).toBeHidden();

  // Stored once, with the request and its answers as the builder made them.
  const rows = await selectRows<{ document_type: string; language: string; draft: unknown }>(
    stack,
    'contact_submissions',
    `order_id=eq.${orderId}&select=document_type,language,draft`,
  );
  expect(rows).toEqual([
    {
      document_type: 'rent_agreement',
      language: 'hi',
      draft: { kind: 'rent-agreement', version: 1, lang: 'hi', answers: ANSWERS },
    },
  ]);

  // The firm's side.
  const staffContext = await browser.newContext({ acceptDownloads: true });
  try {
    const staff = await staffContext.newPage();
    await staff.goto('/staff');
    await staff.getByLabel('E-mail').fill(LOCAL_STAFF.email);
    await staff.getByRole('textbox', { name: 'Password' }).fill(LOCAL_STAFF.password);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByLabel('Search').fill(orderId);
    await staff.getByRole('link', { name: new RegExp(`^${orderId} · `) }).click();

    const answers = staff.getByRole('region', { name: `Draft answers: ${spec.title.hi}` });
    await expect(answers).toBeVisible();
    // Labelled by the draft's own questions in the request's language, written as the document writes them.
    await expect(answers.getByRole('definition').filter({ hasText: 'सुनीता वर्मा' })).toBeVisible();
    const tenantLabel = answers.getByRole('term').filter({ hasText: 'किरायेदार का पूरा नाम' });
    await expect(tenantLabel).toBeVisible();
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
    expect(xml).toContain('सुनीता वर्मा');
    expect(xml).toContain('रमेश गुप्ता');
    expect(xml).toContain('किरायानामा');
    expect(xml).toMatch(/<w:rFonts [^>]*w:cs="Nirmala UI"/);
  } finally {
    await staffContext.close();
  }
});
