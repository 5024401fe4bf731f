import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {sourceToBlocks, readableInline} from '../../src/plugins/version-compare/textBlocks';

const mdx = `---
title: Example
description: Front matter never reaches the reader.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Example page

Some **bold** text with a [link](/docs/x) and \`code\`.
A second line of the same paragraph.

<Tabs>
<TabItem value="npm">

\`\`\`bash title="install"
npm install

npm run build
\`\`\`

</TabItem>
</Tabs>

:::tip Monorepos

Inside the tip.

:::

- first item
  continued
- second item

| Option | Default |
| --- | :-: |
| \`path\` | \`docs\` |

<!-- a comment
spanning lines -->

export const unused = 1;
`;

test('front matter, imports, exports, comments and JSX wrappers are dropped', () => {
  const text = sourceToBlocks(mdx).map((block) => block.text).join('\n');
  for (const gone of ['Front matter', 'import', '<Tabs>', '<TabItem', 'comment', 'export const', ':::']) {
    assert.ok(!text.includes(gone), `"${gone}" should be gone`);
  }
});

test('headings, paragraphs, list items, table rows, admonition titles and code stay, in order', () => {
  assert.deepEqual(sourceToBlocks(mdx), [
    {kind: 'heading', text: 'Example page', level: 1},
    {kind: 'paragraph', text: 'Some bold text with a link and `code`. A second line of the same paragraph.'},
    {kind: 'code', text: 'npm install\n\nnpm run build', language: 'bash'},
    {kind: 'heading', text: 'Tip: Monorepos', level: 6},
    {kind: 'paragraph', text: 'Inside the tip.'},
    {kind: 'paragraph', text: '- first item continued'},
    {kind: 'paragraph', text: '- second item'},
    {kind: 'row', text: 'Option | Default'},
    {kind: 'row', text: '`path` | `docs`'},
  ]);
});

test('inline markup keeps its words: image alt text, link labels, no emphasis marks', () => {
  assert.equal(readableInline('See ![A diagram](./a.png) and [the guide](/docs/g) *now*.'), 'See [image: A diagram] and the guide now.');
  assert.equal(readableInline('a < b and 2 * 3 * 4'), 'a < b and 2 * 3 * 4');
});

test('every real doc of every version yields passages, none of them empty', () => {
  const roots = ['docs', ...fs.readdirSync('versioned_docs').map((name) => path.join('versioned_docs', name))];
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : /\.mdx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
    );
  for (const file of roots.flatMap(walk)) {
    const blocks = sourceToBlocks(fs.readFileSync(file, 'utf8'));
    assert.ok(blocks.length > 0, `${file} has no passages`);
    assert.ok(blocks.every((block) => block.kind === 'code' || block.text.length > 0), `${file} has an empty passage`);
  }
});
