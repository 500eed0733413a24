/**
 * Why tools/vite/warm-before-import.ts still rewrites Vite's output, and that
 * its rewrite still matches what the installed Vite writes. Built as is, a
 * lazy import goes straight to the module system and Vite's preload helper
 * asks for the chunk's other scripts with <link rel=modulepreload>: a cut-off
 * download of either is remembered as failed for the rest of the page
 * (docs/slow-phones-and-flaky-networks.md). No build option changes that:
 * build.modulePreload only chooses which files are preloaded, or none, never
 * how. With the plugin each script is fetched first, as the inline loader does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { warmBeforeImportPlugin } from '../../tools/vite/warm-before-import.ts';

const root = mkdtempSync(path.join(tmpdir(), 'warm-before-import-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Two lazy parts sharing a module: each part's chunk needs the shared chunk first.
const files = {
  'index.html': '<!doctype html><script type="module" src="./entry.js"></script>',
  'entry.js': `document.body.onclick = () => Promise.all([import('./part-a.js'), import('./part-b.js')]);`,
  'part-a.js': `import { shared } from './shared.js'; export const a = () => shared('a');`,
  'part-b.js': `import { shared } from './shared.js'; export const b = () => shared('b');`,
  'shared.js': `export const shared = (x) => document.title = x + Math.random();`,
};
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);

async function chunks(plugins: Plugin[]) {
  const built = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false },
  })) as Rolldown.RolldownOutput;
  return built.output.filter((file) => file.type === 'chunk').map((chunk) => chunk.code);
}

describe("Vite's client build", () => {
  it('as is, imports lazy chunks through the module system and preloads their scripts with modulepreload links', async () => {
    const code = (await chunks([])).join('\n');
    expect(code).toMatch(/\bimport\("\.\/part-a-[\w-]+\.js"\)/);
    expect(code).toContain('var scriptRel = "modulepreload"');
    expect(code).not.toContain('__appFetchScript');
  }, 60_000);

  it('with warm-before-import, fetches every script first: each lazy import and each script the helper preloads', async () => {
    const code = await chunks([warmBeforeImportPlugin()]);
    const all = code.join('\n');
    // Every relative import() the build wrote was found and rewritten.
    expect(all).not.toMatch(/\bimport\(["`]\.\.?\//);
    expect(all).toMatch(/__appImport\("\.\/part-a-[\w-]+\.js"\)/);
    expect(all).toMatch(/__appImport\("\.\/part-b-[\w-]+\.js"\)/);
    // The helper Vite exports is ours: scripts fetched first, only CSS left to links.
    expect(all).toContain('var __vitePreloadWithLinks = function preload(');
    expect(all).toContain('__appFetchFirst(assetsURL(dep, importerUrl))');
  }, 60_000);
});
