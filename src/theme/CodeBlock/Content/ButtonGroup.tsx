/**
 * A code block's copy and word-wrap buttons. On the page's first load their
 * server markup is kept until the block comes within a screen's reach
 * (useKeepServerMarkupUntilNear.ts): a long page's blocks each hydrated a
 * button and its two icons (a sixth of a docs page's hydration) that the
 * reader may never scroll to.
 */
import React, {type ReactNode} from 'react';
import {keptServerChildren} from '@site/src/plugins/bundle-performance/keepServerMarkup/useKeepServerMarkup';
import {useKeepServerMarkupUntilNear} from '@site/src/plugins/bundle-performance/keepServerMarkup/useKeepServerMarkupUntilNear';

export default function ButtonGroup({className, children}: {className: string; children: ReactNode}): JSX.Element {
  const {keep, ref} = useKeepServerMarkupUntilNear<HTMLDivElement>();
  return <div ref={ref} className={className} {...(keep ? keptServerChildren : {children})} />;
}
