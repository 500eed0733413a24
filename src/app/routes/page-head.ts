/** Heads shared by several routes: title, description, keywords and JSON-LD in the page's language. */
import { t, type MessageId } from '@/i18n/messages';
import type { Lang, Localized } from '@/i18n/lang';
import { pageHead, webPageJsonLd, type WebPageType } from '@/features/seo';
import type { PageContent, PageSeo } from '@/features/content';
import { langOf } from './root';

/** Head of a page whose title, description and keywords are UI messages. */
export const messageHead =
  (path: string, title: MessageId, description: MessageId, keywords: MessageId, type: WebPageType) =>
  ({ params }: { params: { lang?: string } }) => {
    const lang = langOf(params);
    return pageHead({
      lang,
      path,
      title: `${t(lang, title)} | ${t(lang, 'brand.name')}`,
      description: t(lang, description),
      keywords: t(lang, keywords),
      jsonLd: [webPageJsonLd(lang, path, type, t(lang, title), t(lang, description))],
    });
  };

/** Head of a page whose loader returned its SEO text; `type` names the page in its JSON-LD, when the page has none of its own. */
export const seoHead =
  (path: string, type?: WebPageType) =>
  ({ params, loaderData }: { params: { lang?: string }; loaderData?: PageSeo }) => {
    const lang = langOf(params);
    const title = loaderData?.title ?? t(lang, 'brand.name');
    const description = loaderData?.description ?? '';
    return pageHead({
      lang,
      path,
      title,
      description,
      keywords: loaderData?.keywords,
      jsonLd: type ? [webPageJsonLd(lang, path, type, title, description)] : undefined,
    });
  };

/** Head of a service or document page from its content; unknown ids are not indexed. */
export const contentHead = (
  lang: Lang,
  path: string,
  content: PageContent | null | undefined,
  fallbackTitle: MessageId,
) =>
  content
    ? pageHead({
        lang,
        path,
        title: content.text.seoTitle,
        description: content.text.seoDescription,
        keywords: content.text.seoKeywords,
        image: content.image.src,
      })
    : pageHead({
        lang,
        path,
        title: `${t(lang, fallbackTitle)} | ${t(lang, 'brand.name')}`,
        description: '',
        noindex: true,
      });

/** Head of a page whose title, description and keywords are written in both languages beside it (the drafts pages). */
export const localizedHead = (
  lang: Lang,
  path: string,
  meta: { title: Localized; description: Localized; keywords: Localized },
) =>
  pageHead({
    lang,
    path,
    title: meta.title[lang],
    description: meta.description[lang],
    keywords: meta.keywords[lang],
    jsonLd: [webPageJsonLd(lang, path, 'WebPage', meta.title[lang], meta.description[lang])],
  });
