/**
 * The service and document pages, read off their folders: each is
 * {services|documents}/{folder}/ with meta.ts and its text in en.ts and
 * hi.ts, one chunk per language (docs/architecture.md, "Content entries").
 * The texts' loaders and the request form's preselection are a chunk per
 * kind (service-texts.ts, document-texts.ts); the metadata is in every
 * page's first load, as the menus read it.
 */
import type { Lang } from '@/i18n/lang';
import { loadChunk } from '@/platform/load-chunk';
import { loadedOnce } from '@/ui/loaded-once';
import type { EntryMeta, EntryRequest, PageText } from './types';

interface KindTexts {
  default: Record<string, () => Promise<{ default: PageText }>>;
  requests: Record<string, EntryRequest>;
}

export interface Entry {
  /** Its address: /services/{id} or /documents/{id}. */
  id: string;
  /** Its folder, which also names its illustration (docs/architecture.md, "Content entries"). */
  folder: string;
  meta: EntryMeta;
  text: ReturnType<typeof loadedOnce<Lang, PageText>>;
  /** What the request form preselects on the page. */
  request: () => Promise<EntryRequest>;
}

/** The menu's entries in its order, then the others by id. */
const byMenu = (a: Entry, b: Entry) =>
  (a.meta.menu ?? Infinity) - (b.meta.menu ?? Infinity) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function read(metas: Record<string, EntryMeta>, texts: () => Promise<KindTexts>): Entry[] {
  return Object.entries(metas)
    .map(([file, meta]) => {
      const folder = file.slice(2, -'/meta.ts'.length);
      const load = async (lang: Lang) => loadChunk((await texts()).default[`./${folder}/${lang}.ts`]!);
      return {
        id: meta.id ?? folder,
        folder,
        meta,
        text: loadedOnce<Lang, PageText>({ en: () => load('en'), hi: () => load('hi') }),
        request: async () => (await texts()).requests[file]!,
      };
    })
    .sort(byMenu);
}

// The keys are relative to each kind's folder: './will-creation/meta.ts'.
export const services = read(
  import.meta.glob<EntryMeta>('./*/meta.ts', { base: './services', eager: true, import: 'default' }),
  () => loadChunk(() => import('./service-texts')),
);
export const documents = read(
  import.meta.glob<EntryMeta>('./*/meta.ts', { base: './documents', eager: true, import: 'default' }),
  () => loadChunk(() => import('./document-texts')),
);

export const SERVICE_IDS = services.map((e) => e.id);
export const DOCUMENT_IDS = documents.map((e) => e.id);
/** The navbar's services and documents, in menu order. */
export const SERVICE_MENU_IDS = services.filter((e) => e.meta.menu).map((e) => e.id);
export const DOCUMENT_MENU_IDS = documents.filter((e) => e.meta.menu).map((e) => e.id);

export const serviceEntry = (id: string) => services.find((e) => e.id === id);
export const documentEntry = (id: string) => documents.find((e) => e.id === id);
