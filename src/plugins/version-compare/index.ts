/**
 * "Compare versions" of a doc: reads every version of each main docs page at
 * build time, writes one comparison file per doc (see dataFormat.ts) and adds
 * the compare page route. Only the compare page fetches the files.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {normalizeUrl} from '@docusaurus/utils';
import {buildComparedDocs} from './compareData';
import {comparedDocFile, compareRoutePath} from './dataFormat';
import {EmitFilesWebpackPlugin} from './emitFilesWebpackPlugin';

/** Only the main docs instance is versioned. */
const docsPluginName = 'docusaurus-plugin-content-docs';
const docsPluginId = 'default';

export function versionComparePlugin(context: LoadContext): Plugin {
  let files = new Map<string, string>();
  return {
    name: 'version-compare',
    async contentLoaded({actions, allContent}) {
      const docs = allContent[docsPluginName]?.[docsPluginId] as DocsContent | undefined;
      const compared = await buildComparedDocs(context.siteDir, docs?.loadedVersions ?? []);
      files = new Map(compared.map((doc) => [comparedDocFile(doc.id), JSON.stringify(doc)]));
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, compareRoutePath]),
        component: '@site/src/components/VersionCompare/ComparePage',
        exact: true,
      });
    },
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new EmitFilesWebpackPlugin(() => files)]};
    },
  };
}
