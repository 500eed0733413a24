/**
 * Byte budgets of the built site: first-load JS and CSS of a page
 * (what its prerendered HTML makes the browser fetch), gzip-compressed, the
 * largest content chunks, and the size of the service worker's precache.
 *
 *   npm run build && npx tsx tests/bench/sizes.ts [dist]
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtSite, kb } from './bytes.ts';

const dist = path.resolve(process.argv[2] ?? 'dist');
const { gz, wire, firstLoad, precached } = builtSite(dist);

const pages = [
  'index.html',
  'hi/index.html',
  'services/will-creation/index.html',
  'documents/rent-agreement/index.html',
  'faqs/index.html',
  'blog/index.html',
];
console.log('page                                   JS gz KB   CSS gz KB   HTML gz KB');
for (const page of pages) {
  const { js, css, html } = firstLoad(page);
  console.log(`${page.padEnd(38)} ${kb(js).padStart(8)} ${kb(css).padStart(11)} ${kb(html).padStart(12)}`);
}

const assets = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, bytes: gz(`assets/${f}`) }))
  .sort((a, b) => b.bytes - a.bytes);
console.log('\nlargest JS chunks (gzip KB)');
for (const { file, bytes } of assets.slice(0, 12)) console.log(`  ${kb(bytes).padStart(7)}  ${file}`);

const precache = precached();
const onDisk = precache.reduce(
  (n, url) => n + (statSync(path.join(dist, url), { throwIfNoEntry: false })?.size ?? 0),
  0,
);
// What a phone downloads to install the service worker (hosts serve these compressed).
const transferred = precache.reduce((n, url) => n + wire(url), 0);
console.log(`\nprecache: ${precache.length} files, ${kb(transferred)} KB gzip to download, ${kb(onDisk)} KB on disk`);
