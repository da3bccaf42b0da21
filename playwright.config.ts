import { defineConfig } from '@playwright/test';
import { TEST_LAUNCH_OPTIONS } from './tests/chromium.mjs';
import { SHOP_NOW, SHOP_TIME_ZONE } from './tests/shop-clock.mjs';
import { ENGINES, type EngineName } from './tests/engines/driver.ts';

/**
 * Browser tests drive Debian's Chromium against the reference CMS in test mode (faults enabled): the suite
 * tests/e2e (project e2e), and the shopper's journeys tests/journeys in each engine (projects chromium, firefox,
 * webkit: Debian's Chromium, Firefox ESR and WebKitGTK, tests/engines).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig<object, { engine: EngineName }>({
  projects: [
    { name: 'e2e', testDir: 'tests/e2e' },
    ...ENGINES.map((engine) => ({
      name: engine,
      testDir: 'tests/journeys',
      testMatch: '*.journey.ts',
      use: { engine },
    })),
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'tests/.results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: TEST_LAUNCH_OPTIONS,
    // Recording a trace for every test costs a fifth of the suite's time (its snapshots and screencast, on 2 cores);
    // a failure leaves its page's accessibility snapshot (error-context.md). `--trace retain-on-failure` records them.
    trace: 'off',
    // A shopper who asked for reduced motion, which the runtime honours (no dialog, page or scroll animation): the
    // journeys and the fault matrix do not wait for animations (fault matrix 342 → 196 s of test time). The files
    // whose subject is motion (dialogs, navigation, sliders…) run without it: `test.use({ reducedMotion:
    // 'no-preference' })` at their top.
    reducedMotion: 'reduce',
    // A shopper in Belgium, on the shop clock's day (tests/shop-clock.mjs), whatever the machine's zone and date.
    timezoneId: SHOP_TIME_ZONE,
  },
  webServer: {
    command: 'node .build/fixtures/server.mjs',
    url: `http://127.0.0.1:${PORT}/fr/`,
    env: { PORT: String(PORT), FIXTURES_MODE: 'test', SHOP_CLOCK: new Date(SHOP_NOW).toISOString() },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
