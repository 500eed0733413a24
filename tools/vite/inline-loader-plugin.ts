/**
 * `virtual:inline-loader`: the page's inline loader (src/server/inline-loader.ts)
 * as one minified script, built by Vite from its TypeScript when the server
 * code imports it. src/server/router-manifest.ts puts it in every page; the
 * page's policy allows it by its hash (./csp.ts hashes each inline script).
 */
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

export const INLINE_LOADER_ID = 'virtual:inline-loader';
const RESOLVED_ID = `\0${INLINE_LOADER_ID}`;

/** The loader as the page runs it: an IIFE, ES2019 for the oldest browsers the site serves. */
export async function buildInlineLoader(root: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      write: false,
      target: 'es2019',
      minify: true,
      lib: { entry: path.join(root, 'src/server/inline-loader-main.ts'), formats: ['iife'], name: 'appLoader' },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]!.output[0];
  return chunk.code.trim();
}

export function inlineLoaderPlugin(root: string): Plugin {
  return {
    name: 'app:inline-loader',
    resolveId: (id) => (id === INLINE_LOADER_ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      for (const file of ['inline-loader.ts', 'inline-loader-main.ts'])
        this.addWatchFile(path.join(root, 'src/server', file));
      return `export default ${JSON.stringify(await buildInlineLoader(root))};`;
    },
  };
}
