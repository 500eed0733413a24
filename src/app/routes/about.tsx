import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadAboutSeo } from '@/features/content';
import { loadChunk } from '@/platform/load-chunk';
import { seoHead } from './page-head';
import { langOf, langRoute } from './root';

/** /about. */
export const aboutRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'about',
  staticData: { prerender: true },
  loader: ({ params }) => loadAboutSeo(langOf(params)),
  head: seoHead('/about', 'AboutPage'),
  component: lazyRouteComponent(() => loadChunk(() => import('./about.lazy')), 'AboutPage'),
});
