/**
 * Stands in for `@docusaurus/Head` inside the theme's SearchBar when the
 * local index is used: the SearchBar asks the browser to preconnect to the
 * Algolia cluster on every page, a connection a site that searches locally
 * never needs. Everything else is passed through.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';

function isAlgoliaPreconnect(child: ReactNode): boolean {
  if (!React.isValidElement(child) || child.type !== 'link') {
    return false;
  }
  const {rel, href} = child.props as {rel?: string; href?: string};
  return rel === 'preconnect' && typeof href === 'string' && /\.algolia\.net\b/.test(href);
}

export default function HeadWithoutSearchPreconnect({children, ...props}: {children?: ReactNode}): JSX.Element | null {
  const kept = React.Children.toArray(children).filter((child) => !isAlgoliaPreconnect(child));
  return kept.length > 0 ? <Head {...props}>{kept}</Head> : null;
}
