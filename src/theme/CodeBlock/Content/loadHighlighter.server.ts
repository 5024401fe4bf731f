/** Server rendering's loadHighlighter.ts: Prism is bundled and there from the start. */
import * as highlighter from './highlighter';

export type Highlighter = typeof highlighter;

export function loadedHighlighter(): Highlighter | null {
  return highlighter;
}

export function loadHighlighter(): Promise<Highlighter> {
  return Promise.resolve(highlighter);
}
