/**
 * Whether the latest local search could read the index. A module of its own,
 * free of the search engine: the search page subscribes to it in every build,
 * and a build that searches hosted Algolia must not ship the local engine
 * just to learn that nothing ever fails.
 */
import {createSignal} from './signal';

const availability = createSignal<boolean>();

/** Follows whether the latest search could read the index; returns an unsubscribe function. */
export const onSearchAvailability = availability.listen;

/** Told by the local client after every search. */
export const reportSearchAvailability = availability.announce;
