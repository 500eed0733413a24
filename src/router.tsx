/**
 * The route tree (spec §2). One tree serves both languages: every page sits
 * under the optional segment {-$lang}, which may only be "hi" (design.md §4).
 * Page components are lazy (one chunk per page); `staticData.file` names each
 * page's module so the build can list its chunks in the router manifest.
 */
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
} from '@tanstack/react-router';
import { langFromPath, type Lang } from './i18n/lang';
import { loadMessages, t } from './i18n/messages';
import { pageHead } from './features/seo/head';
import { RootDocument, rootHead } from './routes/root';
import { NotFoundPage } from './routes/not-found';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Source file of the page's lazy component, for the router manifest. */
    file?: string;
  }
}

const rootRoute = createRootRoute({
  beforeLoad: ({ location }) => loadMessages(langFromPath(location.pathname)),
  head: rootHead,
  component: RootDocument,
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

/** Head of a page whose title and description are UI messages. */
const simpleHead =
  (path: string, title: Parameters<typeof t>[1], description: Parameters<typeof t>[1]) =>
  ({ params }: { params: { lang?: string } }) => {
    const lang = langOf(params);
    return pageHead({
      lang,
      path,
      title: `${t(lang, title)} | ${t(lang, 'brand.name')}`,
      description: t(lang, description),
    });
  };

const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  staticData: { file: 'src/routes/home.tsx' },
  head: ({ params }) => {
    const lang = langOf(params);
    return pageHead({
      lang,
      path: '/',
      title: `${t(lang, 'brand.name')} – ${t(lang, 'page.home.title')}`,
      description: t(lang, 'page.home.seoDescription'),
    });
  },
  component: lazyRouteComponent(() => import('./routes/home'), 'HomePage'),
});

const aboutRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'about',
  staticData: { file: 'src/routes/about.tsx' },
  head: simpleHead('/about', 'page.about.title', 'brand.tagline'),
  component: lazyRouteComponent(() => import('./routes/about'), 'AboutPage'),
});

const serviceRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'services/$serviceId',
  staticData: { file: 'src/routes/service.tsx' },
  head: ({ params }) => {
    const lang = langOf(params);
    return pageHead({
      lang,
      path: `/services/${params.serviceId}`,
      title: `${t(lang, 'nav.services')} | ${t(lang, 'brand.name')}`,
      description: t(lang, 'page.service.lead'),
    });
  },
  component: lazyRouteComponent(() => import('./routes/service'), 'ServicePage'),
});

const documentPage = lazyRouteComponent(() => import('./routes/document'), 'DocumentPage');
const documentHead = ({ params }: { params: { lang?: string; documentId?: string } }) => {
  const lang = langOf(params);
  return pageHead({
    lang,
    path: params.documentId ? `/documents/${params.documentId}` : '/documents',
    title: `${t(lang, 'nav.legalDocumentation')} | ${t(lang, 'brand.name')}`,
    description: t(lang, 'page.document.lead'),
  });
};
const documentsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'documents',
  staticData: { file: 'src/routes/document.tsx' },
  head: documentHead,
  component: documentPage,
});
const documentRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'documents/$documentId',
  staticData: { file: 'src/routes/document.tsx' },
  head: documentHead,
  component: documentPage,
});

const blogRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'blog',
  staticData: { file: 'src/routes/blog.tsx' },
  head: simpleHead('/blog', 'page.blog.title', 'page.blog.lead'),
  component: lazyRouteComponent(() => import('./routes/blog'), 'BlogPage'),
});

const articlePage = lazyRouteComponent(() => import('./routes/article'), 'ArticlePage');
const articleRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'blog/$idOrSlug',
  staticData: { file: 'src/routes/article.tsx' },
  head: simpleHead('/blog', 'page.article.title', 'page.blog.lead'),
  component: articlePage,
});
const articleWithSlugRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'blog/$idOrSlug/$slug',
  staticData: { file: 'src/routes/article.tsx' },
  head: simpleHead('/blog', 'page.article.title', 'page.blog.lead'),
  component: articlePage,
});

const faqsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'faqs',
  staticData: { file: 'src/routes/faqs.tsx' },
  head: simpleHead('/faqs', 'page.faqs.title', 'page.faqs.lead'),
  component: lazyRouteComponent(() => import('./routes/faqs'), 'FaqsPage'),
});

const contactRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'contact-us',
  staticData: { file: 'src/routes/contact.tsx' },
  head: simpleHead('/contact-us', 'page.contact.title', 'page.contact.lead'),
  component: lazyRouteComponent(() => import('./routes/contact'), 'ContactPage'),
});

const privacyRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'privacy-policy',
  staticData: { file: 'src/routes/policy.tsx' },
  head: simpleHead('/privacy-policy', 'footer.privacy', 'footer.privacy'),
  component: lazyRouteComponent(() => import('./routes/policy'), 'PrivacyPage'),
});

const termsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'terms-of-use',
  staticData: { file: 'src/routes/policy.tsx' },
  head: simpleHead('/terms-of-use', 'footer.terms', 'footer.terms'),
  component: lazyRouteComponent(() => import('./routes/policy'), 'TermsPage'),
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
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Hash links are scrolled by useHashScroll (spec §2: 100 ms after navigating).
    defaultHashScrollIntoView: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
