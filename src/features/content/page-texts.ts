/**
 * The texts of the home, FAQ, about and legal pages: each a folder with its
 * text in en.ts and hi.ts, one chunk per language loaded through
 * perLanguage(), so a visitor downloads only their language's
 * (docs/architecture.md, "Content entries"). Route loaders call load(); the
 * pages read the loaded text with useText().
 */
import { loadChunk } from '@/lib/load-chunk';
import { perLanguage } from './per-language';
import type { AboutText } from './pages/about/types';
import type { FaqPage } from './pages/faqs/types';
import type { HomeText } from './pages/home/types';
import type { LegalText } from './legal/types';

export const pageText = {
  home: perLanguage<HomeText>({
    en: () => loadChunk(() => import('./pages/home/en')),
    hi: () => loadChunk(() => import('./pages/home/hi')),
  }),
  faqs: perLanguage<FaqPage>({
    en: () => loadChunk(() => import('./pages/faqs/en')),
    hi: () => loadChunk(() => import('./pages/faqs/hi')),
  }),
  about: perLanguage<AboutText>({
    en: () => loadChunk(() => import('./pages/about/en')),
    hi: () => loadChunk(() => import('./pages/about/hi')),
  }),
  privacy: perLanguage<LegalText>({
    en: () => loadChunk(() => import('./legal/privacy/en')),
    hi: () => loadChunk(() => import('./legal/privacy/hi')),
  }),
  terms: perLanguage<LegalText>({
    en: () => loadChunk(() => import('./legal/terms/en')),
    hi: () => loadChunk(() => import('./legal/terms/hi')),
  }),
};
