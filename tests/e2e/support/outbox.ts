/**
 * Helpers for the outbox tests (requests, newsletter, bench): the texts a
 * visitor sees (app and feature catalogues), what the local backend holds
 * (rows read with the service-role key, the mail outbox), and a backend of
 * the test's own that can be stopped and started again under an open page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { waitFor } from '../../../supabase/local/process';
import { HUMAN_MIN_FILL_MS } from '../../../src/lib/config';

const root = path.resolve(import.meta.dirname, '../../..');

type Catalogue = Record<string, string>;
const read = (file: string): Catalogue => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Catalogue;
const catalogue = (lang: 'en' | 'hi'): Catalogue => ({
  ...read(`src/i18n/messages/${lang}.json`),
  ...read(`src/features/requests/messages/${lang}.json`),
  ...read(`src/features/newsletter/messages/${lang}.json`),
});

/** Every UI text of the two languages, the features' included. */
export const texts = { en: catalogue('en'), hi: catalogue('hi') };

/** The text of a message with its {arguments} filled in. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

/** A pattern for a message whose {orderId} is any LP number. */
export const withOrderId = (text: string) =>
  new RegExp(
    text
      .split('{orderId}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(LP\\d+)'),
  );

/** What the running local stack wrote to <data dir>/stack.json. */
export interface StackInfo {
  directRestUrl: string;
  mailUrl: string;
  adminUrl: string;
  serviceRoleKey: string;
  mailOutbox: string;
  pid: number;
}

export function readStack(dataDir: string): StackInfo {
  return JSON.parse(readFileSync(path.resolve(root, dataDir, 'stack.json'), 'utf8')) as StackInfo;
}

/** The stack the suite's web server (playwright.config.ts) runs. */
export const suiteStack = () => readStack(process.env.E2E_DATA_DIR ?? '.local/e2e');

/** Rows of a table as the service role sees them (anon cannot read requests). */
export async function selectRows<T = Record<string, unknown>>(
  stack: StackInfo,
  table: string,
  query: string,
): Promise<T[]> {
  const res = await fetch(`${stack.directRestUrl}/${table}?${query}`, {
    headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  if (!res.ok) throw new Error(`select ${table}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T[];
}

export interface RecordedMail {
  template_id: string;
  template_params: Record<string, unknown>;
}

/** The local mail outbox (one JSON line per e-mail sent). */
export function sentMails(stack: StackInfo): RecordedMail[] {
  if (!existsSync(stack.mailOutbox)) return [];
  return readFileSync(stack.mailOutbox, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RecordedMail);
}

export const mailsWithOrderId = (stack: StackInfo, orderId: string) =>
  sentMails(stack).filter((m) => m.template_params.order_id === orderId);

/** Makes the mail endpoint fail the next `count` sends (or all, until 'ok'). */
export async function setMailMode(stack: StackInfo, mode: 'ok' | '403' | '429' | '451' | 'drop', count?: number) {
  const res = await fetch(`${stack.adminUrl}/mail-mode`, {
    method: 'POST',
    body: JSON.stringify(count === undefined ? { mode } : { mode, count }),
  });
  if (!res.ok) throw new Error(`mail-mode: ${res.status}`);
}

/** A unique address per test run, so reruns against the same database do not collide. */
export const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;

/** A phone number of its own (the database allows 5 requests per phone an hour). */
export const uniquePhone = () => `+91 9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * Waits until every form on the page has been on screen as long as a person
 * needs to fill it (HUMAN_MIN_FILL_MS): the database refuses faster sends as
 * scripts. A test types in milliseconds; a visitor does not.
 */
export async function humanPace(page: Page) {
  await page.waitForFunction(
    (min) =>
      [...document.querySelectorAll('[data-shown-at]')].every(
        (el) => performance.now() - Number(el.getAttribute('data-shown-at')) >= min + 50,
      ),
    HUMAN_MIN_FILL_MS,
  );
}

/**
 * Records the text of every toast that appears, even one replaced a moment
 * later: "a toast with the order id was shown" is then a plain assertion.
 */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const look = () => {
      for (const node of document.querySelectorAll('.mantine-Notification-root')) {
        const text = node.textContent ?? '';
        if (!node.hasAttribute('data-recorded')) {
          node.setAttribute('data-recorded', '');
          seen.push(text);
        }
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
}

export const toastsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);

/** Entries in the outbox's IndexedDB table, read without opening (or creating) the app's database by accident. */
export function outboxEntries(page: Page): Promise<{ id: string; state: string; kind: string }[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('satna-legal')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('satna-legal');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('outbox')) return [];
      return await new Promise((resolve, reject) => {
        const req = db.transaction('outbox').objectStore('outbox').getAll();
        req.onsuccess = () => resolve(req.result as { id: string; state: string; kind: string }[]);
        req.onerror = () => reject(req.error);
      });
    } finally {
      db.close();
    }
  });
}

