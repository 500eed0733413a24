/**
 * Every kind the outbox sends, registered by its own feature
 * (docs/architecture.md, "The outbox and its kinds"). The service worker
 * imports this; a page loads it, and the outbox with it, when there is work
 * (src/app/frame/client-extras.tsx). A form loads its own kind when it queues
 * something.
 */
import '@/features/requests/outbox-kind';
import '@/features/newsletter/outbox-kind';
import '@/features/papers/outbox-kind';

export { startOutboxSync } from '@/offline/outbox';
