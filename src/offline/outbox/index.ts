/**
 * The outbox (docs/architecture.md, "The outbox and its kinds"): a durable
 * queue of whatever the features register (requests, newsletter sign-ups,
 * papers), sent by the page and by the service worker.
 * Loaded with import() where used: it brings Dexie along.
 */
export { defaultOutboxDeps, flushOutbox, type FlushOptions, type OutboxDeps } from './engine';
export { onOutboxEvent, publishOutboxEvent } from './events';
export {
  outboxKind,
  registerOutboxKind,
  step,
  subjectOf,
  type OutboxKindSpec,
  type Step,
  type StepDeps,
} from './kinds';
export { FIRST_ATTEMPT_WAIT_MS, OUTBOX_SYNC_TAG, retryDelayMs } from './policy';
export { canSendInBackground, registerBackgroundSync, requestFlush, startOutboxSync } from './runner';
export { discardEntry, enqueue, listEntries, retryEntry } from './store';
export { isAnnouncedHere, submitToOutbox, type FirstAttempt } from './submit';
export type * from './types';
