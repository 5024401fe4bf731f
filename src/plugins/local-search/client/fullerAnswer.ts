/**
 * Whether the latest answer can now list more: the first answers come before
 * the texts of the pages they show (so that a first query downloads only the
 * manifest and one pack), and the modal asks again once those have arrived.
 */
import {createSignal} from './signal';

const fullerAnswer = createSignal<void>();

/** Follows when asking the same query again would list the shown pages' paragraphs; returns an unsubscribe function. */
export const onFullerAnswer = fullerAnswer.listen;

/** Told by the local client. */
export const reportFullerAnswer = (): void => fullerAnswer.announce(undefined);
