import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { LIST_META } from '@/features/drafts';
import { loadChunk } from '@/platform/load-chunk';
import { localizedHead } from './page-head';
import { langOf, langRoute } from './root';

const listPage = () => loadChunk(() => import('./drafts-list.lazy'));

/** /drafts: the documents a visitor can draft with the builder (docs/drafts.md). */
export const draftsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'drafts',
  staticData: { prerender: true },
  // The drafts' own words in the page's language (their own chunk, docs/drafts.md, "Budgets").
  loader: async ({ params }) => {
    await (await listPage()).draftTexts.load(langOf(params));
  },
  head: ({ params }) => localizedHead(langOf(params), '/drafts', LIST_META),
  component: lazyRouteComponent(listPage, 'DraftsListPage'),
});
