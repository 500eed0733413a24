/**
 * Addresses the site sends a visitor to (a redirect, a full page load, a
 * link built from the address bar) are paths of its own origin: a path that
 * would leave the site is never a target (docs/security.md, "Redirects").
 *
 * A browser reads `//host/…` and `/\host/…` as another site, ignores tabs and
 * line breaks anywhere in an address, and a path that some layer decodes
 * once more (the router decodes its params) can become one of these:
 * `/%2F%2Fhost`, `/%5Chost`, `/%09/host`, `/%2e%2e//host`.
 */

/** Stands in for the page's origin while a path is parsed: never a real host. */
const BASE = 'http://site.invalid';

/** Characters a URL parser drops or reads as `/` at the start of a path, plain or percent-encoded (any number of times). */
// eslint-disable-next-line no-control-regex -- control characters are among what a parser drops
const LEADING_SEPARATORS = /^(?:[/\\\s\u0000-\u001f\u007f]|%(?:25)*(?:2f|5c|[01][0-9a-f]|20|7f))+/i;

/**
 * `input` as a path of this site: a leading run of slashes, backslashes,
 * spaces and control characters (in any encoding) becomes one `/`; query and
 * hash are kept. Anything that is not a path (an absolute URL, `javascript:`,
 * a relative name) gives `fallback`.
 *
 * sitePath('//evil.example/login') -> '/evil.example/login'
 * sitePath('/about?x=1#team') -> '/about?x=1#team'
 */
export function sitePath(input: string, fallback = '/'): string {
  // What a URL parser drops anywhere in an address (tab, line feed, carriage return) and every other control character.
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  let path = input.replace(/[\u0000-\u001f\u007f]/g, '');
  if (!/^[/\\]/.test(path)) return fallback;
  // Parsing resolves dot segments and backslashes (`/..//host`, `/a\..\..\/host` -> `//host`): a path that parses to
  // another leading run is taken as parsed and collapsed again. Otherwise the path is kept as written (a
  // Devanagari slug stays readable for the router).
  for (let round = 0; round < 5; round++) {
    path = path.replace(LEADING_SEPARATORS, '/');
    let url: URL;
    try {
      url = new URL(path, BASE);
    } catch {
      return fallback;
    }
    if (url.origin !== BASE) return fallback;
    if ((LEADING_SEPARATORS.exec(url.pathname)?.[0].length ?? 0) <= 1) return path;
    path = url.pathname + url.search + url.hash;
  }
  return fallback;
}
