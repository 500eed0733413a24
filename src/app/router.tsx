/**
 * The route tree. One tree serves both languages: every page sits
 * under the optional segment {-$lang}, which may only be "hi"
 * (docs/architecture.md, "Languages and addresses"). Each route's loader,
 * head and params live in src/app/routes/{page}.tsx, its component in
 * {page}.lazy.tsx (one chunk per page; the build finds it by that name:
 * src/server/page-modules.ts), and `staticData.prerender` says which
 * addresses the build renders to HTML.
 */
import { createRouter } from '@tanstack/react-router';
import { hasNavigatedInApp, markClientNavigation } from './frame/client-navigation';
import { aboutRoute } from './routes/about';
import { articleRoute, articleWithSlugRoute } from './routes/article';
import { blogRoute } from './routes/blog';
import { contactRoute } from './routes/contact';
import { documentRoute, documentsRoute } from './routes/document';
import { draftRoute } from './routes/drafts';
import { draftsRoute } from './routes/drafts-list';
import { ErrorPage } from './routes/error';
import { faqsRoute } from './routes/faqs';
import { homeRoute } from './routes/home';
import { privacyRoute, termsRoute } from './routes/policy';
import { newsletterRoute } from './routes/newsletter';
import { langRoute, rootRoute } from './routes/root';
import { serviceRoute } from './routes/service';
import { staffRequestRoute, staffRoute } from './routes/staff';
import { trackRoute } from './routes/track';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Rendered to HTML at build time in both languages: `true`, or the values
     * of the route's param, one page each ({ serviceId: SERVICE_IDS }).
     */
    prerender?: true | Record<string, readonly string[]>;
  }
  interface Register {
    router: AppRouter;
  }
}

export const routeTree = rootRoute.addChildren([
  langRoute.addChildren([
    homeRoute,
    aboutRoute,
    serviceRoute,
    documentsRoute,
    documentRoute,
    draftsRoute,
    draftRoute,
    blogRoute,
    articleRoute,
    articleWithSlugRoute,
    faqsRoute,
    contactRoute,
    trackRoute,
    newsletterRoute,
    privacyRoute,
    termsRoute,
  ]),
  staffRoute,
  staffRequestRoute,
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
    // Hash links are scrolled by useHashScroll (100 ms after navigating).
    defaultHashScrollIntoView: false,
  });
  router.subscribe('onBeforeNavigate', ({ fromLocation }) => {
    if (fromLocation) markClientNavigation();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
