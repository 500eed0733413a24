import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { DRAFT_KINDS, DRAFT_META, isDraftKind } from '@/features/drafts';
import { loadChunk } from '@/lib/load-chunk';
import { localizedHead } from './page-head';
import { langOf, langRoute } from './root';

/** /drafts/{kind}: one document's builder (docs/drafts.md). The list of drafts is drafts-list.tsx. */
export const draftRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'drafts/$draftKind',
  staticData: { prerender: { draftKind: DRAFT_KINDS } },
  beforeLoad: ({ params }) => {
    if (!isDraftKind(params.draftKind)) throw notFound();
  },
  head: ({ params }) =>
    isDraftKind(params.draftKind)
      ? localizedHead(langOf(params), `/drafts/${params.draftKind}`, DRAFT_META[params.draftKind])
      : {},
  component: lazyRouteComponent(() => loadChunk(() => import('./drafts.lazy')), 'DraftKindPage'),
});
