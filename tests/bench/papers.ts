/**
 * npm run bench:papers: papers on a phone and a bad network (docs/performance.md, "Papers").
 *
 *   1. A 12-megapixel phone photo (4000 x 3000 JPEG, 3-5 MB) added to the
 *      form at 6x CPU: time until its small copy is shown, its size, the
 *      longest the page's thread was busy meanwhile (taps wait that long at
 *      most), the page's JS heap peak.
 *   2. On a 2G-like link (250 kbps down, 50 kbps up, 300 ms round trip), a
 *      paper's upload cut halfway (offline for 5 s): the bytes that reached
 *      the resumable endpoint (counted by the backend's forwarder: bodies,
 *      and heads) over the file's size.
 *   3. 20 papers (2 requests of 10) queued offline, the page reloaded, the
 *      connection back: objects stored per file (1 each), 0 lost.
 *
 * Against the built site (APP_OUT_DIR, default dist/) and a backend of its own.
 * Settings: BENCH_PORT (default 4580; the forwarder uses the next), CHROMIUM_PATH.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '../support/shared/catalogue';
import { outboxEntries } from '../support/e2e/outbox';
import { OwnBackend } from '../support/e2e/own-backend';
import { fillRequestForm, uniqueEmail, uniquePhone } from '../support/e2e/forms';
import { selectRows } from '../support/shared/running-stack';
import { waitForApp, waitForServiceWorker } from '../support/e2e/wait';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 4580);
const outDir = process.env.APP_OUT_DIR ?? 'dist';
const t = messages.en;
const say = (line: string) => console.log(`[bench:papers] ${line}`);
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

if (!existsSync(path.join(root, outDir, 'index.html'))) {
  console.error(`No build in ${outDir}/. Run \`npm run build:site\` first (or set APP_OUT_DIR).`);
  process.exit(1);
}

/** A phone photo: 4000 x 3000, detail everywhere (noise, softened), as a camera's JPEG. */
async function twelveMegapixels(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#c8b89a',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .blur(0.8)
    .jpeg({ quality: 95 })
    .toBuffer();
  return sharp(noise)
    .withExif({ IFD0: { Make: 'BenchPhone' } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function openForm(page: Page, email: string) {
  await page.goto('/contact-us');
  await waitForServiceWorker(page);
  await waitForApp(page);
  await fillRequestForm(
    page,
    t,
    {
      name: 'Bench Client',
      email,
      phone: uniquePhone(),
      service: t['requests.service.legal_documentation']!,
      documentType: t['requests.documentType.affidavit']!,
    },
    'contact-page',
  );
  await page.getByRole('button', { name: t['requests.papers.add'] }).click();
  return page.locator('input[type=file][accept*="application/pdf"]');
}

/** The outbox's entries as the bench reports them: kind, state and last error. */
async function outboxState(page: Page): Promise<string> {
  return (await outboxEntries(page))
    .map(
      (e) =>
        `${e.kind}:${e.state}, ${e.attempts} failed, steps ${Object.keys(e.steps).join('+') || 'none'}${e.lastError?.message ? ` (${e.lastError.message.slice(0, 80)})` : ''}`,
    )
    .join('; ');
}

/** Waits until the outbox is empty (true) or `ms` pass (false), saying what waits every 20 s. */
async function drained(page: Page, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  let said = Date.now();
  while (Date.now() < until) {
    if ((await outboxEntries(page)).length === 0) return true;
    if (Date.now() - said > 10_000) {
      say(`  waiting: ${await outboxState(page)}`);
      said = Date.now();
    }
    await page.waitForTimeout(1000);
  }
  return false;
}

/** The bytes of the unfinished upload the local Storage keeps (its tus folder: the file beside its .json). */
function keptPart(): number {
  const dir = path.join(root, '.local/bench-papers/storage/tus');
  const parts = readdirSync(dir).filter((name) => !name.endsWith('.json'));
  return parts.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
}

async function main() {
  const backend = new OwnBackend(port, port + 1, '.local/bench-papers');
  await backend.start();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ baseURL: backend.url, viewport: { width: 375, height: 740 } });
    await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);

    // 1. The 12-megapixel photo at 6x CPU.
    const photo = await twelveMegapixels();
    // From a file on disk, as a phone's camera gives it: a buffer would be base64 through the page's thread.
    const photoPath = path.join(root, '.local/bench-papers-photo.jpg');
    writeFileSync(photoPath, photo);
    page.on('console', (m) => m.type() === 'warning' && say(`  page: ${m.text()}`));
    const input = await openForm(page, uniqueEmail('bench-photo'));
    await page.getByText(t['papers.types']!).waitFor();
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.evaluate(() => {
      const w = window as unknown as { __gap: number; __stop: boolean };
      w.__gap = 0;
      w.__stop = false;
      let last = performance.now();
      const tick = () => {
        const now = performance.now();
        w.__gap = Math.max(w.__gap, now - last - 50);
        last = now;
        if (!w.__stop) setTimeout(tick, 50);
      };
      setTimeout(tick, 50);
    });
    let heapPeak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { metrics } = await cdp.send('Performance.getMetrics');
        heapPeak = Math.max(heapPeak, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const started = Date.now();
    await input.setInputFiles(photoPath);
    const row = page.getByRole('listitem').filter({ hasText: 'bench-papers-photo.jpg' });
    await row.waitFor({ timeout: 120_000 });
    const took = Date.now() - started;
    sampling = false;
    await sampler;
    const gap = await page.evaluate(() => (window as unknown as { __gap: number }).__gap);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const line = await row.innerText();
    say(
      `12 MP photo (${kb(photo.length)}): shown small after ${(took / 1000).toFixed(1)} s at 6x CPU; ${line.replace(/\n/g, ' | ')}`,
    );
    say(
      `  longest busy stretch of the page's thread meanwhile: ${Math.round(gap)} ms; page JS heap peak ${(heapPeak / 1048576).toFixed(1)} MB`,
    );

    // 2. 2G, the connection cut halfway through the upload: the link is slow before Send. Only the page
    // uploads (docs/architecture.md, "Where each kind is sent"), so its emulated link carries every byte.
    await cdp.send('Network.enable');
    const link2g = { latency: 300, downloadThroughput: (250 * 1000) / 8, uploadThroughput: (50 * 1000) / 8 };
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link2g });
    const sent = { ...backend.uploads, calls: backend.uploads.calls.length };
    await page.getByRole('button', { name: t['requests.form.submit'] }).click();
    // The file's size as kept on the phone, before its entry leaves the outbox.
    let fileSize = 0;
    while (!fileSize) {
      const paper = (await outboxEntries(page)).find((e) => e.kind === 'paper');
      fileSize = (paper?.payload as { size?: number } | undefined)?.size ?? 0;
      if (!fileSize) await page.waitForTimeout(200);
    }
    // Halfway, as the form's progress line says it.
    let cutAt = 0;
    const started2g = Date.now();
    while (cutAt < 50 && Date.now() - started2g < 5 * 60_000) {
      const text = await page.evaluate(() => document.body.innerText);
      cutAt = Number(/(\d+)% sent/.exec(text)?.[1] ?? 0);
      await page.waitForTimeout(200);
    }
    // The signal goes: the upload's connection drops (Chromium's emulated offline only holds it), and for
    // 5 s nothing gets through; then the same 2G link again.
    backend.dropUploads();
    await cdp.send('Network.emulateNetworkConditions', { offline: true, ...link2g });
    await page.waitForTimeout(5000);
    const atCut = { ...backend.uploads };
    const kept = keptPart();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link2g });
    if (!(await drained(page, 8 * 60_000))) say('  not sent within 8 minutes');
    const bodies = backend.uploads.bodies - sent.bodies;
    const heads = backend.uploads.heads - sent.heads;
    say(
      `2G, cut at ${cutAt}% sent: ${atCut.bodies - sent.bodies} B had reached the server, which kept ${kept} B of them`,
    );
    say(
      `2G, cut at ${cutAt}% sent: file ${fileSize} B; ${backend.uploads.calls
        .slice(sent.calls)
        .map((c) => `${c.method} ${c.bytes}`)
        .join(', ')}; bodies ${bodies} B = ${(bodies / fileSize).toFixed(3)}x the file, with their heads ${bodies + heads} B = ${((bodies + heads) / fileSize).toFixed(3)}x`,
    );
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // 3. 20 papers offline, reload, back online.
    const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#eeeeee' } })
      .jpeg()
      .toBuffer();
    const emails: string[] = [];
    await context.setOffline(true);
    for (let r = 0; r < 2; r++) {
      const email = uniqueEmail('bench-twenty');
      emails.push(email);
      const files = await openForm(page, email);
      await files.setInputFiles(
        Array.from({ length: 10 }, (_, i) => ({ name: `page-${r}-${i}.jpg`, mimeType: 'image/jpeg', buffer: small })),
      );
      await page
        .getByRole('listitem')
        .filter({ hasText: `page-${r}-9.jpg` })
        .waitFor();
      await page.getByRole('button', { name: t['requests.form.submit'] }).click();
      await page.getByText(t['requests.toast.queuedTitle']!).first().waitFor();
    }
    say(`queued offline: ${(await outboxEntries(page)).length} entries`);
    await page.reload();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const empty = await drained(page, 8 * 60_000);
    const stored = readdirSync(path.join(root, '.local/bench-papers/storage/objects')).length;
    const rows = (
      await Promise.all(
        emails.map((e) => selectRows(backend.stack, 'contact_submissions', `email=eq.${encodeURIComponent(e)}`)),
      )
    ).flat();
    say(
      `after the reload and the connection back: ${rows.length} requests stored, ${stored} files in the bucket (1 + 20 expected), outbox ${empty ? 'empty' : `not empty: ${await outboxState(page)}`}`,
    );
  } finally {
    await browser.close();
    await backend.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
