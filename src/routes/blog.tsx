import { BlogListPage } from '../features/blog/components/BlogListPage';

/** /blog: the article list (spec §2). */
export function BlogPage() {
  return <BlogListPage />;
}
