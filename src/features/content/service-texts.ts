/**
 * The loaders of the service pages' texts, keyed './{folder}/{en|hi}.ts': a
 * chunk of its own, out of every page's first load. entries.ts imports it
 * when a service page's text is first needed: a service page the browser
 * renders; a prerendered one hydrates from its data without it
 * (docs/performance.md, "Page texts' loaders, one chunk per kind").
 */
import type { PageText } from './types';

export default import.meta.glob<{ default: PageText }>('./*/{en,hi}.ts', { base: './services' });
