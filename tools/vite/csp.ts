/**
 * Content-Security-Policy for the inline scripts of a prerendered page.
 * TanStack Router's hydration data is an inline script that differs per page,
 * so each page carries a <meta> policy allowing exactly its own scripts by
 * hash; the host's header (public/_headers) sets the rest of the policy and
 * no script-src, so the two together allow only the site's own scripts.
 * The app shell (articles the build did not prerender, the offline
 * fallback, where database HTML is shown) carries one too.
 */
import { createHash } from 'node:crypto';

/** The analytics loader's host: allowed only when an analytics id is set (VITE_ANALYTICS_ID). */
export const ANALYTICS_SCRIPT_HOST = 'https://www.googletagmanager.com';

export function withScriptHashes(html: string, { analytics }: { analytics: boolean }): string {
  const hashes = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  const policy = ["script-src 'self'", ...new Set(hashes), ...(analytics ? [ANALYTICS_SCRIPT_HOST] : [])].join(' ');
  return html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}
