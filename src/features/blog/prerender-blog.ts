/**
 * What the prerendered blog shows, from the published posts the build read
 * (spec §7 call 7, the anon key): the list's first page, and each article in
 * both languages with its sanitised body, related posts and head tags.
 * Server only: src/server/entry-server.tsx hands the result to ./prerendered.ts.
 */
import { LANGS } from '../../i18n/lang';
import { loadMessages } from '../../i18n/messages';
import type { BlogPost } from '../../lib/api';
import { BLOG_RELATED_COUNT } from '../../lib/config';
import { articleHead } from './article/article-head';
import type { ArticleLoad } from './route/article-data';
import { toPost } from './data/derive';
import { postPath } from './route/address';
import { categoriesOf, pageOf } from './list/list-logic';
import type { PrerenderedBlog } from './route/prerendered';
import { sanitizePostHtml } from './data/sanitize';
import type { Post } from '../../offline/cached-post';

/** DOMPurify needs a DOM: the build passes jsdom's window, and the site's origin decides which links are external. */
export interface BuildSanitizer {
  window: Window & typeof globalThis;
  origin: string;
}

// Cards and the hydration data need no body; the article has it as sanitised HTML.
const withoutContent = (post: Post): Post => ({ ...post, content: '' });

/** `rows` newest first, as call 7 answers them. */
export async function prerenderBlog(rows: readonly BlogPost[], sanitizer: BuildSanitizer): Promise<PrerenderedBlog> {
  await Promise.all(LANGS.map((lang) => loadMessages(lang))); // the heads' brand name
  const posts = rows.map(toPost);
  const first = pageOf(posts, 1);
  const list = { page: { ...first, posts: first.posts.map(withoutContent) }, categories: categoriesOf(posts) };

  const articles: PrerenderedBlog['articles'] = new Map();
  for (const post of posts) {
    // Call 9's answer: the category's other posts, newest first.
    const related = posts
      .filter((p) => p.category === post.category && p.id !== post.id)
      .slice(0, BLOG_RELATED_COUNT)
      .map(withoutContent);
    const load: ArticleLoad = {
      state: 'found',
      post: withoutContent(post),
      html: sanitizePostHtml(post.content, sanitizer),
      fromDevice: false,
      build: { related },
    };
    articles.set(postPath(post).normalize('NFC'), {
      en: { load, head: articleHead('en', load) },
      hi: { load, head: articleHead('hi', load) },
    });
  }
  return { list, articles };
}
