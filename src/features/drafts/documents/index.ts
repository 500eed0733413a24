/**
 * The documents the builder drafts, by kind: each one data (docs/drafts.md)
 * and a chunk of its own, so that a draft page downloads its own document
 * only (docs/drafts.md, "Budgets"). The route's loader loads the page's; the
 * page reads it once loaded, and the firm's inbox loads the one it shows.
 */
import { loadChunk } from '@/platform/load-chunk';
import { loadedOnce } from '@/ui/loaded-once';
import type { DraftKind, DraftSpec } from '../types';

export const draftSpecs = loadedOnce<DraftKind, DraftSpec>({
  'rent-agreement': () => loadChunk(() => import('./rent-agreement')),
  affidavit: () => loadChunk(() => import('./affidavit')),
  'cheque-bounce-notice': () => loadChunk(() => import('./cheque-bounce-notice')),
});
