/**
 * The theme's footer, which keeps its server markup on the page's first load
 * until the reader scrolls near it: its links were a large share of a docs
 * page's hydrated React nodes, at the bottom of every page
 * (src/plugins/bundle-performance/README.md). Until then
 * a click on one of its links to another page of the site is still a
 * client-side navigation, and pointing at it still preloads the page.
 */
import React from 'react';
import clsx from 'clsx';
import FooterLayout from '@theme-original/Footer/Layout';
import type {Props} from '@theme/Footer/Layout';
import {keptServerChildren} from '@site/src/plugins/bundle-performance/keepServerMarkup/useKeepServerMarkup';
import {useKeepServerMarkupUntilNear} from '@site/src/plugins/bundle-performance/keepServerMarkup/useKeepServerMarkupUntilNear';
import {useInternalLinkHandlers} from '@site/src/plugins/bundle-performance/keepServerMarkup/internalLinks';

export default function FooterLayoutWrapper(props: Props): JSX.Element {
  const {keep, ref} = useKeepServerMarkupUntilNear<HTMLElement>();
  const linkHandlers = useInternalLinkHandlers();
  if (!keep) return <FooterLayout {...props} />;
  return (
    <footer
      ref={ref}
      className={clsx('footer', {'footer--dark': props.style === 'dark'})}
      {...keptServerChildren}
      {...linkHandlers}
    />
  );
}
