// Copied from @docusaurus/theme-classic@2.1.0 src/theme/BlogArchivePage/index.tsx sha256:79f581d97e91a6785be240c50ec582bbd9cf152b6ec3d0a7b7cb6561e1743b02
/**
 * The blog archive: every post, grouped by year. Replaces
 * theme-classic 2.1.0's BlogArchivePage (lib/theme/BlogArchivePage/index.js),
 * whose year headings are h3 right under the page's h1, a skipped level for
 * screen-reader heading navigation (and an error of the Nu HTML Checker). The
 * years are h2 here, at the size the theme gave them.
 * tests/unit/copied-framework-code.test.ts fails when the original changes.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import styles from './styles.module.css';

interface YearOfPosts {
  year: string;
  posts: ArchiveBlogPost[];
}

/**
 * Posts arrive newest first. As in the theme, the years run from the oldest,
 * and the posts of a year from the newest.
 */
function groupByYear(posts: readonly ArchiveBlogPost[]): YearOfPosts[] {
  const years: YearOfPosts[] = [];
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    const last = years[years.length - 1];
    if (last?.year === year) {
      last.posts.push(post);
    } else {
      years.push({year, posts: [post]});
    }
  }
  return years.reverse();
}

function Year({year, posts}: YearOfPosts): JSX.Element {
  return (
    <div className="col col--4 margin-vert--lg">
      <h2 className={styles.year}>{year}</h2>
      <ul>
        {posts.map(({metadata}) => (
          <li key={metadata.permalink}>
            <Link to={metadata.permalink}>
              {metadata.formattedDate} - {metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BlogArchivePage({archive}: Props): JSX.Element {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = groupByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <h1 className="hero__title">{title}</h1>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((group) => (
                    <Year key={group.year} {...group} />
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
