/**
 * Adds the page's generated social card to the theme's doc metadata, unless
 * the doc chose its own image in front matter. Only for the docs that get a
 * card (not the /tests fixtures).
 */
import React from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {useDoc} from '@docusaurus/theme-common/internal';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

const docsPluginsWithCards = new Set(['default', 'community']);

export default function MetadataWrapper(): JSX.Element {
  const plugin = useActivePlugin();
  const {metadata, frontMatter, assets} = useDoc();
  const hasCard = plugin && docsPluginsWithCards.has(plugin.pluginId) && !(assets.image ?? frontMatter.image);
  return (
    <>
      <Metadata />
      {hasCard && <SocialCardMeta permalink={metadata.permalink} />}
    </>
  );
}
