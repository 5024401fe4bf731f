/**
 * The framework's route preload (lib/client/preload.js), the first call of
 * which (the page's own, before it hydrates) starts a task later in the
 * browser: matching a location against the route table compiles a regular
 * expression for each of the ~900 routes it passes on the way (README.md has
 * the figure), which would otherwise lengthen the task that
 * evaluated main.js. Later calls run at once: the app re-renders a new
 * location only once its preload has resolved, and a task's wait there let a
 * checkbox that writes the URL (the showcase filters) show unchecked for a
 * moment after the click.
 */
import originalPreload from '@original-framework-module/preload';
import {nextTask} from '../../../utils/nextTask';
import {deferFirstCall} from './deferFirstCall';

export default deferFirstCall(originalPreload, nextTask);
