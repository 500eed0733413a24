/**
 * The service worker's side: a Background Sync event for OUTBOX_SYNC_TAG runs
 * the same engine as the page, with the kinds the worker registers (requests
 * and sign-ups). A round that leaves items waiting after a failure rejects,
 * so the browser schedules the sync again. After a round that delivered
 * something and failed nowhere, open pages are woken for what only a page
 * sends (a paper whose request just went); a round that delivered nothing
 * wakes no one, or a page's failing upload would be retried in a loop
 * (docs/architecture.md, "Where each kind is sent").
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
