/**
 * Where the site is, for unit tests: its root folder and a `require` that
 * resolves packages the way the site's own code does.
 */
import path from 'node:path';
import {createRequire} from 'node:module';

// `__dirname` exists when tsx runs the tests as CommonJS (the default for this
// package); fall back to the working directory, which `npm run test:unit` sets
// to the site root, if the package is ever switched to ES modules.
export const siteDir =
  typeof __dirname === 'undefined' ? process.cwd() : path.resolve(__dirname, '../../..');

/** A path inside the site: `sitePath('changelog')`. */
export const sitePath = (...parts: string[]): string => path.join(siteDir, ...parts);

export const siteRequire = createRequire(path.join(siteDir, 'package.json'));
