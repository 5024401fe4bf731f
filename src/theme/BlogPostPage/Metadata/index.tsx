/**
 * Adds the post's generated social card to the theme's blog post metadata,
 * unless the post chose its own image in front matter. Applies to the blog
 * and the changelog, not to the /tests blog fixtures.
 */
import React from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/theme-common/internal';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

export default function MetadataWrapper(): JSX.Element {
  const {metadata, assets} = useBlogPost();
  const isFixture = metadata.permalink.includes('/tests/blog/');
  const hasCard = !isFixture && !(assets.image ?? metadata.frontMatter.image);
  return (
    <>
      <Metadata />
      {hasCard && <SocialCardMeta permalink={metadata.permalink} />}
    </>
  );
}
