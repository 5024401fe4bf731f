/**
 * The changelog plugin's own logic: where it tells the list page the feeds
 * are, which list component it installs, and how it describes each entry.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogContent, BlogPost, PluginOptions} from '@docusaurus/plugin-content-blog';

import {changelogGlobalData, joinUrlPath} from '../../src/plugins/changelog/globalData';
import {summaryDescription} from '../../src/plugins/changelog/description';
import {withChangelogComponents, withSummaryDescriptions} from '../../src/plugins/changelog';

describe('joinUrlPath', () => {
  it('keeps exactly one slash between segments', () => {
    assert.equal(joinUrlPath('/', '/changelog', 'rss.xml'), '/changelog/rss.xml');
    assert.equal(joinUrlPath('/docs-site/', 'changelog/', '/atom.xml'), '/docs-site/changelog/atom.xml');
  });

  it('returns the root for empty segments', () => {
    assert.equal(joinUrlPath('/', ''), '/');
  });
});

describe('changelogGlobalData', () => {
  it('lists the feeds the blog plugin writes, under the base URL', () => {
    assert.deepEqual(
      changelogGlobalData({baseUrl: '/', routeBasePath: '/changelog', feedTypes: ['rss', 'atom'], entryPermalinks: []}),
      {
        releases: [],
        feeds: [
          {type: 'rss', label: 'RSS', href: '/changelog/rss.xml'},
          {type: 'atom', label: 'Atom', href: '/changelog/atom.xml'},
        ],
      },
    );
  });

  it('publishes no feed links when feeds are turned off', () => {
    assert.deepEqual(
      changelogGlobalData({baseUrl: '/', routeBasePath: 'changelog', feedTypes: null, entryPermalinks: []}),
      {feeds: [], releases: []},
    );
  });

  it('names each release with an entry by its permalink', () => {
    const data = changelogGlobalData({
      baseUrl: '/',
      routeBasePath: 'changelog',
      feedTypes: null,
      entryPermalinks: ['/changelog/2.0.0-rc.1', '/changelog/2.0.0-beta.22/'],
    });
    assert.deepEqual(data.releases, ['2.0.0-rc.1', '2.0.0-beta.22']);
  });
});

describe('withChangelogComponents', () => {
  const defaults = {blogListComponent: '@theme/BlogListPage'} as PluginOptions;

  it('replaces the default list page with the compact release list', () => {
    const {blogListComponent} = withChangelogComponents(defaults);
    assert.match(blogListComponent, /src[\\/]plugins[\\/]changelog[\\/]theme[\\/]ChangelogListPage$/);
  });

  it('keeps a list component chosen in the site config', () => {
    const custom = {...defaults, blogListComponent: '@site/src/components/MyList'};
    assert.equal(withChangelogComponents(custom).blogListComponent, '@site/src/components/MyList');
  });
});

describe('summaryDescription', () => {
  it('joins a wrapped summary into one line of plain text', () => {
    const body = [
      'The first beta with `trailingSlash`, [strict](/docs/x) front matter',
      'and **plugin functions**.',
      '',
      '<!--truncate-->',
      '',
      '## New features',
    ].join('\n');
    assert.equal(
      summaryDescription(body),
      'The first beta with trailingSlash, strict front matter and plugin functions.',
    );
  });

  it('gives nothing without a truncate marker or without a summary', () => {
    assert.equal(summaryDescription('Only text.'), undefined);
    assert.equal(summaryDescription('\n<!-- truncate -->\nBody'), undefined);
  });
});

describe('withSummaryDescriptions', () => {
  function post(description: string | undefined, body: string): BlogPost {
    return {
      id: 'x',
      content: body,
      metadata: {description: 'first line only', frontMatter: {description}},
    } as unknown as BlogPost;
  }

  it('replaces the first-line description, but never one set in front matter', () => {
    const content = {
      blogPosts: [post(undefined, 'A summary\non two lines.\n<!--truncate-->'), post('Chosen.', 'Other.\n<!--truncate-->')],
    } as unknown as BlogContent;
    const [derived, chosen] = withSummaryDescriptions(content).blogPosts;
    assert.equal(derived!.metadata.description, 'A summary on two lines.');
    assert.equal(chosen!.metadata.description, 'first line only');
  });
});
