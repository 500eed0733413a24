import { sitePath } from '@/platform/site-path';

/**
 * Whether the visitor has moved to another page inside the app (a
 * client-side navigation) since this document loaded. The first render
 * hydrates a page the browser loaded itself; what follows is the app's.
 */
let navigated = false;

export const markClientNavigation = (): void => {
  navigated = true;
};

export const hasNavigatedInApp = (): boolean => navigated;

const FULL_LOAD_KEY = 'app-full-load';
const FULL_LOAD_WINDOW_MS = 60_000;
const triedWithoutStorage = new Set<string>();

/**
 * Whether a page whose code cannot be downloaded after a client-side
 * navigation may be loaded in full instead (loadPageInFull): not when that
 * was already tried for this address in the last minute, so that the page
 * shows its error rather than loading again and again.
 */
export function mayLoadInFull(href: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(FULL_LOAD_KEY) ?? 'null') as { href: string; at: number } | null;
    return !(last && last.href === href && Date.now() - last.at < FULL_LOAD_WINDOW_MS);
  } catch {
    return !triedWithoutStorage.has(href); // no session storage: once per page view
  }
}

/**
 * Loads the address as a new document: its prerendered HTML (or the service worker's copy) reads without scripts.
 * Only this site's pages: `href` is this origin's (a full URL or a path).
 */
export function loadPageInFull(href: string): void {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return;
  // The path as the site's own (platform/site-path.ts): '//evil.example' as a path of this origin is not loaded as a host.
  href = window.location.origin + sitePath(url.pathname + url.search + url.hash);
  try {
    sessionStorage.setItem(FULL_LOAD_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    triedWithoutStorage.add(href);
  }
  window.location.replace(href);
}
