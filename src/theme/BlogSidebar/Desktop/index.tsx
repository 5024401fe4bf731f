/**
 * The blog's list of recent posts beside a post, hidden below 997px, where
 * the phone menu shows its own. On a phone the theme renders it while
 * hydrating, to match the server's markup, and swaps it for the menu's a task
 * later; until then it keeps its server markup.
 */
import React from 'react';
import BlogSidebarDesktop from '@theme-original/BlogSidebar/Desktop';
import type {Props} from '@theme/BlogSidebar/Desktop';
import {HiddenWhileNarrow} from '@site/src/plugins/bundle-performance/keepServerMarkup/HiddenWhileNarrow';

export default function BlogSidebarDesktopWrapper(props: Props): JSX.Element {
  return (
    <HiddenWhileNarrow as="aside">
      <BlogSidebarDesktop {...props} />
    </HiddenWhileNarrow>
  );
}
