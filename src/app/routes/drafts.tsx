import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { DRAFT_KINDS, DRAFT_META, isDraftKind, LIST_META } from '@/features/drafts';
import { pageHead, webPageJsonLd } from '@/features/seo';
import { loadChunk } from '@/lib/load-chunk';
import type { Lang, Localized } from '@/i18n/lang';
import { langOf, langRoute } from './root';

const draftsPage = () => loadChunk(() => import('./drafts.lazy'));

const head = (lang: Lang, path: string, meta: { title: Localized; description: Localized; keywords: Localized }) =>
  pageHead({
    lang,
    path,
    title: meta.title[lang],
    description: meta.description[lang],
    keywords: meta.keywords[lang],
    jsonLd: [webPageJsonLd(lang, path, 'WebPage', meta.title[lang], meta.description[lang])],
  });

/** /drafts: the documents a visitor can draft with the builder (docs/drafts.md). */
export const draftsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'drafts',
  staticData: { prerender: true },
  head: ({ params }) => head(langOf(params), '/drafts', LIST_META),
  component: lazyRouteComponent(draftsPage, 'DraftsListPage'),
});

/** /drafts/{kind}: one document's builder. */
export const draftRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'drafts/$draftKind',
  staticData: { prerender: { draftKind: DRAFT_KINDS } },
  beforeLoad: ({ params }) => {
    if (!isDraftKind(params.draftKind)) throw notFound();
  },
  head: ({ params }) =>
    isDraftKind(params.draftKind)
      ? head(langOf(params), `/drafts/${params.draftKind}`, DRAFT_META[params.draftKind])
      : {},
  component: lazyRouteComponent(draftsPage, 'DraftKindPage'),
});
