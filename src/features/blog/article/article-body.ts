/**
 * An article's body (sanitised HTML). A prerendered article's data carries
 * no body (src/features/blog/route/article-data.ts): the build renders it
 * from its own copy, and the browser, hydrating that page, takes it from the
 * page itself, before React touches it. It keeps what it took, so the
 * article shows again when the visitor comes back to it from another page
 * (the router keeps the loader's data; the prerendered element is gone).
 */
import type { Post } from '@/offline/cached-post';
import { prerenderedArticleHtml } from '../route/prerendered';

/** The attribute that marks an article's body element, with the post's id. */
export const BODY_ATTR = 'data-article-body';

const takenFromPage = new Map<string, string>();

export function articleBody(post: Post, html: string | null): string {
  if (html !== null) return html;
  const built = prerenderedArticleHtml(post.id);
  if (built !== undefined) return built;
  const kept = takenFromPage.get(post.id);
  if (kept !== undefined) return kept;
  const element = [...document.querySelectorAll(`[${BODY_ATTR}]`)].find((e) => e.getAttribute(BODY_ATTR) === post.id);
  // Not in the page (never expected): empty, and the page's check against the database (useBuildCheck) loads it again.
  if (!element) return '';
  takenFromPage.set(post.id, element.innerHTML);
  return element.innerHTML;
}
