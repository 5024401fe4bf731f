/** A value announced to whoever listens: the engine tells the UI about searches through these. */
export interface Signal<T> {
  /** Starts listening; returns the function that stops. */
  listen(listener: (value: T) => void): () => void;
  announce(value: T): void;
}

export function createSignal<T>(): Signal<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    announce(value) {
      listeners.forEach((listener) => listener(value));
    },
  };
}
