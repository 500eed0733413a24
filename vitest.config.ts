import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './tools/vite/messages-plugin.ts';
import { themeCssPlugin } from './tools/vite/theme-css-plugin.ts';

// `@/x` is src/x, as in tsconfig.json and vite.config.ts; `@tools/` and `@local-stack/` as in tsconfig.json.
const resolve = {
  alias: {
    '@': path.join(import.meta.dirname, 'src'),
    '@tools': path.join(import.meta.dirname, 'tools'),
    '@local-stack': path.join(import.meta.dirname, 'supabase/local'),
  },
};

// Two projects: fast unit/component tests in jsdom, and integration tests in
// Node against the real local stack (PGlite or Postgres + PostgREST + mail).
export default defineConfig({
  test: {
    projects: [
      {
        // Unit tests may import the route tree, whose modules import the site's virtual modules.
        plugins: [messagesPlugin(import.meta.dirname), themeCssPlugin()],
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit/unit-setup.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One stack per file, on free ports and in a folder of its own: two files at a time, one
          // per core (docs/testing.md, "What two cores carry").
          maxWorkers: 2,
        },
      },
    ],
  },
});