export const waitForServiceWorker = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

/**
 * Fires the service worker's Background Sync 'outbox' now, as Chromium would
 * when it retries (docs/architecture.md: a failed sync is retried only after 5 min).
 */
export async function dispatchBackgroundSync(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: 'outbox',
    lastChance: false,
  });
  await cdp.detach();
}

/** Makes the page look like an in-app browser (Android WebView): no Background Sync. */
export async function withoutBackgroundSync(context: BrowserContext) {
  await context.addInitScript(() => {
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    delete (window as { SyncManager?: unknown }).SyncManager;
  });
}

export interface RequestInput {
  name: string;
  email: string;
  phone: string;
  /** Option labels as the visitor sees them. */
  service: string;
  documentType: string;
  urgency?: string;
  message?: string;
}

/** Fills the request form inside `scope` using the labels of `t`. */
export async function fillRequestForm(
  scope: Page | ReturnType<Page['locator']>,
  t: Catalogue,
  input: RequestInput,
  variant: 'section' | 'contact-page' = 'section',
) {
  await scope
    .getByLabel(t[variant === 'contact-page' ? 'requests.form.fullName' : 'requests.form.name'], { exact: false })
    .fill(input.name);
  await scope.getByLabel(t['requests.form.email'], { exact: false }).first().fill(input.email);
  await scope.getByLabel(t['requests.form.phone'], { exact: false }).fill(input.phone);
  await scope
    .getByLabel(t[variant === 'contact-page' ? 'requests.form.serviceRequired' : 'requests.form.service'], {
      exact: false,
    })
    .selectOption({ label: input.service });
  await scope.getByLabel(t['requests.form.documentType'], { exact: false }).selectOption({ label: input.documentType });
  if (input.urgency) await scope.getByLabel(input.urgency).check();
  if (input.message) await scope.getByLabel(t['requests.form.message'], { exact: false }).fill(input.message);
  await humanPace('page' in scope ? scope.page() : scope);
}

/**
 * A local backend of the test's own (PGlite + PostgREST + mail endpoint, in
 * its own process and data directory) behind a fixed-port forwarder, and a
 * `vite preview` of the build proxying to that forwarder. The forwarder can
 * cut the site off from the backend (cutOff / restore: the site stays up and
 * its API calls get no answer, as when the server is down) while the test
 * still reads the database. Stopping the backend really stops it; starting it
 * again brings the same database back on new ports, which the forwarder
 * follows.
 */
export class OwnBackend {
  private stackProcess: ChildProcess | null = null;
  private site: ChildProcess | null = null;
  private forwarder: Server | null = null;
  private target: StackInfo | null = null;
  private reachable = true;
  readonly dataDir: string;

  constructor(
    readonly sitePort: number,
    readonly forwarderPort: number,
    dataDir: string,
  ) {
    this.dataDir = path.resolve(root, dataDir);
  }

  get url() {
    return `http://127.0.0.1:${this.sitePort}`;
  }

