/**
 * Every kind the outbox sends, registered by its own feature
 * (docs/architecture.md, "The outbox and its kinds"): what the service worker
 * sends too (./background-kinds.ts) and the papers, which only a page sends
 * ("Where each kind is sent"). A page loads this, and the outbox with it,
 * when there is work (src/app/frame/outbox-extras.tsx); a form loads its own
 * kind when it queues something.
 */
import './background-kinds';
import '@/features/papers/outbox-kind';

export { startOutboxSync } from '@/offline/outbox';
