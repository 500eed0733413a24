import { useLoaderData, useSearch } from '@tanstack/react-router';
import { BlogListPage } from '@/features/blog/list/blog-list-page';

const from = '/{-$lang}/blog';

/** /blog: the article list. */
export function BlogPage() {
  return <BlogListPage search={useSearch({ from })} preview={useLoaderData({ from })} />;
}
