// Copied from @docusaurus/theme-classic@2.1.0 src/theme/BlogPostItem/Header/Author/index.tsx sha256:ace6cbbb0d3b683e1c35c2d9a23d6f545f8536474a1fbc948adb4ef660199792
/**
 * A blog post's author, as in the theme, except for an author given by a
 * picture alone: the theme left that picture without alt text (its alt is
 * the author's name), so screen readers read out its file name.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Header/Author';

function MaybeLink({href, children, ...props}: {href?: string; children: ReactNode; className?: string; itemProp?: string}): JSX.Element {
  return href ? (
    <Link href={href} {...props}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

const unnamedAuthorAlt = translate({
  id: 'site.blog.unnamedAuthorPicture',
  message: 'An author of this post',
  description: 'Alt text of the picture of a blog post author who has no name',
});

export default function BlogPostItemHeaderAuthor({author, className}: Props): JSX.Element {
  const {name, title, url, imageURL, email} = author;
  const link = url || (email && `mailto:${email}`) || undefined;
  return (
    <div className={clsx('avatar margin-bottom--sm', className)}>
      {imageURL && (
        <MaybeLink href={link} className="avatar__photo-link">
          <img className="avatar__photo" src={imageURL} alt={name ?? unnamedAuthorAlt} />
        </MaybeLink>
      )}

      {name && (
        <div className="avatar__intro" itemProp="author" itemScope itemType="https://schema.org/Person">
          <div className="avatar__name">
            <MaybeLink href={link} itemProp="url">
              <span itemProp="name">{name}</span>
            </MaybeLink>
          </div>
          {title && (
            <small className="avatar__subtitle" itemProp="description">
              {title}
            </small>
          )}
        </div>
      )}
    </div>
  );
}
