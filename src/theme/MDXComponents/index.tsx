/**
 * The theme's MDX components, plus list items that name their task-list
 * checkbox (see TaskListItem.tsx).
 */
import MDXComponents from '@theme-original/MDXComponents';
import TaskListItem from './TaskListItem';

export default {
  ...MDXComponents,
  li: TaskListItem,
};
