/**
 * Language lives in the URL (docs/architecture.md, "Languages and addresses"): English at the unprefixed
 * addresses (/, /about, …), Hindi at the same addresses under /hi.
 */
/** The site's languages: English and Hindi. */
export type Lang = 'en' | 'hi';

/** One value per language. */
export type Localized<T = string> = Record<Lang, T>;

export const LANGS: readonly Lang[] = ['en', 'hi'];
export const HINDI_PREFIX = '/hi';

/** BCP 47 tags used for Intl formatting and og:locale. */
export const LOCALE_OF: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };

export function langFromPath(pathname: string): Lang {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The path without the language prefix: '/hi/about' -> '/about', '/hi' -> '/'. */
export function stripLang(pathname: string): string {
  if (langFromPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(HINDI_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/**
 * The same page in `lang`. `path` is a language-neutral path and may carry a
 * query or hash: localizePath('/about#team', 'hi') -> '/hi/about#team'.
 */
export function localizePath(path: string, lang: Lang): string {
  if (lang === 'en') return path;
  if (path === '/' || path.startsWith('/#') || path.startsWith('/?')) return HINDI_PREFIX + path.slice(1);
  return HINDI_PREFIX + path;
}

export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'hi' : 'en');

/** Where the visitor's explicit choice is kept (the toggle remembers it). */
export const LANG_STORAGE_KEY = 'preferred-lang';

/** Addresses in one language only, with no /hi twin: the firm's inbox. */
export const hasOneLanguage = (pathname: string): boolean => /^\/staff(\/|$)/.test(pathname);

/**
 * Addresses whose language is their content's: a blog article lives in the
 * language it is written in, so a remembered choice does not move it.
 */
export const contentHasLanguage = (pathname: string): boolean => /^(\/hi)?\/blog\/[^/]/.test(pathname);

/**
 * The language a piece of free text is written in, told by its script
 * (Devanagari is Hindi, anything else English): for lang="" on text the site
 * does not translate, such as a blog author's name.
 */
export const scriptLang = (text: string): Lang => (/[\u0900-\u097F]/.test(text) ? 'hi' : 'en');
