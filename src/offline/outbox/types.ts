/**
 * The outbox (docs/architecture.md, "Data flows"): document requests and newsletter sign-ups are
 * written here first, then sent step by step. Each entry records the steps
 * already done, so a retry resumes where the last attempt stopped and never
 * repeats a step whose result is known.
 */
import type { DocumentRequestPayload, NewsletterPayload, NewsletterStatus } from '@/domain/request/schema';

export type OutboxKind = 'request' | 'newsletter';

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

/** Steps of a document request, in order: save with its order id, then the firm's e-mail. */
export interface RequestSteps {
  /**
   * 'LP…', given by the server with `saved`. Entries queued by the previous
   * version may hold one drawn before saving: the server's answer replaces it.
   */
  orderId?: string;
  /** The row is in contact_submissions (stored by submit_request, or found by request_id). */
  saved?: boolean;
  adminEmail?: boolean;
}

export interface NewsletterSteps {
  subscribed?: NewsletterStatus;
}

export type RequestStep = keyof RequestSteps;
export type NewsletterStep = keyof NewsletterSteps;
export type OutboxStep = RequestStep | NewsletterStep;

/** Why the last attempt failed. */
export interface OutboxError {
  step: OutboxStep;
  message: string;
  /** HTTP status; 0 when there was no answer (offline, timeout, dropped). */
  status: number;
  code?: string;
  at: number;
}

interface OutboxEntryBase {
  /** uuid made in the browser; for a request it is also the row's request_id. */
  id: string;
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

export interface RequestEntry extends OutboxEntryBase {
  kind: 'request';
  payload: DocumentRequestPayload;
  steps: RequestSteps;
}

export interface NewsletterEntry extends OutboxEntryBase {
  kind: 'newsletter';
  payload: NewsletterPayload;
  steps: NewsletterSteps;
}

export type OutboxEntry = RequestEntry | NewsletterEntry;

/** What a form hands to the outbox: an entry's kind and payload. */
export type NewOutboxItem = Pick<RequestEntry, 'kind' | 'payload'> | Pick<NewsletterEntry, 'kind' | 'payload'>;

/**
 * Announced on a BroadcastChannel to every tab and the service worker,
 * whichever of them did the work. Personal data stays out of them.
 */
export type OutboxEvent =
  | { type: 'changed' }
  | { type: 'progress'; id: string; kind: OutboxKind; orderId?: string; saved: boolean }
  | {
      type: 'attempt-failed';
      id: string;
      kind: OutboxKind;
      orderId?: string;
      saved: boolean;
      error: OutboxError;
      nextAttemptAt: number;
    }
  | { type: 'stopped'; id: string; kind: OutboxKind; orderId?: string; saved: boolean; error: OutboxError }
  | {
      type: 'delivered';
      id: string;
      kind: OutboxKind;
      orderId?: string;
      /**
       * True when the visitor was told it was queued (an attempt failed, or
       * it took longer than a form waits): tabs then announce the delivery.
       */
      queued: boolean;
    };

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
