/**
 * The first route preload starts a task later, later ones at once
 * (src/plugins/bundle-performance/runtime/preloadAfterFirstTask.ts uses deferFirstCall).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {deferFirstCall} from '../../src/plugins/bundle-performance/runtime/deferFirstCall';

test('only the first call waits; every call gets its own arguments and result', async () => {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const preload = deferFirstCall(async (path: string) => {
    calls.push(path);
    return `loaded ${path}`;
  }, () => gate);

  const first = preload('/docs/installation');
  await Promise.resolve();
  assert.deepEqual(calls, [], 'the first call waits for the gate');
  release();
  assert.equal(await first, 'loaded /docs/installation');

  const second = preload('/showcase/');
  assert.deepEqual(calls, ['/docs/installation', '/showcase/'], 'a later call starts synchronously');
  assert.equal(await second, 'loaded /showcase/');
});
