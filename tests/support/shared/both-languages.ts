/**
 * A page's text in both languages, for tests: the site loads one language at
 * a time (src/ui/loaded-once.ts), and a loader for both would
 * be in every page's first load (docs/performance.md, "Page texts' loaders,
 * one chunk per kind").
 */
import type { Lang, Localized } from '@/i18n/lang';

export async function loadBoth<T>(text: { load: (lang: Lang) => Promise<T> }): Promise<Localized<T>> {
  const [en, hi] = await Promise.all([text.load('en'), text.load('hi')]);
  return { en, hi };
}
