// Copied from @docusaurus/plugin-debug@2.1.0 src/theme/DebugConfig/index.tsx sha256:839d39100e302d3d28b530764881d125962257d76f894db926e120f2fdadff71
/**
 * The debug plugin's site config page, showing the config whole. main.js
 * carries it without the plugin, preset and theme lists, which nothing else in
 * the browser reads (src/plugins/bundle-performance/webpack/leanSiteConfigLoader.ts);
 * `?full` asks for the generated module untouched, in this page's chunk only.
 */
import React from 'react';
import DebugLayout from '@theme/DebugLayout';
import DebugJsonView from '@theme/DebugJsonView';
import siteConfig from '@generated/docusaurus.config?full';

export default function DebugConfig(): JSX.Element {
  return (
    <DebugLayout>
      <h2>Site config</h2>
      <DebugJsonView src={siteConfig} collapseDepth={3} />
    </DebugLayout>
  );
}
