/**
 * Resolves in a task of its own, so that what follows does not extend the
 * current one: the browser can handle input and paint in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
