/**
 * A queue worked through in short slices of idle time, so that a burst of
 * small jobs (say, thirty links scrolling into view at once) never becomes one
 * long task. Scheduled with the site's one idle helper (src/utils/idle.ts).
 */
import {runWhenIdle} from '../../../utils/idle';

export interface IdleScheduler {
  /** Calls `slice` at the next idle moment. */
  schedule(slice: () => void): void;
  now(): number;
}

/** Work per slice: well under the 50 ms that makes a task "long" on a slow phone. */
export const sliceBudgetMs = 8;

export function createIdleQueue<T>(work: (item: T) => void, scheduler: IdleScheduler): (item: T) => void {
  const queue: T[] = [];
  let scheduled = false;
  const slice = () => {
    const end = scheduler.now() + sliceBudgetMs;
    // At least one item per slice, so the queue always drains.
    do work(queue.shift() as T);
    while (queue.length > 0 && scheduler.now() < end);
    scheduled = queue.length > 0;
    if (scheduled) scheduler.schedule(slice);
  };
  return (item) => {
    queue.push(item);
    if (!scheduled) {
      scheduled = true;
      scheduler.schedule(slice);
    }
  };
}

/** Slices of work the reader may soon want (prefetches): a shorter wait than background work. */
export const browserIdleScheduler: IdleScheduler = {
  schedule: (slice) => runWhenIdle(slice, {timeout: 2000, fallbackDelay: 50}),
  now: () => performance.now(),
};
