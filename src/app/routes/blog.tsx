import { BlogListPage } from '../../features/blog/components/blog-list-page';

/** /blog: the article list (spec §2). */
export function BlogPage() {
  return <BlogListPage />;
}
