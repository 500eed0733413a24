/**
 * What ESLint cannot check of the layout (docs/architecture.md, "Layout and
 * layers"): no import cycle in src/, type-only imports included (import-x's
 * no-cycle skips `import type`, and a cycle through types still ties two
 * modules' meaning together), one naming style for files, and comments a
 * newcomer can follow (docs/architecture.md, "Comments").
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
      .map(
        (ext) =>
          (spec.startsWith('@/') ? path.join(root, 'src', spec.slice(2)) : path.resolve(path.dirname(from), spec)) +
          ext,
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
  it('are kebab-case, with dotted suffixes (navbar.module.css, about.lazy.tsx, drafts-sending.spec.ts)', () => {
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

/** Where the comments of a source file lie: [start, end) offsets (TypeScript's own trivia, so strings never count). */
function commentRanges(file: string, text: string): [number, number][] {
  if (file.endsWith('.css'))
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [m.index, m.index + m[0].length]);
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, number>();
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) found.set(range.pos, range.end);
    for (const range of ts.getTrailingCommentRanges(text, node.end) ?? []) found.set(range.pos, range.end);
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...found];
}

/** A quick look, without parsing: whether the text has more than `max` lines in a row that may be comment. */
function mayHaveLongBlock(text: string, max: number): boolean {
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length - 1;
  const maybe = text.split('\n').map((line) => /^\s*\/\//.test(line));
  for (const m of text.matchAll(/\/\*[\s\S]*?\*\//g))
    maybe.fill(true, lineAt(m.index), lineAt(m.index + m[0].length) + 1);
  let run = 0;
  return maybe.some((line) => (run = line ? run + 1 : 0) > max);
}

/** Runs of more than `max` consecutive lines that hold nothing but comment, as "line (length)". */
function longCommentBlocks(file: string, text: string, max: number): string[] {
  if (!mayHaveLongBlock(text, max)) return [];
  const inComment = new Uint8Array(text.length);
  for (const [start, end] of commentRanges(file, text)) inComment.fill(1, start, end);
  const lines = text.split('\n');
  const long: string[] = [];
  let offset = 0;
  let runStart = -1;
  lines.forEach((line, i) => {
    const chars = [...line].map((char, c) => ({ comment: inComment[offset + c] === 1, blank: /\s/.test(char) }));
    offset += line.length + 1;
    const commentOnly = chars.some((c) => c.comment) && chars.every((c) => c.comment || c.blank);
    if (commentOnly && runStart < 0) runStart = i;
    if (!commentOnly && runStart >= 0) {
      if (i - runStart > max) long.push(`${runStart + 1} (${i - runStart} lines)`);
      runStart = -1;
    }
  });
  if (runStart >= 0 && lines.length - runStart > max) long.push(`${runStart + 1} (${lines.length - runStart} lines)`);
  return long;
}

/**
 * Documents a reader of this repository does not have: the product brief and
 * its sections (\u00a7), its design notes, tracker issues by number.
 */
const OUTSIDE_REFERENCE = /spec \u00a7|spec\.md|\u00a7 ?\d|\bissues? #?\d+|design\.md|\bthe spec's\b/i;

describe('comments in src/', () => {
  const files = filesUnder(path.join(root, 'src')).filter((file) => /\.(tsx?|css)$/.test(file));
  const comments = (file: string, text: string) =>
    commentRanges(file, text).map(([start, end]) => text.slice(start, end));

  it('cite docs/, never documents outside the repository', () => {
    const cites = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      if (!OUTSIDE_REFERENCE.test(text)) return [];
      return comments(file, text)
        .filter((comment) => OUTSIDE_REFERENCE.test(comment))
        .map((comment) => `${path.relative(root, file)}: ${comment.match(OUTSIDE_REFERENCE)![0]}`);
    });
    expect(files.length).toBeGreaterThan(200);
    expect(cites).toEqual([]);
  });

  it('are at most 10 lines a block (longer reasoning goes to docs/)', () => {
    const long = files.flatMap((file) =>
      longCommentBlocks(file, readFileSync(file, 'utf8'), 10).map((at) => `${path.relative(root, file)}:${at}`),
    );
    expect(long).toEqual([]);
  });

  it('finds a long block, a citation and nothing in strings', () => {
    const section = 'spec \u00a72';
    const block = [
      '/**',
      ...Array.from({ length: 10 }, (_, i) => ` * line ${i} (${section})`),
      ' */',
      'export {};',
    ].join('\n');
    expect(longCommentBlocks('a.ts', block, 10)).toEqual(['1 (12 lines)']);
    expect(longCommentBlocks('a.ts', '// one\n// two\nconst a = 1; // three\n', 1)).toEqual(['1 (2 lines)']);
    expect(comments('a.ts', block).some((c) => OUTSIDE_REFERENCE.test(c))).toBe(true);
    const inString = `const s = '// ${section}';\nconst j = <p>{/* ${section} */}</p>;\n`;
    expect(comments('a.tsx', inString)).toEqual([`/* ${section} */`]);
    expect(OUTSIDE_REFERENCE.test(`see the ${'issue'} 16 thread`)).toBe(true);
  });
});

/**
 * Words and facts, whose length is their content, not their logic
 * (docs/architecture.md, "Module size"): a page's or a document's text in one
 * language, generated code, the register of legal facts with their sources.
 */
const WORDS_AND_FACTS = [
  /(^|\/)(en|hi)\.tsx?$/,
  /\.(en|hi)\.tsx?$/,
  /\.generated\.ts$/,
  /^src\/business\/legal-register\.ts$/,
];
const MODULE_LINES = 260;

describe('modules in src/, supabase/ and tools/', () => {
  it(`are at most ${MODULE_LINES} lines, words and facts aside`, () => {
    const modules = ['src', 'supabase', 'tools']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .map((file) => path.relative(root, file))
      .filter((file) => !WORDS_AND_FACTS.some((words) => words.test(file)));
    const long = modules
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MODULE_LINES)
      .map(({ file, lines }) => `${file} (${lines})`);
    expect(modules.length).toBeGreaterThan(300);
    expect(long).toEqual([]);
  });
});

describe('tests/README.md', () => {
  it('lists every test file under a feature (by its name without .test.ts or .ts)', () => {
    const table = readFileSync(path.join(root, 'tests/README.md'), 'utf8');
    const listed = new Set([...table.matchAll(/`([\w.-]+)`/g)].map((m) => m[1]));
    const tests = ['unit', 'integration', 'e2e'].flatMap((dir) =>
      readdirSync(path.join(root, 'tests', dir))
        .filter((name) => /\.(test|spec)\.tsx?$/.test(name))
        .map((name) => name.replace(/\.test\.tsx?$|\.ts$/, '')),
    );
    expect(tests.length).toBeGreaterThan(50);
    expect(tests.filter((name) => !listed.has(name))).toEqual([]);
  });
});
