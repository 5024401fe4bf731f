/**
 * The docs sidebar beside the page, hidden below 997px, where the phone menu
 * shows its own. On a phone the theme renders it while hydrating, to match the
 * server's markup, and unmounts it a task later; until then it keeps its
 * server markup instead of hydrating some hundred links.
 */
import React from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type {Props} from '@theme/DocSidebar/Desktop';
import {HiddenWhileNarrow} from '@site/src/plugins/bundle-performance/keepServerMarkup/HiddenWhileNarrow';

export default function DocSidebarDesktopWrapper(props: Props): JSX.Element {
  return (
    <HiddenWhileNarrow as="div">
      <DocSidebarDesktop {...props} />
    </HiddenWhileNarrow>
  );
}
