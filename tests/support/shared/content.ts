/**
 * The service and document pages' content, read off their folders as the site
 * reads them (src/features/content/entries.ts; docs/architecture.md, "Content
 * entries"), for tests of every runner: import.meta.glob is Vite's only.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { DocumentMenuWords, EntryMeta, EntryRequest, MenuWords, PageText } from '@/features/content/types';
import type { Localized } from '@/i18n/lang';
import { root } from './paths';

export type ContentKind = 'services' | 'documents';

/** One page: its metadata, a menu entry's words, and its text in both languages. */
export interface ContentEntry extends Localized<PageText> {
  id: string;
  folder: string;
  meta: EntryMeta;
  /** What the page's request form preselects. */
  request: EntryRequest;
  /** A menu service's MenuWords, a menu document's DocumentMenuWords. */
  words?: MenuWords | DocumentMenuWords;
}

const byMenu = (a: ContentEntry, b: ContentEntry) =>
  (a.meta.menu ?? Infinity) - (b.meta.menu ?? Infinity) || a.id.localeCompare(b.id);

async function read(kind: ContentKind): Promise<ContentEntry[]> {
  const dir = path.join(root, 'src/features/content', kind);
  const entries = await Promise.all(
    readdirSync(dir).map(async (folder) => {
      const load = async <T>(file: string) => (await import(path.join(dir, folder, `${file}.ts`))) as T;
      const [{ default: meta, request, words }, { default: en }, { default: hi }] = await Promise.all([
        load<{ default: EntryMeta; request: EntryRequest; words?: ContentEntry['words'] }>('meta'),
        load<{ default: PageText }>('en'),
        load<{ default: PageText }>('hi'),
      ]);
      return { id: meta.id ?? folder, folder, meta, request, words, en, hi };
    }),
  );
  return entries.sort(byMenu);
}

export const services = await read('services');
export const documents = await read('documents');
export const SERVICE_IDS = services.map((e) => e.id);
export const DOCUMENT_IDS = documents.map((e) => e.id);
export const SERVICE_MENU_IDS = services.filter((e) => e.meta.menu).map((e) => e.id);
export const DOCUMENT_MENU_IDS = documents.filter((e) => e.meta.menu).map((e) => e.id);

/** A page's entry by its id. */
export const contentEntry = (kind: ContentKind, id: string): ContentEntry =>
  (kind === 'services' ? services : documents).find((e) => e.id === id)!;
