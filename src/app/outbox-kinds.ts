/**
 * Every kind the outbox sends, registered by its own feature
 * (docs/architecture.md, "The outbox and its kinds"). The service worker
 * imports this; a page loads it with the outbox when there is work. A form
 * loads its own kind when it queues something.
 */
import '@/features/requests/outbox-kind';
import '@/features/newsletter/outbox-kind';
import '@/features/papers/outbox-kind';
