import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ArticleLoad } from '../route/article-data';
import { postAddress } from '../route/address';
import { postQuery } from '../data/queries';
import { BlogQueryProvider, getBlogQueryClient } from '../data/query-client';
import { sanitizePostHtml } from '../data/sanitize';
import { ArticleProblem } from './article-problem';
import { articleBody } from './article-body';
import { ArticleView } from './article-view';

/** /blog/{idOrSlug}[/{slug}]: whatever the route's loader found. */
export function ArticlePage({ load }: { load: ArticleLoad | undefined }) {
  useBuildCheck(load);
  if (!load) return null;
  return (
    <BlogQueryProvider>
      {load.state === 'found' ? (
        // A new post (a related one opened) starts with fresh state: cover shown, link not copied.
        <ArticleView
          key={load.post.id}
          post={load.post}
          html={articleBody(load.post, load.html)}
          fromDevice={load.fromDevice}
          related={load.build?.related}
          translation={load.translation}
        />
      ) : (
        <ArticleProblem load={load} />
      )}
    </BlogQueryProvider>
  );
}

/**
 * A prerendered article shows the post as it was at build time. Once
 * hydrated, the post is read again (which also keeps it for offline reading);
 * when the database has changed it, or no longer publishes it, the route
 * loads again and shows what the database says. An answer from this device
 * (offline) changes nothing.
 */
function useBuildCheck(load: ArticleLoad | undefined) {
  const router = useRouter();
  const built = load?.state === 'found' && load.build ? load : undefined;
  useEffect(() => {
    if (!built) return;
    let current = true;
    const { post } = built;
    const html = articleBody(post, built.html);
    getBlogQueryClient()
      .fetchQuery(postQuery(postAddress(post).idOrSlug))
      .then(({ value, fromDevice }) => {
        if (!current || fromDevice) return;
        const same =
          value !== null &&
          value.title === post.title &&
          value.excerpt === post.excerpt &&
          value.image_url === post.image_url &&
          value.slug === post.slug &&
          sanitizePostHtml(value.content) === html;
        if (!same) void router.invalidate();
      })
      .catch(() => {
        // Unreachable: the prerendered post stays.
      });
    return () => {
      current = false;
    };
  }, [built, router]);
}
