/**
 * /versions/ (and its sub-paths): every version of the main docs, with links to
 * its docs and its release notes. Versions come from the docs plugin's data,
 * which is built from versions.json, so this page never goes stale.
 */
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useVersions, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {usePluginData} from '@docusaurus/useGlobalData';
import {releaseNotesPath} from '@site/src/utils/releaseNotes';
import type {ChangelogGlobalData} from '@site/src/plugins/changelog/globalData';
import {
  CURRENT_DOCS_LABEL,
  CURRENT_DOCS_RELEASE,
  LAST_CHANGELOG_RELEASE,
  FRAMEWORK_RELEASES_URL,
} from '@site/src/utils/currentDocsRelease';

/** The releases the changelog has an entry for (the blog plugin's name, instance 'changelog'). */
function useReleasesWithEntries(): readonly string[] {
  const data = usePluginData('docusaurus-plugin-content-blog', 'changelog') as ChangelogGlobalData | undefined;
  return data?.releases ?? [];
}

function VersionRow({version, isLatest}: {version: GlobalVersion; isLatest: boolean}): JSX.Element {
  const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId);
  const notes = releaseNotesPath(version.name === 'current' ? version.label : version.name, useReleasesWithEntries());
  return (
    <tr>
      <th scope="row">
        {version.label}
        {isLatest && <span className="badge badge--success margin-left--sm">latest</span>}
      </th>
      <td>
        <Link to={mainDoc?.path ?? version.path}>Documentation of {version.label}</Link>
      </td>
      <td>
        {notes ? (
          <Link to={notes}>Release notes of {version.label}</Link>
        ) : version.name !== 'current' ? (
          <>
            No entry in this site&apos;s <Link to="/changelog">changelog</Link> yet.
          </>
        ) : (
          <>
            Describes Docusaurus {CURRENT_DOCS_RELEASE}. This site&apos;s{' '}
            <Link to="/changelog">changelog</Link> ends at {LAST_CHANGELOG_RELEASE}; the changes from 2.0.0 to{' '}
            {CURRENT_DOCS_RELEASE} are in the framework&apos;s{' '}
            <Link href={FRAMEWORK_RELEASES_URL}>release notes on GitHub</Link>.
          </>
        )}
      </td>
    </tr>
  );
}

export default function VersionsPage(): JSX.Element {
  const versions = useVersions('default');
  const latest = useLatestVersion('default');
  return (
    <Layout title="Versions" description="Every version of the Docusaurus documentation, with its release notes.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Docusaurus documentation versions</Heading>
        <p>
          The docs are published for each release, so you can read the pages that match the version in
          your <code>package.json</code>. Check it with <code>npx docusaurus --version</code>. New
          features and fixes land in the latest version first; older versions are kept for reference
          and no longer change.
        </p>
        <Heading as="h2">What the labels mean</Heading>
        <p>
          The current docs are labelled <strong>{CURRENT_DOCS_LABEL}</strong> on this site and describe{' '}
          <strong>Docusaurus {CURRENT_DOCS_RELEASE}</strong>, the latest release. The label is the name this
          site has kept for its current docs, not a release you can install: to use what these pages
          describe, install {CURRENT_DOCS_RELEASE}. The two older versions are named after the releases they
          describe, {LAST_CHANGELOG_RELEASE} and 2.0.0-beta.22, and say nothing about features that came later.
        </p>
        <table>
          <caption className="text--left margin-bottom--sm">All versions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Docs</th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <VersionRow key={version.name} version={version} isLatest={version.name === latest.name} />
            ))}
          </tbody>
        </table>
        <Heading as="h2">Upgrading between versions</Heading>
        <p>
          Every <code>@docusaurus/*</code> package of a site must be on the same version. Read the{' '}
          <Link to="/changelog">changelog</Link> entry of each release between yours and the target
          one, especially its breaking changes, then update all packages together. Docusaurus 1 sites
          follow the <Link to="/docs/migration">migration guide</Link> instead.
        </p>
      </main>
    </Layout>
  );
}
