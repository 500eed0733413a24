/**
 * Every public route with the H1 a visitor sees in each language, and the
 * address of a route in a language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '../shared/catalogue';
import { root } from '../shared/paths';
import { PRERENDERED_LIST } from '@tools/vite/prerender-plugin';
import { pageText } from '@/features/content/page-texts';
import { loadBoth } from '../shared/both-languages';
import { contentEntry } from '../shared/content';

const willCreation = contentEntry('services', 'will-creation');
const affidavit = contentEntry('documents', 'affidavit');
const rentAgreement = contentEntry('documents', 'rent-agreement');

export type Lang = 'en' | 'hi';
export const LANGS: readonly Lang[] = ['en', 'hi'];

const homeText = await loadBoth(pageText.home);
const faqs = await loadBoth(pageText.faqs);
const aboutText = await loadBoth(pageText.about);
const privacy = await loadBoth(pageText.privacy);
const terms = await loadBoth(pageText.terms);
const { en, hi } = messages;

export interface RouteCase {
  path: string;
  en: string | RegExp;
  hi: string | RegExp;
}

export const routes: RouteCase[] = [
  { path: '/', en: homeText.en.hero.headline, hi: homeText.hi.hero.headline },
  { path: '/about', en: aboutText.en.title, hi: aboutText.hi.title },
  { path: '/services/will-creation', en: willCreation.en.title, hi: willCreation.hi.title },
  { path: '/services/unknown-service', en: en['serviceNotFound.title'], hi: hi['serviceNotFound.title'] },
  { path: '/documents/affidavit', en: affidavit.en.title, hi: affidavit.hi.title },
  { path: '/documents', en: rentAgreement.en.title, hi: rentAgreement.hi.title },
  { path: '/documents/unknown-document', en: en['documentNotFound.title'], hi: hi['documentNotFound.title'] },
  { path: '/blog', en: en['page.blog.title'], hi: hi['page.blog.title'] },
  // No such post: the 'Not Found' toast, then the not-found page with a way back to the blog.
  { path: '/blog/some-post', en: en['blog.notFound.title']!, hi: hi['blog.notFound.title']! },
  { path: '/blog/some-post/some-slug', en: en['blog.notFound.title']!, hi: hi['blog.notFound.title']! },
  { path: '/faqs', en: faqs.en.text.title, hi: faqs.hi.text.title },
  { path: '/contact-us', en: en['page.contact.title'], hi: hi['page.contact.title'] },
  { path: '/track', en: en['page.track.title']!, hi: hi['page.track.title']! },
  { path: '/privacy-policy', en: privacy.en.title, hi: privacy.hi.title },
  { path: '/terms-of-use', en: terms.en.title, hi: terms.hi.title },
  { path: '/no/such/page', en: en['notFound.title'], hi: hi['notFound.title'] },
];

/** The route's heading in `lang`. */
export const headingOf = (path: string, lang: Lang) => routes.find((r) => r.path === path)![lang];

/**
 * The pages the build prerendered, as language-neutral paths, and the path it
 * rendered as the not-found page (listed by tools/vite/prerender-plugin.ts from
 * the route tree; tests/unit/seo-files.test.ts checks that list).
 */
export const prerendered = JSON.parse(
  readFileSync(path.join(root, process.env.APP_OUT_DIR ?? 'dist', PRERENDERED_LIST), 'utf8'),
) as { paths: string[]; notFoundProbe: string };
