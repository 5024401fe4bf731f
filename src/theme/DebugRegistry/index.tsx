// Copied from @docusaurus/plugin-debug@2.1.0 src/theme/DebugRegistry/index.tsx sha256:831c2da3eccc95c86f8db8d8929634ac96ded4a06e9a5af427832e99d66fdfe0
/**
 * The debug plugin's registry page, listing every content module's path.
 * main.js carries the registry without them, since only server rendering
 * reads them (src/plugins/bundle-performance/webpack/leanRegistryLoader.ts); `?full`
 * asks for the generated module untouched, in this page's chunk only.
 */
import React from 'react';
import DebugLayout from '@theme/DebugLayout';
import registry from '@generated/registry?full';
import styles from '@docusaurus/plugin-debug/lib/theme/DebugRegistry/styles.module.css';

export default function DebugRegistry(): JSX.Element {
  return (
    <DebugLayout>
      <h2>Registry</h2>
      <ul className="clean-list">
        {Object.values(registry).map(([, aliasedPath, resolved]) => (
          <li key={aliasedPath} className={styles.listItem}>
            <div style={{marginBottom: '10px'}}>
              Aliased Path: <code>{aliasedPath}</code>
            </div>
            <div>
              Resolved Path: <code>{resolved}</code>
            </div>
          </li>
        ))}
      </ul>
    </DebugLayout>
  );
}
