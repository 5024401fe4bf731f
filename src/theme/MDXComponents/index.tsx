/**
 * The theme's MDX components, plus list items that name their task-list
 * checkbox (see TaskListItem.tsx) and the title of an admonition
 * written in Markdown (`:::caution \`baseUrl\` needs...`).
 */
import React, {type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import TaskListItem from './TaskListItem';

/**
 * The admonition finds this element among its children by its MDX type and
 * shows it as its title; 2.1.0 maps no component to the type, so the title
 * was wrapped in an unknown <mdxadmonitiontitle> HTML element.
 */
function MDXAdmonitionTitle({children}: {children?: ReactNode}): JSX.Element {
  return <>{children}</>;
}

export default {
  ...MDXComponents,
  mdxAdmonitionTitle: MDXAdmonitionTitle,
  li: TaskListItem,
};
