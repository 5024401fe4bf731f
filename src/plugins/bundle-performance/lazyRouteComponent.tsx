/**
 * A route component that builds the real one (a react-loadable component)
 * only when the route is first preloaded or rendered, then renders it and
 * forwards its preload. See lazyComponentCreator.tsx for why.
 */
import React from 'react';

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
  LazyRouteComponent.preload = () => component().preload();
  return LazyRouteComponent;
}
