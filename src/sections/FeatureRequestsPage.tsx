/** /feature-requests/ (and its sub-paths): how to propose and follow feature requests. */
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

const repository = 'https://github.com/facebook/docusaurus';

export default function FeatureRequestsPage(): JSX.Element {
  return (
    <Layout title="Feature requests" description="How to propose a feature for Docusaurus and follow its progress.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Feature requests</Heading>
        <p>
          Docusaurus grows from what its users need. Ideas are discussed in public on GitHub, where
          anyone can propose one, vote for one, and follow it from the first comment to the release
          that ships it.
        </p>

        <Heading as="h2">Before you propose</Heading>
        <ol>
          <li>
            Search the <Link href={`${repository}/issues?q=label%3Afeature`}>existing feature requests</Link>,
            open and closed. If yours exists, add a 👍 reaction to the first post: maintainers sort
            requests by reactions, while “+1” comments only notify everyone subscribed.
          </li>
          <li>
            Check whether a plugin or a swizzled component already does it. The{' '}
            <Link to="/docs/using-plugins">plugin guide</Link> and the{' '}
            <Link to="/docs/swizzling">swizzling guide</Link> cover most customisations, and many
            community plugins are listed in the <Link to="/community/support">community pages</Link>.
          </li>
        </ol>

        <Heading as="h2">Write a good proposal</Heading>
        <p>
          Open a new issue with the <strong>feature</strong> template and describe the problem before
          the solution: what you are trying to do, why the current features do not allow it, and who
          else is likely to need it. Add an example of the configuration or Markdown you would like to
          write. A proposal that explains the use case is far easier to accept than one that only
          describes an API.
        </p>

        <Heading as="h2">What happens next</Heading>
        <ul>
          <li>
            A maintainer triages the issue: it may be labelled <code>status: accepting pr</code> (the
            team agrees and welcomes a contribution), <code>status: needs more information</code>, or
            closed with an explanation when it does not fit the project.
          </li>
          <li>
            Larger changes go through a design discussion on the issue first, so that the API is agreed
            before anyone writes code.
          </li>
          <li>
            When a pull request lands, the feature appears in the next release; the{' '}
            <Link to="/changelog">changelog</Link> lists it under “New Feature” with the pull request
            number.
          </li>
        </ul>

        <Heading as="h2">Follow a request</Heading>
        <p>
          Subscribe to the issue on GitHub to be notified of progress, and watch the repository&apos;s
          releases to know when it ships. You can also help: comment with your use case, test a pull
          request with a canary build, or implement it yourself.
        </p>
      </main>
    </Layout>
  );
}
