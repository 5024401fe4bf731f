/**
 * Every kind of target the Link component accepts. Internal links must
 * navigate on the client (no full reload) and pass the broken-link check of the
 * build; external and pathname:// links must leave the router alone.
 */
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';

interface LinkCase {
  id: string;
  explanation: string;
  link: JSX.Element;
}

function LinkCases(): JSX.Element {
  const logoUrl = useBaseUrl('/img/docusaurus.png');
  const cases: LinkCase[] = [
    {
      id: 'internal',
      explanation: 'A route of the site: client-side navigation, prefetched when the link is visible.',
      link: <Link to="/tests/docs">Docs tests</Link>,
    },
    {
      id: 'trailing-slash',
      explanation: 'The same route with a trailing slash: it must resolve to the same page.',
      link: <Link to="/tests/docs/">Docs tests, with a trailing slash</Link>,
    },
    {
      id: 'hash',
      explanation: 'Another page and a heading on it: the page opens scrolled to the heading.',
      link: <Link to="/tests/docs/#sidebars">The "Sidebars" section of the docs tests</Link>,
    },
    {
      id: 'hash-only',
      explanation: 'A heading of this very page: scrolls without leaving the page.',
      link: <Link to="#link-to-this-page">The last section of this page</Link>,
    },
    {
      id: 'query',
      explanation: 'A query string is kept in the URL; the page behind it is the same.',
      link: <Link to="/tests/pages/markdown-tests?from=link-tests">Markdown tests, with a query string</Link>,
    },
    {
      id: 'html-suffix',
      explanation: 'A route whose path really ends in .html, set by a doc slug.',
      link: <Link to="/tests/docs/dummy.html">The doc at dummy.html</Link>,
    },
    {
      id: 'spaces',
      explanation: 'A path with spaces: Link encodes them as %20.',
      link: <Link to="/tests/docs/folder with space/doc 1">Doc 1 in a folder with spaces</Link>,
    },
    {
      id: 'nav-link',
      explanation: 'isNavLink adds the active class when the current page matches: it is active here.',
      link: (
        <Link to="/tests/pages/link-tests" isNavLink activeClassName="link-tests-active">
          This page, as a nav link
        </Link>
      ),
    },
    {
      id: 'href',
      explanation: 'href is accepted as well as to, with the same behaviour.',
      link: <Link href="/tests/blog">Blog tests, through href</Link>,
    },
    {
      id: 'pathname',
      explanation:
        'pathname:// turns off the router: the browser loads the file itself, here a text file from a second static folder.',
      link: <Link to="pathname:///static-asset-test.txt">A static text file</Link>,
    },
    {
      id: 'static-asset',
      explanation: 'A static image URL built with useBaseUrl, so it keeps working under another base URL.',
      link: <Link to={logoUrl}>The Docusaurus logo</Link>,
    },
    {
      id: 'external',
      explanation:
        'An absolute URL: a plain anchor that opens in a new tab with rel="noopener noreferrer" and is never prefetched.',
      link: <Link to="https://github.com/facebook/docusaurus">The repository on GitHub</Link>,
    },
    {
      id: 'mailto',
      explanation: 'A mailto: link is external too, and left to the browser.',
      link: <Link to="mailto:fixtures@example.com">Write an email</Link>,
    },
  ];
  return (
    <table>
      <thead>
        <tr>
          <th>Link</th>
          <th>What it exercises</th>
        </tr>
      </thead>
      <tbody>
        {cases.map((linkCase) => (
          <tr key={linkCase.id} data-testid={`link-case-${linkCase.id}`}>
            <td>{linkCase.link}</td>
            <td>{linkCase.explanation}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function LinkTests(): JSX.Element {
  return (
    <Layout
      title="Link tests"
      description="Every kind of target the Link component accepts: routes, hashes, queries, static files and external URLs.">
      <main className="container margin-vert--lg">
        <h1>Link tests</h1>
        <p>
          <code>@docusaurus/Link</code> decides for each target whether it is a route of the site (handled
          by the router, prefetched, checked for broken links at build time) or something the browser must
          load itself. Each row shows one kind of target.
        </p>
        <LinkCases />
        <h2 id="link-to-this-page">Link to this page</h2>
        <p>The hash-only link in the table scrolls here.</p>
      </main>
    </Layout>
  );
}
