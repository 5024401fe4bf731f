import {test} from 'node:test';
import assert from 'node:assert/strict';
import {rememberPerPath} from '../../src/plugins/bundle-performance/runtime/rememberPerPath';

test('each (data, path) is computed once, undefined answers included', () => {
  const calls: string[] = [];
  const activeVersion = rememberPerPath((data: {versions: string[]}, pathname: string) => {
    calls.push(pathname);
    return data.versions.find((version) => pathname.startsWith(`/docs/${version}/`));
  });
  const data = {versions: ['2.0.0-rc.1', '2.0.0-beta.22']};
  assert.equal(activeVersion(data, '/docs/2.0.0-rc.1/intro'), '2.0.0-rc.1');
  assert.equal(activeVersion(data, '/docs/2.0.0-rc.1/intro'), '2.0.0-rc.1');
  assert.equal(activeVersion(data, '/blog'), undefined);
  assert.equal(activeVersion(data, '/blog'), undefined);
  assert.deepEqual(calls, ['/docs/2.0.0-rc.1/intro', '/blog']);
});

test('another data object gets its own answers', () => {
  const count = rememberPerPath((data: {base: number}, pathname: string) => data.base + pathname.length);
  assert.equal(count({base: 0}, '/a'), 2);
  assert.equal(count({base: 10}, '/a'), 12);
});
