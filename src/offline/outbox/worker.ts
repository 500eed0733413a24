/**
 * The service worker's side: a Background Sync event for OUTBOX_SYNC_TAG runs
 * the same engine as the page, with the kinds the worker registers (requests
 * and sign-ups: docs/architecture.md, "Where each kind is sent"). A round
 * that leaves items waiting after a failure rejects, so the browser schedules
 * the sync again (Chromium: after 5 minutes, a few times); the page's
 * triggers cover the rest. What still waits after a round that delivered
 * something and failed nowhere is for a page (a paper whose request just
 * went): open pages are woken to send it. A round that delivered nothing
 * wakes no one: Chromium fires a sync as soon as a page registers it while it
 * thinks it is online, and a wake makes the page try at once, backoff or not,
 * so a failing upload would be retried in a loop (docs/architecture.md,
 * "Where each kind is sent").
 */
import { createEmailSender, memoryStorage, type EmailSender } from '@/api/emailjs';
import { defaultOutboxDeps, flushOutbox, type OutboxDeps } from './engine';

let deps: OutboxDeps | undefined;
let sender: EmailSender | undefined;

/** Workers have no localStorage: EmailJS keeps its rate-limit notes in memory. */
const workerDeps = () =>
  (deps ??= defaultOutboxDeps({
    emailSender: () => (sender ??= createEmailSender({ storageProvider: memoryStorage() })),
  }));

export async function runOutboxSync(lastChance: boolean, using: OutboxDeps = workerDeps()): Promise<void> {
  const report = await flushOutbox(using, { force: true });
  if (report.failed > 0 && report.waiting > 0 && !lastChance) {
    throw new Error(`Outbox: ${report.waiting} item(s) still waiting; the browser will try again`);
  }
  if (report.failed === 0 && report.delivered > 0 && report.waiting > 0) using.publish({ type: 'wake' });
}
