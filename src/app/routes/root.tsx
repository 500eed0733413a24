import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { HeadContent, Outlet, Scripts, type AnyRouteMatch } from '@tanstack/react-router';
import { RawIntlProvider } from 'react-intl';
import { useEffect, type ReactNode } from 'react';
import { getIntl, hasMessages, t } from '../../i18n/messages';
import { langFromPath, otherLang } from '../../i18n/lang';
import { AppFrame } from '../frame/app-frame';
import { APP_READY_ATTR } from '../frame/app-ready';
import { replayEarlyTaps } from '../../ui/early-input';
import { markAppHydrated, useHydrated } from '../../ui/hydrated';
import { theme } from '../../ui/theme';
import { useLang } from '../../ui/use-lang';
import '../../ui/styles';
import { lazyChunk } from '../../ui/lazy-chunk';
import { LazyRegion } from '../../ui/lazy-region';

// Client-only parts, loaded after hydration: toasts and the update prompt.
const ClientExtras = lazyChunk(() => import('../frame/client-extras').then((m) => m.default));

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
  return (
    <DocumentShell>
      <Outlet />
    </DocumentShell>
  );
}

/**
 * The document around a page: head, providers, the site frame. The text is
 * in the page's language; should its messages have failed to load (only the
 * root's error page renders then), in the language already loaded.
 */
export function DocumentShell({ children }: { children: ReactNode }) {
  const lang = useLang();
  useMarkReady();
  return (
    <html lang={lang} {...mantineHtmlProps}>
      <head>
        <HeadContent />
      </head>
      <body>
        <RawIntlProvider value={getIntl(hasMessages(lang) ? lang : otherLang(lang))}>
          <MantineProvider theme={theme} withCssVariables={false} forceColorScheme="light">
            <AppFrame>{children}</AppFrame>
            <ClientOnly>
              <LazyRegion loading={null} retry={ClientExtras.retry} alternatives={null}>
                <ClientExtras />
              </LazyRegion>
            </ClientOnly>
          </MantineProvider>
        </RawIntlProvider>
        <Scripts />
      </body>
    </html>
  );
}
