/**
 * Reads the feed links the changelog plugin published as global data. The
 * route context names the plugin instance that rendered the current page, so
 * this works whatever id the site gives the changelog.
 */
import useRouteContext from '@docusaurus/useRouteContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ChangelogFeedLink, ChangelogGlobalData} from '../globalData';

export default function useChangelogFeeds(): readonly ChangelogFeedLink[] {
  const {plugin} = useRouteContext();
  const data = usePluginData(plugin.name, plugin.id) as ChangelogGlobalData | undefined;
  return data?.feeds ?? [];
}
