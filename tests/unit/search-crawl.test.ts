/**
 * The crawler turns built pages into DocSearch-shaped records, and leaves out
 * what must not be searchable.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {crawlPage, lastPathSegment} from '../../src/plugins/local-search/build/crawl';
import {parseHtml, decodeEntities} from '../../src/plugins/local-search/build/html';
import {urlFromFile} from '../../src/plugins/local-search/build/collectPages';
import {pathWithinSite, sitePolicy} from '../../src/plugins/local-search/build/sitePolicy';
import {pageContext} from '../../src/plugins/local-search/shared/format';

const rankedFour = {...sitePolicy, pageRank: () => 4};

function page({
  url,
  tag = 'docs-default-current',
  version = 'current',
  htmlClass = 'docs-wrapper docs-doc-page docs-version-current plugin-docs plugin-id-default',
  extraHead = '',
  body,
}: {
  url: string;
  tag?: string;
  version?: string | null;
  htmlClass?: string;
  extraHead?: string;
  body: string;
}): string {
  return `<!doctype html><html lang="en" dir="ltr" class="${htmlClass}"><head>
<meta charset="UTF-8"><title data-rh="true">Title | Docusaurus</title>
<meta data-rh="true" name="docsearch:language" content="en">
${version ? `<meta data-rh="true" name="docsearch:version" content="${version}">` : ''}
<meta data-rh="true" name="docsearch:docusaurus_tag" content="${tag}">
<link data-rh="true" rel="canonical" href="https://docusaurus.io${url}">${extraHead}
<script>window.x = "<h1>not content</h1>";</script></head><body>
<nav class="navbar"><a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="/docs/">Docs</a></nav>
<div class="main-wrapper">
<aside class="theme-doc-sidebar-container"><ul><li><a class="menu__link menu__link--sublist menu__link--active" href="/docs/category/guides">Guides</a></li></ul></aside>
<main>${body}</main></div><footer class="footer"><p>Copyright</p></footer></body></html>`;
}

const swizzlingBody = `<article>
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li><a class="breadcrumbs__link" href="/docs/category/guides"><span>Guides</span></a></li><li><span class="breadcrumbs__link">Swizzling</span></li></ul></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Swizzling</h1></header>
<p>Replace a theme component with <code>docusaurus swizzle</code> &amp; friends.</p>
<h2 class="anchor" id="wrapping">Wrapping<a class="hash-link" href="#wrapping">&#8203;</a></h2>
<ul><li>First item<ul><li>Nested &lt;Layout&gt; item</li></ul></li></ul>
<div class="language-js theme-code-block"><pre><code>const hidden = true;</code></pre></div>
<h3 id="wrapping-details">Details</h3><p>Deep paragraph.</p>
<table><thead><tr><th>Option</th><th>Default</th></tr></thead><tbody><tr><td><code>wrap</code></td><td>false</td></tr></tbody></table>
</div><footer class="theme-doc-footer"><a class="theme-edit-this-page">Edit this page</a></footer></article>
<div class="theme-doc-toc-desktop"><ul><li>Wrapping</li></ul></div>`;

test('a docs page becomes heading and content records with DocSearch fields', () => {
  const crawled = crawlPage(page({url: '/docs/swizzling', body: swizzlingBody}), {fallbackUrl: '/x', policy: rankedFour});
  assert.ok(crawled);
  assert.equal(crawled.url, '/docs/swizzling');
  assert.deepEqual(crawled.breadcrumbs, ['Guides', 'Swizzling']);
  const summary = crawled.records.map((record) => [record.type, record.url, record.content ?? record.hierarchy[record.type as 'lvl1']]);
  assert.deepEqual(summary, [
    ['lvl1', '/docs/swizzling', 'Swizzling'],
    ['content', '/docs/swizzling', 'Replace a theme component with docusaurus swizzle & friends.'],
    ['lvl2', '/docs/swizzling#wrapping', 'Wrapping'],
    ['content', '/docs/swizzling#wrapping', 'First item'],
    ['content', '/docs/swizzling#wrapping', 'Nested <Layout> item'],
    ['lvl3', '/docs/swizzling#wrapping-details', 'Details'],
    ['content', '/docs/swizzling#wrapping-details', 'Deep paragraph.'],
    ['content', '/docs/swizzling#wrapping-details', 'wrap · false'],
  ]);
  const deep = crawled.records[6]!;
  assert.deepEqual(deep.hierarchy, {
    lvl0: 'Guides',
    lvl1: 'Swizzling',
    lvl2: 'Wrapping',
    lvl3: 'Details',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.equal(deep.language, 'en');
  assert.equal(deep.docusaurus_tag, 'docs-default-current');
  assert.deepEqual(deep.version, ['current']);
  assert.equal(deep.anchor, 'wrapping-details');
  assert.equal(deep.url_without_anchor, '/docs/swizzling');
  assert.deepEqual(deep.weight, {pageRank: 4, level: 0, position: 6});
  assert.equal(crawled.records[2]!.weight.level, 80);
});

test("the keywords front matter becomes the page's hidden context; no keywords, none", () => {
  const extraHead = '<meta data-rh="true" name="keywords" content="override a component, eject ,, wrap">';
  const withKeywords = crawlPage(page({url: '/docs/swizzling', body: swizzlingBody, extraHead}), {fallbackUrl: '/x', policy: rankedFour});
  assert.deepEqual(withKeywords?.keywords, ['override a component', 'eject', 'wrap']);
  assert.ok(!withKeywords?.records.some((record) => /eject/.test(record.content ?? '')), 'keywords are never displayed as text');
  const without = crawlPage(page({url: '/docs/swizzling', body: swizzlingBody}), {fallbackUrl: '/x', policy: rankedFour});
  assert.deepEqual(without?.keywords, []);
});

test("a page's URL slug is kept as its context; the site root has none", () => {
  assert.equal(crawlPage(page({url: '/docs/swizzling', body: swizzlingBody}), {fallbackUrl: '/x', policy: rankedFour})?.slug, 'swizzling');
  assert.equal(lastPathSegment('/docs/i18n/introduction/'), 'introduction');
  assert.equal(lastPathSegment('/docs/api/plugins/%40docusaurus/plugin-debug#config'), 'plugin-debug');
  assert.equal(lastPathSegment('/'), '');
});

test('names used only in code blocks (camelCase, or joined by _ or -) are kept as page context; names the text says are not repeated', () => {
  const body = swizzlingBody.replace(
    '<pre><code>const hidden = true;</code></pre>',
    '<pre><code>const active = useActivePlugin(); const {siteConfig} = useDocusaurusContext(); readMe.txt; fetch(URL); preserve_hierarchy; npx update-db; __comp; --dry-run</code></pre>',
  ).replace('<p>Deep paragraph.</p>', '<p>Call <code>useDocusaurusContext</code> here, with <code>--dry-run</code>.</p>');
  const crawled = crawlPage(page({url: '/docs/swizzling', body}), {fallbackUrl: '/x', policy: rankedFour});
  assert.deepEqual(crawled?.codeIdentifiers, ['__comp', 'preserve_hierarchy', 'readMe', 'siteConfig', 'update-db', 'useActivePlugin']);
});

test('names written with their punctuation only in code blocks are kept whole, lower case, to be searched for as typed', () => {
  const body = swizzlingBody.replace(
    '<pre><code>const hidden = true;</code></pre>',
    '<pre><code><span class="token-line">&lt;meta name="twitter:label1" /&gt; {name: \'color-scheme\'}<br></span><span class="token-line">readMe.txt.<br></span><span class="token-line">useActivePlugin(); --dry-run Wrap</span></code></pre>',
  ).replace('<p>Deep paragraph.</p>', '<p>Run it with <code>--dry-run</code>.</p>');
  const crawled = crawlPage(page({url: '/docs/swizzling', body}), {fallbackUrl: '/x', policy: rankedFour});
  assert.deepEqual(crawled?.codeNames, ['color-scheme', 'readme.txt', 'twitter:label1']);
});

test('the lines of the code blocks are kept once each, lower case with spaces collapsed, to be searched for code as typed', () => {
  const body = swizzlingBody.replace(
    '<pre><code>const hidden = true;</code></pre>',
    '<pre><code>permissions:<br>  Contents:    write<br><br>permissions:</code></pre></div><div class="language-yaml theme-code-block"><pre><code>type: \'all\'</code></pre>',
  );
  const crawled = crawlPage(page({url: '/docs/swizzling', body}), {fallbackUrl: '/x', policy: rankedFour});
  assert.equal(crawled?.codeText, "permissions:\ncontents: write\ntype: 'all'");
});

test("every tab panel is the page's text, the hidden ones too; other hidden elements are not", () => {
  const body = swizzlingBody.replace(
    '<p>Deep paragraph.</p>',
    '<div role="tablist"><li role="tab">npm</li><li role="tab">Surge</li></div>' +
      '<div role="tabpanel" id="tabpanel-1-0"><p>Run npm ci first.</p></div>' +
      '<div role="tabpanel" id="tabpanel-1-1" hidden=""><p>Surge uploads the folder.</p></div>' +
      '<div hidden=""><p>Never shown to anyone.</p></div>',
  );
  const texts = crawlPage(page({url: '/docs/swizzling', body}), {fallbackUrl: '/x', policy: rankedFour})?.records.map((record) => record.content);
  assert.ok(texts?.includes('Run npm ci first.'));
  assert.ok(texts?.includes('Surge uploads the folder.'), 'a hidden tab panel is indexed');
  assert.ok(!texts?.some((text) => /Never shown|^Surge$|^npm$/.test(text ?? '')), 'tab labels and other hidden elements are not');
});

test("tab labels the page's text never says are page context; the others are not repeated", () => {
  const body = swizzlingBody.replace(
    '<p>Deep paragraph.</p>',
    '<div role="tablist"><li role="tab">npm</li><li role="tab">Windows cmd</li></div>' +
      '<div role="tabpanel" id="tabpanel-1-0"><p>Run npm ci first.</p></div>' +
      '<div role="tabpanel" id="tabpanel-1-1" hidden=""><pre><code>cmd /C "npm run deploy"</code></pre></div>',
  );
  const crawled = crawlPage(page({url: '/docs/swizzling', body}), {fallbackUrl: '/x', policy: rankedFour});
  assert.deepEqual(crawled?.tabLabels, ['Windows cmd']);
  assert.ok(crawled && pageContext(crawled).includes('Windows cmd'));
});

test('blog posts and changelog entries get their own section label', () => {
  const blog = crawlPage(
    page({
      url: '/blog/2022/08/01/announcing',
      tag: 'default',
      version: null,
      htmlClass: 'blog-wrapper blog-post-page plugin-blog plugin-id-default',
      body: '<article><header><h1>Announcing</h1></header><div class="markdown"><p>News.</p></div></article>',
    }),
    {fallbackUrl: '/x'},
  );
  assert.equal(blog?.records[0]!.hierarchy.lvl0, 'Docs'); // the active navbar item of this fixture
  const changelog = crawlPage(
    page({
      url: '/changelog/2.0.0',
      tag: 'default',
      version: null,
      htmlClass: 'blog-wrapper blog-post-page plugin-blog plugin-id-changelog',
      body: '<article><header><h1>2.0.0</h1></header><div class="markdown"><p>Fixes.</p></div></article>',
    }),
    {fallbackUrl: '/x'},
  );
  assert.equal(changelog?.records[0]!.hierarchy.lvl0, 'Changelog');
  assert.equal(changelog?.version, undefined);
});

test('test fixtures, noindex pages, redirects and listings stay out of the index', () => {
  const excluded = [
    page({url: '/tests/docs/dummy', body: '<h1>Fixture</h1><p>Text</p>'}),
    page({url: '/examples/noIndex', tag: 'default', extraHead: '<meta data-rh="true" name="robots" content="noindex, nofollow">', body: '<h1>Hidden</h1>'}),
    page({url: '/search', tag: 'default', body: '<h1>Search</h1>'}),
    page({url: '/blog/page/2', tag: 'blog_posts_list', body: '<h1>Blog</h1>'}),
    page({url: '/blog/archive', tag: 'default', body: '<h1>Archive</h1>'}),
    '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/docs/intro"></head><body></body></html>',
  ];
  for (const html of excluded) {
    assert.equal(crawlPage(html, {fallbackUrl: '/docs/old'}), null);
  }
});

test('under a base URL, the fixtures stay out and the docs are indexed', () => {
  const options = {fallbackUrl: '/x/docs/old', baseUrl: '/x/'};
  assert.equal(crawlPage(page({url: '/x/tests/docs/dummy', body: '<h1>Fixture</h1><p>Text</p>'}), options), null);
  assert.equal(crawlPage(page({url: '/x/search', tag: 'default', body: '<h1>Search</h1>'}), options), null);
  const docs = crawlPage(page({url: '/x/docs/installation', body: '<h1>Installation</h1><p>Text</p>'}), options);
  assert.equal(docs?.url, '/x/docs/installation');
  // A docs page whose path merely contains the base URL's name is not cut.
  assert.equal(pathWithinSite('/xy/tests', '/x/'), '/xy/tests');
  assert.equal(pathWithinSite('/x', '/x/'), '/');
  assert.equal(pathWithinSite('/tests/docs', '/'), '/tests/docs');
});

test('the site policy ranks the current docs first and release notes last', () => {
  const rank = (tag: string, htmlClass: string) => sitePolicy.pageRank({tag, htmlClass});
  assert.equal(rank('docs-default-current', 'docs-doc-page'), 4);
  assert.equal(rank('docs-community-current', 'docs-doc-page'), 3);
  assert.equal(rank('default', 'plugin-pages'), 2);
  assert.equal(rank('default', 'blog-post-page plugin-id-default'), 1);
  assert.equal(rank('default', 'blog-post-page plugin-id-changelog'), 0);
});

test('file names map to site paths', () => {
  assert.equal(urlFromFile('/out', '/out/docs/intro/index.html', '/'), '/docs/intro');
  assert.equal(urlFromFile('/out', '/out/index.html', '/'), '/');
  assert.equal(urlFromFile('/out', '/out/blog/feed.html', '/base/'), '/base/blog/feed');
});

test('the HTML parser copes with entities, void elements and raw text', () => {
  assert.equal(decodeEntities('a &lt;b&gt; &amp;amp; &#x27;c&#39; &nbsp;&copy;'), "a <b> &amp; 'c' \u00a0\u00a9");
  const root = parseHtml('<div a="1 > 2"><img src="x"><br/><p>x<span>y</span></p><style>p{}</style></div>');
  const div = root.children[0];
  assert.ok(div && div.kind === 'element');
  assert.equal(div.attrs.a, '1 > 2');
  assert.deepEqual(
    div.children.map((child) => (child.kind === 'element' ? child.tag : child.text)),
    ['img', 'br', 'p', 'style'],
  );
});
