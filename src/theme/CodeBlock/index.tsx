/**
 * The theme's CodeBlock without its remount after hydration. The theme keys
 * each block on `useIsBrowser()`, so that every block on the page unmounts and
 * mounts again right after hydrating, to repaint the Prism colours of the
 * reader's colour mode. That remount was most of the first task after
 * hydration on a page with code (src/plugins/bundle-performance/README.md). Our string blocks
 * recolour the hydrated tokens in place instead (Content/String.tsx). Live
 * blocks (```jsx live) go to the theme chain below ours, whose live-codeblock
 * theme renders them as a Playground.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import ThemeCodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

/** The theme's rule: plain strings are joined so the block can be copied; elements are kept. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock(allProps: Props): JSX.Element {
  if ((allProps as Props & {live?: boolean}).live) return <ThemeCodeBlock {...allProps} />;
  const {children: rawChildren, ...props} = allProps;
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
