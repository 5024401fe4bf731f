/**
 * Runs steps one after another, each in a task of its own: what one step
 * starts (a module's evaluation, say) does not lengthen the next one's task,
 * and the browser can answer input or paint in between.
 */
import {nextTask} from '../../../utils/nextTask';

export async function runInTasks(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) {
      await nextTask();
    }
    await step();
  }
}
