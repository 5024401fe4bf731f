/**
 * The theme's search bar downloads the modal's code on first use and opens the
 * modal once it is there; when that download fails (the network dropped since
 * the page loaded) it does nothing at all. The search button keeps the theme's
 * loader here, so that opening waits for it and a failure is shown instead.
 */
type LoadModalCode = () => Promise<unknown>;

let loader: LoadModalCode | undefined;
const failureListeners = new Set<(failed: boolean) => void>();

export function setModalCodeLoader(load: LoadModalCode): void {
  loader = load;
}

/** The theme's loader: resolves at once when the code is already there. */
export function loadModalCode(): Promise<unknown> {
  return loader ? loader() : Promise.resolve();
}

function reportFailure(failed: boolean): void {
  failureListeners.forEach((listener) => listener(failed));
}

/** Runs `open` once the modal's code is loaded; if it cannot be, says so instead. */
export function openWhenModalCodeLoaded(open: () => void): void {
  loadModalCode().then(
    () => {
      reportFailure(false);
      open();
    },
    () => reportFailure(true),
  );
}

/** Follows whether the latest attempt to open the modal failed for lack of its code. */
export function onModalCodeFailure(listener: (failed: boolean) => void): () => void {
  failureListeners.add(listener);
  return () => {
    failureListeners.delete(listener);
  };
}
