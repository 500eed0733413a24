/**
 * The blog: the list at /blog, one article at /blog/{id or slug}, and offline
 * reading of recent posts. This index exports route/ only, which is in the
 * first-load bundle (docs/architecture.md, "The blog's folders").
 */
export { validateBlogSearch } from './route/search';
export { loadArticle } from './route/load-article';
export { ArticleLoading } from './route/article-loading';
export { prerenderedArticle, prerenderedBlogList, type BlogListPreview } from './route/prerendered';
export { blogJsonLd } from './route/blog-jsonld';
