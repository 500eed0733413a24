/**
 * The page texts' one shared hash (tools/vite/chunk-names.ts, docs/architecture.md
 * "Chunks and their names"): the service worker keeps a hashed script by its
 * URL, so a text whose code changed under an unchanged URL would be served
 * stale for good. Builds a small site the way the client build names its
 * chunks, changes one text or what texts import, and reads the URLs.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkFileNames, sharedTextHashPlugin } from '../../tools/vite/chunk-names.ts';

const root = mkdtempSync(path.join(tmpdir(), 'chunk-names-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const text = (page: string, lang: string) => `src/features/content/services/${page}/${lang}.ts`;
const files: Record<string, string> = {
  'index.html': '<!doctype html><script type="module" src="./entry.ts"></script>',
  'entry.ts': `const texts = import.meta.glob('./src/features/content/*/*/{en,hi}.ts');
document.body.onclick = () => Promise.all(Object.values(texts).map((load) => load()));`,
  // Two texts share the facts: a chunk of their own, which both import.
  'src/lib/facts.ts': `export const fee = (n: number) => 'Rs ' + n;`,
  [text('will', 'en')]: `import { fee } from '../../../../lib/facts.ts'; export default 'A will costs ' + fee(500);`,
  [text('will', 'hi')]: `import { fee } from '../../../../lib/facts.ts'; export default 'वसीयत ' + fee(500);`,
  [text('notary', 'en')]: `export default 'A notary attests';`,
  [text('notary', 'hi')]: `export default 'नोटरी';`,
};
const write = (changes: Record<string, string>) => {
  for (const [name, code] of Object.entries(changes)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), code);
  }
};
write(files);

/** Builds the site; answers its scripts (file name to code) and Vite's manifest. */
async function built() {
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [sharedTextHashPlugin()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      minify: false,
      rollupOptions: { output: { chunkFileNames } },
    },
  });
  const dir = path.join(root, 'dist/assets');
  const scripts = new Map(readdirSync(dir).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
  const manifest = readFileSync(path.join(root, 'dist/.vite/manifest.json'), 'utf8');
  const texts = [...scripts.keys()].filter((file) => /^\w+\.(en|hi)-/.test(file)).sort();
  const entry = [...scripts.keys()].find((file) => file.startsWith('index-'))!;
  return { scripts, manifest, texts, entry };
}

describe('page texts in the client build', () => {
  let first: Awaited<ReturnType<typeof built>>;

  it('are named {page}.{lang} with one hash, and the entry and the manifest load them by those names', async () => {
    first = await built();
    expect(first.texts.map((file) => file.replace(/-[\w-]{8}\.js$/, ''))).toEqual([
      'notary.en',
      'notary.hi',
      'will.en',
      'will.hi',
    ]);
    expect(new Set(first.texts.map((file) => file.slice(-11))).size).toBe(1);
    for (const file of first.texts) {
      expect(first.scripts.get(first.entry)).toContain(file);
      expect(first.manifest).toContain(`assets/${file}`);
    }
    // Nothing names a file the build did not write.
    for (const code of [...first.scripts.values(), first.manifest])
      for (const [name] of code.matchAll(/[\w-]+\.(en|hi)-[\w-]{8}\.js/g))
        expect(first.scripts.has(name), name).toBe(true);
  }, 60_000);

  it('keep their names when nothing changed (a visitor downloads nothing again)', async () => {
    const again = await built();
    expect(again.texts).toEqual(first.texts);
    expect(again.entry).toBe(first.entry);
  }, 60_000);

  it('all get new URLs, and the entry a new name, when one text changes', async () => {
    write({ [text('notary', 'hi')]: `export default 'नोटरी सत्यापन';` });
    const changed = await built();
    for (const file of changed.texts) expect(first.texts).not.toContain(file);
    expect(changed.entry).not.toBe(first.entry);
    expect(changed.scripts.get(changed.texts.find((file) => file.startsWith('notary.hi'))!)).toContain('नोटरी सत्यापन');
    first = changed;
  }, 60_000);

  it('all get new URLs when only what a text imports changes (its code names the import by its hash)', async () => {
    write({ 'src/lib/facts.ts': `export const fee = (n: number) => '₹' + n;` });
    const changed = await built();
    for (const file of changed.texts) expect(first.texts).not.toContain(file);
    expect(changed.entry).not.toBe(first.entry);
  }, 60_000);
});
