/**
 * Path of the changelog entry of a docs version, or `null` when the changelog
 * has none: the current docs describe 2.1.0, a release after the last entry,
 * and a version just cut with `docs:version` has none until one is written.
 * `releasesWithEntries` is the changelog plugin's global data (`releases`).
 */
export function releaseNotesPath(versionName: string, releasesWithEntries: readonly string[]): string | null {
  return releasesWithEntries.includes(versionName) ? `/changelog/${versionName}` : null;
}
