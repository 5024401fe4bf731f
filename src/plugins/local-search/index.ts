/**
 * Local search for the DocSearch UI of @docusaurus/theme-search-algolia.
 *
 * - After the build, crawls the HTML output into DocSearch-style records and
 *   writes a sharded index into the build (build/, see shared/indexFormat.ts).
 * - Points the theme's search modal and search page at a client that answers
 *   from that index (client/ and theme/, through webpack aliases scoped to
 *   those two theme modules), so the theme's UI stays as it is and search
 *   works without any network.
 *
 * With ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME set, neither
 * happens: the hosted index is used, filled by scripts/push-algolia-records.ts.
 */
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import {buildIndexFiles, writeIndexFiles} from './build/buildIndex';
import {collectPages} from './build/collectPages';
import {hostedSearchCredentials} from './credentials';
import type {LocalSearchGlobalData} from './globalData';

// Theme modules whose imports are redirected; the rest of the site is untouched.
const themeSearchBar = /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/;
const themeSearchPage = /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]index\.js$/;

/** Resolves these imports of the matched module to files of this plugin. */
function aliasesFor(issuer: RegExp, replacements: Record<string, string>): RuleSetRule {
  const alias: Record<string, string> = {};
  for (const [request, file] of Object.entries(replacements)) {
    alias[request] = path.join(__dirname, file);
  }
  return {test: issuer, resolve: {alias}};
}

// Our modal files (loaded on demand) import DocSearch under a resource query.
// @docsearch/react ships as one prebundled module, and the search button in
// every page's main bundle imports it too: as a single module it would carry
// the whole modal into the main bundle, making the theme's lazy import of the
// modal pointless. As two modules, webpack keeps only the button and the
// keyboard hook in the main bundle and puts the modal in the lazy chunk.
const modalFiles = /[\\/]local-search[\\/]theme[\\/](Local|Hosted)DocSearchModal\.tsx$/;
const docSearchForModal = `${require.resolve('@docsearch/react/dist/esm/index.js')}?modal`;

function docSearchAsSeparateModule(): RuleSetRule {
  return {test: modalFiles, resolve: {alias: {'@docsearch/react$': docSearchForModal}}};
}

export function localSearchPlugin(context: LoadContext): Plugin {
  const hosted = hostedSearchCredentials(process.env) !== null;
  return {
    name: 'local-search',

    configureWebpack() {
      // The search button (exact import only: the modal and styles keep their own).
      const searchButton = {'@docsearch/react$': 'theme/PrefetchingSearchButton.tsx'};
      const rules: RuleSetRule[] = hosted
        ? [aliasesFor(themeSearchBar, {...searchButton, '@docsearch/react/modal': 'theme/HostedDocSearchModal.tsx'})]
        : [
            aliasesFor(themeSearchBar, {
              ...searchButton,
              '@docsearch/react/modal': 'theme/LocalDocSearchModal.tsx',
              '@docusaurus/Head': 'theme/HeadWithoutSearchPreconnect.tsx',
            }),
            aliasesFor(themeSearchPage, {'algoliasearch/lite': 'client/algoliasearchLite.ts'}),
          ];
      return {module: {rules: [docSearchAsSeparateModule(), ...rules]}};
    },

    async contentLoaded({actions}) {
      const data: LocalSearchGlobalData = {hosted};
      actions.setGlobalData(data);
    },

    async postBuild({outDir}) {
      if (hosted) {
        return;
      }
      const pages = await collectPages(outDir, context.baseUrl);
      await writeIndexFiles(outDir, buildIndexFiles(pages));
    },
  };
}
