/**
 * Wraps every MDX document (docs, blog posts, changelog entries, pages). On the
 * page's first load it keeps the server markup of the blocks that are plain
 * markup (see staticMdxBlocks.ts) instead of hydrating them: on a long docs
 * page that is most of the hydration task. Everything else, and every page
 * rendered later by client-side navigation, renders as MDX's own wrapper
 * would.
 */
import React, {Children, createElement, type ReactElement, type ReactNode} from 'react';
import {keptServerChildren, useKeepServerMarkup} from '@site/src/plugins/bundle-performance/keepServerMarkup/useKeepServerMarkup';
import {useInternalLinkHandlers} from '@site/src/plugins/bundle-performance/keepServerMarkup/internalLinks';
import {staticBlockTag} from '@site/src/plugins/bundle-performance/keepServerMarkup/staticMdxBlocks';

function KeptBlock({tag, block}: {tag: string; block: ReactElement}): ReactElement {
  const {keep, ref} = useKeepServerMarkup<HTMLElement>();
  const linkHandlers = useInternalLinkHandlers();
  if (!keep) return block;
  return createElement(tag, {ref, ...keptServerChildren, ...linkHandlers});
}

export default function MDXWrapper({children}: {children?: ReactNode}): JSX.Element {
  return (
    <>
      {Children.map(children, (child) => {
        const tag = staticBlockTag(child);
        return tag ? <KeptBlock tag={tag} block={child as ReactElement} /> : child;
      })}
    </>
  );
}
