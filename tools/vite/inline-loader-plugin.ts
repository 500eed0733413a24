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

/** A file of src/ as one minified IIFE script, ES2019 for the oldest browsers the site serves. */
export async function buildScript(root: string, entry: string, name: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      write: false,
      target: 'es2019',
      minify: true,
      lib: { entry: path.join(root, entry), formats: ['iife'], name },
    },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output[0].code.trim();
}

/** The loader as the page runs it. */
export const buildInlineLoader = (root: string) => buildScript(root, 'src/server/inline-loader-main.ts', 'appLoader');

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
