import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docsHomePaths, docsVersionRedirects, movedDocsRedirects} from '../../src/utils/redirects';

const versions = ['2.0.0-rc.1', '2.0.0-beta.22'];

test('each docs version home is known', () => {
  assert.deepEqual(docsHomePaths(versions), ['/docs', '/docs/2.0.0-rc.1', '/docs/2.0.0-beta.22']);
});

test('a docs version home gets its old /introduction path redirected to it', () => {
  assert.deepEqual(docsVersionRedirects('/docs/', versions), ['/docs/introduction']);
  assert.deepEqual(docsVersionRedirects('/docs', versions), ['/docs/introduction']);
  assert.deepEqual(docsVersionRedirects('/docs/2.0.0-beta.22/', versions), [
    '/docs/2.0.0-beta.22/introduction',
  ]);
});

test('other pages get no redirect', () => {
  assert.equal(docsVersionRedirects('/docs/installation', versions), undefined);
  assert.equal(docsVersionRedirects('/docs/9.9.9', versions), undefined);
  assert.equal(docsVersionRedirects('/blog', versions), undefined);
});

test('pages moved to the community docs redirect from their old docs path', () => {
  for (const redirect of movedDocsRedirects) {
    assert.match(String(redirect.from), /^\/docs\/[a-z]+$/);
    assert.equal(redirect.to, String(redirect.from).replace('/docs/', '/community/'));
  }
  assert.ok(movedDocsRedirects.some((redirect) => redirect.to === '/community/support'));
});
