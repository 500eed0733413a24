import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadFaqsSeo } from '@/features/content';
import { loadChunk } from '@/lib/load-chunk';
import { seoHead } from './page-head';
import { langOf, langRoute } from './root';

/** /faqs. */
export const faqsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'faqs',
  staticData: {
    file: 'src/app/routes/faqs.lazy.tsx',
    langFiles: ['src/features/content/pages/faqs/{lang}.ts'],
    prerender: true,
  },
  loader: ({ params }) => loadFaqsSeo(langOf(params)),
  head: seoHead('/faqs'),
  component: lazyRouteComponent(() => loadChunk(() => import('./faqs.lazy')), 'FaqsPage'),
});
