import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'path';
import {mdxToMarkdown, pageMarkdown} from '../../src/plugins/markdown-export/mdxToMarkdown';
import {createLinkResolver, siteUrl} from '../../src/plugins/markdown-export/links';
import {markdownUrlFor} from '../../src/utils/markdownUrl';
import type {ApiOptionTable} from '../../src/data/apiOptions/types';

const siteDir = '/site';
const sourceFile = path.join(siteDir, 'docs/guides/page.mdx');
const pageUrl = 'https://docusaurus.io/docs/guides/page';

const table: ApiOptionTable = {
  packageName: '@docusaurus/plugin-example',
  options: [
    {name: 'path', type: 'string', default: 'docs', description: 'Folder of the docs.'},
    {name: 'editUrl', type: 'string | EditUrlFunction', description: 'Base of "Edit this page" links.'},
  ],
};

function convert(source: string, baseUrl = '/'): string {
  return mdxToMarkdown(source, {
    pageUrl,
    resolveLink: createLinkResolver({
      siteOrigin: 'https://docusaurus.io',
      baseUrl,
      pageUrl,
      sourceFile,
      permalinkBySource: new Map([[path.join(siteDir, 'docs/installation.md'), `${baseUrl}docs/installation`]]),
      assetUrl: (file) => (file.endsWith('diagram.png') ? `${baseUrl}assets/images/diagram-0a1b2c3d.png` : undefined),
    }),
    loadTable: (specifier) => (specifier === '@site/src/data/apiOptions/example' ? table : null),
    loadPartial: (specifier) =>
      specifier === './_partial.mdx' ? 'Install with <code>{(props.manager ?? "npm") + " install"}</code>.\n' : null,
  });
}

test('front matter, imports, exports and the leading H1 are gone', () => {
  const out = convert(
    "---\ntitle: T\nslug: /x\n---\n\nimport Tabs from '@theme/Tabs';\nimport {\n  a,\n} from 'b';\n\nexport const Box = ({children}) => (\n  <div>{children}</div>\n);\n\n# Page title\n\nBody text.\n",
  );
  assert.equal(out, 'Body text.');
});

test('the exported file starts with the title and the description', () => {
  assert.equal(pageMarkdown({title: 'Install', description: 'How to.', body: 'Text.'}), '# Install\n\n> How to.\n\nText.\n');
});

test('tabs become headed sections one level below the current heading', () => {
  const out = convert(
    '## Install\n\n<Tabs groupId="pm">\n<TabItem value="npm">\n\n```bash\nnpm i\n```\n\n</TabItem>\n<TabItem value="yarn" label="Yarn">\n\nyarn add\n\n</TabItem>\n</Tabs>\n',
  );
  assert.equal(out, '## Install\n\n### npm\n\n```bash\nnpm i\n```\n\n### Yarn\n\nyarn add');
});

test('tab labels given through the values prop of Tabs are used', () => {
  const out = convert(
    "<Tabs values={[{label: 'Apple', value: 'apple'}, {label: 'Orange', value: 'orange'}]}>\n<TabItem value=\"apple\">\n\nA\n\n</TabItem>\n</Tabs>\n",
  );
  assert.equal(out, '## Apple\n\nA');
});

test('admonitions become blockquotes with their title, nested content kept', () => {
  assert.equal(convert(':::tip\n\nRun it.\n\n:::\n'), '> **Tip**\n>\n> Run it.');
  assert.equal(
    convert(':::caution Before upgrading\n\nRead this:\n\n```js\nx();\n```\n\n:::\n\nAfter.'),
    '> **Before upgrading**\n>\n> Read this:\n>\n> ```js\n> x();\n> ```\n\nAfter.',
  );
  assert.equal(
    convert('<Admonition type="info" title="Checks">\n\nTwo passed.\n\n</Admonition>\n'),
    '> **Checks**\n>\n> Two passed.',
  );
});

test('live code and meta strings become plain fenced code; magic comments go; code is untouched', () => {
  assert.equal(
    convert('```jsx live\nfunction A() {\n  // highlight-next-line\n  return <Tabs />;\n}\n```\n'),
    '```jsx\nfunction A() {\n  return <Tabs />;\n}\n```',
  );
  assert.equal(convert('```js title="a.js" {2} showLineNumbers\nx\n```'), '```js title="a.js"\nx\n```');
  // A Markdown sample shows its magic comments and JSX as written.
  assert.equal(convert('```mdx\n<Tabs>\n// highlight-next-line\n:::note\n```'), '```mdx\n<Tabs>\n// highlight-next-line\n:::note\n```');
});

test('CodeBlock components become fenced code', () => {
  assert.equal(
    convert('<CodeBlock language="json" title="config.json" showLineNumbers>\n{`{\n  "a": 1\n}`}\n</CodeBlock>\n'),
    '```json title="config.json"\n{\n  "a": 1\n}\n```',
  );
});

test('APITable is rendered from its data as a Markdown table', () => {
  const out = convert("import APITable from '@site/src/components/APITable';\nimport opts from '@site/src/data/apiOptions/example';\n\n<APITable table={opts} />\n");
  assert.match(out, /^Options accepted by `@docusaurus\/plugin-example`:/);
  assert.match(out, /\| `path` \| `string` \| `'docs'` \| Folder of the docs\. \|/);
  assert.match(out, /\| `editUrl` \| `string \\\| EditUrlFunction` \| — \|/);
});

