import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {watchTypeScriptConfigPlugin, watchedConfigFiles} from '../../src/plugins/watch-typescript-config';
import {siteDir} from './helpers/sitePaths';

test('the dev server watches the TypeScript config and every sidebars file', () => {
  const plugin = watchTypeScriptConfigPlugin({siteDir} as LoadContext);
  const watched = plugin.getPathsToWatch!();
  for (const file of ['docusaurus.config.ts', 'sidebars.ts', 'sidebarsCommunity.ts']) {
    assert.ok(watched.includes(path.join(siteDir, file)), `${file} is watched`);
  }
});

test('every watched path exists, so a rename cannot silently stop reloads', () => {
  for (const file of watchedConfigFiles) {
    assert.ok(fs.existsSync(path.join(siteDir, file)), `${file} exists`);
  }
});
