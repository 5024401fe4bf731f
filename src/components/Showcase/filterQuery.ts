/**
 * The showcase filters live in the URL query (`?tags=i18n&tags=rtl&operator=AND&name=docs`)
 * so a filtered view can be shared and the browser's back/forward buttons step
 * through filter changes. This module converts between the query and a value.
 */
import {isTagKey, type TagKey} from '@site/src/data/showcase';

export type TagOperator = 'AND' | 'OR';

export interface ShowcaseFilters {
  tags: TagKey[];
  /** OR: a site needs one of the selected tags; AND: it needs all of them. */
  operator: TagOperator;
  /** Case-insensitive part of a site name. */
  name: string;
}

export const NO_FILTERS: ShowcaseFilters = {tags: [], operator: 'OR', name: ''};

const TAGS_PARAM = 'tags';
const OPERATOR_PARAM = 'operator';
const NAME_PARAM = 'name';

export function parseFilters(search: string): ShowcaseFilters {
  const params = new URLSearchParams(search);
  // Unknown tags (a typo, a tag removed since the link was shared) are ignored.
  const tags = [...new Set(params.getAll(TAGS_PARAM).filter(isTagKey))];
  const operator = params.get(OPERATOR_PARAM)?.toUpperCase() === 'AND' ? 'AND' : 'OR';
  return {tags, operator, name: params.get(NAME_PARAM) ?? ''};
}

/**
 * Writes the filters into a query string, keeping parameters that belong to
 * others (the PWA plugin's offline-mode flag, for one). OR is the default and
 * is left out; AND is written even without tags, so the choice survives a reload.
 */
export function serializeFilters(filters: ShowcaseFilters, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  params.delete(TAGS_PARAM);
  params.delete(OPERATOR_PARAM);
  params.delete(NAME_PARAM);
  filters.tags.forEach((tag) => params.append(TAGS_PARAM, tag));
  if (filters.operator === 'AND') params.set(OPERATOR_PARAM, 'AND');
  if (filters.name !== '') params.set(NAME_PARAM, filters.name);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Whether anything narrows the list (the operator alone does not). */
export function hasActiveFilters(filters: ShowcaseFilters): boolean {
  return filters.tags.length > 0 || filters.name.trim() !== '';
}
