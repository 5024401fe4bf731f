import {test} from 'node:test';
import assert from 'node:assert/strict';
import {encodeUrlSpaces} from '../../scripts/lib/urlSpaces';

test('spaces in href and src values are percent-encoded', () => {
  const {html, count} = encodeUrlSpaces(
    '<a class="x" href="/changelog/V2 Changelog">V2 Changelog</a><link rel="canonical" href="https://docusaurus.io/tests/docs/folder with space/doc 1"><img src="/img/a b.png" alt="a b">',
  );
  assert.equal(
    html,
    '<a class="x" href="/changelog/V2%20Changelog">V2 Changelog</a><link rel="canonical" href="https://docusaurus.io/tests/docs/folder%20with%20space/doc%201"><img src="/img/a%20b.png" alt="a b">',
  );
  assert.equal(count, 3);
});

test('srcset candidates, text and other attributes keep their spaces', () => {
  const page = '<img srcset="/a.png 640w, /b.png 1030w" title="a b" src="/a.png"><p>href="x y"</p>';
  assert.deepEqual(encodeUrlSpaces(page), {html: page, count: 0});
});
