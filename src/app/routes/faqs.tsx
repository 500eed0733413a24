import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadFaqsSeo } from '@/features/content';
import { loadChunk } from '@/platform/load-chunk';
import { seoHead } from './page-head';
import { langOf, langRoute } from './root';

/** /faqs. */
export const faqsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'faqs',
  staticData: { prerender: true },
  loader: ({ params }) => loadFaqsSeo(langOf(params)),
  head: seoHead('/faqs'),
  component: lazyRouteComponent(() => loadChunk(() => import('./faqs.lazy')), 'FaqsPage'),
});
