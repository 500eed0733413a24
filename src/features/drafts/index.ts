/**
 * Guided drafts (docs/drafts.md): a rent agreement, an affidavit and a
 * cheque-bounce notice as data, one generic builder, kept on the device.
 * Route files import `meta` and `types` only (small); the pages come with
 * the route's lazy chunk, each document and its words in each language in
 * chunks of their own (docs/drafts.md, "Budgets").
 */
import { loadChunk } from '@/platform/load-chunk';

export { DRAFT_KINDS, isDraftKind, type DraftAnswers, type DraftKind, type SendDraftForm } from './types';
export { DRAFT_LINK, DRAFT_META, DRAFT_OF_DOCUMENT, LIST_META } from './meta';
export type { DraftSummary } from './for-staff';

/** The inbox's part (summary, Word file): its own chunk, never in a visitor's page. */
export const loadDraftForStaff = () => loadChunk(() => import('./for-staff'));
