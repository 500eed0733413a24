/**
 * What search engines and link previews read (spec §6): each page's head
 * (title, description, canonical, hreflang, Open Graph) and its JSON-LD.
 */
export { absoluteUrl, defaultShareImage, pageHead, type PageMeta } from './head';
export { breadcrumbJsonLd, faqPageJsonLd, JsonLd, legalBusinessJsonLd, legalServiceJsonLd } from './jsonld';
export { organizationId, webPageJsonLd, type WebPageType } from './webpage';
