import { getRouteApi } from '@tanstack/react-router';
import { BlogListPage } from '../../features/blog/components/blog-list-page';

const route = getRouteApi('/{-$lang}/blog');

/** /blog: the article list (spec §2). */
export function BlogPage() {
  return <BlogListPage search={route.useSearch()} preview={route.useLoaderData()} />;
}
