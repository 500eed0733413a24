/**
 * `vite preview` serves dist/ the way the production static host is set up
 * (public/_redirects, README): /about -> about/index.html; blog articles, which
 * are rendered on the client, -> the app shell; unknown service and document
 * ids -> the app shell with status 404; anything else -> 404.html
 * in the page's language with status 404.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { APP_SHELL_PATH } from '../offline/app-shell.ts';

export function previewPlugin(): Plugin {
  return {
    name: 'app:preview',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      const send = (res: import('node:http').ServerResponse, status: number, file: string) => {
        res.statusCode = status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(file));
      };
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        // Files, and the backend proxied at /rest/v1 and /api (vite.config.ts).
        if (path.extname(pathname) || /^\/(rest|api)\//.test(pathname)) return next();
        const page = path.join(dist, pathname, 'index.html');
        if (!page.startsWith(dist)) return next();
        if (existsSync(page) && statSync(page).isFile()) return send(res, 200, page);
        const hindi = pathname === '/hi' || pathname.startsWith('/hi/');
        const shell = path.join(dist, APP_SHELL_PATH);
        // Articles are rendered on the client from the database.
        if (/^(\/hi)?\/blog\/[^/]+(\/[^/]+)?\/?$/.test(pathname)) return send(res, 200, shell);
        // Unknown ids have pages of their own ('Document Not Found', 'Service Information').
        if (/^(\/hi)?\/(services|documents)\/[^/]+\/?$/.test(pathname)) return send(res, 404, shell);
        return send(res, 404, path.join(dist, hindi ? 'hi' : '', '404.html'));
      });
    },
  };
}
