/** `fn`, whose first call waits for `wait()` before it runs; every later call runs at once. */
export function deferFirstCall<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  wait: () => Promise<unknown>,
): (...args: Args) => Promise<Result> {
  let isFirstCall = true;
  return (...args) => {
    if (!isFirstCall) return fn(...args);
    isFirstCall = false;
    return wait().then(() => fn(...args));
  };
}
