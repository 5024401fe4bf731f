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
import {releaseNotesPath} from '@site/src/utils/releaseNotes';

function VersionRow({version, isLatest}: {version: GlobalVersion; isLatest: boolean}): JSX.Element {
  const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId);
  const notes = releaseNotesPath(version.name === 'current' ? version.label : version.name);
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
        ) : (
          <>
            Not released yet: its changes are collected for the next entry of the{' '}
            <Link to="/changelog">changelog</Link>.
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
