/**
 * The pages the build renders to HTML, read off the route tree: each route
 * with `staticData.prerender` gives its address, or one per value of its
 * param (the content's ids). Language-neutral paths; each is rendered in English
 * and under /hi in Hindi. Articles are added from the database at build time.
 */
import { createAppRouter } from '../app/router';
import { LANGS, localizePath } from '../i18n/lang';

/** Every prerendered page's language-neutral path: '/', '/about', '/services/will-creation', … */
export function prerenderedPaths(): string[] {
  return Object.values(createAppRouter().routesById).flatMap((route) => {
    const prerender = route.options.staticData?.prerender;
    if (!prerender) return [];
    const pattern = route.fullPath.replace(/^\/\{-\$lang\}/, '').replace(/(.)\/$/, '$1') || '/';
    if (prerender === true) return [pattern];
    const entries = Object.entries(prerender);
    if (entries.length !== 1 || !pattern.includes(`$${entries[0]![0]}`)) {
      throw new Error(`${route.id}: staticData.prerender must give the values of its one param`);
    }
    const [[name, values]] = entries as [[string, readonly string[]]];
    return values.map((value) => pattern.replace(`$${name}`, encodeURIComponent(value)));
  });
}

/** A path no route matches: rendered to 404.html for the host's not-found answer. */
export const NOT_FOUND_PROBE = '/__not-found__';

export const prerenderedUrls = () => {
  const paths = prerenderedPaths();
  return LANGS.flatMap((lang) => paths.map((path) => localizePath(path, lang)));
};
