import { defineConfig, devices } from '@playwright/test';
import { scaled, TIMING } from './tests/support/e2e/time-scale';

// E2E_PORT / E2E_DATA_DIR / APP_OUT_DIR let several test runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * The specs that send requests or sign-ups: they share the mail endpoint, whose
 * failures a test sets for the next call (setMailMode), so they run one at a
 * time. The others run beside them, in a second worker.
 */
const SENDING_SPECS = [
  'csp',
  'degraded-browser',
  'drafts-sending',
  'flaky-network',
  'frame',
  'keyboard',
  'newsletter',
  'papers',
  'request-tracking',
  'requests',
  'slow-phone',
];
const SENDING = SENDING_SPECS.map((name) => `**/${name}.spec.ts`);
const chromium = { ...devices['Desktop Chrome'], channel: undefined };
/**
 * Tests that time the page's start (the tap and keystroke sweeps; TIMING tags
 * them) run in a project of their own, which `npm run test:e2e` runs after
 * the others: nothing else of the suite loads the CPU beside them. Two run
 * side by side: at 6x CPU a page's renderer sleeps five sixths of the time
 * (docs/testing.md, "What two cores carry").
 */
const timingTag = new RegExp(TIMING);

/**
 * End-to-end tests against the built site (npm test builds first), in
 * Debian's Chromium: never a downloaded browser (README, "Two commands").
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // A good day's times, scaled on a slow one (tests/support/e2e/time-scale.ts).
  timeout: scaled(45_000),
  expect: { timeout: scaled(8_000) },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records the page all along (a screencast and DOM snapshots): CPU every test pays. In CI the retry
    // of a failed test records it; a run on a developer's machine, which does not retry, keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A worker's install is 170 downloads and cache writes behind every fresh page: only the specs that test
    // the worker or the offline site allow it (docs/testing.md, "What two cores carry").
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'sending', testMatch: SENDING, grepInvert: timingTag, workers: 1, use: chromium },
    { name: 'reading', testIgnore: SENDING, grepInvert: timingTag, workers: 1, use: chromium },
    // Its own results folder: its run would otherwise clear the first run's traces.
    // Test by test, not spec by spec: the two workers end together.
    {
      name: 'timing',
      grep: timingTag,
      workers: 2,
      fullyParallel: true,
      use: chromium,
      outputDir: 'test-results/timing',
    },
  ],
  webServer: {
    // The built site with the embedded backend (PGlite + PostgREST + mail), its data apart from `npm start`'s.
    command: 'npx tsx supabase/local/run.ts serve',
    env: { PORT: String(PORT), LOCAL_DATA_DIR: process.env.E2E_DATA_DIR ?? '.local/e2e' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: scaled(60_000),
  },
});
