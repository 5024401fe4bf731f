/**
 * The Playwright project of the visual regression spec (visual.spec.ts),
 * kept here so that playwright.config.ts only lists it. The spec sets sizes
 * and colour modes itself; the `desktop` and `mobile` projects skip it.
 */
import type {Project} from '@playwright/test';

export const visualSpec = /visual\.spec\.ts$/;

export const visualProject: Project = {
  name: 'visual',
  testMatch: visualSpec,
  // Baselines by colour mode and width: visual-baselines/dark-390/home.png.
  snapshotPathTemplate: '{testDir}/visual-baselines/{arg}{ext}',
  use: {deviceScaleFactor: 1},
  expect: {
    // A project's expect replaces the config's: restated, with room for the
    // showcase, whose many pictures make a full-page shot slow on a busy machine.
    timeout: 15_000,
    toHaveScreenshot: {
      // Exact but for anti-aliasing noise: about 1,000 pixels of a 1280 x 800 shot.
      maxDiffPixelRatio: 0.001,
    },
  },
};
