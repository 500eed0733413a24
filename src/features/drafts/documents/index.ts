/**
 * The documents the builder drafts, by kind and language (docs/drafts.md,
 * "Budgets"): each document's structure is a chunk of its own, and so are
 * its words in each language and the drafts' own words (../text), so that a
 * draft page downloads its own document in its own language. The route's
 * loader loads the page's; the page loads the other language when it needs
 * it (previews.tsx), and the firm's inbox loads the one a request carries.
 */
import type { Lang } from '@/i18n/lang';
import { loadChunk } from '@/platform/load-chunk';
import { loadedOnce } from '@/ui/loaded-once';
import type { DraftText } from '../text/en';
import { DRAFT_KINDS, type DraftKind, type DraftSpec } from '../types';

type Module<T> = Promise<{ default: T }>;
type Document<W> = (words: W, text: DraftText, lang: Lang) => DraftSpec;

const TEXTS: Record<Lang, () => Module<DraftText>> = {
  en: () => loadChunk(() => import('../text/en')),
  hi: () => loadChunk(() => import('../text/hi')),
};

/** A document in `lang`: its structure, its words and the drafts' own words, downloaded side by side. */
const inLanguage =
  <W>(document: () => Module<Document<W>>, words: Record<Lang, () => Module<W>>) =>
  async (lang: Lang) => {
    const [made, said, text] = await Promise.all([document(), words[lang](), TEXTS[lang]()]);
    return { default: made.default(said.default, text.default, lang) };
  };

const DOCUMENTS: Record<DraftKind, (lang: Lang) => Module<DraftSpec>> = {
  'rent-agreement': inLanguage(() => loadChunk(() => import('./rent-agreement')), {
    en: () => loadChunk(() => import('./rent-agreement/en')),
    hi: () => loadChunk(() => import('./rent-agreement/hi')),
  }),
  affidavit: inLanguage(() => loadChunk(() => import('./affidavit')), {
    en: () => loadChunk(() => import('./affidavit/en')),
    hi: () => loadChunk(() => import('./affidavit/hi')),
  }),
  'cheque-bounce-notice': inLanguage(() => loadChunk(() => import('./cheque-bounce-notice')), {
    en: () => loadChunk(() => import('./cheque-bounce-notice/en')),
    hi: () => loadChunk(() => import('./cheque-bounce-notice/hi')),
  }),
};

type Key = `${DraftKind}/${Lang}`;
const loaded = loadedOnce<Key, DraftSpec>(
  Object.fromEntries(
    DRAFT_KINDS.flatMap((kind) =>
      (['en', 'hi'] as const).map((lang) => [`${kind}/${lang}`, () => DOCUMENTS[kind](lang)]),
    ),
  ) as Record<Key, () => Module<DraftSpec>>,
);

export const draftSpecs = {
  /** For route loaders and the other language's preview. */
  load: (kind: DraftKind, lang: Lang) => loaded.load(`${kind}/${lang}`),
  /** For components: the document, once loaded. */
  useLoaded: (kind: DraftKind, lang: Lang) => loaded.useLoaded(`${kind}/${lang}`),
};
