import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '@/i18n/messages';
import { blogJsonLd, prerenderedBlogList, validateBlogSearch, type BlogListPreview } from '@/features/blog';
import { pageHead } from '@/features/seo';
import { loadChunk } from '@/platform/load-chunk';
import { langOf, langRoute } from './root';

/** /blog: ?search=…&category=…&page=…; prerendered without any, the browser reads them. */
export const blogRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'blog',
  staticData: { prerender: true },
  validateSearch: validateBlogSearch,
  // The build's first page of the page language's posts (src/features/blog/route/prerendered.ts), carried
  // to the browser in the hydration data; in the browser, nothing: the page reads the database.
  loader: ({ params }): BlogListPreview | null => prerenderedBlogList(langOf(params)) ?? null,
  head: ({ params, loaderData }) => {
    const lang = langOf(params);
    const title = t(lang, 'page.blog.title');
    const description = t(lang, 'page.blog.lead');
    return pageHead({
      lang,
      path: '/blog',
      title: `${title} | ${t(lang, 'brand.name')}`,
      description,
      keywords: t(lang, 'page.blog.keywords'),
      jsonLd: [blogJsonLd(lang, title, description, loaderData?.cards ?? [])],
    });
  },
  component: lazyRouteComponent(() => loadChunk(() => import('./blog.lazy')), 'BlogPage'),
});
