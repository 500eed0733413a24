/**
 * The client build's chunk names (docs/architecture.md, "Chunks and their
 * names"), and the one hash every page text shares.
 *
 * The entry holds a loader for each page's text in each language; each
 * loader's URL named that chunk's own hash, which gzip cannot compress. So
 * the texts are named with one hash, worked out from all their own
 * (docs/performance.md, "Page texts share one hash"): a text's own hash is
 * Rollup's, covering its code and what it imports, so any change to any text
 * gives every text a new URL, and the entry, whose own hash covers theirs, a
 * new name too.
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A page's text in one language: {kind}/{page}/{en|hi}.ts under src/features/content. */
const PAGE_TEXT = /\/features\/content\/.*\/([\w-]+)\/(en|hi)\.ts$/;

/** A chunk's file name. */
export function chunkFileNames(chunk: { name: string; moduleIds: string[]; facadeModuleId: string | null }): string {
  const has = (test: (id: string) => boolean) => chunk.moduleIds.some(test);
  // Staff only: the full supabase-js (auth), the inbox's drafts and the Word library.
  if (has((id) => id.includes('/@supabase/auth-js/'))) return 'assets/staff-supabase-[hash].js';
  if (has((id) => id.includes('/node_modules/docx/') || id.endsWith('/drafts/for-staff.ts')))
    return `assets/staff-${chunk.name}-[hash].js`;
  // React DOM's client, which src/main.tsx imports on its own (the shell needs it: offline-pages.ts).
  if (has((id) => id.includes('/react-dom/cjs/react-dom-client.'))) return 'assets/react-dom-[hash].js';
  // A page's text in one language is named after its page: en-/hi- are the message catalogues, part of the shell.
  const text = chunk.facadeModuleId?.match(PAGE_TEXT);
  if (text) return `assets/${text[1]}.${text[2]}-[hash].js`;
  return `assets/${chunk.name.replace(/\.lazy$/, '')}-[hash].js`;
}

/** The hash the page texts share: one of all their names, so that it changes with any of them. */
export function sharedHash(fileNames: readonly string[]): string {
  return createHash('sha256')
    .update([...fileNames].sort().join('\n'))
    .digest('base64url')
    .slice(0, 8);
}

/** Where a file name has the hash Rollup gave it ([hash] is 8 characters). */
const OWN_HASH = /-[\w-]{8}\.js$/;

/**
 * Renames the written page texts to the shared hash, and the names in the
 * files that name them (the entry's loaders, Vite's manifest). It runs
 * after the files are written and before the prerender and the service
 * worker's manifest read them (both at closeBundle).
 */
export function sharedTextHashPlugin(): Plugin {
  return {
    name: 'app:shared-text-hash',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options, bundle) {
        const outDir = options.dir!;
        const texts = Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' && file.facadeModuleId && PAGE_TEXT.test(file.facadeModuleId) ? [file.fileName] : [],
        );
        if (!texts.length) return;
        const hash = sharedHash(texts);
        const renamed = new Map(
          texts.map((file) => [path.basename(file), path.basename(file).replace(OWN_HASH, `-${hash}.js`)]),
        );
        const names = new RegExp([...renamed.keys()].map((name) => name.replace(/[.-]/g, '\\$&')).join('|'), 'g');
        for (const file of Object.keys(bundle).filter((name) => /\.(js|json|html)$/.test(name))) {
          const code = await readFile(path.join(outDir, file), 'utf8');
          const named = code.replace(names, (name) => renamed.get(name)!);
          if (named !== code) await writeFile(path.join(outDir, file), named);
        }
        for (const file of texts) {
          await rename(
            path.join(outDir, file),
            path.join(outDir, path.dirname(file), renamed.get(path.basename(file))!),
          );
        }
      },
    },
  };
}
