// Copied from @docusaurus/plugin-debug@2.1.0 src/theme/DebugJsonView/index.tsx sha256:0bec351bfcdb595f64bce66ab29b0bbbdd50ba8d9940f95095d61bc7c1239df7
/**
 * The JSON viewer of the debug pages (/__docusaurus/debug/*), as in
 * plugin-debug, with a colour scheme of our own: the plugin's "paraiso" scheme
 * draws booleans (#815ba4) and item counts (#8d8687) at 3 to 4:1 on the dark
 * panel. Every text colour below is at least 6:1 on #292a2b.
 */
import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

const panelBackground = '#292a2b';

/** A base16 scheme, the format react-json-view takes for a custom theme. */
const readableScheme = {
  scheme: 'docs-site debug',
  author: 'docs-site',
  base00: panelBackground,
  base01: '#3a3b3c',
  base02: '#4b4c4d',
  base03: '#b3adae',
  base04: '#b3adae',
  base05: '#e7e9db',
  base06: '#ebedf0',
  base07: '#e7e9db',
  base08: '#ff8a80',
  base09: '#f99b15',
  base0A: '#fec418',
  base0B: '#8fd694',
  base0C: '#5bc4bf',
  base0D: '#8ab4f8',
  base0E: '#c39ce6',
  base0F: '#f4a2a2',
};

interface Props {
  src: object;
  collapseDepth?: number;
}

/** react-json-view reads `window` while rendering: it only renders in the browser. */
export default function DebugJsonView({src, collapseDepth}: Props): JSX.Element {
  return (
    <BrowserOnly>
      {() => {
        // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
        const ReactJson = (require('react-json-view') as {default: React.ComponentType<Record<string, unknown>>}).default;
        return (
          <ReactJson
            src={src}
            style={{marginTop: '10px', padding: '10px', borderRadius: '4px', backgroundColor: panelBackground}}
            // No "root" label above the object.
            name={null}
            theme={readableScheme}
            // Large objects below the root start collapsed: rendering them all is slow.
            shouldCollapse={(field: {name: string | null; src: object}) => field.name !== null && Object.keys(field.src).length > 50}
            collapsed={collapseDepth}
            groupArraysAfterLength={5}
            enableClipboard={false}
            displayDataTypes={false}
          />
        );
      }}
    </BrowserOnly>
  );
}
