/**
 * Whether the latest local search could read the index. A module of its own,
 * free of the search engine: the search page subscribes to it in every build,
 * and a build that searches hosted Algolia must not ship the local engine
 * just to learn that nothing ever fails.
 */
const listeners = new Set<(available: boolean) => void>();

/** Follows whether the latest search could read the index; returns an unsubscribe function. */
export function onSearchAvailability(listener: (available: boolean) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Told by the local client after every search. */
export function reportSearchAvailability(available: boolean): void {
  listeners.forEach((listener) => listener(available));
}
