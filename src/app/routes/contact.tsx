import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadChunk } from '@/platform/load-chunk';
import { messageHead } from './page-head';
import { langRoute } from './root';

/** /contact-us. */
export const contactRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'contact-us',
  staticData: { prerender: true },
  head: messageHead('/contact-us', 'page.contact.title', 'page.contact.lead', 'page.contact.keywords', 'ContactPage'),
  component: lazyRouteComponent(() => loadChunk(() => import('./contact.lazy')), 'ContactPage'),
});