test('an APITable built in an export from an imported table keeps every row, the changed one included', () => {
  const out = convert(
    "import APITable from '@site/src/components/APITable';\nimport latest from '@site/src/data/apiOptions/example';\n\n" +
      'export const older = {\n  ...latest,\n  options: latest.options.map((option) =>\n    option.name === \'path\' ? {...option, description: \'Older folder.\'} : option,\n  ),\n};\n\n<APITable table={older} />\n',
  );
  assert.match(out, /\| `path` \| `string` \| `'docs'` \| Older folder\. \|/);
  assert.match(out, /\| `editUrl` \| /);
});

test('TeamProfileCards lists the members of its group', () => {
  const out = convert('<TeamProfileCards group="active" />');
  assert.match(out, /^- \*\*[^*]+\*\* \(\[@[\w-]+\]\(https:\/\/github\.com\/[\w-]+\)\): .+/);
  assert.doesNotMatch(out, /TeamProfileCards/);
});

test('TOCInline becomes a list of the page headings', () => {
  const out = convert('<TOCInline toc={toc} />\n\n## First {#first}\n\n### Sub part\n\n#### Deep\n');
  assert.equal(
    out,
    `- [First](${pageUrl}#first)\n  - [Sub part](${pageUrl}#sub-part)\n\n## First\n\n### Sub part\n\n#### Deep`,
  );
});

test('BrowserOnly wrappers go; an interactive component points to the page', () => {
  const out = convert('<BrowserOnly fallback={<p>Needs JS.</p>}>\n  {() => <ColorGenerator />}\n</BrowserOnly>\n');
  assert.equal(out, `_This part of the page is interactive: use it on [the web page](${pageUrl})._`);
});

test('components with no Markdown meaning leave nothing behind', () => {
  assert.equal(convert('Before.\n\n<DocCardList />\n\nAfter.'), 'Before.\n\nAfter.');
  assert.equal(convert('<head>\n  <meta name="x" content="y" />\n</head>\n\nText.'), 'Text.');
  assert.equal(convert('<div className="card">\n\nInside.\n\n</div>\n'), 'Inside.');
  assert.equal(convert('Text {/* a comment */} here.\n\n<!--truncate-->'), 'Text  here.');
});

test('details become a bold summary followed by their body', () => {
  assert.equal(
    convert('<details>\n  <summary>Why?</summary>\n\nBecause.\n\n</details>\n'),
    '**Why?**\n\nBecause.',
  );
});

test('inline components keep their text; Link becomes a Markdown link', () => {
  assert.equal(
    convert('Tagged <Highlight tone="success">stable</Highlight>, see <Link to="/versions">versions</Link> and <Translate>hi</Translate>.'),
    'Tagged stable, see [versions](https://docusaurus.io/versions) and hi.',
  );
  // Inline code is left as written.
  assert.equal(convert('Use `<Highlight>` and `[a](./b.md)`.'), 'Use `<Highlight>` and `[a](./b.md)`.');
});

test('images from components, require() and SVG imports become Markdown images', () => {
  assert.equal(
    convert("<ThemedImage\n  alt=\"Sun\"\n  sources={{\n    light: require('./assets/diagram.png').default,\n    dark: require('./dark.png').default,\n  }}\n/>"),
    '![Sun](https://docusaurus.io/assets/images/diagram-0a1b2c3d.png)',
  );
  assert.equal(
    convert("import Badge from './assets/badge.svg';\n\n<Badge title=\"MDX badge\" width={180} />"),
    '![MDX badge](https://docusaurus.io/docs/guides/assets/badge.svg)',
  );
  assert.equal(convert('<img src="/img/logo.svg" alt="Logo" />'), '![Logo](https://docusaurus.io/img/logo.svg)');
});

test('an imported partial is inlined with the props the page passed', () => {
  assert.equal(convert("import Partial from './_partial.mdx';\n\n<Partial manager=\"yarn\" />"), 'Install with `yarn install`.');
});

test('links become absolute and base-URL aware', () => {
  assert.equal(
    convert('[a](./../installation.md#requirements) [b](/docs/cli) [c](#here) [d](https://x.org) ![e](./assets/diagram.png)', '/base/'),
    '[a](https://docusaurus.io/base/docs/installation#requirements) [b](https://docusaurus.io/base/docs/cli) ' +
      `[c](${pageUrl}#here) [d](https://x.org) ![e](https://docusaurus.io/base/assets/images/diagram-0a1b2c3d.png)`,
  );
  assert.equal(convert('[ref]: ../installation.md'), '[ref]: https://docusaurus.io/docs/installation');
});

test('a page URL maps to its Markdown file, index routes to index.md', () => {
  assert.equal(markdownUrlFor('/docs/installation'), '/docs/installation.md');
  assert.equal(markdownUrlFor('/docs/'), '/docs/index.md');
  assert.equal(markdownUrlFor('/base/blog/2022/08/01/post#x'), '/base/blog/2022/08/01/post.md');
});

test('a permalink with a space is written encoded, so Markdown links to it hold', () => {
  assert.equal(siteUrl('https://docusaurus.io', '/changelog/V2 Changelog.md'), 'https://docusaurus.io/changelog/V2%20Changelog.md');
});
