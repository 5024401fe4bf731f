/**
 * main.js's entry in a production build, in place of the framework's
 * clientEntry.js: the same start, spread over tasks. Evaluating main.js's
 * modules, all in the task the browser runs main.js in, made a long task in
 * which no tap is answered (figures in README.md). React DOM,
 * the route registry (~900 entries), the route table and the app each get a
 * task; each module is still evaluated once, when first imported, so the
 * framework's own entry then finds the first two ready.
 * `webpackMode: "eager"` keeps every module in main.js: no chunk, no request;
 * `webpackExports` keeps what is unused tree-shaken.
 */
import {runInTasks} from './runInTasks';

void runInTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@generated/registry'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
]);
