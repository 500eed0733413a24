/**
 * Every page's first-load JS in one build against another's, in bytes gzip
 * (./bytes.ts), grouped by kind of page: how docs/performance.md's "no larger
 * than before" tables are checked.
 * `npx tsx tests/bench/first-load-diff.ts <dist before> <dist after>`
 */
import { builtSite } from './bytes.ts';

const [before, after] = process.argv.slice(2).map((dist) => builtSite(dist));
if (!before || !after) throw new Error('usage: first-load-diff.ts <dist before> <dist after>');
const groups = new Map<string, number[]>();
for (const { file } of after.pages()) {
  let was: number;
  try {
    was = before.firstLoad(file).js;
  } catch {
    continue; // a page the earlier build did not have
  }
  const kind = file.replace(/\/?index\.html$/, '').replace(/(services|documents|drafts)\/[^/]+$/, '$1/{id}') || '/';
  groups.set(kind, [...(groups.get(kind) ?? []), after.firstLoad(file).js - was]);
}
for (const [kind, changes] of [...groups].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`${kind.padEnd(24)} ${Math.min(...changes)} to ${Math.max(...changes)} B (${changes.length} pages)`);
console.log(`largest growth: ${Math.max(...[...groups.values()].flat())} B`);
