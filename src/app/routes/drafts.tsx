import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { DRAFT_KINDS, DRAFT_META, isDraftKind } from '@/features/drafts';
import { loadChunk } from '@/lib/load-chunk';
import { localizedHead } from './page-head';
import { langOf, langRoute } from './root';

const draftPage = () => loadChunk(() => import('./drafts.lazy'));

/** /drafts/{kind}: one document's builder (docs/drafts.md). The list of drafts is drafts-list.tsx. */
export const draftRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'drafts/$draftKind',
  staticData: { prerender: { draftKind: DRAFT_KINDS } },
  beforeLoad: ({ params }) => {
    if (!isDraftKind(params.draftKind)) throw notFound();
  },
  // The page's document (its own chunk, docs/drafts.md, "Budgets") before the page renders; it has
  // functions, so it is not the loader's data, which is written into the prerendered page.
  loader: async ({ params }) => {
    if (isDraftKind(params.draftKind)) await (await draftPage()).draftSpecs.load(params.draftKind);
  },
  head: ({ params }) =>
    isDraftKind(params.draftKind)
      ? localizedHead(langOf(params), `/drafts/${params.draftKind}`, DRAFT_META[params.draftKind])
      : {},
  component: lazyRouteComponent(draftPage, 'DraftKindPage'),
});
