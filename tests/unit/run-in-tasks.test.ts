import {test} from 'node:test';
import assert from 'node:assert/strict';
import {runInTasks} from '../../src/plugins/bundle-performance/runtime/runInTasks';

test('each step runs in a task of its own, in order, after the previous one settled', async () => {
  const log: string[] = [];
  // A timer queued before the run fires between steps only if each step waits for a new task.
  setTimeout(() => log.push('other task'), 0);
  await runInTasks([
    () => log.push('first'),
    async () => {
      await Promise.resolve();
      log.push('second');
    },
    () => log.push('third'),
  ]);
  assert.deepEqual(log, ['first', 'other task', 'second', 'third']);
});

test('the first step runs at once, in the caller\'s task', () => {
  let ran = false;
  void runInTasks([() => (ran = true)]);
  assert.equal(ran, true);
});

test('a failing step stops the run and rejects', async () => {
  let after = false;
  await assert.rejects(runInTasks([() => Promise.reject(new Error('no chunk')), () => (after = true)]), /no chunk/);
  assert.equal(after, false);
});
