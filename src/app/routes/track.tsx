import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadChunk } from '@/platform/load-chunk';
import { messageHead } from './page-head';
import { langRoute } from './root';

export interface TrackSearch {
  /** Prefills the order number (the success toast's link). */
  order?: string;
}

/** /track: a request's status, and the requests sent from this device (docs/request-tracking.md, "The customer"). */
export const trackRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'track',
  staticData: { prerender: true },
  validateSearch: (search: Record<string, unknown>): TrackSearch =>
    typeof search.order === 'string' && /^LP\d{1,12}$/.test(search.order) ? { order: search.order } : {},
  head: messageHead('/track', 'page.track.title', 'page.track.lead', 'page.track.keywords', 'WebPage'),
  component: lazyRouteComponent(() => loadChunk(() => import('./track.lazy')), 'TrackPage'),
});
