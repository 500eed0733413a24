/**
 * Head tags of an article: title, description and Open Graph from
 * the post's og_* fields, and Article JSON-LD (schema.org).
 */
import { absoluteUrl, pageHead } from '@/features/seo';
import { business } from '@/business/config';
import { localizePath, otherLang, type Lang } from '@/i18n/lang';
import { t, type MessageId } from '@/i18n/messages';
import { coverImage } from '../data/derive';
import { postHref, postPath, postVersions } from '../route/address';
import type { ArticleLoad, ArticleRouteData, RouteHead } from '../route/article-data';
import type { BlogMessageId } from '../messages';
import type { Post } from '@/offline/cached-post';

// Feature messages are merged into the catalogue at build time; the app's MessageId type does not list them.
const tr = (lang: Lang, id: BlogMessageId | MessageId) => t(lang, id as MessageId);

export function articleJsonLd(post: Post): object {
  const url = absoluteUrl(postHref(post));
  const image = post.og_image ?? coverImage(post)?.src;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    description: post.og_description ?? post.excerpt,
    ...(image ? { image: [absoluteUrl(image)] } : {}),
    datePublished: post.created_at,
    dateModified: post.updated_at ?? post.created_at,
    inLanguage: post.language,
    articleSection: post.category,
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    identifier: post.numeric_id,
    author: post.author
      ? { '@type': 'Person', name: post.author }
      : { '@type': 'Organization', name: business.name, url: business.siteUrl },
    publisher: {
      '@type': 'Organization',
      name: business.name,
      url: business.siteUrl,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/pwa-512x512.png') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

/** The route's head() for whatever the loader found (nothing yet while loading). */
export function articleHead(lang: Lang, load: ArticleLoad | undefined): RouteHead {
  const brand = tr(lang, 'brand.name');
  if (load?.state !== 'found') {
    const notFound = load?.state === 'not-found';
    return pageHead({
      lang,
      path: '/blog',
      title: `${tr(lang, notFound ? 'blog.notFound.title' : 'page.article.title')} | ${brand}`,
      description: tr(lang, 'page.blog.lead'),
      noindex: true,
    });
  }
  const { post, translation } = load;
  const head = pageHead({
    lang,
    path: postPath(post),
    // hreflang pairs the post with its translation only: a post without one has no other version.
    alternates: postVersions(post, translation),
    title: `${post.og_title ?? post.title} | ${brand}`,
    description: post.og_description ?? post.excerpt,
    keywords: post.tags.join(', ') || undefined,
    image: post.og_image ?? coverImage(post)?.src,
    type: 'article',
    jsonLd: [articleJsonLd(post)],
  });
  return {
    ...head,
    meta: [
      // The post's own share address, when it has one.
      ...head.meta.map((tag) =>
        'property' in tag && tag.property === 'og:url' && post.og_url ? { ...tag, content: post.og_url } : tag,
      ),
      { property: 'article:published_time', content: post.created_at },
      { property: 'article:section', content: post.category },
      ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    ],
  };
}

/**
 * The article route's data for what the loader found on a page in `lang`:
 * the head tags, and where the language toggle goes (the translation, else
 * the other language's blog list).
 */
export function articleRouteData(lang: Lang, load: ArticleLoad): ArticleRouteData {
  if (load.state !== 'found') return { load, head: articleHead(lang, load) };
  const { post, translation } = load;
  return {
    load,
    head: articleHead(post.language, load),
    otherLanguagePath: translation ? postHref(translation) : localizePath('/blog', otherLang(post.language)),
  };
}
