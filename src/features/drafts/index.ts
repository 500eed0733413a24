/**
 * Guided drafts (docs/drafts.md): a rent agreement, an affidavit and a
 * cheque-bounce notice as data, one generic builder, kept on the device.
 * Route files import `meta` and `types` only (small); the pages come with
 * the route's lazy chunk.
 */
export { DRAFT_KINDS, isDraftKind, type DraftAnswers, type DraftKind } from './types';
export { DRAFT_LINK, DRAFT_META, DRAFT_OF_DOCUMENT, LIST_META } from './meta';
