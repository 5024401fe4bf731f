import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import {sectionPagesPlugin} from '../../src/plugins/section-pages';

async function routesFor(baseUrl: string): Promise<RouteConfig[]> {
  const routes: RouteConfig[] = [];
  const plugin = sectionPagesPlugin({baseUrl} as LoadContext, {
    pages: [
      {path: '/versions', component: '@site/src/sections/VersionsPage'},
      {path: '/tests', component: '@site/src/sections/TestsPage'},
    ],
  });
  await plugin.contentLoaded!({
    content: undefined,
    allContent: {},
    actions: {
      addRoute: (route: RouteConfig) => routes.push(route),
      createData: async () => '',
      setGlobalData: () => undefined,
    },
  } as never);
  return routes;
}

test('each section becomes a non-exact route, so sub-paths render it too', async () => {
  const routes = await routesFor('/');
  assert.equal(routes.length, 2);
  const [versions] = routes;
  assert.equal(versions!.path, '/versions');
  assert.equal(versions!.exact, false);
  assert.equal(versions!.routes![0]!.component, '@site/src/sections/VersionsPage');
  assert.equal(versions!.routes![0]!.exact, false);
});

test('sections sort after the other routes, so /tests does not shadow /tests/docs', async () => {
  for (const route of await routesFor('/')) {
    assert.equal(route.priority, -2);
  }
});

test('paths are prefixed with the base URL', async () => {
  const routes = await routesFor('/base/');
  assert.deepEqual(
    routes.map((route) => route.path),
    ['/base/versions', '/base/tests'],
  );
});
