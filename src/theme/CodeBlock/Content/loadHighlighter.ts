/**
 * Fetches Prism (highlighter.ts) in the browser, once. The server bundle swaps
 * this file for loadHighlighter.server.ts, which has it from the start, so
 * that every page is rendered highlighted (src/plugins/bundle-performance).
 */
import type * as HighlighterModule from './highlighter';

export type Highlighter = typeof HighlighterModule;

let loaded: Highlighter | null = null;
let loading: Promise<Highlighter> | null = null;

/** Prism if it has arrived already, else null. */
export function loadedHighlighter(): Highlighter | null {
  return loaded;
}

export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "prism" */ './highlighter').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // Let a later code block try again (a dropped connection, say).
      loading = null;
      throw error;
    },
  );
  return loading;
}
