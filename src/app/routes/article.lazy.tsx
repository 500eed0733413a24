import { getRouteApi } from '@tanstack/react-router';
import { ArticlePage as Article } from '../../features/blog/components/article-page';

const byIdOrSlug = getRouteApi('/{-$lang}/blog/$idOrSlug');
const withSlug = getRouteApi('/{-$lang}/blog/$idOrSlug/$slug');

/** /blog/{idOrSlug}: one article (spec §2). */
export function ArticlePage() {
  return <Article load={byIdOrSlug.useLoaderData()?.load} />;
}

/** /blog/{id}/{slug}. */
export function ArticleWithSlugPage() {
  return <Article load={withSlug.useLoaderData()?.load} />;
}
