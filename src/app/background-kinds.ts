/**
 * The outbox kinds the service worker sends on Background Sync, as a page
 * does: requests and newsletter sign-ups, a few short calls each. Papers are
 * not here: only a page uploads them, so the upload code is not in the
 * worker's script (docs/architecture.md, "Where each kind is sent").
 */
import '@/features/requests/outbox-kind';
import '@/features/newsletter/outbox-kind';
