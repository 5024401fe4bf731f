/**
 * The table of contents beside a doc or a blog post, hidden below 997px:
 * a phone's reader has the collapsible one above the article (docs), or none
 * (blog). On a phone it keeps its server markup while the window stays narrow.
 */
import React from 'react';
import TOC from '@theme-original/TOC';
import type {Props} from '@theme/TOC';
import {HiddenWhileNarrow} from '@site/src/plugins/bundle-performance/keepServerMarkup/HiddenWhileNarrow';

export default function TOCWrapper(props: Props): JSX.Element {
  return (
    <HiddenWhileNarrow as="div">
      <TOC {...props} />
    </HiddenWhileNarrow>
  );
}
