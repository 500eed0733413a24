/**
 * The HTML document around every page: head, providers, the site frame and
 * the client-only extras. The root route renders a page in it; the root's
 * error page renders itself in it.
 */
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { HeadContent, Scripts } from '@tanstack/react-router';
import { RawIntlProvider } from 'react-intl';
import { useEffect, type ReactNode } from 'react';
import { getIntl, hasMessages } from '@/i18n/messages';
import { otherLang } from '@/i18n/lang';
import { replayEarlyTaps } from '@/ui/early-input';
import { markAppHydrated, useHydrated } from '@/ui/hydrated';
import { theme } from '@/ui/theme';
import { useLang } from '@/ui/use-lang';
import '@/ui/styles';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';
import { AppFrame } from './app-frame';
import { APP_READY_ATTR } from './app-ready';

// Client-only parts, loaded after hydration: toasts and the update prompt.
const ClientExtras = lazyChunk(() => import('./client-extras').then((m) => m.default));

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
