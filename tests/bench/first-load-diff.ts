/**
 * Every page's first load in one build against another's, in bytes gzip
 * (./bytes.ts), grouped by kind of page: how docs/performance.md's "no larger
 * than before" tables are checked. JS, then JS with the 8-character hashes in
 * chunk names blanked (a new build's hashes alone move gzip by tens of bytes
 * either way: what is left is what the code changed), the stylesheet, the HTML.
 * `npx tsx tests/bench/first-load-diff.ts <dist before> <dist after>`
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtSite } from './bytes.ts';

const dists = process.argv.slice(2);
const [before, after] = dists.map((dist) => builtSite(dist));
if (!before || !after) throw new Error('usage: first-load-diff.ts <dist before> <dist after>');

/** A page's first-load JS with every chunk name's hash replaced by the same letters. */
const blankedJs = (dist: string, files: string[]) =>
  files
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => {
      const text = readFileSync(path.join(dist, file), 'utf8').replace(/-[\w-]{8}\.(js|css)\b/g, '-HHHHHHHH.$1');
      return sum + gzipSync(text, { level: 9 }).length;
    }, 0);

type Change = { js: number; blanked: number; css: number; html: number };
const groups = new Map<string, Change[]>();
for (const { file } of after.pages()) {
  let was: ReturnType<typeof before.firstLoad>;
  try {
    was = before.firstLoad(file);
  } catch {
    continue; // a page the earlier build did not have
  }
  const now = after.firstLoad(file);
  const kind = file.replace(/\/?index\.html$/, '').replace(/(services|documents|drafts)\/[^/]+$/, '$1/{id}') || '/';
  const change = {
    js: now.js - was.js,
    blanked: blankedJs(dists[1]!, now.files) - blankedJs(dists[0]!, was.files),
    css: now.css - was.css,
    html: now.html - was.html,
  };
  groups.set(kind, [...(groups.get(kind) ?? []), change]);
}
const range = (changes: Change[], key: keyof Change) => {
  const values = changes.map((c) => c[key]);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? `${low}` : `${low} to ${high}`;
};
console.log(`${'page'.padEnd(24)} ${'JS'.padStart(12)} ${'JS, hashes blanked'.padStart(20)} ${'CSS'.padStart(8)} ${'HTML'.padStart(12)}  (B gzip)`);
for (const [kind, changes] of [...groups].sort(([a], [b]) => a.localeCompare(b)))
  console.log(
    `${kind.padEnd(24)} ${range(changes, 'js').padStart(12)} ${range(changes, 'blanked').padStart(20)} ${range(changes, 'css').padStart(8)} ${range(changes, 'html').padStart(12)}  (${changes.length} pages)`,
  );
console.log(`largest JS growth: ${Math.max(...[...groups.values()].flat().map((c) => c.js))} B`);
