import {test} from 'node:test';
import assert from 'node:assert/strict';
import {globalDataInPluginOrder} from '../../src/plugins/stable-global-data/globalDataInPluginOrder';

const docs = {path: '/docs', versions: [{name: 'current'}, {name: '2.0.0-rc.1'}], sidebars: {zeta: 1, alpha: 2}};

test('the same global data in two plugin orders comes out as the same text', () => {
  const onceLoaded = JSON.stringify({'local-search': {default: {hosted: false}}, 'docusaurus-plugin-content-docs': {default: docs, community: {path: '/community'}}});
  const reloaded = JSON.stringify({'docusaurus-plugin-content-docs': {community: {path: '/community'}, default: docs}, 'local-search': {default: {hosted: false}}});
  assert.notEqual(onceLoaded, reloaded);
  assert.equal(globalDataInPluginOrder(onceLoaded), globalDataInPluginOrder(reloaded));
  assert.deepEqual(Object.keys(JSON.parse(globalDataInPluginOrder(reloaded))), ['docusaurus-plugin-content-docs', 'local-search']);
  assert.deepEqual(Object.keys(JSON.parse(globalDataInPluginOrder(onceLoaded))['docusaurus-plugin-content-docs']), ['community', 'default']);
});

test("a plugin's own data keeps its order", () => {
  const out = JSON.parse(globalDataInPluginOrder(JSON.stringify({docs: {default: docs}})));
  assert.deepEqual(out.docs.default, docs);
  assert.deepEqual(Object.keys(out.docs.default.sidebars), ['zeta', 'alpha']);
  assert.deepEqual(Object.keys(out.docs.default), ['path', 'versions', 'sidebars']);
});

test('global data of another shape stops the build, naming the file to update', () => {
  for (const shape of ['[]', '{"docs": [1]}', '{"docs": null}', '3']) {
    assert.throws(() => globalDataInPluginOrder(shape), /stable-global-data: expected .*globalDataInPluginOrder\.ts/);
  }
});
