/**
 * The blog (spec §2, §4): the list at /blog, one article at /blog/{id or
 * slug}, and offline reading of recent posts.
 *
 * The folders follow what a page needs when:
 *   route/      what the route tree needs at first load on every page: search
 *               params, addresses, the article's loader (whose work is imported
 *               only when an article opens), the build's snapshot, JSON-LD of
 *               the list, the loading view. Lint keeps react-query, supabase-js,
 *               Dexie and DOMPurify out of it (eslint.config.js).
 *   list/       the list page          (src/app/routes/blog.lazy.tsx imports it)
 *   article/    the article page       (src/app/routes/article.lazy.tsx imports it)
 *   components/ cards, links and notes both pages show
 *   data/       reading posts: queries, the IndexedDB copy, sanitising, toasts
 * Each page's chunk then holds that page only (through one shared module the
 * list would also download the article's libraries). This index exports
 * route/ only: it is in the first-load bundle.
 */
export { validateBlogSearch } from './route/search';
export { loadArticle } from './route/load-article';
export { ArticleLoading } from './route/article-loading';
export { prerenderedArticle, prerenderedBlogList, type BlogListPreview } from './route/prerendered';
export { blogJsonLd } from './route/blog-jsonld';
