/**
 * Points og:image and twitter:image at the card the build generated for the
 * page at `permalink` (see src/plugins/social-cards). Rendered after the
 * theme's own metadata, so it replaces the site-wide default image.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {socialCardPathFor} from '@site/src/utils/socialCardUrl';

export default function SocialCardMeta({permalink}: {permalink: string}): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const imageUrl = `${siteConfig.url.replace(/\/$/, '')}${socialCardPathFor(permalink, siteConfig.baseUrl)}`;
  return (
    <Head>
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
    </Head>
  );
}
