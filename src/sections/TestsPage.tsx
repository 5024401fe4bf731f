/**
 * /tests/ (and its sub-paths): index of the test fixtures that dogfood the
 * framework's edge cases. The pages themselves live in `_dogfooding/`.
 */
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

const fixtures = [
  {to: '/tests/docs', label: 'Docs tests', about: 'a docs instance with two sidebars, drafts, tags and TOC-level fixtures'},
  {to: '/tests/blog', label: 'Blog tests', about: 'a second blog instance with three posts per page'},
  {to: '/tests/pages', label: 'Pages tests', about: 'a second pages instance: Markdown, React, head metadata and error pages'},
];

export default function TestsPage(): JSX.Element {
  return (
    <Layout title="Tests" description="Test fixtures that exercise edge cases of Docusaurus on this site.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Test fixtures</Heading>
        <p>
          This website dogfoods the framework: besides the real documentation it publishes fixtures
          that exercise edge cases, so a change that breaks one of them is caught by the end-to-end
          tests before a release. They are not documentation; they are excluded from the sitemap and
          from search engines.
        </p>
        <ul>
          {fixtures.map((fixture) => (
            <li key={fixture.to}>
              <Link to={fixture.to}>{fixture.label}</Link>: {fixture.about}.
            </li>
          ))}
        </ul>
        <p>
          On every page under <code>/tests/</code> the navbar shows an extra 😉 button: it is a navbar
          item of a custom type registered by the site.
        </p>
      </main>
    </Layout>
  );
}
