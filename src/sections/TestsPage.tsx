/**
 * /tests/ (and its sub-paths): the index of the test fixtures that dogfood the
 * framework's edge cases. The catalogue lives next to the fixtures in
 * `_dogfooding/fixtures.ts`, where the tests read it too.
 */
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {fixtureGroups, unpublishedFixtures, type FixtureGroup} from '@site/_dogfooding/fixtures';

/**
 * /tests/ matches every sub-path that no fixture claims (a typo, a removed
 * fixture): say so rather than silently showing the index.
 */
function UnknownFixtureNotice(): JSX.Element | null {
  const {pathname} = useLocation();
  const indexPath = useBaseUrl('/tests/');
  if (pathname === indexPath || `${pathname}/` === indexPath) {
    return null;
  }
  return (
    <div className="alert alert--warning margin-bottom--lg" role="status">
      No fixture lives at <code>{pathname}</code>. Pick one from the index below.
    </div>
  );
}

function FixtureGroupSection({group}: {group: FixtureGroup}): JSX.Element {
  return (
    <section className="margin-bottom--lg">
      <Heading as="h2" id={group.id}>
        {group.title}
      </Heading>
      <p>{group.description}</p>
      <ul>
        {group.fixtures.map((fixture) => (
          <li key={fixture.to}>
            <Link to={fixture.to}>{fixture.title}</Link>: {fixture.exercises}.
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function TestsPage(): JSX.Element {
  return (
    <Layout title="Tests" description="Test fixtures that exercise edge cases of Docusaurus on this site.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Test fixtures</Heading>
        <UnknownFixtureNotice />
        <p>
          This website dogfoods the framework: besides the real documentation it publishes fixtures that
          exercise edge cases of the docs, blog and pages plugins and of the classic theme. Each one is
          loaded by the end-to-end tests, so a change that breaks one of them is caught before a release.
          They are not documentation: the whole <code>/tests/</code> tree is kept out of the sitemap, and
          the test docs are marked <code>noIndex</code>.
        </p>
        <p>
          Jump to: {fixtureGroups.map((group, index) => (
            <React.Fragment key={group.id}>
              {index > 0 && ' · '}
              <Link to={`#${group.id}`}>{group.title}</Link>
            </React.Fragment>
          ))}
        </p>
        {fixtureGroups.map((group) => (
          <FixtureGroupSection key={group.id} group={group} />
        ))}
        <section className="margin-bottom--lg">
          <Heading as="h2" id="drafts">
            Drafts
          </Heading>
          <p>
            These docs exist as sources with <code>draft: true</code>. A production build leaves them out,
            so their URLs answer with the not-found page: {unpublishedFixtures.map((draft, index) => (
              <React.Fragment key={draft.to}>
                {index > 0 && ', '}
                <code>{draft.to}</code>
              </React.Fragment>
            ))}.
          </p>
        </section>
        <section>
          <Heading as="h2" id="navbar-item">
            Custom navbar item
          </Heading>
          <p>
            On every page under <code>/tests/</code> the navbar shows an extra 😉 button. It is a navbar
            item of a type the site registers itself (<code>custom-dogfood-navbar-item</code>), and it hides
            on every other page, which shows that custom item types can read the current route.
          </p>
        </section>
      </main>
    </Layout>
  );
}
