/**
 * The map of the repository in docs/architecture.md ("Layout and layers")
 * cannot go stale: every folder down to three levels has its entry, and every
 * entry names a folder or file that is there. Folders are what git keeps or
 * would keep (ignored ones, such as node_modules and dist, are not the code's).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const DEPTH = 3;

/** The entries of the section's code block: paths made from the tree's indentation (two spaces a level). */
function mapEntries(markdown: string): string[] {
  const section = markdown.slice(markdown.indexOf('## Layout and layers'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const parents: string[] = [];
  const entries: string[] = [];
  for (const line of block.split('\n')) {
    const indent = /^ */.exec(line)![0].length;
    const name = line.trim().split(/\s{2,}/)[0];
    // A description's second line starts far to the right of any name.
    if (!name || indent > 2 * DEPTH) continue;
    const level = indent / 2;
    parents.length = level;
    const entry = [...parents, name.replace(/\/$/, '')].join('/');
    entries.push(entry);
    if (name.endsWith('/')) parents.push(name.replace(/\/$/, ''));
  }
  return entries;
}

function foldersInRepo(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(path.join(root, file)));
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/').slice(0, -1);
    for (let depth = 1; depth <= Math.min(parts.length, DEPTH); depth++) folders.add(parts.slice(0, depth).join('/'));
  }
  return [...folders].sort();
}

describe('the map of the repository (docs/architecture.md, "Layout and layers")', () => {
  const entries = mapEntries(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'));

  it('reads the tree', () => {
    expect(entries).toContain('src/features/blog');
    expect(entries).toContain('src/domain/draft.ts');
    expect(entries.length).toBeGreaterThan(50);
  });

  it(`has an entry for every folder down to ${DEPTH} levels`, () => {
    expect(foldersInRepo().filter((folder) => !entries.includes(folder))).toEqual([]);
  });

  it('names only folders and files that are there', () => {
    expect(entries.filter((entry) => !existsSync(path.join(root, entry)))).toEqual([]);
  });
});
