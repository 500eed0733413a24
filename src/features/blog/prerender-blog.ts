/**
 * What the prerendered blog shows, from the published posts the build read
 * (with the anon key): each language's list, first page, and each
 * article at its one address (in its own language) with its sanitised body,
 * related posts, translation and head tags.
 * Server only: src/server/entry-server.tsx hands the result to ./prerendered.ts.
 */
import { LANGS, localizePath, otherLang, type Lang } from '@/i18n/lang';
import { loadMessages } from '@/i18n/messages';
import type { BlogPostRow } from '@/api';
import { articleRouteData } from './article/article-head';
import type { ArticleLoad } from './route/article-data';
import { cardOf, toPost } from './data/derive';
import { relatedTo, translationIn } from './data/related';
import { postHref, postPath, postVersions } from './route/address';
import { categoriesOf, pageOf } from './data/list-logic';
import type { PrerenderedBlog } from './route/prerendered';
import type { ArticleRouteData } from './route/article-data';
import { sanitizePostHtml } from './data/sanitize';
import type { Post } from '@/offline/cached-post';

/** DOMPurify needs a DOM: the build passes jsdom's window, and the site's origin decides which links are external. */
export interface BuildSanitizer {
  window: Window & typeof globalThis;
  origin: string;
}

// The hydration data needs no body: the article has it as sanitised HTML.
const withoutContent = (post: Post): Post => ({ ...post, content: '' });

/** `rows` newest first, as listAllPosts answers them. */
export async function prerenderBlog(rows: readonly BlogPostRow[], sanitizer: BuildSanitizer): Promise<PrerenderedBlog> {
  await Promise.all(LANGS.map((lang) => loadMessages(lang))); // the heads' brand name
  const posts = rows.map(toPost);
  const listIn = (lang: Lang) => {
    const own = posts.filter((post) => post.language === lang);
    const { cards, total } = pageOf(own.map(cardOf), 1);
    return { cards, total, categories: categoriesOf(own), otherLanguageTotal: posts.length - own.length };
  };
  const list = { en: listIn('en'), hi: listIn('hi') };

  const articles: PrerenderedBlog['articles'] = new Map();
  const articleHtml: PrerenderedBlog['articleHtml'] = new Map();
  for (const post of posts) {
    const translation = translationIn(post, posts);
    articleHtml.set(post.id, sanitizePostHtml(post.content, sanitizer));
    const load: ArticleLoad = {
      state: 'found',
      post: withoutContent(post),
      html: null, // in the page (articleHtml), not again in its data
      fromDevice: false,
      translation: translation ? cardOf(translation) : null,
      build: { related: relatedTo(post, posts).map(cardOf) },
    };
    articles.set(postHref(post).normalize('NFC'), articleRouteData(post.language, load));
  }
  return { list, articles, articleHtml };
}

/** Where a prerendered article lives, for the sitemap and the host's redirects. */
export interface ArticleAddresses {
  /** Its one address, in its own language. */
  href: string;
  /** The same path in the other language, which redirects to `href`. */
  elsewhere: string;
  /** Its versions by language: itself and its translation, if it has one. */
  versions: Partial<Record<Lang, string>>;
}

export function articleAddresses({ load }: ArticleRouteData): ArticleAddresses | undefined {
  if (load.state !== 'found') return undefined;
  const { post, translation } = load;
  return {
    href: postHref(post),
    elsewhere: localizePath(postPath(post), otherLang(post.language)),
    versions: postVersions(post, translation),
  };
}
