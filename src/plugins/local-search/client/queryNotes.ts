/**
 * What the local engine has to tell the reader about an answer beyond its
 * hits: that it dropped words no page has together with the others, or a
 * respelling that finds more. The search modal and the search page show it.
 * A module of its own, free of the engine, like searchAvailability.ts.
 */
import {createSignal} from './signal';

export interface QueryNote {
  /** The query as sent. */
  query: string;
  /** Query words the results do without, when no page has them all. */
  removedWords?: string[];
  /** The query respelled, when that finds more. */
  didYouMean?: string;
}

const notes = createSignal<QueryNote>();

/** Follows the notes of answered searches; returns an unsubscribe function. */
export const onQueryNote = notes.listen;

/** Told by the local client after every search that lists hits. */
export const reportQueryNote = notes.announce;
