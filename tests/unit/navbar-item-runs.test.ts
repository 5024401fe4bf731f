import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hiddenWhenNarrow, runsByVisibility} from '../../src/theme/Navbar/Content/navbarItemRuns';

test("the theme's own item types are hidden when narrow; search and a site's own types are not", () => {
  for (const type of [undefined, 'doc', 'docSidebar', 'docsVersionDropdown', 'localeDropdown', 'dropdown', 'html']) {
    assert.equal(hiddenWhenNarrow({type}), true, String(type));
  }
  for (const type of ['search', 'custom-dogfood-navbar-item']) {
    assert.equal(hiddenWhenNarrow({type}), false, type);
  }
});

test('items are split into runs of the same visibility, in their configured order', () => {
  const items = [{type: 'doc', id: 1}, {id: 2}, {type: 'custom-dogfood-navbar-item', id: 3}, {type: 'search', id: 4}, {type: 'localeDropdown', id: 5}];
  const runs = runsByVisibility(items);
  assert.deepEqual(
    runs.map((run) => [run.hidden, run.items.map((item) => item.id)]),
    [[true, [1, 2]], [false, [3, 4]], [true, [5]]],
  );
  assert.deepEqual(runsByVisibility([]), []);
});
