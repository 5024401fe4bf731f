/**
 * The showcase data as the page uses it: every entry of
 * `sites.ts` plus the file name of its generated preview,
 * sorted the way the page lists them (favorites first, then by name).
 */
import {siteEntries, type SiteEntry} from './sites';
import type {TagKey} from './tags';

export {showcaseTags, tagKeys, isTagKey} from './tags';
export type {Tag, TagKey} from './tags';

export interface Site extends SiteEntry {
  /** File name of the preview card under `src/data/showcase/previews/`. */
  preview: string;
}

/** Folder of the preview cards, relative to the repository root. */
export const PREVIEW_DIRECTORY = 'src/data/showcase/previews';

/**
 * A stable, file-system-safe id for a site: its name folded to ASCII words.
 * Names without any Latin letter fall back to the host name, so every site
 * gets a readable id.
 */
export function siteSlug(site: Pick<SiteEntry, 'name' | 'website'>): string {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      // Drop the accents NFKD split off, so "Mäsiar" becomes "masiar".
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return fold(site.name) || fold(new URL(site.website).hostname);
}

export function previewFileName(site: Pick<SiteEntry, 'name' | 'website'>): string {
  return `${siteSlug(site)}.png`;
}

// One collator for the whole sort: `localeCompare(…, 'en')` sets one up on
// every call, which took ~40 ms (4x CPU) of the showcase's hydration task.
const englishOrder = new Intl.Collator('en');

function byName(a: SiteEntry, b: SiteEntry): number {
  return englishOrder.compare(a.name.toLowerCase(), b.name.toLowerCase());
}

function sortSites(sites: Site[]): Site[] {
  const isFavorite = (site: Site) => site.tags.includes('favorite' satisfies TagKey);
  const sortedByName = [...sites].sort(byName);
  return [...sortedByName.filter(isFavorite), ...sortedByName.filter((site) => !isFavorite(site))];
}

export const showcaseSites: Site[] = sortSites(
  siteEntries.map((entry) => ({...entry, preview: previewFileName(entry)})),
);
