/**
 * The outbox's timings and names (docs/architecture.md, "Data flows"), in one place so the page,
 * the service worker and the tests agree on them.
 */

/** Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox';
/** Web Lock held by whoever is sending: one sender at a time across tabs and the worker. */
export const OUTBOX_LOCK_NAME = 'satna-legal-outbox';
/** BroadcastChannel on which senders announce progress to every tab. */
export const OUTBOX_CHANNEL_NAME = 'satna-legal-outbox';

/** First retry after about 30 s, doubling up to 30 min. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 30 * 60_000;

/**
 * How long a claim holds without being renewed (each step renews it). Longer
 * than any single call may take (supabase-js gives up after 20 s, an e-mail
 * after EMAIL_TIMEOUT_MS), so a live sender never loses its claim; a sender
 * that died mid-send releases the entry when it runs out.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;

/**
 * An entry not sent within 30 days is given up (stopped, code 'expired'):
 * the database refuses a request submitted more than 31 days before, and a
 * month-old request is better made again than sent as if it were new.
 */
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 3600_000;
export const EXPIRED_CODE = 'expired';

/** EmailJS's SDK sets no timeout: a hung send would hold the lock forever. */
export const EMAIL_TIMEOUT_MS = 30_000;

/**
 * How long a form waits for the first attempt before telling the visitor the
 * item is saved and will be sent automatically.
 */
export const FIRST_ATTEMPT_WAIT_MS = 15_000;

/**
 * Delay before retry number `attempt` (1 for the first retry): 30 s doubling
 * to 30 min, with "equal jitter" (a random point in the upper half of the
 * step) so that many phones coming back online together do not retry in step.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
