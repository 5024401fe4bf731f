import {test} from 'node:test';
import assert from 'node:assert/strict';
import {coverage, pageBodyText, words} from '../../scripts/lib/wordCoverage';

test('coverage counts repeated words, and extra Markdown words do not lower it', () => {
  assert.equal(coverage(words('the path of the docs'), words('# The docs\n\n`path` of the [docs](https://x.io/the)')), 1);
  assert.equal(coverage(words('a b c d'), words('a b')), 0.5);
  assert.equal(coverage(words('a a'), words('a')), 0.5);
});

test('the page text is the Markdown body, without controls, anchors and hidden labels', () => {
  const html =
    '<nav>Docs</nav><article><div class="markdown"><h2>Options<a class="hash-link" href="#o">#</a></h2>' +
    '<table><tr><td>path</td><td><span aria-hidden="true">—</span><span class="visually-hidden">No default</span></td></tr></table>' +
    '<button>Copy</button><p>Last</p></div><footer>Edit this page</footer></article>';
  assert.deepEqual(words(pageBodyText(html) ?? ''), ['options', 'path', 'last']);
  assert.equal(pageBodyText('<main><p>No article</p></main>'), null);
});
