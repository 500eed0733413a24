import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0' + PREFIX;

/** The catalogue files of a language: the app's, then each feature's own. */
export async function catalogueFiles(root: string, lang: string): Promise<string[]> {
  const featuresDir = path.join(root, 'src/features');
  const features = (await readdir(featuresDir))
    .sort()
    .map((feature) => path.join(featuresDir, feature, 'messages', `${lang}.json`))
    .filter((file) => existsSync(file));
  return [path.join(root, `src/i18n/messages/${lang}.json`), ...features];
}

/**
 * `import m from 'virtual:messages/hi'` gives every Hindi UI message (the
 * app's catalogue merged with each feature's) parsed to the ICU AST, so the
 * browser never parses ICU text. A key defined twice fails the build.
 */
export function messagesPlugin(root: string): Plugin {
  return {
    name: 'app:messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const compiled: Record<string, unknown> = {};
      for (const file of await catalogueFiles(root, id.slice(RESOLVED.length))) {
        this.addWatchFile(file);
        const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
        for (const [key, text] of Object.entries(source)) {
          if (key in compiled) this.error(`Message "${key}" is defined twice (again in ${file})`);
          compiled[key] = parse(text);
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
