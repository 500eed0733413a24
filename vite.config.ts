import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkFileNames } from './tools/vite/chunk-names.ts';
import { messagesPlugin } from './tools/vite/messages-plugin.ts';
import { prerenderPlugin, SSR_BUILD_FLAG } from './tools/vite/prerender-plugin.ts';
import { devSsrPlugin } from './tools/vite/dev-ssr-plugin.ts';
import { intlWarmupPlugin } from './tools/vite/intl-warmup.ts';
import { inlineLoaderPlugin } from './tools/vite/inline-loader-plugin.ts';
import { previewPlugin } from './tools/vite/preview-plugin.ts';
import { mantineLazyDefaultsPlugin, themeCssPlugin } from './tools/vite/theme-css-plugin.ts';
import { warmBeforeImportPlugin } from './tools/vite/warm-before-import.ts';

const root = import.meta.dirname;
const ssrBuild = process.env[SSR_BUILD_FLAG] === '1';

/**
 * The site calls its own origin; locally these go to the embedded backend
 * started by supabase/local/run.ts (which sets LOCAL_REST_URL / LOCAL_MAIL_URL).
 */
function backendProxy(): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = {};
  if (process.env.LOCAL_REST_URL) {
    proxy['/rest/v1'] = {
      target: process.env.LOCAL_REST_URL,
      rewrite: (p) => p.replace(/^\/rest\/v1/, ''),
    };
  }
  // The gateway (LOCAL_MAIL_URL) serves the EmailJS endpoint, the local sign-in (supabase/local/auth.ts) and Storage (storage.ts).
  if (process.env.LOCAL_MAIL_URL) {
    proxy['/api/v1.0'] = { target: process.env.LOCAL_MAIL_URL };
    proxy['/auth/v1'] = { target: process.env.LOCAL_MAIL_URL };
    // x-forwarded-host: a resumable upload's address is the site's, whatever is between (supabase/local/storage.ts).
    proxy['/storage/v1'] = { target: process.env.LOCAL_MAIL_URL, xfwd: true };
  }
  return proxy;
}

export default defineConfig({
  // Pages are served by our own middlewares (dev SSR, preview of dist/).
  appType: 'custom',
  plugins: [
    react(),
    messagesPlugin(root),
    themeCssPlugin(),
    mantineLazyDefaultsPlugin(),
    devSsrPlugin(),
    previewPlugin(),
    intlWarmupPlugin(root),
    inlineLoaderPlugin(root),
    !ssrBuild && warmBeforeImportPlugin(),
    process.env.NO_PRERENDER ? null : prerenderPlugin(),
    !ssrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: {
          name: 'Satna Legal Services – Online Legal Documentation',
          short_name: 'Satna Legal',
          description:
            'Rent agreements, affidavits, e-stamp, notary and legal notices for Madhya Pradesh and Rajasthan, in English and Hindi. Works offline.',
          lang: 'en',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: '#14305f',
          background_color: '#f7f9fc',
          categories: ['business', 'productivity'],
        },
        pwaAssets: {
          image: 'public/favicon.svg',
          preset: 'minimal-2023',
          overrideManifestIcons: true,
          injectThemeColor: false,
        },
        injectManifest: {
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
          // Articles prerendered from the database are not precached: offline, posts come from IndexedDB.
          globIgnores: [
            '**/404.html',
            'images/**',
            'blog/*/index.html',
            'blog/*/*/index.html',
            'hi/blog/*/index.html',
            'hi/blog/*/*/index.html',
            // The firm's inbox: downloaded by staff when they open it, never by visitors.
            'assets/staff-*.js',
            // The outbox's stand-in where IndexedDB cannot be opened: used online only
            // (src/offline/outbox/submit.ts), so kept when it loads, not installed for everyone.
            'assets/memory-db-*.js',
            // The papers' resumable upload (tus-js-client): it runs online only, in a page
            // (src/api/paper-upload.ts), so it is kept when it loads, not installed for everyone.
            'assets/tus-*.js',
          ],
          maximumFileSizeToCacheInBytes: 600 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  resolve: {
    alias: {
      // `@/x` is src/x, as tsconfig.json's paths say (the service worker's build takes this too).
      '@': path.join(root, 'src'),
      // Messages are precompiled to ASTs: the ICU parser need not ship (docs/architecture.md, "Stack facts").
      '@formatjs/icu-messageformat-parser': ssrBuild
        ? '@formatjs/icu-messageformat-parser'
        : '@formatjs/icu-messageformat-parser/no-parser.js',
      // tus-js-client's one CommonJS dependency, which the browser's URL replaces (the file says why).
      'url-parse': path.join(root, 'src/platform/url-parse-shim.ts'),
    },
  },
  build: {
    // Several builds may run side by side (parallel test runs): APP_OUT_DIR separates them.
    outDir: process.env.APP_OUT_DIR ?? 'dist',
    manifest: true,
    target: 'es2020',
    // One stylesheet for the whole site: on a phone each extra render-blocking
    // CSS request costs a round trip before the first paint, more than the few
    // KB of styles a page does not use; it is cached once for every page.
    cssCodeSplit: false,
    rollupOptions: {
      input: path.resolve(root, 'index.html'),
      // Everything the entry imports statically is needed by every page: one
      // chunk, not 15 small ones. Each script request costs the phone CPU time
      // to start, on top of the round trip (docs/performance.md).
      output: ssrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                // What a page shows where a form cannot load rides with Mantine's Anchor, on
                // every page that has one but three: its own chunk cost a request and ~130 B
                // more (docs/performance.md, "Decisions").
                {
                  name: 'call-or-write',
                  test: /\/app\/frame\/call-or-write\.tsx$|\/@mantine\/core\/esm\/components\/Anchor\//,
                },
                // What a draft's document shares with the builder and the inbox (filling, checks, dates,
                // amounts in words): one chunk, not four (docs/drafts.md, "Budgets").
                {
                  name: 'drafting',
                  test: /\/features\/drafts\/(fill|validate|dates|words|documents\/(index|common))\.ts$/,
                  // The register and the drafts' texts stay where they are: other pages need them.
                  includeDependenciesRecursively: false,
                },
              ],
            },
            // A name says who needs the chunk (docs/architecture.md, "Chunks and their names").
            chunkFileNames,
          },
    },
  },
  ssr: {
    // Bundle these into the server build so their CSS imports resolve.
    noExternal: [/^@mantine\//, /^@tanstack\//, /^@tabler\//, 'react-intl'],
  },
  server: { host: '127.0.0.1', proxy: backendProxy() },
  preview: { host: '127.0.0.1', proxy: backendProxy() },
});
