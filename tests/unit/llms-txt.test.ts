import {test} from 'node:test';
import assert from 'node:assert/strict';
import {llmsFullTxt, llmsTxt, type LlmsSite} from '../../src/plugins/markdown-export/llmsTxt';
import type {ContentPage} from '../../src/plugins/shared/contentPages';

const site: LlmsSite = {
  title: 'Docusaurus',
  summary: 'An optimized\nsite generator.',
  siteOrigin: 'https://docusaurus.io',
  markdownUrl: (page) => `https://docusaurus.io${page.permalink}.md`,
};

function page(overrides: Partial<ContentPage>): ContentPage {
  return {kind: 'docs', permalink: '/docs/x', sourceFile: '/x.md', title: 'X', description: 'About x.', isCurrent: true, order: 0, ...overrides};
}

const pages = [
  page({permalink: '/docs/cli', title: 'CLI', order: 2, sidebar: 'docs'}),
  page({permalink: '/docs/installation', title: 'Installation', order: 1, sidebar: 'docs'}),
  page({permalink: '/docs/2.0.0-beta.22/installation', title: 'Old installation', isCurrent: false}),
  page({permalink: '/docs/api/plugins', title: 'Plugins API', sidebar: 'api'}),
  page({kind: 'community', permalink: '/community/support', title: 'Support'}),
  page({kind: 'blog', permalink: '/blog/post', title: 'A post'}),
  page({kind: 'changelog', permalink: '/changelog/2.1.0', title: '2.1.0', description: ''}),
];

test('llms.txt has a title, a summary and sections of current-version links', () => {
  const text = llmsTxt(site, pages);
  assert.match(text, /^# Docusaurus\n\n> An optimized site generator\.\n/);
  const docs = text.indexOf('## Docs');
  assert.ok(docs > 0);
  assert.ok(
    text.indexOf('- [Installation](https://docusaurus.io/docs/installation.md): About x.') < text.indexOf('- [CLI]('),
    'docs follow sidebar order',
  );
  assert.match(text, /## API reference\n\n- \[Plugins API\]\(https:\/\/docusaurus\.io\/docs\/api\/plugins\.md\): About x\./);
  assert.match(text, /## Community\n\n- \[Support\]/);
  assert.match(text, /## Blog\n\n- \[A post\]/);
  assert.match(text, /## Optional\n\n- \[2\.1\.0\]\(https:\/\/docusaurus\.io\/changelog\/2\.1\.0\.md\)\n/);
  assert.doesNotMatch(text, /Old installation/);
});

test('llms-full.txt concatenates the current docs and community pages', () => {
  const full = llmsFullTxt(
    site,
    pages.map((p) => ({page: p, markdown: `# ${p.title}\n\nBody of ${p.title}.\n`})),
    (p) => `https://docusaurus.io${p.permalink}`,
  );
  assert.match(full, /Source: https:\/\/docusaurus\.io\/docs\/installation\n\n# Installation\n\nBody of Installation\./);
  assert.ok(full.indexOf('# Installation') < full.indexOf('# CLI'));
  assert.ok(full.indexOf('# CLI') < full.indexOf('# Support'));
  assert.doesNotMatch(full, /Old installation|A post|# 2\.1\.0/);
});
