/**
 * The drafts' own words, one chunk per language (./en.ts, ./hi.ts): the list
 * of drafts reads them; a draft page has them with its document
 * (../documents/index.ts).
 */
import type { Lang } from '@/i18n/lang';
import { loadChunk } from '@/platform/load-chunk';
import { loadedOnce } from '@/ui/loaded-once';
import type { DraftText } from './en';

export const draftTexts = loadedOnce<Lang, DraftText>({
  en: () => loadChunk(() => import('./en')),
  hi: () => loadChunk(() => import('./hi')),
});
