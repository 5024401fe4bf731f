/**
 * For a component its own stylesheet hides below 997px (the desktop doc
 * sidebar, the table of contents beside an article, the blog's sidebar).
 * React 17 hydrates it on a phone all the same, and for the doc sidebar and
 * the doc TOC only to unmount it a task later, when the theme learns the
 * window is narrow. Hydrating a narrow window, this renders `as` in its place
 * with the server's markup kept, unhydrated and unseen; once the window is
 * wide the component renders as usual (useKeepServerMarkupWhileNarrow.ts).
 * `as` must be the component's own outer element, so that the placeholder
 * stands on the server's element and keeps its class names.
 */
import React, {type ReactElement} from 'react';
import {keptServerChildren} from './useKeepServerMarkup';
import {useKeepServerMarkupWhileNarrow} from './useKeepServerMarkupWhileNarrow';

export function HiddenWhileNarrow({as: Element, children}: {as: 'div' | 'aside'; children: ReactElement}): ReactElement {
  const {keep, ref} = useKeepServerMarkupWhileNarrow<HTMLDivElement>();
  if (!keep) return children;
  return <Element ref={ref} {...keptServerChildren} />;
}
