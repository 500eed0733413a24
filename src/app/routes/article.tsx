/**
 * /blog/{idOrSlug}[/{slug}]: one article. Articles the build read
 * from the database are prerendered at their canonical address; any other is
 * rendered in the browser (the host serves the app shell): the loader reads
 * the post (network, else IndexedDB), redirects to the canonical address and
 * works out the head: the post's title, Open Graph, JSON-LD.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { t } from '@/i18n/messages';
import { ArticleLoading, loadArticle, prerenderedArticle } from '@/features/blog';
import { pageHead } from '@/features/seo';
import { loadChunk } from '@/platform/load-chunk';
import { langOf, langRoute } from './root';

/** The head until the post is known (or when it is not found): not indexed. */
const articleHead = ({ params }: { params: { lang?: string } }) => {
  const lang = langOf(params);
  return pageHead({
    lang,
    path: '/blog',
    title: `${t(lang, 'page.article.title')} | ${t(lang, 'brand.name')}`,
    description: t(lang, 'page.blog.lead'),
    noindex: true,
  });
};

type ArticleSsrParams =
  { status: 'success'; value: { lang?: string; idOrSlug: string; slug?: string } } | { status: 'error' };

const articlePage = () => loadChunk(() => import('./article.lazy'));

const articleOptions = {
  // On the server only what the build read (src/features/blog/route/prerendered.ts); the dev server leaves it to the browser.
  ssr: ({ params }: { params: ArticleSsrParams }) =>
    params.status === 'success' && prerenderedArticle(params.value) !== undefined,
  pendingComponent: ArticleLoading,
  pendingMs: 150,
  pendingMinMs: 300,
} as const;

export const articleRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'blog/$idOrSlug',
  ...articleOptions,
  loader: ({ params }) => loadArticle(params),
  head: (context) => context.loaderData?.head ?? articleHead(context),
  component: lazyRouteComponent(articlePage, 'ArticlePage'),
});

export const articleWithSlugRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'blog/$idOrSlug/$slug',
  ...articleOptions,
  loader: ({ params }) => loadArticle(params),
  head: (context) => context.loaderData?.head ?? articleHead(context),
  component: lazyRouteComponent(articlePage, 'ArticleWithSlugPage'),
});
