/** How to get a site listed: the steps of a pull request and the rules we check. */
import React from 'react';
import Link from '@docusaurus/Link';

import styles from './ShowcaseAddYourSite.module.css';

const REPOSITORY = 'https://github.com/facebook/docusaurus';

const exampleEntry = `{
  name: 'Acme Widgets',
  description: 'Guides and API reference for a library of accessible form widgets.',
  website: 'https://widgets.acme.example/',
  source: 'https://github.com/acme/widgets/tree/main/website',
  tags: ['opensource', 'versioning'],
},`;

export default function ShowcaseAddYourSite(): JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="showcase-add-your-site">
      <h2 id="showcase-add-your-site">Add your site</h2>
      <p>
        The list lives in a plain TypeScript file in the <Link to={REPOSITORY}>website&apos;s repository</Link>,
        so getting listed takes one pull request. Reviewers look at the site itself, so make sure it is the
        version you want people to see.
      </p>
      <div className={styles.columns}>
        <div>
          <h3>Steps</h3>
          <ol>
            <li>
              Fork the repository and, inside its <code>website</code> folder, open{' '}
              <code>src/data/showcase/sites.ts</code>.
            </li>
            <li>
              Add an object for your site anywhere in the array (the page sorts it): its name, a one-sentence
              description of at most about 120 characters, the address of the live site, a link to the folder
              holding its <code>docusaurus.config.js</code> (or <code>null</code> for a closed-source site) and the
              tags that apply.
            </li>
            <li>
              From the same folder, run <code>node --import tsx scripts/generate-showcase-previews.ts</code> to
              draw the preview card, then <code>npm run test:unit</code>, which checks names, addresses, tags and
              previews.
            </li>
            <li>Commit the entry with its new PNG and open a pull request. CI runs the same checks.</li>
          </ol>
          {/* A plain block: the live-codeblock theme's CodeBlock would pull its JSX compiler into this page. */}
          <p className={styles.exampleCaption}>
            An entry in <code>src/data/showcase/sites.ts</code>:
          </p>
          {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
          <pre className={styles.example} tabIndex={0}>
            <code>{exampleEntry}</code>
          </pre>
        </div>
        <div>
          <h3>What we accept</h3>
          <ul>
            <li>
              The site is in production at a lasting address of its own. Temporary deploy previews and staging
              hosts are turned down.
            </li>
            <li>It is built with Docusaurus, and you own it or its owner agrees to the listing.</li>
            <li>
              It has real content and its own touches. An untouched starter template, a demo or a site full of
              empty placeholder pages will not be merged.
            </li>
            <li>
              Tags are accurate. <em>Open-Source</em> needs a public link to the website&apos;s source, not just
              the project&apos;s; <em>I18n</em> needs at least two locales; <em>Large</em> means more than 200
              pages without counting versions. Leave out <em>Favorite</em>: maintainers award it.
            </li>
            <li>
              The description says what the site is about, in plain words, without marketing superlatives.
            </li>
          </ul>
          <p className={styles.note}>
            Listed sites are reviewed from time to time: entries may be edited, and sites that go offline or stop
            using Docusaurus are removed.
          </p>
        </div>
      </div>
    </section>
  );
}
