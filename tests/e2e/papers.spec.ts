/**
 * Papers from the phone and the finished document back, as a client at 375 px
 * lives them (docs/architecture.md, "A paper, from the camera to the inbox";
 * docs/request-tracking.md, "The finished document"):
 *
 *   - Hindi: a photo added to the request form offline, covered in part, the
 *     request sent offline, the page reloaded (from the service worker), the
 *     connection back: the staff see the photo, made small, its metadata gone
 *     and the covered part black.
 *   - English: the firm attaches the document and marks the request ready,
 *     which tells the client by e-mail where to download it; /track (order number and e-mail) downloads it, and "My requests" keeps
 *     it on the phone and opens it offline.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { uniqueEmail, uniquePhone, fillRequestForm } from '../support/e2e/forms.ts';
import { outboxEntries } from '../support/e2e/outbox.ts';
import { attachDocumentAndMarkReady, openRequest, signInAsStaff } from '../support/e2e/staff.ts';
import { drawCoverTopLeft } from '../support/e2e/papers.ts';
import { expect, test, type Page } from '../support/e2e/test.ts';
import { recordToasts, toastsSeen } from '../support/e2e/toasts.ts';
import { waitForApp, waitForServiceWorker } from '../support/e2e/wait.ts';
import { messages } from '../support/shared/catalogue.ts';
import { mailsWithOrderId, selectRows, suiteStack } from '../support/shared/running-stack.ts';
import { scaled } from '../support/e2e/time-scale';

test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

/** A phone photo: 2400 x 1800, white with a dark block top-left, carrying EXIF (the camera's make). */
async function phonePhoto(): Promise<Buffer> {
  const block = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#224488' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#ffffff' } })
    .composite([{ input: block, left: 0, top: 0 }])
    .withExif({ IFD0: { Make: 'SatnaTestPhone', Model: 'Model X' } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The newest file the local Storage keeps (its objects are files named by hash). */
function newestStoredFile(): Buffer {
  const dir = join(process.env.E2E_DATA_DIR ?? '.local/e2e', 'storage', 'objects');
  const newest = readdirSync(dir)
    .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)[0]!;
  return readFileSync(join(dir, newest.name));
}

/** The colour of the staff's shown picture at a point (fractions of its size). */
const pixelAt = (page: Page, name: RegExp, x: number, y: number) =>
  page.getByRole('img', { name }).evaluate(
    (img: HTMLImageElement, [x, y]) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      return [...context.getImageData(Math.floor(x * canvas.width), Math.floor(y * canvas.height), 1, 1).data];
    },
    [x, y],
  );

test('Hindi, 375 px: a photo added offline and covered in part reaches the staff after a reload, made small and without its metadata', async ({
  page,
  context,
  browser,
}) => {
  const t = messages.hi;
  const email = uniqueEmail('kagaz');
  await recordToasts(context);
  await page.goto('/hi/contact-us');
  await waitForServiceWorker(page);
  await waitForApp(page);

  await context.setOffline(true);
  try {
    await fillRequestForm(
      page,
      t,
      {
        name: 'सुनीता पटेल',
        email,
        phone: uniquePhone(),
        service: t['requests.service.legal_documentation']!,
        documentType: t['requests.documentType.rent_agreement']!,
      },
      'contact-page',
    );
    await page.getByRole('button', { name: t['requests.papers.add'] }).click();
    await expect(page.getByText(t['papers.aadhaar']!)).toBeVisible();
    const photo = await phonePhoto();
    await page.locator('input[type=file][accept*="application/pdf"]').setInputFiles({
      name: 'aadhaar.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const row = page.getByRole('listitem').filter({ hasText: 'aadhaar.jpg' });
    // Its size before and after: a few hundred KB before, well under that after.
    await expect(row).toContainText(/पहले .*KB, अब .*KB/);

    const area = await drawCoverTopLeft(page, row, t['papers.cover']!, 0.3);
    await expect(page.getByText('1 डिब्बा')).toBeVisible();
    await page.getByRole('button', { name: t['papers.cover.done']! }).click();
    await expect(area).toBeHidden();

    await page.getByRole('button', { name: t['requests.form.submit'] }).click();
    await expect.poll(() => toastsSeen(page)).toContainEqual(expect.stringContaining(t['requests.toast.queuedTitle']!));
    expect((await outboxEntries(page)).map((e) => e.kind).sort()).toEqual(['paper', 'request']);

    await page.reload();
    await waitForApp(page);
    expect((await outboxEntries(page)).map((e) => e.kind).sort()).toEqual(['paper', 'request']);
  } finally {
    await context.setOffline(false);
  }

  // Back online: the page sends the request, then its paper.
  await expect.poll(() => outboxEntries(page), { timeout: scaled(60_000) }).toEqual([]);
  const [row] = await selectRows<{ order_id: string }>(
    suiteStack(),
    'contact_submissions',
    `email=eq.${encodeURIComponent(email)}`,
  );
  const stored = newestStoredFile();
  expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(stored.includes('SatnaTestPhone')).toBe(false);
  const size = await sharp(stored).metadata();
  expect(Math.max(size.width!, size.height!)).toBeLessThanOrEqual(1600);
  expect(stored.length).toBeLessThan(400 * 1024);

  const staffContext = await browser.newContext();
  try {
    const staff = await staffContext.newPage();
    await signInAsStaff(staff);
    await openRequest(staff, row!.order_id);
    await staff.getByRole('button', { name: /^View / }).click();
    const picture = /^Paper /;
    await expect(staff.getByRole('img', { name: picture })).toBeVisible();
    // The covered corner is black; the rest of the dark block and the white page are as taken.
    expect((await pixelAt(staff, picture, 0.05, 0.05)).slice(0, 3).every((c) => c < 20)).toBe(true);
    expect((await pixelAt(staff, picture, 0.45, 0.45)).slice(0, 3)).not.toEqual([0, 0, 0]);
    expect((await pixelAt(staff, picture, 0.8, 0.8)).slice(0, 3).every((c) => c > 230)).toBe(true);
  } finally {
    await staffContext.close();
  }
});

test('English, 375 px: the firm attaches the document, marks it ready and the client is told; /track downloads it and "My requests" opens it offline', async ({
  page,
  context,
  browser,
}) => {
  const t = messages.en;
  const email = uniqueEmail('document');
  await recordToasts(context);
  await page.goto('/contact-us');
  await waitForServiceWorker(page);
  await waitForApp(page);
  await fillRequestForm(
    page,
    t,
    {
      name: 'Ramesh Tiwari',
      email,
      phone: uniquePhone(),
      service: t['requests.service.legal_documentation']!,
      documentType: t['requests.documentType.affidavit']!,
    },
    'contact-page',
  );
  await page.getByRole('button', { name: t['requests.form.submit'] }).click();
  await expect.poll(() => toastsSeen(page)).toContainEqual(expect.stringContaining(t['requests.toast.successTitle']!));
  const [row] = await selectRows<{ order_id: string }>(
    suiteStack(),
    'contact_submissions',
    `email=eq.${encodeURIComponent(email)}`,
  );
  const orderId = row!.order_id;

  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n% the affidavit\n'), Buffer.alloc(20_000, 0x20)]);
  const staffContext = await browser.newContext();
  try {
    const staff = await staffContext.newPage();
    await signInAsStaff(staff);
    await attachDocumentAndMarkReady(staff, orderId, {
      name: 'Affidavit.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
  } finally {
    await staffContext.close();
  }
  await expect
    .poll(() => mailsWithOrderId(suiteStack(), orderId).map((m) => m.template_params.status))
    .toContain(t['track.documentReady.title']);

  await page.goto('/track');
  await waitForApp(page);
  await page.getByLabel(t['track.form.orderId']!).fill(orderId);
  await page.getByLabel(t['track.form.contact']!).fill(email);
  await page.getByRole('button', { name: t['track.form.submit'] }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t['track.document.download'] }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Affidavit.pdf');
  expect(readFileSync((await download.path())!).equals(pdf)).toBe(true);
  await expect(page.getByText(/You can download it until/)).toBeVisible();

  // "My requests" keeps it; offline, it opens from the phone.
  await expect(page.getByRole('button', { name: t['track.document.open'] })).toBeVisible({ timeout: scaled(20_000) });
  await context.setOffline(true);
  try {
    await page.reload();
    await waitForApp(page);
    const [offline] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t['track.document.open'] }).click(),
    ]);
    expect(readFileSync((await offline.path())!).equals(pdf)).toBe(true);
  } finally {
    await context.setOffline(false);
  }
});
