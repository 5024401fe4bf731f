/**
 * End-to-end tests run against the production build (`build/`), served
 * locally, in Debian's Chromium. `npx playwright install` cannot work here, so
 * the browser is always /usr/bin/chromium (override with CHROMIUM_PATH).
 */
import {defineConfig, devices} from '@playwright/test';
import {chromiumFlags, chromiumPath, findNginx, localHostsOnlyFlag} from './scripts/lib/servers';
import {visualProject, visualSpec} from './tests/e2e/visual-project';

const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * The long-task probe times the main thread at 4x CPU: a test running beside
 * it on this 2-core machine doubles its figures, so it runs last, alone. It
 * is a timing, so it is not part of `npm test` (a shared host's other
 * tenants failed it: 445-763 ms against its 400 ms ceiling, ~130 ms when
 * quiet); LONG_TASK_PROBE=1 adds it.
 */
const longTaskProbeSpec = /long-task-probe\.spec\.ts$/;
const withLongTaskProbe = process.env.LONG_TASK_PROBE === '1';

/**
 * The production server configuration (deploy/nginx.conf) when nginx is
 * installed (`npm test` installs it for the hosting check), so the tests see
 * what readers get; otherwise the Node server that mirrors it. E2E_SERVER=node
 * forces the Node server.
 */
const useNginx = process.env.E2E_SERVER !== 'node' && findNginx() !== null;
const serverCommand = useNginx
  ? `bash scripts/serve-nginx.sh ${port}`
  : `node --import tsx scripts/serve-build.ts --port ${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {timeout: 10_000},
  // flaky-reporter lists, after every run, the tests that passed only on retry.
  reporter: [['list'], ...(process.env.CI ? [['html', {open: 'never'}] as const] : []), ['./tests/e2e/flaky-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, localHostsOnlyFlag],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [visualSpec, longTaskProbeSpec],
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}},
    },
    {
      name: 'mobile',
      testIgnore: [visualSpec, longTaskProbeSpec],
      // Pixel-like phone at 390 px: below the theme's 996 px breakpoint.
      // Checks tagged @any-viewport (see tests/e2e/fixtures.ts) run on desktop only.
      grepInvert: /@any-viewport/,
      use: {
        viewport: {width: 390, height: 844},
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 5'].userAgent,
      },
    },
    visualProject,
    ...(withLongTaskProbe
      ? [
          {
            name: 'long-task-probe',
            testMatch: longTaskProbeSpec,
            dependencies: ['desktop', 'mobile', visualProject.name!],
            use: {...devices['Desktop Chrome']},
          },
        ]
      : []),
  ],
  webServer: {
    command: serverCommand,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
