/**
 * The site's Content-Security-Policy (docs/security.md, "Content-Security-Policy").
 *
 * Every page the build writes (prerendered pages, the not-found pages, the
 * app shell that /staff, articles the build did not prerender and the
 * offline fallback are rendered in) carries its policy in a <meta>, the
 * first element of its <head>, with exactly its own executable inline
 * scripts by hash: TanStack Router's hydration data is an inline script that
 * differs per page. The policy travels with the HTML, into the service
 * worker's copies too. The host's header (public/_headers) carries only what
 * a <meta> cannot: `frame-ancestors`, the same short line on every response.
 *
 * The other sites the pages talk to come from the build's VITE_ settings
 * (src/platform/env.ts reads the same ones in the browser): unset, the site calls
 * its own origin, which 'self' covers.
 */
import { createHash } from 'node:crypto';

/** The analytics loader's host: allowed only when an analytics id is set (VITE_ANALYTICS_ID). */
export const ANALYTICS_SCRIPT_HOST = 'https://www.googletagmanager.com';
/** Where the analytics script sends its hits (fetch / beacon, and its pixel). */
const ANALYTICS_HOSTS = ['https://www.google-analytics.com', 'https://*.google-analytics.com'];

export interface CspSources {
  /** Origins the pages (and the service worker) call besides their own: Supabase, EmailJS, analytics. */
  connect: string[];
  /** Whether the analytics script may load. */
  analytics: boolean;
}

type BuildEnv = Partial<Record<string, string | boolean | undefined>>;

const originOf = (value: string | boolean | undefined, variable: string): string[] => {
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    return [new URL(value.trim()).origin];
  } catch {
    throw new Error(`${variable} is not a URL: ${value}`);
  }
};

/** What the policy allows besides the site itself, from the build's VITE_ settings. */
export function cspSources(env: BuildEnv): CspSources {
  const analytics = typeof env.VITE_ANALYTICS_ID === 'string' && env.VITE_ANALYTICS_ID.trim() !== '';
  const connect = [
    ...originOf(env.VITE_SUPABASE_URL, 'VITE_SUPABASE_URL'),
    ...originOf(env.VITE_EMAILJS_ORIGIN, 'VITE_EMAILJS_ORIGIN'),
    ...(analytics ? ANALYTICS_HOSTS : []),
  ];
  return { connect: [...new Set(connect)], analytics };
}

/** Script types a browser runs; any other (JSON, JSON-LD) is data, which needs no hash. */
const EXECUTABLE = /^(|module|(text|application)\/(java|ecma)script)$/i;

/** The executable inline scripts of `html`, by hash. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => EXECUTABLE.test(/\btype="([^"]*)"/.exec(attributes ?? '')?.[1]?.trim() ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
  return [...new Set(hashes)];
}

/**
 * The policy for pages whose inline scripts are `scripts` (hashes), as a
 * <meta> can carry it. Why each source is there: docs/security.md.
 */
export function pagePolicy(scripts: readonly string[], sources: CspSources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scripts, ...(sources.analytics ? [ANALYTICS_SCRIPT_HOST] : [])],
    // Mantine writes style attributes and <style> elements as it renders (on the client too).
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for the home page's placeholder image.
    ['img-src', "'self'", 'data:', ...(sources.analytics ? ANALYTICS_HOSTS : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...sources.connect],
    // The service worker and the loader's warm-up worker, both files of the site.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    // Post HTML may embed the site's own pages (src/features/blog/data/sanitize.ts keeps no other iframe).
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The page with its policy as the first element of its <head>; and its executable inline scripts' hashes. */
export function withPagePolicy(html: string, sources: CspSources): { html: string; scripts: string[] } {
  const scripts = inlineScriptHashes(html);
  if (!html.includes('<head>')) throw new Error('A page without <head>: nowhere to put its policy');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(scripts, sources)}"/>`;
  return { html: html.replace('<head>', `<head>${meta}`), scripts };
}
