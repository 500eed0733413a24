/**
 * The outbox (docs/architecture.md, "The outbox and its kinds"): what a form
 * hands over is written here first, then sent step by step. Each entry
 * records the steps already done, so a retry resumes where the last attempt
 * stopped and never repeats a step whose result is known. The outbox knows
 * entries, not what they are: each kind (./kinds.ts) says its steps.
 */

/** A kind's name, as its feature registers it ('request', 'newsletter', 'paper'). */
export type OutboxKind = string;

/**
 * - pending: waiting for its next attempt (at nextAttemptAt);
 * - sending: claimed by one sender until claimUntil (a lease: a sender that
 *   crashed mid-send loses its claim when the lease runs out);
 * - stopped: an answer retrying cannot fix (4xx); waits for the visitor to
 *   retry or discard it.
 * Delivered entries are deleted at once: the privacy policy promises that
 * personal data stays in the browser only until it is sent.
 */
export type OutboxState = 'pending' | 'sending' | 'stopped';

/** A step's name, as errors and the outbox panel say it. */
export type OutboxStep = string;

/** Why the last attempt failed. */
export interface OutboxError {
  step: OutboxStep;
  message: string;
  /** HTTP status; 0 when there was no answer (offline, timeout, dropped). */
  status: number;
  code?: string;
  at: number;
}

/** An entry of some kind: its payload as the form gave it, and what its finished steps recorded. */
export interface OutboxEntry<K extends OutboxKind = OutboxKind, P = unknown, S extends object = object> {
  /** uuid made in the browser; for a request it is also the row's request_id. */
  id: string;
  kind: K;
  payload: P;
  steps: S;
  state: OutboxState;
  createdAt: number;
  /** Failed attempts so far (the backoff grows with it). */
  attempts: number;
  /** Not before this time (ms since epoch) unless a trigger says the situation changed. */
  nextAttemptAt: number;
  lastError?: OutboxError;
  /** The sender holding the claim while state is 'sending'. */
  claimedBy?: string;
  claimUntil?: number;
}

/** What a form hands to the outbox: an entry's kind and payload. */
export type NewOutboxItem<E extends OutboxEntry = OutboxEntry> = Pick<E, 'kind' | 'payload'>;

/** What every event says of its entry: no personal data. */
export interface EventSubject {
  id: string;
  kind: OutboxKind;
  /** The order the entry belongs to, once the server gave its number. */
  orderId?: string;
  /** The server holds what matters of it (a request stored, a sign-up taken). */
  saved: boolean;
}

/**
 * Announced on a BroadcastChannel to every tab and the service worker,
 * whichever of them did the work. Personal data stays out of them.
 */
export type OutboxEvent =
  | { type: 'changed' }
  /**
   * Background Sync ran in the service worker, which sends only some kinds
   * (docs/architecture.md, "Where each kind is sent"): every open page's
   * loop tries what waits for a page.
   */
  | { type: 'wake' }
  | ({ type: 'progress' } & EventSubject)
  /** Part of an entry is on its way (a file's bytes): `done` of `total`. */
  | ({ type: 'sending'; done: number; total: number } & EventSubject)
  | ({ type: 'attempt-failed'; error: OutboxError; nextAttemptAt: number } & EventSubject)
  | ({ type: 'stopped'; error: OutboxError } & EventSubject)
  | ({
      type: 'delivered';
      /**
       * True when the visitor was told it was queued (an attempt failed, or
       * it took longer than a form waits): tabs then announce the delivery.
       */
      queued: boolean;
    } & Omit<EventSubject, 'saved'>);

/** What one round of sending did. */
export interface FlushReport {
  delivered: number;
  failed: number;
  stopped: number;
  /** Entries still waiting (pending or sending) after the round. */
  waiting: number;
  /**
   * When the next round should run: after a round that ended on a failure,
   * the failed entry's next attempt (it probes the backend for the others);
   * otherwise when the earliest waiting entry is due; null when none waits.
   */
  nextAttemptAt: number | null;
}
