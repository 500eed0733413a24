/**
 * npm run bench:outbox: how the outbox copes with a long outage.
 *
 * Against the built site (APP_OUT_DIR, default dist/) and a local backend of
 * its own, in Chromium: opens the home page, stops the backend, submits
 * BENCH_COUNT (default 1,000) requests through the form (each is validated,
 * saved on the device, and its first attempt fails), brings the backend back, reloads the
 * page (the app-start trigger) and measures the time until every request is
 * in the database with both e-mails sent. Reports rows stored, duplicate rows
 * and order ids (must be 0), mails recorded and the page's peak JS heap.
 *
 * Settings: BENCH_COUNT, BENCH_PORT (site, default 4296; the forwarder uses
 * the next port), CHROMIUM_PATH, APP_OUT_DIR.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Locator, type Page } from '@playwright/test';
import { messages } from '../support/shared/catalogue';
import { outboxEntries } from '../support/e2e/outbox';
import { OwnBackend } from '../support/e2e/own-backend';
import { selectRows, sentMails } from '../support/shared/running-stack';
import { humanPace, waitForServiceWorker } from '../support/e2e/wait';

const root = path.resolve(import.meta.dirname, '../..');
const count = Number(process.env.BENCH_COUNT ?? 1000);
const port = Number(process.env.BENCH_PORT ?? 4296);
const outDir = process.env.APP_OUT_DIR ?? 'dist';
const { en } = messages;

if (!existsSync(path.join(root, outDir, 'index.html'))) {
  console.error(`No build in ${outDir}/. Run \`npm run build\` first (or set APP_OUT_DIR).`);
  process.exit(1);
}

const say = (line: string) => console.log(`[bench] ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Samples the page's used JS heap (CDP) twice a second; keeps the peak per phase. */
function heapSampler(cdp: CDPSession) {
  const peaks: Record<string, number> = {};
  let phase = 'start';
  let stopped = false;
  const sample = async () => {
    try {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
      peaks[phase] = Math.max(peaks[phase] ?? 0, used);
    } catch {
      // the page is navigating
    }
  };
  const loop = (async () => {
    while (!stopped) {
      await sample();
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  return {
    setPhase: (p: string) => {
      phase = p;
    },
    peaks,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

/**
 * Types one request into the real form and submits it, in one round trip
 * (Playwright's per-field actions would make queueing 1,000 take ten
 * minutes): values are set the way a keyboard does (native setter + input /
 * change events, so React and @mantine/form see them), the submit button is
 * clicked, and it resolves when the form has reset, i.e. the request is
 * saved on the device and its first attempt has failed.
 */
function submitThroughForm(
  form: Locator,
  values: { name: string; email: string; phone: string; service: string; documentType: string },
) {
  return form.evaluate(async (el, v) => {
    const set = (field: HTMLInputElement | HTMLSelectElement | null, value: string) => {
      if (!field) throw new Error('form field missing');
      const proto = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    };
    const name = el.querySelector<HTMLInputElement>('input[autocomplete="name"]');
    const selects = el.querySelectorAll('select');
    set(name, v.name);
    set(el.querySelector('input[type="email"]'), v.email);
    set(el.querySelector('input[type="tel"]'), v.phone);
    set(selects[0] ?? null, v.service);
    set(selects[1] ?? null, v.documentType);
    await new Promise((r) => requestAnimationFrame(r));
    el.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    const started = Date.now();
    while (name!.value !== '') {
      if (Date.now() - started > 30_000) throw new Error('the form did not reset');
      await new Promise((r) => setTimeout(r, 5));
    }
  }, values);
}

/** 0 -> 'a', 25 -> 'z', 26 -> 'ba': a distinct name for each request. */
function lettersOf(n: number): string {
  const letter = String.fromCharCode(97 + (n % 26));
  return n < 26 ? letter : lettersOf(Math.floor(n / 26)) + letter;
}

/** How many entries wait, counted in IndexedDB without reading them (the heap is being measured). */
/** How many entries wait, counted in IndexedDB without reading them (the heap is being measured). */
function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('satna-legal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('outbox').objectStore('outbox').count();
          req.onsuccess = () => {
            resolve(req.result);
            db.close();
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

async function main() {
  const runId = Date.now().toString(36);
  const backend = new OwnBackend(port, port + 1, '.local/bench-outbox');
  say(`starting a local backend and the site (${outDir}/) on ${backend.url}`);
  await backend.start();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext();
    // tsx names the helper functions in page.evaluate's code with esbuild's __name.
    await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
    const page: Page = await context.newPage();
    await page.goto(`${backend.url}/#contact`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = heapSampler(cdp);

    await backend.stopStack();
    say(`backend stopped; submitting ${count} requests through the form`);
    heap.setPhase('queue');
    const form = page.getByRole('form', { name: en['requests.form.title'] });
    // The database refuses a form sent sooner after it appeared than a person could fill it.
    await humanPace(page);
    const queueStart = Date.now();
    for (let i = 0; i < count; i++) {
      await submitThroughForm(form, {
        // Names are letters only (the database refuses digits in a name).
        name: `Bench Client ${lettersOf(i)}`,
        email: `bench-${runId}-${i}@example.in`,
        phone: `+91 94250 ${String(10000 + i).slice(-5)}`,
        service: 'legal_documentation',
        documentType: 'affidavit',
      });
      if ((i + 1) % 100 === 0) say(`  ${i + 1} queued (${seconds(Date.now() - queueStart)})`);
    }
    const queueingMs = Date.now() - queueStart;
    const queued = await outboxCount(page);
    say(`${queued} waiting in the outbox after ${seconds(queueingMs)}`);

    await backend.startStack();
    const stack = backend.stack;
    say('backend back; reloading the page (app start sends the outbox)');
    heap.setPhase('drain');
    const drainStart = Date.now();
    await page.reload();
    const emailFilter = `email=like.${encodeURIComponent(`bench-${runId}-*`)}`;
    let rows: { request_id: string; order_id: string }[] = [];
    const deadline = Date.now() + 30 * 60_000;
    let lastSaid = Date.now();
    for (;;) {
      rows = await selectRows(stack, 'contact_submissions', `select=request_id,order_id&${emailFilter}`);
      const waiting = await outboxCount(page);
      if (waiting === 0 && rows.length >= count) break;
      if (Date.now() > deadline) throw new Error(`not drained after 30 min: ${waiting} waiting, ${rows.length} stored`);
      if (Date.now() - lastSaid > 10_000) {
        say(`  ${rows.length} stored, ${waiting} waiting (${seconds(Date.now() - drainStart)})`);
        lastSaid = Date.now();
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const drainMs = Date.now() - drainStart;
    heap.setPhase('after');
    await page.waitForTimeout(2000); // anything sent twice would show up now
    rows = await selectRows(stack, 'contact_submissions', `select=request_id,order_id&${emailFilter}`);
    await heap.stop();

    const orderIds = new Set(rows.map((r) => r.order_id));
    const mails = sentMails(stack).filter((m) => orderIds.has(String(m.template_params.order_id)));
    const mailKeys = mails.map((m) => `${m.template_id}:${String(m.template_params.order_id)}`);
    const admin = mails.filter((m) => m.template_params.to_email === undefined).length;
    const report = {
      requests: count,
      queuedOnDevice: queued,
      queueingTime: seconds(queueingMs),
      timeToDrain: seconds(drainMs),
      rowsStored: rows.length,
      duplicateRows: rows.length - new Set(rows.map((r) => r.request_id)).size,
      duplicateOrderIds: rows.length - orderIds.size,
      mailsRecorded: mails.length,
      adminMails: admin,
      customerMails: mails.length - admin,
      duplicateMails: mailKeys.length - new Set(mailKeys).size,
      leftInOutbox: (await outboxEntries(page)).length,
      stoppedInOutbox: (await outboxEntries(page)).filter((e) => e.state === 'stopped').length,
      peakJsHeapWhileQueueing: mb(heap.peaks.queue ?? 0),
      peakJsHeapWhileDraining: mb(Math.max(heap.peaks.drain ?? 0, heap.peaks.after ?? 0)),
    };
    console.log('\nOutbox bench');
    console.table(report);
    const ok =
      report.rowsStored === count &&
      report.duplicateRows === 0 &&
      report.duplicateOrderIds === 0 &&
      report.mailsRecorded >= 2 * count;
    if (!ok) {
      console.error('FAILED: every request must be stored exactly once with both e-mails.');
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await backend.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
