/**
 * Styles only some pages need (a Mantine component the rest of the site does
 * not use), carried by that page's chunk instead of the one site stylesheet
 * every page downloads (vite.config.ts, cssCodeSplit). Rendered once by the
 * page, they are in its prerendered HTML too.
 */
export function PageStyles({ css }: { css: readonly string[] }) {
  return <style>{css.join('\n')}</style>;
}
