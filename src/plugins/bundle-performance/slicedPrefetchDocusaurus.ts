/**
 * The client's `window.docusaurus`, with `prefetch` queued and worked through
 * in idle slices (idleSlices.ts). Every `<Link>` asks to prefetch its page when
 * it scrolls into view; on a page with a long list of links (the changelog's
 * sidebar, the footer on a short page) the original matched each route and
 * inserted its `<link rel=prefetch>` tags all in one task, 60-150 ms on a
 * phone-class CPU, right after the page became interactive. `preload` (hover,
 * navigation) stays immediate.
 *
 * Swapped in by src/plugins/bundle-performance (replaceInternalModule.ts).
 */
import original from '@docusaurus-original/docusaurus';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {browserIdleScheduler, createIdleQueue} from './idleSlices';

const queuePrefetch = ExecutionEnvironment.canUseDOM
  ? createIdleQueue((routePath: string) => void original.prefetch(routePath), browserIdleScheduler)
  : () => undefined;

const docusaurus = {
  prefetch(routePath: string): boolean {
    queuePrefetch(routePath);
    return true;
  },
  preload: original.preload,
};

export default Object.freeze(docusaurus);
