import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadContactText, loadService, SERVICE_IDS } from '@/features/content';
import { loadChunk } from '@/platform/load-chunk';
import { contentHead } from './page-head';
import { langOf, langRoute } from './root';

/** /services/{id}: the service's content in the page's language (null: an unknown id). */
export const serviceRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'services/$serviceId',
  staticData: { prerender: { serviceId: SERVICE_IDS } },
  loader: async ({ params }) => {
    const lang = langOf(params);
    const [content, contact] = await Promise.all([loadService(params.serviceId, lang), loadContactText(lang)]);
    return { content, contact };
  },
  head: ({ params, loaderData }) =>
    contentHead(langOf(params), `/services/${params.serviceId}`, loaderData?.content, 'serviceNotFound.title'),
  component: lazyRouteComponent(() => loadChunk(() => import('./service.lazy')), 'ServicePage'),
});
