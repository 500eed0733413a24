import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { HeadContent, Outlet, Scripts, type AnyRouteMatch } from '@tanstack/react-router';
import { RawIntlProvider } from 'react-intl';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { getIntl, t } from '../i18n/messages';
import { langFromPath } from '../i18n/lang';
import { AppFrame } from '../ui/AppFrame';
import { APP_READY_ATTR } from '../ui/app-ready';
import { replayEarlyTaps } from '../ui/early-input';
import { markAppHydrated, useHydrated } from '../ui/hydrated';
import { theme } from '../ui/theme';
import { useLang } from '../ui/useLang';
import '../ui/styles';

// Client-only parts, loaded after hydration: toasts and the update prompt.
const ClientExtras = lazy(() => import('../ui/ClientExtras'));

export function rootHead({ matches }: { matches: AnyRouteMatch[] }) {
  const notFound = matches.some((m) => m.status === 'notFound' || m._notFound);
  const lang = langFromPath(matches.at(-1)?.pathname ?? '/');
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#14305f' },
      { name: 'format-detection', content: 'telephone=no' },
      ...(notFound ? [{ title: t(lang, 'notFound.seoTitle') }, { name: 'robots', content: 'noindex' }] : []),
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

/** Renders its children only in the browser, after hydration (no mismatch). */
function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

/**
 * Marks <html data-app-ready> once the page is hydrated (or rendered, in the
 * app shell), and gives back what the visitor typed and tapped before.
 */
function useMarkReady() {
  // A parent's effects run after its children's: every component of this first render has hydrated.
  useEffect(() => {
    markAppHydrated();
    document.documentElement.setAttribute(APP_READY_ATTR, '');
    replayEarlyTaps();
  }, []);
}

/** The whole HTML document: prerendered at build time, hydrated in the browser. */
export function RootDocument() {
  const lang = useLang();
  useMarkReady();
  return (
    <html lang={lang} {...mantineHtmlProps}>
      <head>
        <HeadContent />
      </head>
      <body>
        <RawIntlProvider value={getIntl(lang)}>
          <MantineProvider theme={theme} withCssVariables={false} forceColorScheme="light">
            <AppFrame>
              <Outlet />
            </AppFrame>
            <ClientOnly>
              <Suspense fallback={null}>
                <ClientExtras />
              </Suspense>
            </ClientOnly>
          </MantineProvider>
        </RawIntlProvider>
        <Scripts />
      </body>
    </html>
  );
}
