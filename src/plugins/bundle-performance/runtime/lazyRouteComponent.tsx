/**
 * A route component that builds the real one (a react-loadable component)
 * only when the route is first preloaded or rendered, then renders it and
 * forwards its preload. See lazyComponentCreator.tsx for why.
 *
 * Preloading starts and ends in a task of its own. A page's chunks come with
 * its HTML, so its first preload finds them installed and would otherwise
 * run in main.js's task: evaluating main.js, then the page's modules, then
 * hydrating (the framework hydrates when the preload resolves) would make one
 * long task on a phone-class CPU (README.md), during which no tap is
 * answered. A navigation waits a few milliseconds more.
 */
import React from 'react';
import {nextTask} from '../../../utils/nextTask';

// react-loadable types its preload as returning nothing; it returns the loading promise, which the framework's preload awaits.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route props are whatever the router passes
export type PreloadableComponent = React.ComponentType<any> & {preload(): void};

export function lazyRouteComponent(build: () => PreloadableComponent): PreloadableComponent {
  let built: PreloadableComponent | undefined;
  const component = () => (built ??= build());
  function LazyRouteComponent(props: Record<string, unknown>) {
    const Component = component();
    return <Component {...props} />;
  }
  LazyRouteComponent.preload = () =>
    nextTask()
      .then(() => component().preload() as unknown as Promise<unknown>)
      .then((loaded) => nextTask().then(() => loaded));
  return LazyRouteComponent;
}
