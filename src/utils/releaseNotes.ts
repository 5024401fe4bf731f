import versions from '@site/versions.json';

/**
 * Path of the changelog entry of a versioned docs snapshot, or `null` for the
 * current docs: they describe 2.1.0, a release after the last changelog entry.
 */
export function releaseNotesPath(versionName: string, releasedVersions: readonly string[] = versions): string | null {
  return releasedVersions.includes(versionName) ? `/changelog/${versionName}` : null;
}
