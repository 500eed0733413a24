import { useLoaderData } from '@tanstack/react-router';
import { ArticlePage as Article } from '@/features/blog/article/article-page';

/** /blog/{idOrSlug}: one article. */
export function ArticlePage() {
  return <Article load={useLoaderData({ from: '/{-$lang}/blog/$idOrSlug' })?.load} />;
}

/** /blog/{id}/{slug}. */
export function ArticleWithSlugPage() {
  return <Article load={useLoaderData({ from: '/{-$lang}/blog/$idOrSlug/$slug' })?.load} />;
}
