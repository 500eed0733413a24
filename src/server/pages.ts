/**
 * Every page prerendered at build time, as language-neutral paths; each is
 * rendered in English and under /hi in Hindi.
 */
import { DOCUMENT_IDS, SERVICE_IDS } from '../lib/config';
import { LANGS, localizePath } from '../i18n/lang';

export const PRERENDERED_PATHS: string[] = [
  '/',
  '/about',
  '/faqs',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-use',
  '/blog',
  '/documents',
  ...SERVICE_IDS.map((id) => `/services/${id}`),
  ...DOCUMENT_IDS.map((id) => `/documents/${id}`),
];

/** A path no route matches: rendered to 404.html for the host's not-found answer. */
export const NOT_FOUND_PROBE = '/__not-found__';

export const prerenderedUrls = () => LANGS.flatMap((lang) => PRERENDERED_PATHS.map((path) => localizePath(path, lang)));
