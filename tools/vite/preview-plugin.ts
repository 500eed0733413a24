/**
 * `vite preview` serves dist/ the way the production static host is set up
 * (public/_redirects, README): /about -> about/index.html; an article at its
 * other language's address -> 301 to its own (the build's lines of
 * _redirects); blog articles the build did not prerender -> the app shell; unknown service and document
 * ids -> the app shell with status 404; anything else -> 404.html
 * in the page's language with status 404. Every file and page carries the
 * headers dist/_headers gives its path, as the host sends them (./host-headers.ts);
 * the backend's answers (/rest, /auth, /api) carry their own.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { APP_SHELL_PATH } from '../../src/offline/app-shell.ts';
import { headersFor, parseHeaderRules } from './host-headers.ts';

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
        res.setHeader('Vary', 'Accept-Encoding');
        const html = readFileSync(file);
        if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return res.end(html);
        res.setHeader('Content-Encoding', 'gzip');
        res.end(gzipSync(html));
      };
      const moved = movedPages(dist);
      const headersFile = path.join(dist, '_headers');
      const rules = existsSync(headersFile) ? parseHeaderRules(readFileSync(headersFile, 'utf8')) : [];
      // The host's headers, set as the answer's head is written: over what Vite's static
      // server set (its Cache-Control), and for the pages below as well.
      const withHostHeaders = (res: Response, pathname: string) => {
        const wanted = headersFor(rules, pathname);
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
        res.writeHead = ((...args: unknown[]) => {
          const given = args.find((arg) => typeof arg === 'object' && arg !== null) as
            Record<string, unknown> | undefined;
          for (const [key, [name, value]] of wanted) {
            if (given) for (const other of Object.keys(given)) if (other.toLowerCase() === key) delete given[other];
            res.setHeader(name, value);
          }
          return writeHead(...args);
        }) as Response['writeHead'];
      };
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const { pathname: encoded, search } = new URL(req.url ?? '/', 'http://x');
        let pathname: string;
        try {
          pathname = decodeURIComponent(encoded);
        } catch {
          return next(); // not a path of the site
        }
        // The backend proxied at /rest/v1, /api, /auth and /storage (vite.config.ts) answers with its own
        // headers; a resumable upload's HEAD answered here (404) would make tus start the file again.
        if (/^\/(rest|api|auth|storage)\//.test(pathname)) return next();
        withHostHeaders(res, pathname);
        const target = moved.get(encoded.replace(/\/$/, '') || '/');
        if (target) {
          res.writeHead(301, { Location: target + search });
          return res.end();
        }
        // Files (hashed ones are cached for a year, as dist/_headers says: a script
        // downloaded once is never asked for again, tools/vite/warm-before-import.ts).
        if (path.extname(pathname)) return next();
        const page = path.join(dist, pathname, 'index.html');
        if (!page.startsWith(dist)) return next();
        if (existsSync(page) && statSync(page).isFile()) return send(req, res, 200, page);
        const hindi = pathname === '/hi' || pathname.startsWith('/hi/');
        const shell = path.join(dist, APP_SHELL_PATH);
        // The firm's inbox is rendered on the client (public/_redirects).
        if (/^\/staff(\/.*)?$/.test(pathname)) return send(req, res, 200, shell);
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
