/**
 * Algolia `facetFilters`: the top-level entries must all hold (AND), an entry
 * that is an array needs one of its filters (OR), and `attr:-value` negates.
 * The theme sends `['language:en', ['docusaurus_tag:default',
 * 'docusaurus_tag:docs-default-current', ...]]` for contextual search.
 */

/** Values of an attribute, or `unknown` when they are only known per record. */
export type FacetLookup = (attribute: string) => readonly string[] | 'unknown';

type Truth = boolean | 'unknown';

export function normalizeFacetFilters(filters: unknown): Array<string | string[]> {
  if (typeof filters === 'string') {
    try {
      // A serialised request carries the array as JSON.
      const parsed: unknown = JSON.parse(filters);
      if (Array.isArray(parsed)) {
        return normalizeFacetFilters(parsed);
      }
    } catch {
      // a single "attr:value" filter
    }
    return [filters];
  }
  if (!Array.isArray(filters)) {
    return [];
  }
  return filters
    .map((entry: unknown) =>
      Array.isArray(entry) ? entry.filter((item): item is string => typeof item === 'string') : entry,
    )
    .filter((entry): entry is string | string[] => typeof entry === 'string' || Array.isArray(entry));
}

function evaluateOne(filter: string, lookup: FacetLookup): Truth {
  const separator = filter.indexOf(':');
  if (separator < 0) {
    return false;
  }
  const attribute = filter.slice(0, separator).trim();
  let value = filter.slice(separator + 1).trim();
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const values = lookup(attribute);
  if (values === 'unknown') {
    return 'unknown';
  }
  const found = values.includes(value);
  return negated ? !found : found;
}

export function evaluateFacetFilters(filters: Array<string | string[]>, lookup: FacetLookup): Truth {
  let result: Truth = true;
  for (const entry of filters) {
    let entryResult: Truth;
    if (Array.isArray(entry)) {
      // OR: true if any is true, unknown if any is unknown, else false.
      const results = entry.map((filter) => evaluateOne(filter, lookup));
      entryResult = results.includes(true) ? true : results.includes('unknown') ? 'unknown' : false;
      if (entry.length === 0) {
        entryResult = true;
      }
    } else {
      entryResult = evaluateOne(entry, lookup);
    }
    if (entryResult === false) {
      return false;
    }
    if (entryResult === 'unknown') {
      result = 'unknown';
    }
  }
  return result;
}