  get stack(): StackInfo {
    if (!this.target) throw new Error('the backend is not running');
    return this.target;
  }

  /** A fresh database, the forwarder and the site. */
  async start(): Promise<void> {
    rmSync(this.dataDir, { recursive: true, force: true });
    await this.startForwarder();
    await this.startStack();
    await this.startSite();
    await this.waitForDatabase();
  }

  /**
   * Until PostgREST has answered database reads for two seconds running: the
   * stack says it is ready once PostgREST serves its schema, before any read
   * has gone through its database connection.
   */
  private async waitForDatabase(): Promise<void> {
    const deadline = Date.now() + 60_000;
    let since: number | null = null;
    while (Date.now() < deadline) {
      const ok = await selectRows(this.stack, 'blog_posts', 'select=id&limit=1').then(
        () => true,
        () => false,
      );
      since = ok ? (since ?? Date.now()) : null;
      if (since !== null && Date.now() - since >= 2_000) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('PostgREST did not settle on its database connection');
  }

  async stop(): Promise<void> {
    await this.stopSite();
    await this.stopStack();
    const forwarder = this.forwarder;
    this.forwarder = null;
    if (forwarder) {
      const closed = new Promise<void>((resolve) => forwarder.close(() => resolve()));
      forwarder.closeAllConnections();
      await closed;
    }
  }

  /** The site's calls to the backend get no answer from now on (the database stays readable by the test). */
  cutOff(): void {
    this.reachable = false;
  }

  /** The backend answers the site again. */
  restore(): void {
    this.reachable = true;
  }

  async startStack(): Promise<void> {
    const stackFile = path.join(this.dataDir, 'stack.json');
    rmSync(stackFile, { force: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/run.ts', 'stack'], {
      cwd: root,
      env: { ...process.env, LOCAL_DATA_DIR: this.dataDir, LOCAL_MAIL_FAIL: '' },
      stdio: 'ignore',
    });
    this.stackProcess = child;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the local stack exited (${child.exitCode})`);
      if (existsSync(stackFile)) {
        let info: StackInfo | undefined;
        try {
          info = readStack(this.dataDir);
        } catch {
          // still being written
        }
        if (info && info.pid === child.pid) {
          this.target = info;
          return;
        }
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the local stack did not start');
  }

  async stopStack(): Promise<void> {
    const child = this.stackProcess;
    this.target = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    this.stackProcess = null;
  }

  /** /rest/* goes to PostgREST, the rest to the mail endpoint; nothing when stopped. */
  private async startForwarder(): Promise<void> {
    this.forwarder = createServer((req, res) => {
      const target = this.target;
      if (!target || !this.reachable) {
        req.socket.destroy(); // like a backend that is down: no answer at all
        return;
      }
      const url = req.url ?? '/';
      const upstream = new URL(url.startsWith('/rest/') ? target.directRestUrl : target.mailUrl);
      const forwardPath = url.startsWith('/rest/') ? url.slice('/rest'.length) : url;
      const proxied = httpRequest(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: forwardPath,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      proxied.on('error', () => req.socket.destroy());
      req.pipe(proxied);
    });
    await new Promise<void>((resolve, reject) => {
      this.forwarder!.once('error', reject);
      this.forwarder!.listen(this.forwarderPort, '127.0.0.1', () => resolve());
    });
  }

  private async startSite(): Promise<void> {
    this.site = spawn(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(this.sitePort), '--strictPort'],
      {
        cwd: root,
        env: {
          ...process.env,
          LOCAL_REST_URL: `http://127.0.0.1:${this.forwarderPort}/rest`,
          LOCAL_MAIL_URL: `http://127.0.0.1:${this.forwarderPort}`,
        },
        stdio: 'ignore',
      },
    );
    await waitFor(`vite preview on ${this.sitePort}`, async () => (await fetch(this.url)).ok, { timeoutMs: 30_000 });
  }

  private async stopSite(): Promise<void> {
    const child = this.site;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    this.site = null;
  }
}
