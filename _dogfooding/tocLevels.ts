/**
 * The heading levels a TOC fixture promises, read from its file name:
 * `toc-<min>-<max>` with `_` for an unset bound (the site default, 2 to 3),
 * and the two nesting fixtures, which open the full range.
 */

export const siteTocDefaults = {min: 2, max: 3} as const;

export interface TocBounds {
  min: number | undefined;
  max: number | undefined;
}

export function tocBoundsFromName(name: string): TocBounds {
  if (name === 'toc-test-good' || name === 'toc-test-bad') {
    return {min: 2, max: 6};
  }
  const match = /^toc-([2-6_])-([2-6_])$/.exec(name);
  if (!match) {
    throw new Error(`"${name}" is not a TOC fixture name`);
  }
  const bound = (value: string) => (value === '_' ? undefined : Number(value));
  return {min: bound(match[1]!), max: bound(match[2]!)};
}

export function expectedTocLevels(name: string): number[] {
  const {min = siteTocDefaults.min, max = siteTocDefaults.max} = tocBoundsFromName(name);
  const levels: number[] = [];
  for (let level = min; level <= max; level += 1) {
    levels.push(level);
  }
  return levels;
}
