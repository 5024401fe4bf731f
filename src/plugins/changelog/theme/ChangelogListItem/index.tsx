/**
 * One release in the changelog list: its version as a link, its date, and the
 * summary above the truncate marker (the route loads each entry with
 * `truncated: true`, so only that part is bundled here). On the page's first
 * load an entry keeps its server markup until it nears the viewport: the
 * list's entries were most of its hydration. Until then a click on one of its
 * links is still a client-side navigation (useInternalLinkHandlers).
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import MDXContent from '@theme/MDXContent';
import type {Content} from '@theme/BlogPostPage';
import {keptServerChildren} from '@site/src/plugins/bundle-performance/keepServerMarkup/useKeepServerMarkup';
import {useKeepServerMarkupUntilNear} from '@site/src/plugins/bundle-performance/keepServerMarkup/useKeepServerMarkupUntilNear';
import {useInternalLinkHandlers} from '@site/src/plugins/bundle-performance/keepServerMarkup/internalLinks';
import styles from './styles.module.css';

type Props = {
  readonly content: Content;
};

export default function ChangelogListItem({content}: Props): JSX.Element {
  const {keep, ref} = useKeepServerMarkupUntilNear<HTMLElement>();
  const linkHandlers = useInternalLinkHandlers();
  return (
    <article ref={ref} className={styles.release} {...(keep ? {...keptServerChildren, ...linkHandlers} : {})}>
      {keep ? undefined : <Release content={content} />}
    </article>
  );
}

function Release({content: ReleaseSummary}: Props): JSX.Element {
  const {title, permalink, date, formattedDate, hasTruncateMarker} = ReleaseSummary.metadata;
  return (
    <>
      <header className={styles.header}>
        <h2 className={styles.title}>
          <Link to={permalink}>{title}</Link>
        </h2>
        <time className={styles.date} dateTime={date}>
          {formattedDate}
        </time>
      </header>
      <div className={clsx('markdown', styles.summary)}>
        <MDXContent>
          <ReleaseSummary />
        </MDXContent>
      </div>
      {hasTruncateMarker && (
        <Link
          className={styles.details}
          to={permalink}
          aria-label={translate(
            {
              id: 'changelog.list.detailsLabel',
              message: 'All changes in {title}',
              description: 'Accessible label of the link from a changelog summary to its release page',
            },
            {title},
          )}>
          {translate({
            id: 'changelog.list.details',
            message: 'All changes',
            description: 'Link from a changelog summary to the full release notes',
          })}
        </Link>
      )}
    </>
  );
}
