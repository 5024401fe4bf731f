/**
 * Wraps the doc content with the "Copy page" and "Open as Markdown" controls
 * for the docs that the build publishes as Markdown (not the /tests fixtures).
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {useDoc} from '@docusaurus/theme-common/internal';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';

type Props = WrapperProps<typeof ContentType>;

const exportedDocsPlugins = new Set(['default', 'community']);

export default function ContentWrapper(props: Props): JSX.Element {
  const plugin = useActivePlugin();
  const {metadata} = useDoc();
  return (
    <>
      {plugin && exportedDocsPlugins.has(plugin.pluginId) && <PageMarkdownActions permalink={metadata.permalink} />}
      <Content {...props} />
    </>
  );
}
