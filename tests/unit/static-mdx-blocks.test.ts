import {test} from 'node:test';
import assert from 'node:assert/strict';
import React, {type ReactNode} from 'react';
import {staticBlockTag} from '../../src/plugins/bundle-performance/keepServerMarkup/staticMdxBlocks';

/** What MDX 1 compiles `<tag>` to: one wrapper component, the tag in `mdxType` and `originalType`. */
const MDXCreateElement = () => null;
const mdx = (tag: string, ...children: ReactNode[]) =>
  React.createElement(MDXCreateElement, {mdxType: tag, originalType: tag}, ...children);
/** A JSX component used in MDX: `originalType` is the component itself. */
const Tabs = () => null;
const component = (...children: ReactNode[]) => React.createElement(MDXCreateElement, {mdxType: 'Tabs', originalType: Tabs}, ...children);

test('headings of text, links and inline code are plain markup: the anchor link beside them is a plain link too', () => {
  assert.equal(staticBlockTag(mdx('h2', 'Install ', mdx('inlineCode', 'docusaurus'))), 'h2');
  assert.equal(staticBlockTag(mdx('h3', mdx('a', 'Links'), ' in headings')), 'h3');
  assert.equal(staticBlockTag(mdx('h2', 'With a ', component('badge'))), null);
});

test('paragraphs, lists, quotes and tables of text, links, emphasis, inline code and images are plain markup', () => {
  assert.equal(staticBlockTag(mdx('p', 'Run ', mdx('inlineCode', 'npm start'), ', then open ', mdx('a', 'the docs'), '.')), 'p');
  assert.equal(staticBlockTag(mdx('ul', mdx('li', mdx('strong', 'one')), mdx('li', mdx('ul', mdx('li', 'nested'))))), 'ul');
  assert.equal(staticBlockTag(mdx('ol', mdx('li', mdx('input'), ' done'))), 'ol');
  assert.equal(staticBlockTag(mdx('blockquote', mdx('p', 'quoted'))), 'blockquote');
  assert.equal(staticBlockTag(mdx('table', mdx('thead', mdx('tr', mdx('th', 'a'))), mdx('tbody', mdx('tr', mdx('td', mdx('img')))))), 'table');
});

test('a block with a code block, a component or an unknown tag inside is hydrated as usual', () => {
  assert.equal(staticBlockTag(mdx('ul', mdx('li', 'see', mdx('pre', mdx('code', 'npm i'))))), null);
  assert.equal(staticBlockTag(mdx('p', component('x'))), null);
  assert.equal(staticBlockTag(mdx('p', mdx('details', 'x'))), null);
  assert.equal(staticBlockTag(mdx('p', React.createElement('span', null, 'raw element'))), null);
});

test('code blocks, components, text and nothing are not kept blocks', () => {
  assert.equal(staticBlockTag(mdx('pre', mdx('code', 'x'))), null);
  assert.equal(staticBlockTag(component(mdx('p', 'x'))), null);
  assert.equal(staticBlockTag('text'), null);
  assert.equal(staticBlockTag(null), null);
});
