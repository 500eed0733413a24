import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { LIST_META } from '@/features/drafts';
import { loadChunk } from '@/platform/load-chunk';
import { localizedHead } from './page-head';
import { langOf, langRoute } from './root';

/** /drafts: the documents a visitor can draft with the builder (docs/drafts.md). */
export const draftsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'drafts',
  staticData: { prerender: true },
  head: ({ params }) => localizedHead(langOf(params), '/drafts', LIST_META),
  component: lazyRouteComponent(() => loadChunk(() => import('./drafts-list.lazy')), 'DraftsListPage'),
});
