/**
 * `vite preview` serves dist/ the way the production static host is set up
 * (public/_redirects, README): /about -> about/index.html; an article at its
 * other language's address -> 301 to its own (the build's lines of
 * _redirects); blog articles the build did not prerender -> the app shell; unknown service and document
 * ids -> the app shell with status 404; anything else -> 404.html
 * in the page's language with status 404. Every answer carries the
 * Content-Security-Policy header of dist/_headers, as the host sends it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { APP_SHELL_PATH } from '../../src/offline/app-shell.ts';
import { readHeaderPolicy } from './csp.ts';

/** public/_headers for /assets/*. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';

export function previewPlugin(): Plugin {
  return {
    name: 'app:preview',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      type Request = import('node:http').IncomingMessage;
      type Response = import('node:http').ServerResponse;
      // Compressed like a static host does (this middleware runs before Vite's
      // own compression): a phone on 3G gets 16 KB of HTML instead of 100 KB.
      const send = (req: Request, res: Response, status: number, file: string) => {
        res.statusCode = status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        const html = readFileSync(file);
        if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return res.end(html);
        res.setHeader('Content-Encoding', 'gzip');
        res.end(gzipSync(html));
      };
      const moved = movedPages(dist);
      const headers = path.join(dist, '_headers');
      const policy = existsSync(headers) ? readHeaderPolicy(readFileSync(headers, 'utf8')) : undefined;
      server.middlewares.use((req, res, next) => {
        if (policy) res.setHeader('Content-Security-Policy', policy);
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const { pathname: encoded, search } = new URL(req.url ?? '/', 'http://x');
        const target = moved.get(encoded.replace(/\/$/, '') || '/');
        if (target) {
          res.writeHead(301, { Location: target + search, 'Cache-Control': 'no-cache' });
          return res.end();
        }
        const pathname = decodeURIComponent(encoded);
        // Hashed files are cached for a year, as public/_headers has the host do:
        // a script downloaded once is never asked for again (tools/vite/warm-before-import.ts).
        if (pathname.startsWith('/assets/')) {
          const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
          res.writeHead = ((...args: unknown[]) => {
            res.removeHeader('Cache-Control');
            const headers = args.find((arg) => typeof arg === 'object' && arg !== null) as
              Record<string, unknown> | undefined;
            if (headers) for (const key of Object.keys(headers)) if (/^cache-control$/i.test(key)) delete headers[key];
            res.setHeader('Cache-Control', ASSET_CACHE);
            return writeHead(...args);
          }) as Response['writeHead'];
          return next();
        }
        // Files, and the backend proxied at /rest/v1 and /api (vite.config.ts).
        if (path.extname(pathname) || /^\/(rest|api|auth)\//.test(pathname)) return next();
        const page = path.join(dist, pathname, 'index.html');
        if (!page.startsWith(dist)) return next();
        if (existsSync(page) && statSync(page).isFile()) return send(req, res, 200, page);
        const hindi = pathname === '/hi' || pathname.startsWith('/hi/');
        const shell = path.join(dist, APP_SHELL_PATH);
        // The firm's inbox is rendered on the client (public/_redirects).
        if (/^\/staff(\/.*)?$/.test(pathname)) {
          res.setHeader('X-Robots-Tag', 'noindex, nofollow');
          return send(req, res, 200, shell);
        }
        // Articles the build did not prerender are rendered on the client from the database.
        if (/^(\/hi)?\/blog\/[^/]+(\/[^/]+)?\/?$/.test(pathname)) return send(req, res, 200, shell);
        // Unknown ids have pages of their own ('Document Not Found', 'Service Information').
        if (/^(\/hi)?\/(services|documents)\/[^/]+\/?$/.test(pathname)) return send(req, res, 404, shell);
        return send(req, res, 404, path.join(dist, hindi ? 'hi' : '', '404.html'));
      });
    },
  };
}

/** The exact `from to 301` lines of dist/_redirects (no wildcards): percent-encoded path -> target. */
function movedPages(dist: string): Map<string, string> {
  const file = path.join(dist, '_redirects');
  if (!existsSync(file)) return new Map();
  const rules = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && to && status === '301' && !from.startsWith('#') && !from.includes('*'));
  return new Map(rules.map(([from, to]) => [from!, to!]));
}
