import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { InboxFilters } from '@/features/staff';
import { REQUEST_SERVICES, REQUEST_STATUSES, URGENCIES } from '@/business/config';
import { loadChunk } from '@/platform/load-chunk';
import { rootRoute } from './root';

/** The firm's pages are never indexed (also X-Robots-Tag in public/_headers). */
const staffHead = (title: string) => () => ({
  meta: [{ title: `${title} | Staff` }, { name: 'robots', content: 'noindex, nofollow' }],
});

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;
const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The inbox's filters from the address; anything else is dropped. */
function validateInboxSearch(search: Record<string, unknown>): InboxFilters {
  const page = Number(search.page);
  const filters: InboxFilters = {
    status: oneOf(REQUEST_STATUSES, search.status),
    urgency: oneOf(URGENCIES, search.urgency),
    service: oneOf(REQUEST_SERVICES, search.service),
    from: day(search.from),
    to: day(search.to),
    search: typeof search.search === 'string' && search.search.trim() ? search.search.slice(0, 100) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as InboxFilters;
}

/**
 * /staff: the firm's inbox (docs/request-tracking.md, "The firm"). English only, outside {-$lang}; not
 * prerendered (the host serves the app shell), not in the sitemap, never
 * cached by the service worker.
 */
export const staffRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'staff',
  validateSearch: validateInboxSearch,
  head: staffHead('Requests inbox'),
  component: lazyRouteComponent(() => loadChunk(() => import('./staff.lazy')), 'StaffInboxPage'),
});

export const staffRequestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'staff/requests/$orderId',
  head: ({ params }) => staffHead(params.orderId)(),
  component: lazyRouteComponent(() => loadChunk(() => import('./staff.lazy')), 'StaffRequestPage'),
});
