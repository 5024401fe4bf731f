/**
 * The heading of the changelog list: what the section is, where this page
 * sits in the list, and links to subscribe to the feeds.
 */
import React from 'react';
import Translate from '@docusaurus/Translate';
import type {BlogPaginatedMetadata} from '@docusaurus/plugin-content-blog';
import useChangelogFeeds from '../useChangelogFeeds';
import styles from './styles.module.css';

type Props = {
  readonly metadata: BlogPaginatedMetadata;
};

export default function ChangelogListHeader({metadata}: Props): JSX.Element {
  const feeds = useChangelogFeeds();
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{metadata.blogTitle}</h1>
      <p className={styles.description}>{metadata.blogDescription}</p>
      <p className={styles.meta}>
        <Translate
          id="changelog.list.position"
          description="Where the current changelog list page sits among all entries"
          values={{
            count: metadata.totalCount,
            page: metadata.page,
            pages: metadata.totalPages,
          }}>
          {'{count} entries, newest first. Page {page} of {pages}.'}
        </Translate>
        {feeds.length > 0 && (
          <>
            {' '}
            <Translate id="changelog.list.subscribe" description="Label before the feed links">
              Subscribe:
            </Translate>{' '}
            {feeds.map((feed, index) => (
              <React.Fragment key={feed.type}>
                {index > 0 && ' · '}
                {/* A plain anchor: feeds are files, not routes of the app. */}
                <a href={feed.href} type={feed.type === 'json' ? 'application/json' : `application/${feed.type}+xml`}>
                  {feed.label}
                </a>
              </React.Fragment>
            ))}
          </>
        )}
      </p>
    </header>
  );
}
