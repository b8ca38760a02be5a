import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './tests/support/chromium';

/** The tests that need the full browser's notification service (tests/support/chromium.ts). */
const NEEDS_NOTIFICATIONS = /push\.e2e\.ts$/;
const phone = { viewport: { width: 360, height: 740 }, isMobile: false };

/** End-to-end tests drive the built app (dist/) in Debian's Chromium; each worker starts its own server. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // Traces and screenshots of failures; a folder of their own, which Playwright empties at start
  // (npm test's other runners write their reports beside it, in test-results/, at the same time).
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // Two files at a time, one on each core: each worker has its own server, database, mail and Google
  // stand-ins, so no test sees another's data (E2E_WORKERS overrides).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    browserName: 'chromium',
    // A British browser: dates as 'Thursday, 3 December 2026', a 24-hour clock. Tests of other locales set their own.
    locale: 'en-GB',
    // A failed test keeps its trace: every action with the page's DOM before and after it. Without
    // the trace's screencast: its frames made a test alone a quarter slower, the whole run 7% (28
    // November 2026, the two cores busy throughout). The failure's own screenshot is kept.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: HEADLESS_SHELL_PATH ? NEEDS_NOTIFICATIONS : undefined,
      use: { ...phone, launchOptions: { executablePath: HEADLESS_SHELL_PATH ?? CHROMIUM_PATH, args: CHROMIUM_FLAGS } },
    },
    ...(HEADLESS_SHELL_PATH
      ? [{ name: 'phone, full browser', testMatch: NEEDS_NOTIFICATIONS, use: { ...phone, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } } }]
      : []),
  ],
});
