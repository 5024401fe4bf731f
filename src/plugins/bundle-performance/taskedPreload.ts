/**
 * The framework's route preload (lib/client/preload.js), started a task
 * later in the browser: matching a location against the route table compiles
 * a regular expression for each of the ~900 routes it passes on the way
 * (~25 ms at 4x CPU for a docs page), which would otherwise lengthen the
 * task that evaluated main.js. A navigation waits a few milliseconds more.
 */
import originalPreload from '@docusaurus-original/preload';
import {nextTask} from '../../utils/nextTask';

export default function preload(pathname: string): Promise<unknown> {
  return nextTask().then(() => originalPreload(pathname));
}
