import { defineConfig } from 'vitest/config';

// Two projects: fast unit/component tests in jsdom, and integration tests in
// Node against the real local stack (PGlite or Postgres + PostgREST + mail).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One stack per file; files share the machine's two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
