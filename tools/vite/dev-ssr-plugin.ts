/**
 * `npm run dev`: pages are rendered on the server by the same entry as the
 * prerender, so dev shows what the build will ship (and hydrates the same way).
 */
import type { Plugin } from 'vite';

type EntryServer = typeof import('../../src/server/entry-server');

export function devSsrPlugin(): Plugin {
  return {
    name: 'app:dev-ssr',
    apply: 'serve',
    configureServer(server) {
      // A pre middleware: it answers page requests before Vite's own handlers.
      server.middlewares.use(async (req, res, next) => {
        const url = req.originalUrl ?? '/';
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
        try {
          const entry = (await server.ssrLoadModule('/src/server/entry-server.tsx')) as EntryServer;
          const manifest = { routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/main.tsx' } }] } } };
          const { status, html } = await entry.render(url, manifest);
          res.statusCode = status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(url, html));
        } catch (error) {
          server.ssrFixStacktrace(error as Error);
          next(error);
        }
      });
    },
  };
}
