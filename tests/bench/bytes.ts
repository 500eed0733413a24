/**
 * What the built site costs in bytes (gzip, as hosts serve it), read from
 * dist/: a page's first load (its HTML, the stylesheets it links and the
 * scripts its loader fetches: src/server/inline-loader.ts) and the service
 * worker's precache. Shared by tests/bench/sizes.ts and budgets.ts.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isPage, isShell } from '@/offline/offline-pages.ts';

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function builtSite(dist: string) {
  const gzCache = new Map<string, number>();
  const gz = (file: string) => {
    let bytes = gzCache.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
      gzCache.set(file, bytes);
    }
    return bytes;
  };
  /** Over the wire: text compressed, images as they are. */
  const wire = (file: string) => (/\.(png|ico|webp|jpg)$/.test(file) ? statSync(path.join(dist, file)).size : gz(file));

  /** The files a page's first load fetches, relative to dist/. */
  function firstLoadFiles(page: string) {
    const html = readFileSync(path.join(dist, page), 'utf8');
    const unique = (urls: string[]) => [...new Set(urls.map((u) => u.replace(/^\//, '')))];
    const lists = [...html.matchAll(/<script type="application\/json" data-app-chunks="">([^<]*)<\/script>/g)];
    const loader = [
      ...html.matchAll(/<script data-entry="(\/assets\/[^"]+\.js)"(?: data-warmup="(\/assets\/[^"]+\.js)")?>/g),
    ];
    if (!lists.length || loader.length !== 1) throw new Error(`${page}: no script loader found`);
    // The entry, the chunk lists, and the Intl warm-up worker's script (small, but downloaded too).
    const [, entry, warmup] = loader[0]!;
    const js = unique([entry!, ...(warmup ? [warmup] : []), ...lists.flatMap((m) => JSON.parse(m[1]!) as string[])]);
    const css = unique([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="([^"]+\.css)"/g)].map((m) => m[1]!));
    return { js, css };
  }

  /** A page's first load in gzip bytes: its scripts, its stylesheets and its HTML. */
  function firstLoad(page: string) {
    const { js, css } = firstLoadFiles(page);
    const sum = (files: string[]) => files.reduce((n, f) => n + gz(f), 0);
    return { js: sum(js), css: sum(css), html: gz(page), files: [page, ...js, ...css], entry: js[0]! };
  }

  /** The build's files the service worker knows (its manifest), relative to dist/. */
  function precached(): string[] {
    const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
    return [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  }

  /**
   * What the worker's install downloads (src/sw.ts): its own script (it
   * carries the outbox's sender for Background Sync), then the shell and the
   * scripts, or the shell only when saving data.
   */
  function installed({ savingData = false } = {}): string[] {
    return ['sw.js', ...precached().filter((file) => (savingData ? isShell(file) : !isPage(file)))];
  }

  /** The prerendered pages (the build's list), as HTML files. */
  function pages(): { url: string; file: string }[] {
    const { paths } = JSON.parse(readFileSync(path.join(dist, '.vite/prerendered.json'), 'utf8')) as {
      paths: string[];
    };
    return paths.flatMap((p) =>
      (['', '/hi'] as const).map((prefix) => {
        const url = prefix + (p === '/' && prefix ? '' : p);
        return { url, file: path.join(url.slice(1), 'index.html') };
      }),
    );
  }

  return { gz, wire, firstLoad, precached, installed, pages };
}
