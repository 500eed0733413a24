/**
 * Home page text (/), both languages. Document tile labels and nav
 * labels are UI messages, not here. Figures come from lib/config so that
 * copy and constants cannot drift apart.
 */
import { loadChunk } from '@/lib/load-chunk';
import { perLanguage } from './per-language';
import type { HomeText } from './home-text';

/** Each language's text is its own chunk (./per-language.ts); the route loader loads it before the page renders. */
const homeText = perLanguage<HomeText>({
  en: () => loadChunk(() => import('./home.en')),
  hi: () => loadChunk(() => import('./home.hi')),
});
export const { load: loadHomeText, useText: useHomeText, loadAll: loadAllHomeText } = homeText;
