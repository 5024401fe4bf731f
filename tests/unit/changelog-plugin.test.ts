/**
 * The changelog plugin's own logic: where it tells the list page the feeds
 * are, and which list component it installs.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';

import {changelogGlobalData, joinUrlPath} from '../../src/plugins/changelog/globalData';
import {withChangelogComponents} from '../../src/plugins/changelog';

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
      changelogGlobalData({baseUrl: '/', routeBasePath: '/changelog', feedTypes: ['rss', 'atom']}),
      {
        feeds: [
          {type: 'rss', label: 'RSS', href: '/changelog/rss.xml'},
          {type: 'atom', label: 'Atom', href: '/changelog/atom.xml'},
        ],
      },
    );
  });

  it('publishes no feed links when feeds are turned off', () => {
    assert.deepEqual(changelogGlobalData({baseUrl: '/', routeBasePath: 'changelog', feedTypes: null}), {feeds: []});
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
