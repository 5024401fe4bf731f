/**
 * `docusaurus start` watches `docusaurus.config.js` and the sidebar files it
 * knows about, but our real config is TypeScript. This plugin adds the TS sources
 * to the watch list so editing them reloads the dev server.
 */
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const watchedConfigFiles = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'sidebarsCommunity.ts',
  '_dogfooding/docs-tests-sidebars.ts',
  'src/config',
  'src/utils/redirects.ts',
];

export function watchTypeScriptConfigPlugin(context: LoadContext): Plugin {
  return {
    name: 'watch-typescript-config',
    getPathsToWatch() {
      return watchedConfigFiles.map((file) => path.join(context.siteDir, file));
    },
  };
}
