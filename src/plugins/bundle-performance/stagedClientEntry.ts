/**
 * main.js's entry in a production build, in place of the framework's
 * clientEntry.js: the same start, spread over tasks. Evaluating main.js's
 * modules, all in the task the browser runs main.js in, took ~125 ms at 4x
 * CPU on a docs page: a long task in which no tap is answered. The libraries,
 * the route registry (~900 entries) and the route table with the app each get
 * a task; each module is still evaluated once, when first imported, so the
 * framework's own entry then finds the first two ready.
 * `webpackMode: "eager"` keeps every module in main.js: no chunk, no request;
 * `webpackExports` names what the app uses, or the whole library would count
 * as used and lose its tree shaking (2 KB gzip more in main.js).
 */
import {runInTasks} from './runInTasks';

void runInTasks([
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ 'react-dom'),
      import(/* webpackMode: "eager", webpackExports: ["BrowserRouter"] */ 'react-router-dom'),
      import(/* webpackMode: "eager", webpackExports: ["HelmetProvider"] */ 'react-helmet-async'),
    ]),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@generated/registry'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
]);
