/**
 * Runs a callback once, when an element comes within a screen's reach. One
 * observer serves every element: a page of 270 showcase cards would otherwise
 * create 270 observers while it hydrates.
 */
const reach = '300px 0px';

const pending = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = pending.get(entry.target);
        pending.delete(entry.target);
        observer?.unobserve(entry.target);
        callback?.();
      }
    },
    {rootMargin: reach},
  );
  return observer;
}

/** Returns a function that cancels the wait. */
export function whenNearViewport(element: Element, callback: () => void): () => void {
  pending.set(element, callback);
  sharedObserver().observe(element);
  return () => {
    pending.delete(element);
    observer?.unobserve(element);
  };
}
