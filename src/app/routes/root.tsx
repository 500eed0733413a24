import { createRootRoute, createRoute, notFound, Outlet, type AnyRouteMatch } from '@tanstack/react-router';
import { loadMessages, t } from '@/i18n/messages';
import { langFromPath, type Lang } from '@/i18n/lang';
import { DocumentShell } from '../frame/document-shell';
import { RootErrorPage } from './error';
import { NotFoundPage } from './not-found';

function rootHead({ matches }: { matches: AnyRouteMatch[] }) {
  const isNotFound = matches.some((m) => m.status === 'notFound' || m._notFound);
  const lang = langFromPath(matches.at(-1)?.pathname ?? '/');
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#14305f' },
      { name: 'format-detection', content: 'telephone=no' },
      ...(isNotFound ? [{ title: t(lang, 'notFound.seoTitle') }, { name: 'robots', content: 'noindex' }] : []),
    ],
    links: [
      { rel: 'manifest', href: '/manifest.webmanifest' },
      // Icons are generated from public/favicon.svg by vite-plugin-pwa's pwaAssets.
      { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon-180x180.png' },
    ],
  };
}

/** The whole HTML document: prerendered at build time, hydrated in the browser. */
function RootDocument() {
  return (
    <DocumentShell>
      <Outlet />
    </DocumentShell>
  );
}

/** The root of the route tree (docs/architecture.md, "Languages and addresses"): every page needs its language's messages. */
export const rootRoute = createRootRoute({
  beforeLoad: ({ location }) => loadMessages(langFromPath(location.pathname)),
  head: rootHead,
  component: RootDocument,
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
});

/** Every page sits under the optional segment {-$lang}, which may only be "hi". */
export const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$lang}',
  beforeLoad: ({ params }) => {
    // English has no prefix; any other first segment is not a language.
    if (params.lang !== undefined && params.lang !== 'hi') throw notFound();
  },
});

/** The page's language, from its {-$lang} parameter. */
export const langOf = (params: { lang?: string }): Lang => (params.lang === 'hi' ? 'hi' : 'en');
