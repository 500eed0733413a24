/**
 * JSON-LD of the blog list: a collection page whose main entity is the blog,
 * with the posts the page shows (the build's first page; none when the
 * build had no database).
 */
import { localizePath, type Lang } from '@/i18n/lang';
import { absoluteUrl } from '@/features/seo';
import { webPageJsonLd } from '@/features/seo';
import { postHref } from './address';
import type { PostCard } from '@/offline/cached-post';

export function blogJsonLd(lang: Lang, name: string, description: string, posts: readonly PostCard[]): object {
  return webPageJsonLd(lang, '/blog', 'CollectionPage', name, description, {
    mainEntity: {
      '@type': 'Blog',
      name,
      url: absoluteUrl(localizePath('/blog', lang)),
      blogPost: posts.map((post) => ({
        '@type': 'BlogPosting',
        headline: post.title,
        url: absoluteUrl(postHref(post)),
        datePublished: post.created_at,
        inLanguage: post.language,
        ...(post.image_url ? { image: absoluteUrl(post.image_url) } : {}),
      })),
    },
  });
}
