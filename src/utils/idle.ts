/**
 * Runs work when the browser has nothing better to do, so that work done for
 * later (the offline search index, the service worker's registration) never
 * competes with what the reader is doing now.
 */
/** The longest wait for an idle moment, and the plain delay where the browser has no idle callbacks (ms). */
const idleTimeoutMs = 5000;
const fallbackDelayMs = 1000;

export function runWhenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), {timeout: idleTimeoutMs});
  } else {
    setTimeout(work, fallbackDelayMs);
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
