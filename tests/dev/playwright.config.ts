/**
 * The contributors' loop (`npm run test:dev`): the dev server, not the
 * production build, so it has a configuration of its own: no build to serve
 * (the spec starts `docusaurus start` itself), one worker, the same Chromium
 * as the end-to-end tests.
 */
import {defineConfig} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../../scripts/lib/servers';

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/dev-server',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: 'list',
  use: {
    viewport: {width: 1280, height: 800},
    trace: 'retain-on-failure',
    launchOptions: {executablePath: chromiumPath, args: chromiumFlags},
  },
});
