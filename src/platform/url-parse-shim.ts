/**
 * Stands in for the npm package url-parse in the browser build (an alias in
 * vite.config.ts): tus-js-client uses it only to resolve an upload's address
 * against its endpoint, `new URL(link, origin).toString()`, which the
 * browser's own URL does. url-parse is CommonJS, and a CommonJS module among
 * the site's chunks moved Rolldown's helpers out of the entry into a chunk of
 * their own: one more script on every page (docs/performance.md, "Papers").
 */
export default URL;
