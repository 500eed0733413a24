import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { DRAFT_KINDS, DRAFT_META, isDraftKind } from '@/features/drafts';
import { langFromPath } from '@/i18n/lang';
import { loadChunk } from '@/platform/load-chunk';
import { localizedHead } from './page-head';
import { langOf, langRoute } from './root';

const draftPage = () => loadChunk(() => import('./drafts.lazy'));

/**
 * The page's component with its document in the page's language, when the
 * page starts from its prerendered HTML: the router runs no loader then, and
 * a builder hydrated without its document would be marked ready before it
 * could check a first Tab or answer (docs/drafts.md, "A document is data").
 */
async function draftPageWithDocument() {
  const page = await draftPage();
  const path = globalThis.location?.pathname ?? '';
  const kind = /\/drafts\/([^/]+)\/?$/.exec(path)?.[1];
  if (kind && isDraftKind(kind)) await page.draftSpecs.load(kind, langFromPath(path));
  return page;
}

/** /drafts/{kind}: one document's builder (docs/drafts.md). The list of drafts is drafts-list.tsx. */
export const draftRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'drafts/$draftKind',
  staticData: { prerender: { draftKind: DRAFT_KINDS } },
  beforeLoad: ({ params }) => {
    if (!isDraftKind(params.draftKind)) throw notFound();
  },
  // The page's document in its language (its own chunks, docs/drafts.md, "Budgets") before the page
  // renders; it has functions, so it is not the loader's data, which is written into the prerendered page.
  loader: async ({ params }) => {
    if (isDraftKind(params.draftKind)) await (await draftPage()).draftSpecs.load(params.draftKind, langOf(params));
  },
  head: ({ params }) =>
    isDraftKind(params.draftKind)
      ? localizedHead(langOf(params), `/drafts/${params.draftKind}`, DRAFT_META[params.draftKind])
      : {},
  component: lazyRouteComponent(draftPageWithDocument, 'DraftKindPage'),
});
