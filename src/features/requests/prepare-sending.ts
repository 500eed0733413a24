/**
 * Downloads what sending a form needs (the outbox with its database, and the
 * toasts) as soon as the visitor starts on a request or newsletter form, not
 * when they press the button. On a first visit the service worker does not
 * hold the site's code yet: a visitor whose signal drops while they type
 * must still be able to queue what they typed, and be told so.
 */
import { loadChunk } from '@/platform/load-chunk';

/** The outbox, with the request's kind registered (docs/architecture.md, "The outbox and its kinds"). */
export const loadOutbox = () =>
  Promise.all([loadChunk(() => import('@/offline/outbox')), loadChunk(() => import('./outbox-kind'))]).then(
    ([outbox]) => outbox,
  );

let prepared: Promise<unknown> | null = null;

export function prepareSending(): void {
  prepared ??= Promise.all([loadOutbox(), loadChunk(() => import('@mantine/notifications'))]).catch(() => {
    prepared = null; // tried again on the next focus
  });
}
