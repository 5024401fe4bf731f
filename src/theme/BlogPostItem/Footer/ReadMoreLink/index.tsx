// Copied from @docusaurus/theme-classic@2.1.0 src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx sha256:3d3ce17a7b026d201ef0cd22c61fff825d25dcfd77fba5617b49d2b615e15b24
/**
 * The "Read More" link under each blog excerpt (theme-classic 2.1.0 puts the
 * post title only in an aria-label). Link-text audits and readers who list a
 * page's links by their text both saw a dozen identical "Read More" links, so
 * the title is now part of the text itself, hidden visually: the accessible
 * name and the visible label stay what they were.
 */
import React from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): JSX.Element {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts">
          Read More
        </Translate>
      </b>
      <span className="visually-hidden">
        <Translate
          id="theme.blog.post.readMoreTitleSuffix"
          description="Read by screen readers after 'Read More': which post the link opens"
          values={{title: blogPostTitle}}>
          {' about {title}'}
        </Translate>
      </span>
    </Link>
  );
}
