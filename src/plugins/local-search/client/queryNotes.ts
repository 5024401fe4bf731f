/**
 * What the local engine has to tell the reader about an answer beyond its
 * hits: that it dropped words no page has together with the others, a
 * respelling that finds more, or that only the start of a long query was read. The search modal and the search page show it.
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
  /** Characters searched, when the query is longer than the engine reads. */
  searchedLength?: number;
}

const notes = createSignal<QueryNote>();
let latest: QueryNote | undefined;

/**
 * Follows the notes of answered searches, starting with the latest one (the
 * search page runs its first search before a note's place exists); returns
 * an unsubscribe function.
 */
export function onQueryNote(listener: (note: QueryNote) => void): () => void {
  if (latest) {
    listener(latest);
  }
  return notes.listen(listener);
}

/** Told by the local client after every search that lists hits. */
export function reportQueryNote(note: QueryNote): void {
  latest = note;
  notes.announce(note);
}
