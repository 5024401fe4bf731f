/**
 * A Markdown list item. In a task list (`- [x] Done`) it gives the item's
 * checkbox the item's text as its name: Markdown renders a bare disabled
 * checkbox, which screen readers announce as an unnamed "checkbox, checked".
 */
import React, {Children, cloneElement, isValidElement, type ComponentProps, type ReactElement, type ReactNode} from 'react';

/** MDX 1 creates its elements through a wrapper; the HTML tag is in `mdxType`. */
const tagOf = (element: ReactElement): unknown => (element.props as {mdxType?: string}).mdxType ?? element.type;

/** The text of the item's own content, without any nested list. */
function plainText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(plainText).join('');
  if (!isValidElement(node)) return '';
  const tag = tagOf(node);
  if (tag === 'ul' || tag === 'ol') return '';
  return plainText((node.props as {children?: ReactNode}).children);
}

const isCheckbox = (node: ReactNode): node is ReactElement =>
  isValidElement(node) && tagOf(node) === 'input' && (node.props as {type?: string}).type === 'checkbox';

export default function TaskListItem({children, ...props}: ComponentProps<'li'>): JSX.Element {
  const items = Children.toArray(children);
  const boxIndex = items.findIndex(isCheckbox);
  if (boxIndex === -1) return <li {...props}>{children}</li>;
  const box = items[boxIndex] as ReactElement;
  const name = plainText(items.filter((_, index) => index !== boxIndex)).replace(/\s+/g, ' ').trim();
  items[boxIndex] = cloneElement(box, {'aria-label': name});
  return <li {...props}>{items}</li>;
}
