/**
 * Which navbar items a phone never sees in the navbar's row: the theme draws
 * its own item types as `.navbar__item`, which Infima hides below 997px.
 * Other types (search, a site's own) may show there.
 */
const typesHiddenWhenNarrow = new Set([
  'default', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'dropdown', 'html', 'localeDropdown',
]);

export const hiddenWhenNarrow = (item: {type?: string}): boolean =>
  typesHiddenWhenNarrow.has(item.type ?? 'default');

export interface NavbarItemRun<Item> {
  hidden: boolean;
  items: Item[];
}

/** Splits items into runs that are all hidden when narrow, or all not, keeping their order. */
export function runsByVisibility<Item extends {type?: string}>(items: Item[]): NavbarItemRun<Item>[] {
  const runs: NavbarItemRun<Item>[] = [];
  for (const item of items) {
    const hidden = hiddenWhenNarrow(item);
    const last = runs[runs.length - 1];
    if (last?.hidden === hidden) last.items.push(item);
    else runs.push({hidden, items: [item]});
  }
  return runs;
}
