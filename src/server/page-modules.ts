/**
 * The modules a prerendered page lists among its scripts (router-manifest.ts):
 * its route's component, {page}.lazy.tsx beside the {page}.tsx that declares
 * the route, and the text it hydrates with in the page's language (and a
 * draft's document, by the page's param). Build-only:
 * written in the routes, these names were in every page's first load
 * (docs/performance.md, "Decisions").
 */
import { aboutRoute } from '../app/routes/about';
import { draftRoute } from '../app/routes/drafts';
import { draftsRoute } from '../app/routes/drafts-list';
import { faqsRoute } from '../app/routes/faqs';
import { homeRoute } from '../app/routes/home';
import { privacyRoute, termsRoute } from '../app/routes/policy';
import type { Lang } from '../i18n/lang';

const declared = import.meta.glob<Record<string, unknown>>(['./*.tsx', '!./*.lazy.tsx'], {
  base: '../app/routes',
  eager: true,
});
const lazyPages = new Set(Object.keys(import.meta.glob('./*.lazy.tsx', { base: '../app/routes' })));

/** Each route with a page: the Vite manifest's key of its component's module. */
const componentOf = new Map<unknown, string>(
  Object.entries(declared).flatMap(([file, exports]) => {
    const page = file.replace(/\.tsx$/, '.lazy.tsx');
    return lazyPages.has(page) ? Object.values(exports).map((route) => [route, `src/app/routes/${page.slice(2)}`]) : [];
  }),
);

/**
 * The text each page's component reads ('{lang}': the page's), from
 * src/features/content/page-texts.ts; the drafts' own words, and a draft's
 * document ('{draftKind}': the page's param) with its words, from
 * src/features/drafts/documents/index.ts (docs/drafts.md, "Budgets").
 */
const DRAFT_TEXT = 'src/features/drafts/text/{lang}.ts';
const textOf = new Map<unknown, string[]>([
  [homeRoute, ['src/features/content/pages/home/{lang}.ts']],
  [aboutRoute, ['src/features/content/pages/about/{lang}.ts']],
  [faqsRoute, ['src/features/content/pages/faqs/{lang}.ts']],
  [privacyRoute, ['src/features/content/legal/privacy/{lang}.ts']],
  [termsRoute, ['src/features/content/legal/terms/{lang}.ts']],
  [draftsRoute, [DRAFT_TEXT]],
  [
    draftRoute,
    ['src/features/drafts/documents/{draftKind}.ts', 'src/features/drafts/documents/{draftKind}/{lang}.ts', DRAFT_TEXT],
  ],
]);

/** A route's page modules in a language and with the page's params, its component first; none for a route without a page. */
export function pageModules(route: unknown, lang: Lang, params: Record<string, string>): string[] {
  const component = componentOf.get(route);
  const texts = (textOf.get(route) ?? []).map((text) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'lang' ? lang : params[name]!)),
  );
  return component ? [component, ...texts] : [];
}
