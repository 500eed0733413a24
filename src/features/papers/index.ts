/**
 * Papers from the phone (docs/architecture.md, "A paper, from the camera to
 * the inbox"): "Add papers" (the button; the picker loads on its first tap),
 * what a form does with them once its request is safe (keep them, loaded
 * then), and how far they are.
 */
import { loadChunk } from '@/platform/load-chunk';
import { lazyChunk } from '@/ui/lazy-chunk';

export { AddPapers, type AddPapersProps } from './add-papers';
export type { ChosenPaper, KeepOutcome, PapersOf } from './keep';
export { dataUrl } from './data-url';

/** Keeping and dropping papers, with their outbox kind registered: loaded when a form sends. */
export const loadPaperKeeping = () =>
  Promise.all([loadChunk(() => import('./keep')), loadChunk(() => import('./outbox-kind'))]).then(([keep]) => keep);

/** How far each paper of a request is (its own chunk). */
export const PapersSending = lazyChunk(() => import('./papers-sending').then((m) => m.PapersSending));
