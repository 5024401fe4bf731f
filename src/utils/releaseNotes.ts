import versions from '@site/versions.json';

/**
 * Path of the changelog entry of a released version, or `null` for a version
 * that has not been released yet (the current docs, ahead of versions.json).
 */
export function releaseNotesPath(versionName: string, releasedVersions: readonly string[] = versions): string | null {
  return releasedVersions.includes(versionName) ? `/changelog/${versionName}` : null;
}
