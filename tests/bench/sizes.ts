/**
 * Byte budgets of the built site (issue 7): first-load JS and CSS of a page
 * (what its prerendered HTML makes the browser fetch), gzip-compressed, the
 * largest content chunks, and the size of the service worker's precache.
 *
 *   npm run build && npx tsx tests/bench/sizes.ts [dist]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * JS and CSS a page loads before it is interactive: its stylesheets, and the
 * entry and chunk lists its loader reads after the first paint
 * (src/server/router-manifest.ts).
 */
function firstLoad(page: string) {
  const html = readFileSync(path.join(dist, page), 'utf8');
  const unique = (urls: string[]) => [...new Set(urls.map((u) => u.replace(/^\//, '')))];
  const lists = [...html.matchAll(/<script type="application\/json" data-app-chunks="">([^<]*)<\/script>/g)];
  const loader = [
    ...html.matchAll(/\}\)\("(\/assets\/[^"]+\.js)","data-app-chunks",(?:"(\/assets\/[^"]+\.js)"|null)\)<\/script>/g),
  ];
  if (!lists.length || loader.length !== 1) throw new Error(`${page}: no script loader found`);
  // The entry, the chunk lists, and the Intl warm-up worker's script (small, but downloaded too).
  const [, entry, warmup] = loader[0]!;
  const js = unique([entry!, ...(warmup ? [warmup] : []), ...lists.flatMap((m) => JSON.parse(m[1]!) as string[])]);
  const css = unique([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="([^"]+\.css)"/g)].map((m) => m[1]!));
  return { js: js.reduce((n, f) => n + gz(f), 0), css: css.reduce((n, f) => n + gz(f), 0), html: gz(page) };
}

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

const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
const onDisk = precached.reduce(
  (n, url) => n + (statSync(path.join(dist, url), { throwIfNoEntry: false })?.size ?? 0),
  0,
);
// What a phone downloads to install the service worker (hosts serve these compressed).
const transferred = precached.reduce(
  (n, url) => n + (/\.(png|ico|webp)$/.test(url) ? statSync(path.join(dist, url)).size : gz(url)),
  0,
);
console.log(`\nprecache: ${precached.length} files, ${kb(transferred)} KB gzip to download, ${kb(onDisk)} KB on disk`);
