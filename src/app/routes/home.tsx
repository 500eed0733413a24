import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '@/i18n/messages';
import { LazyHomeSections, loadHomeSeo } from '@/features/content';
import { pageHead } from '@/features/seo';
import { loadChunk } from '@/platform/load-chunk';
import { langOf, langRoute } from './root';

/** / and /hi. The loader preloads the lazy sections, so the prerendered HTML has them in full. */
export const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  staticData: { prerender: true },
  loader: async ({ params }) => {
    // Sections whose code does not come keep their prerendered HTML meanwhile (src/ui/lazy-chunk.tsx).
    const sections = LazyHomeSections.preload().catch(() => {});
    const [seo] = await Promise.all([loadHomeSeo(langOf(params)), sections]);
    return seo;
  },
  head: ({ params, loaderData }) =>
    pageHead({
      lang: langOf(params),
      path: '/',
      title: loaderData?.title ?? t(langOf(params), 'brand.name'),
      description: loaderData?.description ?? '',
      keywords: loaderData?.keywords,
    }),
  component: lazyRouteComponent(() => loadChunk(() => import('./home.lazy')), 'HomePage'),
});
