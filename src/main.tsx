/**
 * Browser entry: honours a remembered language choice, loads the page's
 * messages, then hydrates the prerendered document (or, in the app shell
 * the service worker serves for pages it has no copy of, renders it).
 */
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import {
  contentHasLanguage,
  hasOneLanguage,
  LANG_STORAGE_KEY,
  langFromPath,
  localizePath,
  stripLang,
} from './i18n/lang';
import { getIntl, loadMessages } from './i18n/messages';
import { nextTask } from './platform/next-task';
import { loadChunkPatiently } from './platform/load-chunk';
import { sitePath } from './platform/site-path';
import { createAppRouter } from './app/router';

/**
 * The language toggle remembers the visitor's choice (LanguageToggle stores it
 * on click). Arriving from outside the site, a page in the other language is
 * swapped for the remembered one; arriving from a page of the site (a toggle
 * clicked before the script ran, for instance), the page's language is the
 * choice.
 */
function rememberedLangRedirect(): string | null {
  // The firm's inbox has one language and no /hi address; an article has its own.
  if (hasOneLanguage(window.location.pathname) || contentHasLanguage(window.location.pathname)) return null;
  const current = langFromPath(window.location.pathname);
  const fromSite = !!document.referrer && new URL(document.referrer).origin === window.location.origin;
  try {
    if (fromSite) {
      window.localStorage.setItem(LANG_STORAGE_KEY, current);
      return null;
    }
    const remembered = window.localStorage.getItem(LANG_STORAGE_KEY);
    if ((remembered !== 'en' && remembered !== 'hi') || remembered === current) return null;
    const { search, hash } = window.location;
    // Never another site: '/hi//evil.example' without its language is '//evil.example' (platform/site-path.ts).
    return sitePath(localizePath(stripLang(window.location.pathname), remembered) + search + hash);
  } catch {
    return null; // storage blocked: the choice is simply not remembered
  }
}

/** How long the page waits for the Intl warm-up worker: about three times its work on a phone. */
const INTL_WARM_WAIT_MS = 300;

async function start() {
  const redirect = rememberedLangRedirect();
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  const lang = langFromPath(window.location.pathname);
  // react-intl checks the locale against the browser's Intl data. That first
  // use of the data costs a phone 100 ms or more unless the loader's warm-up
  // worker has already paid it (tools/vite/intl-warmup.ts; Chromium). The
  // worker started before the scripts downloaded, so it has mostly finished;
  // where it has not, the page waits for it (at most INTL_WARM_WAIT_MS) rather
  // than do the same work again in a long task. Every page needs the check (a
  // message with values makes it), so it runs in a task of its own, never
  // inside a slice of hydration.
  await Promise.all([
    loadChunkPatiently(() => loadMessages(lang)),
    window.__appIntlWarm &&
      Promise.race([window.__appIntlWarm, new Promise((resolve) => setTimeout(resolve, INTL_WARM_WAIT_MS))]),
  ]);
  getIntl(lang);
  await nextTask();
  // React DOM is a chunk of its own, downloaded beside this one (the page's
  // loader lists it) but evaluated in a task of its own: evaluating all the
  // site's first-load code at once took a phone one task of 140 ms or more
  // (a Lighthouse mobile run), long enough to delay a tap (docs/performance.md, "Taps on a slow phone").
  const { createRoot, hydrateRoot } = await loadChunkPatiently(() => import('react-dom/client'));
  await nextTask();
  const router = createAppRouter();
  const prerendered = '$_TSR' in window;
  if (prerendered) {
    // As a transition, hydration runs in slices of a few milliseconds instead
    // of one task of a few hundred. A tap on a button meanwhile stays held by
    // the page's loader until the page is ready, then is replayed once
    // (docs/slow-phones-and-flaky-networks.md, "How a tap travels").
    startTransition(() => {
      hydrateRoot(document, <RouterClient router={router} />);
    });
  } else {
    createRoot(document).render(<RouterProvider router={router} />);
  }
}

void start();
