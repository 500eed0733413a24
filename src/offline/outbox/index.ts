/**
 * The outbox (docs/architecture.md, "Data flows"): durable queue of document requests and
 * newsletter sign-ups, sent by the page and by the service worker.
 * Loaded with import() where used: it brings Dexie along.
 */
export { defaultOutboxDeps, flushOutbox, type FlushOptions, type OutboxDeps } from './engine';
export { onOutboxEvent, publishOutboxEvent } from './events';
export { FIRST_ATTEMPT_WAIT_MS, OUTBOX_SYNC_TAG, retryDelayMs } from './policy';
export { canSendInBackground, registerBackgroundSync, requestFlush, startOutboxSync } from './runner';
export { discardEntry, enqueue, listEntries, retryEntry } from './store';
export { isAnnouncedHere, submitToOutbox, type FirstAttempt } from './submit';
export type * from './types';
