import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Location} from 'history';
import {describeRouteChange, onRouteDidUpdate} from '../../src/clientModules/routeChangeLogger';

const at = (pathname: string, search = '', hash = ''): Location =>
  ({pathname, search, hash, state: undefined, key: 'k'}) as Location;

test('the first render names the route', () => {
  assert.equal(describeRouteChange(at('/docs/'), null), '[preview] route: /docs/');
});

test('a change names both routes, with query and hash', () => {
  assert.equal(
    describeRouteChange(at('/search/', '?q=tabs', '#top'), at('/docs/', '', '#intro')),
    '[preview] route change: /docs/#intro -> /search/?q=tabs#top',
  );
});

test('onRouteDidUpdate writes the description to the console', (t) => {
  const log = t.mock.method(console, 'log', () => undefined);
  onRouteDidUpdate({location: at('/blog/'), previousLocation: at('/')});
  assert.equal(log.mock.callCount(), 1);
  assert.deepEqual(log.mock.calls[0]!.arguments, ['[preview] route change: / -> /blog/']);
});
