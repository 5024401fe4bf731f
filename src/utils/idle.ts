/**
 * Runs work when the browser has nothing better to do, so that work done for
 * later (the offline search index, the service worker's registration) never
 * competes with what the reader is doing now.
 */
export interface IdleWait {
  /** The longest wait for an idle moment, in ms. */
  timeout: number;
  /** Where the browser has no idle callbacks, the plain delay instead. */
  fallbackDelay: number;
}

/** Work for later (the search index, the service worker): it can wait for long. */
const backgroundWait: IdleWait = {timeout: 5000, fallbackDelay: 1000};

export function runWhenIdle(work: () => void, wait: IdleWait = backgroundWait): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), {timeout: wait.timeout});
  } else {
    setTimeout(work, wait.fallbackDelay);
  }
}

/** Resolves at the next idle moment: a pause between two background downloads. */
export function idlePause(): Promise<void> {
  return new Promise((resolve) => runWhenIdle(resolve));
}

/** Runs work at the first idle moment after the page's load event. */
export function runWhenIdleAfterLoad(work: () => void): void {
  if (document.readyState === 'complete') {
    runWhenIdle(work);
  } else {
    window.addEventListener('load', () => runWhenIdle(work), {once: true});
  }
}
