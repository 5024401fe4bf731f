/** /showcase/ (and its sub-paths): sites built with Docusaurus. */
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {showcaseSites} from '@site/src/data/showcaseSites';

export default function ShowcasePage(): JSX.Element {
  return (
    <Layout title="Showcase" description="Websites built with Docusaurus, from personal blogs to large product docs.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Showcase</Heading>
        <p>
          Projects of every size publish their documentation, blogs and landing pages with Docusaurus.
          Browse them for ideas on structure, navigation and design. Every site here is public; many
          also publish their source, so you can see exactly how a feature was built.
        </p>
        <ul className="row" style={{listStyle: 'none', padding: 0}}>
          {showcaseSites.map((site) => (
            <li key={site.title} className="col col--6 margin-bottom--md">
              <div className="card shadow--md">
                <div className="card__body">
                  <Heading as="h2" className="margin-bottom--xs" style={{fontSize: '1.2rem'}}>
                    <Link href={site.website}>{site.title}</Link>
                  </Heading>
                  <p className="margin-bottom--xs">{site.description}</p>
                  <small>Tags: {site.tags.join(', ')}</small>
                </div>
                {site.source && (
                  <div className="card__footer">
                    <Link href={site.source}>Source code</Link>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
        <Heading as="h2">Add your site</Heading>
        <p>
          Built something with Docusaurus? Open a pull request that adds your site to{' '}
          <code>src/data/showcaseSites.ts</code> in this website&apos;s repository, with a one-line
          description and the tags that fit. Sites must be public, in production, and more than a
          freshly generated template.
        </p>
      </main>
    </Layout>
  );
}
