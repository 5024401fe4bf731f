/**
 * `/changelog/` and `/changelog/page/N/`: a compact list of releases (title,
 * date and the summary written above each entry's truncate marker), inside the
 * usual blog layout so the sidebar of all releases and the paginator stay.
 */
import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {
  HtmlClassNameProvider,
  PageMetadata,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import ChangelogListHeader from '../ChangelogListHeader';
import ChangelogListItem from '../ChangelogListItem';
import styles from './styles.module.css';

function pageTitle({blogTitle, page}: Props['metadata']): string {
  // Later pages get their own title so that tabs and search results differ.
  if (page === 1) {
    return blogTitle;
  }
  return translate(
    {
      id: 'changelog.list.pageTitle',
      message: '{blogTitle} (page {page})',
      description: 'Title of the second and later changelog list pages',
    },
    {blogTitle, page},
  );
}

export default function ChangelogListPage({metadata, items, sidebar}: Props): JSX.Element {
  return (
    <HtmlClassNameProvider
      className={clsx(
        ThemeClassNames.wrapper.blogPages,
        ThemeClassNames.page.blogListPage,
        'changelog-list-page',
      )}>
      <PageMetadata title={pageTitle(metadata)} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogLayout sidebar={sidebar}>
        <ChangelogListHeader metadata={metadata} />
        <ol className={styles.releases}>
          {items.map(({content}) => (
            <li key={content.metadata.permalink}>
              <ChangelogListItem content={content} />
            </li>
          ))}
        </ol>
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
