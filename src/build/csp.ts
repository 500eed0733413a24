/**
 * Content-Security-Policy for the inline scripts of a prerendered page.
 * TanStack Router's hydration data is an inline script that differs per page,
 * so each page carries a <meta> policy allowing exactly its own scripts by
 * hash; the host's header (public/_headers) sets the rest of the policy and
 * no script-src, so the two together allow only the site's own scripts.
 */
import { createHash } from 'node:crypto';

/** Hosts scripts may come from besides the site: the analytics loader. */
export const SCRIPT_HOSTS = ['https://www.googletagmanager.com'];

export function withScriptHashes(html: string): string {
  const hashes = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  const policy = ["script-src 'self'", ...new Set(hashes), ...SCRIPT_HOSTS].join(' ');
  return html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}
