/**
 * What search engines and link previews read: each page's head
 * (title, description, canonical, hreflang, Open Graph) and the JSON-LD
 * every page shares (WebPage, the organisation's id).
 */
export { absoluteUrl, defaultShareImage, pageHead, type PageMeta } from './head';
export { organizationId, webPageJsonLd, type WebPageType } from './webpage';
