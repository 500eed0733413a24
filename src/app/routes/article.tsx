import { ArticlePage as BlogArticlePage } from '../../features/blog/components/article-page';

/** /blog/{idOrSlug}[/{slug}]: one article (spec §2), rendered in the browser. */
export function ArticlePage() {
  return <BlogArticlePage />;
}
