/**
 * A queue worked through in short slices of idle time, so that a burst of
 * small jobs (say, thirty links scrolling into view at once) never becomes one
 * long task.
 */
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

export const browserIdleScheduler: IdleScheduler = {
  schedule: (slice) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(slice, {timeout: 2000})
      : window.setTimeout(slice, 50),
  now: () => performance.now(),
};
