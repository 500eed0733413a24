import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0' + PREFIX;

/**
 * `import m from 'virtual:messages/hi'` gives src/i18n/messages/hi.json with
 * every message parsed to the ICU AST, so the browser never parses ICU text.
 */
export function messagesPlugin(root: string): Plugin {
  const dir = path.join(root, 'src/i18n/messages');
  return {
    name: 'app:messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const file = path.join(dir, `${id.slice(RESOLVED.length)}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, text]) => [key, parse(text)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
