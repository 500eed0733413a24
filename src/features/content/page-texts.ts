/**
 * The texts of the home, FAQ, about and legal pages: each a folder with its
 * text in en.ts and hi.ts, one chunk per language loaded through
 * loadedOnce(), so a visitor downloads only their language's
 * (docs/architecture.md, "Content entries"). Route loaders call load(); the
 * pages read the loaded text with useLoaded().
 */
import type { Lang } from '@/i18n/lang';
import { loadChunk } from '@/platform/load-chunk';
import { loadedOnce } from '@/ui/loaded-once';
import type { AboutText } from './pages/about/types';
import type { FaqPage } from './pages/faqs/types';
import type { HomeText } from './pages/home/types';
import type { LegalText } from './legal/types';

export const pageText = {
  home: loadedOnce<Lang, HomeText>({
    en: () => loadChunk(() => import('./pages/home/en')),
    hi: () => loadChunk(() => import('./pages/home/hi')),
  }),
  faqs: loadedOnce<Lang, FaqPage>({
    en: () => loadChunk(() => import('./pages/faqs/en')),
    hi: () => loadChunk(() => import('./pages/faqs/hi')),
  }),
  about: loadedOnce<Lang, AboutText>({
    en: () => loadChunk(() => import('./pages/about/en')),
    hi: () => loadChunk(() => import('./pages/about/hi')),
  }),
  privacy: loadedOnce<Lang, LegalText>({
    en: () => loadChunk(() => import('./legal/privacy/en')),
    hi: () => loadChunk(() => import('./legal/privacy/hi')),
  }),
  terms: loadedOnce<Lang, LegalText>({
    en: () => loadChunk(() => import('./legal/terms/en')),
    hi: () => loadChunk(() => import('./legal/terms/hi')),
  }),
};
