/**
 * What the current docs describe. The site keeps "2.0.0-rc.2" as the label of
 * its current docs (a fixed name readers and links already know), while the
 * pages document the latest framework release. Pages that explain the label
 * read both values from here, so the story cannot drift apart.
 */
export const CURRENT_DOCS_LABEL = '2.0.0-rc.2';

/** The framework release the current docs describe: the installed @docusaurus/core version. */
export const CURRENT_DOCS_RELEASE = '2.1.0';

/** The last release with an entry in this site's changelog. */
export const LAST_CHANGELOG_RELEASE = '2.0.0-rc.1';

/** Release notes of the framework's releases after the last changelog entry. */
export const FRAMEWORK_RELEASES_URL = 'https://github.com/facebook/docusaurus/releases';
