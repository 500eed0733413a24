/**
 * What ESLint cannot check of the layout (docs/architecture.md, "Layout and
 * layers"): no import cycle in src/, type-only imports included (import-x's
 * no-cycle skips `import type`, and a cycle through types still ties two
 * modules' meaning together), and one naming style for files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

const sourceFiles = (dir: string) => filesUnder(dir).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

/** Each module's imports of src/ (relative or `@/`; static, dynamic, type-only, re-exports), resolved to files. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, spec: string) =>
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) =>
        (spec.startsWith('@/') ? path.join(root, 'src', spec.slice(2)) : path.resolve(path.dirname(from), spec)) + ext,
      )
      .find((candidate) => known.has(candidate));
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map((imported) => imported.fileName)
        .filter((spec) => spec.startsWith('.') || spec.startsWith('@/'))
        .map((spec) => resolve(file, spec))
        .filter((target): target is string => target !== undefined);
      return [file, targets];
    }),
  );
}

/** The graph's strongly connected components of more than one module (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(path.relative(root, member));
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('file names', () => {
  it('are kebab-case, with dotted suffixes (home.en.ts, navbar.module.css, about.lazy.tsx)', () => {
    const kebab = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
    const names = ['src', 'tools', 'tests', 'supabase/local'].flatMap((dir) =>
      filesUnder(path.join(root, dir))
        .map((file) => path.relative(root, file))
        .filter((file) => !file.includes('/compiled/') && !path.basename(file).startsWith('README')),
    );
    expect(names.length).toBeGreaterThan(200);
    expect(names.filter((file) => !file.split('/').every((part) => kebab.test(part)))).toEqual([]);
  });
});

describe('the import graph of src/', () => {
  it('has no cycle, type-only imports included', () => {
    expect(cycles(importGraph(sourceFiles(path.join(root, 'src'))))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', ['/a.ts']],
    ]);
    expect(cycles(graph)).toHaveLength(1);
  });
});
