/**
 * The Intl calls the site makes, in both languages, made once by the Intl
 * warm-up worker (tools/vite/intl-warmup.ts says why; the worker is
 * ./intl-warmup-worker.ts).
 */
export function warmUpIntl(langs: readonly string[] = ['en', 'hi']): void {
  Intl.NumberFormat.supportedLocalesOf([...langs]);
  for (const lang of langs) {
    new Intl.PluralRules(lang).select(1);
    new Intl.NumberFormat(lang).format(1);
    new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(0);
  }
  // The blog's excerpts split Hindi text by grapheme; older browsers have no Segmenter.
  if (typeof Intl.Segmenter === 'function')
    Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment('कि'));
}
