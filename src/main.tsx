/**
 * Browser entry: honours a remembered language choice, loads the page's
 * messages, then hydrates the prerendered document (or, in the app shell
 * the service worker serves for pages it has no copy of, renders it).
 */
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LANG_STORAGE_KEY, langFromPath, localizePath, stripLang } from './i18n/lang';
import { loadMessages } from './i18n/messages';
import { createAppRouter } from './router';

function rememberedLangRedirect(): string | null {
  let remembered: string | null = null;
  try {
    remembered = window.localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
  const current = langFromPath(window.location.pathname);
  if ((remembered !== 'en' && remembered !== 'hi') || remembered === current) return null;
  // Only on arrival from outside the site: links inside it say what they mean.
  if (document.referrer && new URL(document.referrer).origin === window.location.origin) return null;
  const { search, hash } = window.location;
  return localizePath(stripLang(window.location.pathname), remembered) + search + hash;
}

async function start() {
  const redirect = rememberedLangRedirect();
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  await loadMessages(langFromPath(window.location.pathname));
  const router = createAppRouter();
  const prerendered = '$_TSR' in window;
  if (prerendered) {
    hydrateRoot(document, <RouterClient router={router} />);
  } else {
    createRoot(document).render(<RouterProvider router={router} />);
  }
}

void start();
