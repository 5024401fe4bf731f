/**
 * `@docusaurus/Head` in the browser: a page's first load hydrates no Helmet.
 * The head the server sent is already this page's; yet each of a docs page's
 * ~15 `<Head>`s (site, page, version, search metadata, html class names…)
 * re-reduced the props of all those before it while the page hydrated, in the
 * one long task hydration is. Here they mount in the render right after, when
 * the framework tells components the page runs in a browser, and leave the
 * head as they find it. In development and after the first load, they render
 * as the framework's Head does.
 */
import React from 'react';
import {Helmet} from 'react-helmet-async';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@docusaurus/Head';

export default function Head(props: Props): JSX.Element | null {
  const isBrowser = useIsBrowser();
  if (process.env.NODE_ENV === 'production' && !isBrowser) return null;
  return <Helmet {...props} />;
}
