import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadChunk } from '@/platform/load-chunk';
import { messageHead } from './page-head';
import { langRoute } from './root';

/** /newsletter: how signing up works, and the page the e-mailed link opens to confirm (docs/security.md, "Newsletter"). */
export const newsletterRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'newsletter',
  staticData: { prerender: true },
  head: messageHead(
    '/newsletter',
    'page.newsletter.title',
    'footer.newsletterIntro',
    'page.newsletter.keywords',
    'WebPage',
  ),
  component: lazyRouteComponent(() => loadChunk(() => import('./newsletter.lazy')), 'NewsletterPage'),
});
