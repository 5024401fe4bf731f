/**
 * Stands in for the theme's nprogress client module: the same progress bar,
 * started 200 ms into a navigation to another page (not if the page is ready
 * sooner) and finished when it has rendered, but the nprogress library
 * is not part of main.js, which every page runs before it
 * hydrates. It is fetched when the reader heads for a link to another page
 * (pointer over it, touch, focus: src/utils/navigationIntent.ts), so it is
 * there before a slow network holds the next page's code back, or else when
 * a navigation begins, 200 ms ahead of the bar.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenNavigationIntended} from '@site/src/utils/navigationIntent';
import '@docusaurus/theme-classic/lib/nprogress.css';

interface ProgressBar {
  start(): unknown;
  done(): unknown;
}

const delay = 200;
let progressBar: Promise<ProgressBar> | undefined;

function loadProgressBar(): Promise<ProgressBar> {
  progressBar ??= import('nprogress').then(({default: nprogress}) => {
    nprogress.configure({showSpinner: false});
    return nprogress;
  });
  return progressBar;
}

if (ExecutionEnvironment.canUseDOM) whenNavigationIntended(() => void loadProgressBar());

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    let pageReady = false;
    const loading = loadProgressBar();
    const timeout = window.setTimeout(() => {
      void loading.then((bar) => !pageReady && bar.start());
    }, delay);
    return () => {
      pageReady = true;
      window.clearTimeout(timeout);
    };
  },
  onRouteDidUpdate() {
    // A bar that never started is left alone by done(); queued after a pending start.
    void progressBar?.then((bar) => bar.done());
  },
};

export default clientModule;
