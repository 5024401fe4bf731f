/** Applies the showcase filters to a list of sites, keeping its order. */
import type {Site} from '@site/src/data/showcase';
import type {ShowcaseFilters} from './filterQuery';

function matchesTags(site: Site, {tags, operator}: ShowcaseFilters): boolean {
  if (tags.length === 0) return true;
  return operator === 'AND'
    ? tags.every((tag) => site.tags.includes(tag))
    : tags.some((tag) => site.tags.includes(tag));
}

function matchesName(site: Site, name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return wanted === '' || site.name.toLowerCase().includes(wanted);
}

export function filterSites(sites: readonly Site[], filters: ShowcaseFilters): Site[] {
  return sites.filter((site) => matchesTags(site, filters) && matchesName(site, filters.name));
}
