/**
 * The "Compare versions" control of a docs page that exists in more than one
 * version of the main docs. It opens the compare page on this page's version
 * and the one before it (or, from an older version, the latest one).
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {useActiveDocContext, useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {compareRoutePath} from '@site/src/plugins/version-compare/dataFormat';
import {compareSearch} from './compareQuery';

/** Only the main docs instance has several versions. */
const comparedPluginId = 'default';

function CompareVersionsLinkFor({pluginId}: {pluginId: string}): JSX.Element | null {
  const {activeDoc, activeVersion, alternateDocVersions} = useActiveDocContext(pluginId);
  // Generated category pages (ids are slugs with a leading slash) have no source to compare.
  if (!activeDoc || !activeVersion || activeDoc.id.startsWith('/')) return null;
  const others = Object.keys(alternateDocVersions).filter((name) => name !== activeVersion.name);
  if (others.length === 0) return null;
  // alternateDocVersions lists versions latest first.
  const [from, to] = activeVersion.isLast ? [others[0]!, activeVersion.name] : [activeVersion.name, others[0]!];
  return (
    <Link
      className="button button--outline button--secondary button--sm margin-left--sm"
      to={`${compareRoutePath}${compareSearch({doc: activeDoc.id, from, to})}`}>
      Compare versions
    </Link>
  );
}

export default function CompareVersionsLink(): JSX.Element | null {
  const activePlugin = useActivePlugin();
  if (activePlugin?.pluginId !== comparedPluginId) return null;
  return <CompareVersionsLinkFor pluginId={activePlugin.pluginId} />;
}
