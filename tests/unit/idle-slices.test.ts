import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createIdleQueue, sliceBudgetMs, type IdleScheduler} from '../../src/plugins/bundle-performance/runtime/idleSlices';

/** A fake clock and idle callback: each job costs `jobMs`; slices run when the test says so. */
function fakeScheduler(jobMs: number) {
  let clock = 0;
  const pending: (() => void)[] = [];
  const scheduler: IdleScheduler = {schedule: (slice) => void pending.push(slice), now: () => clock};
  return {
    scheduler,
    tick: () => (clock += jobMs),
    runNextSlice: () => pending.shift()?.(),
    pendingSlices: () => pending.length,
  };
}

test('a burst of jobs runs in slices of at most the budget, in order, until the queue is empty', () => {
  const fake = fakeScheduler(3);
  const done: number[] = [];
  const enqueue = createIdleQueue((job: number) => {
    fake.tick();
    done.push(job);
  }, fake.scheduler);
  for (let job = 0; job < 10; job++) enqueue(job);
  assert.equal(done.length, 0, 'nothing runs before the browser is idle');
  assert.equal(fake.pendingSlices(), 1, 'one slice scheduled for the whole burst');

  const perSlice: number[] = [];
  while (fake.pendingSlices() > 0) {
    const before = done.length;
    fake.runNextSlice();
    perSlice.push(done.length - before);
  }
  assert.deepEqual(done, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  assert.ok(perSlice.every((count) => count * 3 <= sliceBudgetMs + 3), `slices: ${perSlice}`);
  assert.ok(perSlice.length > 1);
});

test('a job slower than the budget still drains the queue, one per slice', () => {
  const fake = fakeScheduler(sliceBudgetMs * 2);
  const done: string[] = [];
  const enqueue = createIdleQueue((job: string) => {
    fake.tick();
    done.push(job);
  }, fake.scheduler);
  enqueue('a');
  enqueue('b');
  fake.runNextSlice();
  assert.deepEqual(done, ['a']);
  fake.runNextSlice();
  assert.deepEqual(done, ['a', 'b']);
  assert.equal(fake.pendingSlices(), 0);
  enqueue('c');
  assert.equal(fake.pendingSlices(), 1, 'a later job schedules a new slice');
});
