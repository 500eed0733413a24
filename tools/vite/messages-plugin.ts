import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0' + PREFIX;

/**
 * Features whose messages come with their own code, not with every page: the
 * request and newsletter forms load when they near the screen, and their ~70
 * strings would otherwise be first-load JavaScript everywhere. Their code
 * adds them with addMessages() (src/i18n/messages.ts) when it loads.
 */
export const LATE_MESSAGE_FEATURES = ['newsletter', 'papers', 'requests', 'tracking'];

/** The catalogue files of a language: the app's, then each feature's own (all of them, or the early ones only). */
export async function catalogueFiles(root: string, lang: string, { earlyOnly = false } = {}): Promise<string[]> {
  const featuresDir = path.join(root, 'src/features');
  const features = (await readdir(featuresDir))
    .sort()
    .filter((feature) => !earlyOnly || !LATE_MESSAGE_FEATURES.includes(feature))
    .map((feature) => path.join(featuresDir, feature, 'messages', `${lang}.json`))
    .filter((file) => existsSync(file));
  return [path.join(root, `src/i18n/messages/${lang}.json`), ...features];
}

/** A menu service's or document's folder, as the build reads its meta.ts. */
interface FolderMeta {
  default: { id?: string };
  words?: Record<string, Record<string, string>>;
}

/** Each kind's words in meta.ts and the UI message each becomes: `{prefix}.{id}`. */
const MESSAGE_OF_WORD = {
  services: { label: 'service', card: 'content.card' },
  documents: { label: 'document' },
};

/**
 * The UI messages the content folders hold (`words` in
 * src/features/content/{services|documents}/{folder}/meta.ts) in one
 * language: a menu service's label `service.{id}` and home card
 * `content.card.{id}`, a menu document's label `document.{id}`. `load` runs
 * a meta.ts (the build: evaluateMeta; tests: their runner's import).
 */
export async function contentFolderMessages(
  root: string,
  lang: string,
  load: (file: string) => Promise<FolderMeta>,
): Promise<Record<string, string>> {
  const messages: Record<string, string> = {};
  for (const [kind, messageOf] of Object.entries(MESSAGE_OF_WORD)) {
    const dir = path.join(root, 'src/features/content', kind);
    for (const folder of (await readdir(dir)).sort()) {
      const meta = await load(path.join(dir, folder, 'meta.ts'));
      const words = meta.words?.[lang];
      if (!words) continue;
      const id = meta.default.id ?? folder;
      for (const [word, prefix] of Object.entries(messageOf)) messages[`${prefix}.${id}`] = words[word]!;
    }
  }
  return messages;
}

/** Runs a meta.ts, which imports types only: its TypeScript stripped, as a module of its own. */
async function evaluateMeta(file: string): Promise<FolderMeta> {
  const { transformWithOxc } = await import('vite');
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file);
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as FolderMeta;
}

/**
 * `import m from 'virtual:messages/hi'` gives the Hindi UI messages (the
 * app's catalogue merged with each feature's, except LATE_MESSAGE_FEATURES)
 * with each menu service's and document's words from its folder (contentFolderMessages)
 * parsed to the ICU AST, so the browser never parses ICU text;
 * `virtual:messages/hi/requests` gives one late feature's. A key defined twice
 * fails the build.
 */
export function messagesPlugin(root: string): Plugin {
  return {
    name: 'app:messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [lang, feature] = id.slice(RESOLVED.length).split('/') as [string, string | undefined];
      const files = feature
        ? [path.join(root, 'src/features', feature, 'messages', `${lang}.json`)]
        : await catalogueFiles(root, lang, { earlyOnly: true });
      const compiled: Record<string, unknown> = {};
      const add = (source: Record<string, string>, from: string) => {
        for (const [key, text] of Object.entries(source)) {
          if (key in compiled) this.error(`Message "${key}" is defined twice (again in ${from})`);
          compiled[key] = parse(text);
        }
      };
      for (const file of files) {
        this.addWatchFile(file);
        add(JSON.parse(await readFile(file, 'utf8')) as Record<string, string>, file);
      }
      if (!feature) {
        const watched = async (file: string) => {
          this.addWatchFile(file);
          return evaluateMeta(file);
        };
        add(await contentFolderMessages(root, lang, watched), 'a content folder');
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
