/**
 * The loaders of the service pages' texts, keyed './{folder}/{en|hi}.ts', and
 * what each page's request form preselects: a chunk of its own, out of every
 * page's first load. entries.ts imports it when the browser renders a service
 * page; a prerendered one hydrates from its data without it
 * (docs/performance.md, "Decisions").
 */
import type { EntryRequest, PageText } from './types';

export default import.meta.glob<{ default: PageText }>('./*/{en,hi}.ts', { base: './services' });

/**
 * Each meta.ts's `request`, keyed './{folder}/meta.ts'. The query makes it a
 * module apart from the meta.ts the entry imports, so that only `request` is
 * here and not in the entry (docs/performance.md, "Decisions").
 */
export const requests = import.meta.glob<EntryRequest>('./*/meta.ts', {
  base: './services',
  eager: true,
  import: 'request',
  query: '?request',
});
