import { useLoaderData } from '@tanstack/react-router';
import type { ArticleRouteData } from '../article/article-load';
import { BlogQueryProvider } from '../query-client';
import { ArticleProblem } from './ArticleProblem';
import { ArticleView } from './ArticleView';

/** /blog/{idOrSlug}[/{slug}] (spec §2): whatever the route's loader found. */
export function ArticlePage() {
  const load = (useLoaderData({ strict: false }) as ArticleRouteData | undefined)?.load;
  if (!load) return null;
  return (
    <BlogQueryProvider>
      {load.state === 'found' ? (
        // A new post (a related one opened) starts with fresh state: cover shown, link not copied.
        <ArticleView key={load.post.id} post={load.post} html={load.html} fromDevice={load.fromDevice} />
      ) : (
        <ArticleProblem load={load} />
      )}
    </BlogQueryProvider>
  );
}
