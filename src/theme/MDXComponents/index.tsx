/**
 * The theme's MDX components, plus list items that name their task-list
 * checkbox (see TaskListItem.tsx) and a document wrapper that does not
 * hydrate plain markup (see Wrapper.tsx).
 */
import MDXComponents from '@theme-original/MDXComponents';
import TaskListItem from './TaskListItem';
import Wrapper from './Wrapper';

export default {
  ...MDXComponents,
  li: TaskListItem,
  wrapper: Wrapper,
};
