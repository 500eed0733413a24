/**
 * The route tree (spec §2). One tree serves both languages: every page sits
 * under the optional segment {-$lang}, which may only be "hi" (docs/architecture.md, "Languages and addresses").
 * Page components are lazy (one chunk per page); `staticData.file` names each
 * page's module so the build can list its chunks in the router manifest.
 */
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { langFromPath, type Lang } from '../i18n/lang';
import { loadMessages, t } from '../i18n/messages';
import { pageHead } from '../features/seo/head';
import { webPageJsonLd, type WebPageType } from '../features/seo/webpage';
import {
  LazyHomeSections,
  loadContactText,
  loadDocument,
  loadAboutSeo,
  loadFaqsSeo,
  loadHomeSeo,
  loadPolicySeo,
  type PageSeo,
  loadService,
  type PageContent,
} from '../features/content';
import { DEFAULT_DOCUMENT_ID } from '../lib/config';
import { RootDocument, rootHead } from './routes/root';
import { NotFoundPage } from './routes/not-found';
import { ErrorPage, RootErrorPage } from './routes/error';
import { loadChunk } from '../lib/load-chunk';
import { hasNavigatedInApp, markClientNavigation } from './frame/client-navigation';
import {
  ArticleLoading,
  blogJsonLd,
  loadArticle,
  prerenderedArticle,
  prerenderedBlogList,
  validateBlogSearch,
  type BlogListPreview,
} from '../features/blog';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Source file of the page's lazy component, for the router manifest. */
    file?: string;
    /** Per-language modules the page needs to hydrate ('{lang}' is replaced), preloaded with it. */
    langFiles?: string[];
  }
}

const rootRoute = createRootRoute({
  beforeLoad: ({ location }) => loadMessages(langFromPath(location.pathname)),
  head: rootHead,
  component: RootDocument,
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
});

const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$lang}',
  beforeLoad: ({ params }) => {
    // English has no prefix; any other first segment is not a language.
    if (params.lang !== undefined && params.lang !== 'hi') throw notFound();
  },
});

const langOf = (params: { lang?: string }): Lang => (params.lang === 'hi' ? 'hi' : 'en');

type MessageKey = Parameters<typeof t>[1];

/** Head of a page whose title, description and keywords are UI messages. */
const simpleHead =
  (path: string, title: MessageKey, description: MessageKey, keywords: MessageKey, type: WebPageType) =>
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

const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  staticData: { file: 'src/app/routes/home.tsx', langFiles: ['src/features/content/home.{lang}.ts'] },
  loader: async ({ params }) => {
    const [seo] = await Promise.all([loadHomeSeo(langOf(params)), LazyHomeSections.preload?.()]);
    return seo;
  },
  head: ({ params, loaderData }) =>
    pageHead({
      lang: langOf(params),
      path: '/',
      title: loaderData?.title ?? t(langOf(params), 'brand.name'),
      description: loaderData?.description ?? '',
      keywords: loaderData?.keywords,
    }),
  component: lazyRouteComponent(() => loadChunk(() => import('./routes/home')), 'HomePage'),
});

/** Head of a page whose loader returned its SEO text; `type` names the page in its JSON-LD, when the page has none of its own. */
const seoHead =
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

const aboutRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'about',
  staticData: { file: 'src/app/routes/about.tsx' },
  loader: ({ params }) => loadAboutSeo(langOf(params)),
  head: seoHead('/about', 'AboutPage'),
  component: lazyRouteComponent(() => loadChunk(() => import('./routes/about')), 'AboutPage'),
});

/** Loader data of service and document pages: the content in the page's language (null: unknown id). */
export interface ContentPageData {
  content: PageContent | null;
  contact: Awaited<ReturnType<typeof loadContactText>>;
}

/** Head of a service or document page from its content; unknown ids are not indexed. */
const contentHead = (
  lang: Lang,
  path: string,
  data: ContentPageData | undefined,
  fallbackTitle: Parameters<typeof t>[1],
) =>
  data?.content
    ? pageHead({
        lang,
        path,
        title: data.content.text.seoTitle,
        description: data.content.text.seoDescription,
        keywords: data.content.text.seoKeywords,
        image: data.content.image.src,
      })
    : pageHead({
        lang,
        path,
        title: `${t(lang, fallbackTitle)} | ${t(lang, 'brand.name')}`,
        description: '',
        noindex: true,
      });

const serviceRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'services/$serviceId',
  staticData: { file: 'src/app/routes/service.tsx' },
  loader: async ({ params }): Promise<ContentPageData> => {
    const lang = langOf(params);
    const [content, contact] = await Promise.all([loadService(params.serviceId, lang), loadContactText(lang)]);
    return { content, contact };
  },
  head: ({ params, loaderData }) =>
    contentHead(langOf(params), `/services/${params.serviceId}`, loaderData, 'serviceNotFound.title'),
  component: lazyRouteComponent(() => loadChunk(() => import('./routes/service')), 'ServicePage'),
});

const documentPage = lazyRouteComponent(() => loadChunk(() => import('./routes/document')), 'DocumentPage');
const loadDocumentPage = async (params: { lang?: string; documentId?: string }): Promise<ContentPageData> => {
  const lang = langOf(params);
  const [content, contact] = await Promise.all([
    loadDocument(params.documentId ?? DEFAULT_DOCUMENT_ID, lang),
    loadContactText(lang),
  ]);
  return { content, contact };
};
const documentsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'documents',
  staticData: { file: 'src/app/routes/document.tsx' },
  loader: ({ params }) => loadDocumentPage(params),
  // The same page as /documents/rent-agreement, which is the canonical address.
  head: ({ params, loaderData }) =>
    contentHead(langOf(params), `/documents/${DEFAULT_DOCUMENT_ID}`, loaderData, 'documentNotFound.title'),
  component: documentPage,
});
const documentRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'documents/$documentId',
  staticData: { file: 'src/app/routes/document.tsx' },
  loader: ({ params }) => loadDocumentPage(params),
  head: ({ params, loaderData }) =>
    contentHead(langOf(params), `/documents/${params.documentId}`, loaderData, 'documentNotFound.title'),
  component: documentPage,
});

const blogRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'blog',
  staticData: { file: 'src/app/routes/blog.tsx' },
  // ?search=…&category=…&page=… (issue 6); prerendered without any, the browser reads them.
  validateSearch: validateBlogSearch,
  // The build's first page of posts (src/features/blog/prerendered.ts), carried
  // to the browser in the hydration data; in the browser, nothing: the page reads the database.
  loader: (): BlogListPreview | null => prerenderedBlogList() ?? null,
  head: ({ params, loaderData }) => {
    const lang = langOf(params);
    const title = t(lang, 'page.blog.title');
    const description = t(lang, 'page.blog.lead');
    return pageHead({
      lang,
      path: '/blog',
      title: `${title} | ${t(lang, 'brand.name')}`,
      description,
      keywords: t(lang, 'page.blog.keywords'),
      jsonLd: [blogJsonLd(lang, title, description, loaderData?.page.posts ?? [])],
    });
  },
  component: lazyRouteComponent(() => loadChunk(() => import('./routes/blog')), 'BlogPage'),
});

// Articles the build read from the database are prerendered at their canonical
// address; any other is rendered in the browser (the host serves the app
// shell): the loader reads the post (network, else IndexedDB), redirects to
// the canonical address and works out the head: the post's title, Open Graph, JSON-LD.
const articlePage = lazyRouteComponent(() => loadChunk(() => import('./routes/article')), 'ArticlePage');
const articleHead = ({ params }: { params: { lang?: string } }) => {
  const lang = langOf(params);
  return pageHead({
    lang,
    path: '/blog',
    title: `${t(lang, 'page.article.title')} | ${t(lang, 'brand.name')}`,
    description: t(lang, 'page.blog.lead'),
    noindex: true,
  });
};
type ArticleSsrParams =
  { status: 'success'; value: { lang?: string; idOrSlug: string; slug?: string } } | { status: 'error' };
const articleOptions = {
  staticData: { file: 'src/app/routes/article.tsx' },
  // On the server only what the build read (src/features/blog/prerendered.ts); the dev server leaves it to the browser.
  ssr: ({ params }: { params: ArticleSsrParams }) =>
    params.status === 'success' && prerenderedArticle(params.value) !== undefined,
  pendingComponent: ArticleLoading,
  pendingMs: 150,
  pendingMinMs: 300,
  component: articlePage,
} as const;
const articleRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'blog/$idOrSlug',
  ...articleOptions,
  loader: ({ params }) => loadArticle(params),
  head: (context) => context.loaderData?.head ?? articleHead(context),
});
const articleWithSlugRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'blog/$idOrSlug/$slug',
  ...articleOptions,
  loader: ({ params }) => loadArticle(params),
  head: (context) => context.loaderData?.head ?? articleHead(context),
});

const faqsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'faqs',
  staticData: { file: 'src/app/routes/faqs.tsx', langFiles: ['src/features/content/faqs.{lang}.ts'] },
  loader: ({ params }) => loadFaqsSeo(langOf(params)),
  head: seoHead('/faqs'),
  component: lazyRouteComponent(() => loadChunk(() => import('./routes/faqs')), 'FaqsPage'),
});

const contactRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'contact-us',
  staticData: { file: 'src/app/routes/contact.tsx' },
  head: simpleHead('/contact-us', 'page.contact.title', 'page.contact.lead', 'page.contact.keywords', 'ContactPage'),
  component: lazyRouteComponent(() => loadChunk(() => import('./routes/contact')), 'ContactPage'),
});

const privacyRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'privacy-policy',
  staticData: { file: 'src/app/routes/policy.tsx' },
  loader: ({ params }) => loadPolicySeo('privacy', langOf(params)),
  head: seoHead('/privacy-policy', 'WebPage'),
  component: lazyRouteComponent(() => loadChunk(() => import('./routes/policy')), 'PrivacyPage'),
});

const termsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'terms-of-use',
  staticData: { file: 'src/app/routes/policy.tsx' },
  loader: ({ params }) => loadPolicySeo('terms', langOf(params)),
  head: seoHead('/terms-of-use', 'WebPage'),
  component: lazyRouteComponent(() => loadChunk(() => import('./routes/policy')), 'TermsPage'),
});

export const routeTree = rootRoute.addChildren([
  langRoute.addChildren([
    homeRoute,
    aboutRoute,
    serviceRoute,
    documentsRoute,
    documentRoute,
    blogRoute,
    articleRoute,
    articleWithSlugRoute,
    faqsRoute,
    contactRoute,
    privacyRoute,
    termsRoute,
  ]),
]);

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    // The first render in the browser hydrates a page the visitor may already
    // have scrolled (it paints seconds before its scripts run on a slow phone):
    // the router's restoration would throw them back to the top. The browser
    // has already put a reloaded or revisited page where it was; the router
    // takes over from the first client-side navigation on.
    scrollRestoration: hasNavigatedInApp,
    // The site's own error page, in the page's language and inside the frame.
    defaultErrorComponent: ErrorPage,
    // Hash links are scrolled by useHashScroll (spec §2: 100 ms after navigating).
    defaultHashScrollIntoView: false,
  });
  router.subscribe('onBeforeNavigate', ({ fromLocation }) => {
    if (fromLocation) markClientNavigation();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
