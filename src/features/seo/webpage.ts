/**
 * JSON-LD of a plain page, for route heads: a module of its own, small,
 * because the router (first-load bundle) uses it; the richer builders are
 * in ./jsonld.tsx, loaded with the pages that use them.
 */
import { business } from '@/business/config';
import { localizePath, type Lang } from '@/i18n/lang';
import { absoluteUrl } from './head';

/** The firm's node, described in full on the home page. */
export const organizationId = absoluteUrl('/#organization');

/** Kinds of page (schema.org) of the pages that have no richer data of their own. */
export type WebPageType = 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage';

/**
 * A page of the site in its language: what it is, its name and description,
 * part of the site and published by the firm. For head() (features/seo/head.ts).
 */
export function webPageJsonLd(
  lang: Lang,
  path: string,
  type: WebPageType,
  name: string,
  description: string,
  extra: object = {},
) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name,
    description,
    url: absoluteUrl(localizePath(path, lang)),
    inLanguage: lang,
    isPartOf: { '@type': 'WebSite', name: business.name, url: absoluteUrl('/') },
    publisher: { '@type': 'Organization', '@id': organizationId, name: business.name },
    ...extra,
  };
}
