/**
 * Keeps the site's global data in one order whatever order the plugins
 * finished loading in (globalDataInPluginOrder.ts says why), in the
 * development server and the build alike, client and server bundles. The
 * loader is registered in the swap ledger: a compilation whose global data
 * was not built with it fails, naming it.
 */
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {hasLoader, SwapLedger} from '../bundle-performance/webpack/swapLedger';

const loader = require.resolve('./globalDataLoader.ts');

export function stableGlobalDataPlugin(context: LoadContext): Plugin {
  const globalDataFile = path.join(context.generatedFilesDir, 'globalData.json');
  return {
    name: 'stable-global-data',
    configureWebpack(_config, isServer) {
      const ledger = new SwapLedger(isServer ? 'server' : 'client', 'stable-global-data', 'src/plugins/stable-global-data/');
      ledger.expect('globalData.json in plugin order: globalDataLoader', hasLoader(loader));
      return {module: {rules: [{test: globalDataFile, use: [loader]}]}, plugins: [ledger.plugin()]};
    },
  };
}
