/**
 * A frame that looks like a browser window, imported by a Markdown page to
 * show that pages can mix Markdown and React. The underscore keeps it from
 * becoming a route of the pages plugin.
 */
import React, {type ReactNode} from 'react';

interface Props {
  url: string;
  children: ReactNode;
}

export default function BrowserWindow({url, children}: Props): JSX.Element {
  return (
    <div
      style={{
        border: '3px solid var(--ifm-color-emphasis-200)',
        borderRadius: 'var(--ifm-global-radius)',
        marginBottom: 'var(--ifm-leading)',
      }}>
      <div
        style={{
          background: 'var(--ifm-color-emphasis-200)',
          fontFamily: 'var(--ifm-font-family-monospace)',
          fontSize: '0.8rem',
          padding: '0.3rem 0.8rem',
        }}>
        {url}
      </div>
      <div style={{padding: '1rem'}}>{children}</div>
    </div>
  );
}
