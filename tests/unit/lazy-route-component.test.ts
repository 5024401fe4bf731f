import {test} from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {lazyRouteComponent, type PreloadableComponent} from '../../src/plugins/bundle-performance/runtime/lazyRouteComponent';

function fakeLoadable(label: string) {
  const calls = {preload: 0};
  const Loadable = ((props: {who?: string}) => React.createElement('p', null, `${label} for ${props.who}`)) as unknown as PreloadableComponent;
  Loadable.preload = () => {
    calls.preload += 1;
    return Promise.resolve(label) as unknown as void;
  };
  return {Loadable, calls};
}

test('the real route component is not built until the route is used', () => {
  let builds = 0;
  lazyRouteComponent(() => {
    builds += 1;
    return fakeLoadable('page').Loadable;
  });
  assert.equal(builds, 0);
});

test('preload builds the real component once and returns its loading promise', async () => {
  let builds = 0;
  const {Loadable, calls} = fakeLoadable('page');
  const Route = lazyRouteComponent(() => {
    builds += 1;
    return Loadable;
  });
  assert.equal(await (Route.preload() as unknown as Promise<string>), 'page');
  await (Route.preload() as unknown as Promise<string>);
  assert.equal(builds, 1);
  assert.equal(calls.preload, 2);
});

test('rendering renders the real component with the route props, built once', () => {
  let builds = 0;
  const Route = lazyRouteComponent(() => {
    builds += 1;
    return fakeLoadable('installation').Loadable;
  });
  const html = renderToStaticMarkup(React.createElement(Route, {who: 'readers'}));
  assert.equal(html, '<p>installation for readers</p>');
  renderToStaticMarkup(React.createElement(Route, {who: 'readers'}));
  assert.equal(builds, 1);
});

test('preload starts and ends in tasks of its own, not in the task that asked for it', async () => {
  const {Loadable, calls} = fakeLoadable('page');
  const Route = lazyRouteComponent(() => Loadable);
  const steps: string[] = [];
  const preloaded = (Route.preload() as unknown as Promise<string>).then((label) => steps.push(`preloaded ${label}`));
  // Microtasks of the asking task: the loadable is not asked yet.
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  assert.equal(calls.preload, 0);
  // A task later it is; the preload resolves one more task after that.
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(calls.preload, 1);
  assert.deepEqual(steps, []);
  await preloaded;
  assert.deepEqual(steps, ['preloaded page']);
});
