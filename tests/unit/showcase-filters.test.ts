/** The showcase filter logic: URL query round trips and AND/OR/name matching. */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';

import {
  hasActiveFilters,
  NO_FILTERS,
  parseFilters,
  serializeFilters,
} from '../../src/components/Showcase/filterQuery';
import {filterSites} from '../../src/components/Showcase/filterSites';
import {showcaseSites, type Site} from '../../src/data/showcase';

const site = (name: string, tags: Site['tags']): Site => ({
  name,
  description: `${name} test site.`,
  website: 'https://example.com/',
  source: null,
  tags,
  preview: 'example.png',
});

const sample = [
  site('Alpha Docs', ['opensource', 'i18n']),
  site('Beta', ['opensource']),
  site('Gamma Blog', ['personal', 'i18n']),
  site('Delta', []),
];

describe('parseFilters', () => {
  it('reads repeated tags, the operator and the name', () => {
    assert.deepEqual(parseFilters('?tags=opensource&tags=i18n&operator=AND&name=foo'), {
      tags: ['opensource', 'i18n'],
      operator: 'AND',
      name: 'foo',
    });
  });

  it('defaults to OR and drops unknown or repeated tags', () => {
    assert.deepEqual(parseFilters('?tags=nope&tags=rtl&tags=rtl&operator=xor'), {
      tags: ['rtl'],
      operator: 'OR',
      name: '',
    });
    assert.deepEqual(parseFilters(''), NO_FILTERS);
  });
});

describe('serializeFilters', () => {
  it('round-trips through parseFilters', () => {
    const filters = {tags: ['design', 'large'] as Site['tags'], operator: 'AND' as const, name: 'a b&c'};
    assert.deepEqual(parseFilters(serializeFilters(filters)), filters);
  });

  it('omits defaults and keeps unrelated parameters', () => {
    assert.equal(serializeFilters(NO_FILTERS), '');
    assert.equal(
      serializeFilters({tags: ['meta'], operator: 'OR', name: ''}, '?offlineMode=true&tags=rtl'),
      '?offlineMode=true&tags=meta',
    );
  });
});

describe('filterSites', () => {
  const names = (sites: Site[]) => sites.map((s) => s.name);

  it('returns everything without filters', () => {
    assert.equal(filterSites(sample, NO_FILTERS).length, sample.length);
    assert.equal(hasActiveFilters(NO_FILTERS), false);
  });

  it('combines tags with OR (any) and AND (all)', () => {
    const tags: Site['tags'] = ['opensource', 'i18n'];
    assert.deepEqual(names(filterSites(sample, {tags, operator: 'OR', name: ''})), ['Alpha Docs', 'Beta', 'Gamma Blog']);
    assert.deepEqual(names(filterSites(sample, {tags, operator: 'AND', name: ''})), ['Alpha Docs']);
  });

  it('matches part of the name, ignoring case and outer spaces', () => {
    assert.deepEqual(names(filterSites(sample, {tags: [], operator: 'OR', name: '  BLOG '})), ['Gamma Blog']);
  });

  it('gives AND a subset of OR on the real data', () => {
    const tags: Site['tags'] = ['opensource', 'i18n'];
    const any = filterSites(showcaseSites, {tags, operator: 'OR', name: ''});
    const all = filterSites(showcaseSites, {tags, operator: 'AND', name: ''});
    assert.ok(all.length > 0 && all.length < any.length);
    assert.ok(all.every((s) => any.includes(s)));
  });
});
