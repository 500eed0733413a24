/**
 * The blog as the build read it from the database (tools/vite/prerender-plugin.ts):
 * set in the server bundle before the pages are prerendered, never in the
 * browser, where every lookup answers undefined and the blog reads the
 * database itself. Small on purpose: the router imports it.
 */
import type { Lang } from '@/i18n/lang';
import type { ArticleParams } from './address';
import type { ArticleRouteData } from './article-data';
import type { PostCard } from '@/offline/cached-post';
import { articleHref } from './address';

/**
 * The first page of the list (BLOG_PAGE_SIZE cards), what /blog shows before
 * the browser has read the database: the same size whatever the number of
 * posts (docs/architecture.md, "The blog list").
 */
export interface BlogListPreview {
  /** Page 1 of the page language's published posts. */
  cards: PostCard[];
  /** How many published posts the page language has (the count line, the numbered pages). */
  total: number;
  /** Every category of those posts, the one with the newest post first, for the filter buttons. */
  categories: string[];
  /** How many published posts the other language has (the link to them says so). */
  otherLanguageTotal: number;
}

export interface PrerenderedBlog {
  list: Record<Lang, BlogListPreview>;
  /** Each published post's route data, by its one address (postHref: in its own language). */
  articles: Map<string, ArticleRouteData>;
  /**
   * Each post's sanitised HTML, by post id: rendered into the page, but kept
   * out of the route data, which the page also carries (serialized) to
   * hydrate from: a second copy of the body was 16% of an article's bytes.
   */
  articleHtml: Map<string, string>;
}

let built: PrerenderedBlog | undefined;

/** The build's snapshot; undefined clears it. Server only. */
export function setPrerenderedBlog(blog: PrerenderedBlog | undefined): void {
  built = blog;
}

/**
 * The build's data for an article at its one address (in its own language);
 * undefined in the browser and for any other address, the other language's included.
 */
export function prerenderedArticle(params: ArticleParams): ArticleRouteData | undefined {
  // Keys are in NFC (prerender-blog.ts): a Hindi slug typed or pasted another way still finds its page.
  return built?.articles.get(articleHref(params).normalize('NFC'));
}

/** The sanitised HTML of a post the build prerendered; undefined in the browser. */
export function prerenderedArticleHtml(postId: string): string | undefined {
  return built?.articleHtml.get(postId);
}

/** The build's first page of the list in `lang`; undefined in the browser. */
export function prerenderedBlogList(lang: Lang): BlogListPreview | undefined {
  return built?.list[lang];
}
