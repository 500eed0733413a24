/**
 * UI strings: ICU messages in messages/{en,hi}.json, precompiled to ASTs at
 * build time (virtual:messages/*, see tools/vite/messages-plugin.ts) so the
 * ICU parser is not shipped. Each language's catalogue is its own chunk and
 * is loaded before a page in that language renders.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type en from './messages/en.json';
import { loadChunk } from '../platform/load-chunk';
import { LOCALE_OF, type Lang } from './lang';

/**
 * Keys of the app catalogue: the strings of the frame and of every page, and
 * each menu service's label and home card and each menu document's label,
 * which the build adds from the page's folder (docs/architecture.md,
 * "Content entries").
 */
export type MessageId = keyof typeof en | `service.${string}` | `content.card.${string}` | `document.${string}`;
type Catalogue = Record<string, MessageFormatElement[]>;

const loaders: Record<Lang, () => Promise<{ default: Catalogue }>> = {
  en: () => loadChunk(() => import('virtual:messages/en')),
  hi: () => loadChunk(() => import('virtual:messages/hi')),
};

const catalogues: Partial<Record<Lang, Catalogue>> = {};
const intls: Partial<Record<Lang, IntlShape>> = {};
const cache = createIntlCache();

/** Messages of late features added before their language's catalogue was loaded. */
const added: Partial<Record<Lang, Catalogue>> = {};

export async function loadMessages(lang: Lang): Promise<void> {
  catalogues[lang] ??= { ...(await loaders[lang]()).default, ...added[lang] };
}

/**
 * Adds a late feature's messages (LATE_MESSAGE_FEATURES in
 * tools/vite/messages-plugin.ts) when its code loads. They go into the loaded
 * catalogue object itself, which the language's intl instance reads on each
 * formatMessage call, so components already rendered see them too.
 */
export function addMessages(byLang: Record<Lang, Catalogue>): void {
  for (const lang of Object.keys(byLang) as Lang[]) {
    added[lang] = { ...added[lang], ...byLang[lang] };
    const loaded = catalogues[lang];
    if (loaded) Object.assign(loaded, byLang[lang]);
  }
}

export const hasMessages = (lang: Lang): boolean => catalogues[lang] !== undefined;

/** The react-intl instance for a language whose messages are loaded. */
export function getIntl(lang: Lang): IntlShape {
  const messages = catalogues[lang];
  if (!messages) throw new Error(`Messages for "${lang}" are not loaded yet`);
  return (intls[lang] ??= createIntl({ locale: LOCALE_OF[lang], defaultLocale: LOCALE_OF.en, messages }, cache));
}

/** Plain translation for code outside React (route heads, toasts). */
export function t(lang: Lang, id: MessageId, values?: Record<string, string | number>): string {
  return getIntl(lang).formatMessage({ id }, values);
}
