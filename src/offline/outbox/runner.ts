/**
 * The page's side of sending (docs/architecture.md, "Sync triggers"): one flush at a
 * time in this tab (requests made while one runs are merged into the next),
 * started by app start, the `online` event, the tab becoming visible again,
 * a timer at the next attempt time and the worker's `wake`. These work
 * everywhere, including in-app browsers (Android WebView) that have no
 * Background Sync; where Background Sync exists, a failed round also
 * registers it so the service worker sends requests and sign-ups after the
 * tab is closed.
 */
import { defaultOutboxDeps, flushOutbox, type FlushOptions, type OutboxDeps } from './engine';
import { onOutboxEvent } from './events';
import { OUTBOX_SYNC_TAG } from './policy';
import type { FlushReport } from './types';

let deps: OutboxDeps | undefined;
const pageDeps = () => (deps ??= defaultOutboxDeps());

interface Job {
  force: boolean;
  priority: Set<string>;
  done: Array<() => void>;
}
let nextJob: Job | null = null;
let running: Promise<void> | null = null;

/** Resolves when a round that started after this call has finished. */
export function requestFlush(options: FlushOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    const job = (nextJob ??= { force: false, priority: new Set(), done: [] });
    job.force ||= options.force === true;
    for (const id of options.priority ?? []) job.priority.add(id);
    job.done.push(resolve);
    running ??= drain();
  });
}

async function drain(): Promise<void> {
  while (nextJob) {
    const job = nextJob;
    nextJob = null;
    try {
      afterRound(await flushOutbox(pageDeps(), { force: job.force, priority: [...job.priority] }));
    } catch (err) {
      // The database itself failed (storage full, blocked): look again later.
      console.error('Outbox: sending failed', err);
      armTimer(Date.now() + 60_000);
    }
    for (const resolve of job.done) resolve();
  }
  running = null;
}

function afterRound(report: FlushReport) {
  if (report.nextAttemptAt !== null) armTimer(report.nextAttemptAt);
  if (report.failed > 0 && report.waiting > 0) void registerBackgroundSync();
}

let timer: ReturnType<typeof setTimeout> | undefined;
let timerAt: number | undefined;

/** Flushes at `at` (or earlier if already armed for earlier). */
function armTimer(at: number) {
  if (timerAt !== undefined && timerAt <= at) return;
  clearTimeout(timer);
  timerAt = at;
  timer = setTimeout(
    () => {
      timerAt = undefined;
      void requestFlush();
    },
    Math.max(0, at - Date.now()) + 250,
  );
}

type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the service worker to send when the connection is back, even if every
 * tab is closed by then. False where Background Sync is missing, or not yet
 * possible: on a first visit the worker may still be installing (the site's
 * precache is large), and Chromium refuses a sync without an active worker
 * ("no active Service Worker"); it is then registered as soon as the worker
 * is active, without the caller waiting for that.
 */
export async function registerBackgroundSync(): Promise<boolean> {
  const container = navigator.serviceWorker;
  if (!container) return false;
  try {
    const registration = (await container.getRegistration()) as WithSync | undefined;
    if (!registration?.sync) return false;
    if (!registration.active) {
      void container.ready.then((ready) => (ready as WithSync).sync?.register(OUTBOX_SYNC_TAG)).catch(() => {});
      return false;
    }
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false; // sync refused (permissions): the page's triggers remain
  }
}

/**
 * Whether the service worker can send waiting items after the tab is
 * closed: Background Sync, which Safari and Firefox do not have, with a
 * worker registered. Without it they go out the next time the site is open
 * with a connection (app start, `online`, tab visible again).
 */
export async function canSendInBackground(): Promise<boolean> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as WithSync | undefined;
    return registration?.sync !== undefined;
  } catch {
    return false;
  }
}

let started: (() => void) | undefined;

/** Starts the page's triggers (once per tab); returns the stop. */
export function startOutboxSync(): () => void {
  if (started) return started;
  // Each of these means the situation may have changed: try at once, backoff or not.
  const now = () => void requestFlush({ force: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible') now();
  };
  window.addEventListener('online', now);
  document.addEventListener('visibilitychange', onVisible);
  // Another context's failure may be due before our timer; the worker's Background Sync wakes the
  // loop for what only a page sends (docs/architecture.md, "Where each kind is sent").
  const off = onOutboxEvent((event) => {
    if (event.type === 'attempt-failed') armTimer(event.nextAttemptAt);
    if (event.type === 'wake') now();
  });
  now(); // app start
  started = () => {
    window.removeEventListener('online', now);
    document.removeEventListener('visibilitychange', onVisible);
    off();
    clearTimeout(timer);
    timerAt = undefined;
    started = undefined;
  };
  return started;
}
