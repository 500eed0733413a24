import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPolicySeo } from '@/features/content';
import { loadChunk } from '@/platform/load-chunk';
import { seoHead } from './page-head';
import { langOf, langRoute } from './root';

/** /privacy-policy and /terms-of-use. */
export const privacyRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'privacy-policy',
  staticData: { prerender: true },
  loader: ({ params }) => loadPolicySeo('privacy', langOf(params)),
  head: seoHead('/privacy-policy', 'WebPage'),
  component: lazyRouteComponent(() => loadChunk(() => import('./policy.lazy')), 'PrivacyPage'),
});

export const termsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'terms-of-use',
  staticData: { prerender: true },
  loader: ({ params }) => loadPolicySeo('terms', langOf(params)),
  head: seoHead('/terms-of-use', 'WebPage'),
  component: lazyRouteComponent(() => loadChunk(() => import('./policy.lazy')), 'TermsPage'),
});
