import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, top to bottom (docs/architecture.md, "Layout and
 * layers"): a layer imports only from the layers below it, and rooms on the
 * same layer not from each other.
 *
 *   server/, main.tsx, sw.ts   entry points
 *   app/                       route tree, routes, the app frame
 *   features/                  content, requests, newsletter, blog, seo, tracking, staff, drafts
 *   ui/          offline/      small widgets and hooks | Dexie and the outbox
 *   api/                       the database and mail clients and their calls
 *   domain/                    a request's fields and rules
 *   business/                  what the firm states: contact, options, the legal register
 *   i18n/                      languages, addresses, messages
 *   platform/                  plumbing: settings, loading a chunk, the next task, the base path
 *
 * tools/ and tests/ sit outside and may import src/; src/ never imports them.
 */
const LAYERS = [
  ['server', 'main.tsx', 'sw.ts'],
  ['app'],
  ['features'],
  ['ui', 'offline'],
  ['api'],
  ['domain'],
  ['business'],
  ['i18n'],
  ['platform'],
].map((rooms) => rooms.map((room) => `./src/${room}`));
const LAYER_RULE = `Layers import only downward: ${LAYERS.map((rooms) => rooms.map((r) => r.slice(6)).join(', ')).join(' > ')} (docs/architecture.md).`;
const features = readdirSync(new URL('./src/features', import.meta.url));
const layerZones = [
  { target: './src', from: ['./tools', './tests'], message: 'Site code never imports build tools or tests.' },
  ...LAYERS.flatMap((rooms, i) =>
    rooms.map((target) => ({
      target,
      from: [...LAYERS.slice(0, i).flat(), ...rooms.filter((room) => room !== target)],
      message: LAYER_RULE,
    })),
  ),
  // A feature reaches another only through what that one's index.ts exports.
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./src/features/${feature}`,
        from: `./src/features/${other}`,
        except: ['./index.ts'],
        message: `Import another feature through its index.ts (src/features/${other}/index.ts).`,
      })),
  ),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', '.local', 'test-results', 'playwright-report', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a value left out on purpose (e.g. omitted by destructuring).
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Code downloaded after the first paint may fail to arrive on 3G: every
    // import() in the browser's code goes through loadChunk, which tries
    // again (src/platform/load-chunk.ts), or lazyChunk, which uses it.
    files: ['src/**/*.{ts,tsx}'],
    // The inline loader (src/server/inline-loader.ts) is the code that downloads first.
    ignores: ['src/sw.ts', 'src/server/inline-loader.ts', 'src/platform/load-chunk.ts', 'src/ui/lazy-chunk.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportExpression:not(CallExpression[callee.name=/^(loadChunk|loadChunkPatiently|lazyChunk)$/] > ArrowFunctionExpression ImportExpression)',
          message:
            'Load code with loadChunk(() => import(...)) or lazyChunk(...): a download that fails on a bad connection is tried again (src/platform/load-chunk.ts).',
        },
      ],
    },
  },
  {
    // The blog's first-load folder (src/features/blog/index.ts): what every
    // page's route tree carries. The pages and the libraries they read posts
    // with load later, through import() (which this rule does not refuse).
    files: ['src/features/blog/route/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@tanstack/react-query', '@supabase/supabase-js', 'dexie', 'dompurify'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'src/features/blog/route/ is first-load code: load this with loadChunk(() => import(...)).',
          })),
          patterns: [
            {
              group: ['../list/*', '../article/*', '../data/*', '../components/*', '../prerender-blog', '@/offline/*'],
              allowTypeImports: true,
              message:
                'src/features/blog/route/ is first-load code: it may import only route/, types and messages; load pages and data with loadChunk(() => import(...)).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tools/**', 'supabase/**', 'tests/**', '*.config.{ts,js,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows only files it can parse: TypeScript's, with TypeScript's parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // A cycle makes load order matter and hides which module owns what.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
