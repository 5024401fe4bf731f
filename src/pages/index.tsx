/** Home page (/): what Docusaurus is, its main features, and how to start. */
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import styles from './index.module.css';

function Hero(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={`hero hero--primary ${styles.hero}`}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <p>
          A static-site generator for documentation websites, blogs and project pages. You write
          Markdown; it builds a fast, searchable, versioned React site you can host anywhere.
        </p>
        <div className={styles.buttons}>
          <Link className="button button--secondary button--lg" to="/docs/">
            Read the docs
          </Link>
          <Link className="button button--outline button--secondary button--lg" to="/docs/playground">
            Try it in your browser
          </Link>
        </div>
      </div>
    </header>
  );
}

function GetStarted(): JSX.Element {
  return (
    <section className={`text--center ${styles.getStarted}`} aria-labelledby="get-started-heading">
      <div className="container">
        <Heading as="h2" id="get-started-heading">
          Start in one minute
        </Heading>
        <p>With Node.js 16.14 or newer installed, create a site from the classic template and run it:</p>
        <CodeBlock language="bash">
          {'npx create-docusaurus@latest my-website classic\ncd my-website\nnpm start'}
        </CodeBlock>
        <p>
          Your site opens at <code>http://localhost:3000</code> and reloads as you edit. The{' '}
          <Link to="/docs/installation">installation guide</Link> explains every step, and the{' '}
          <Link to="/docs/configuration">configuration guide</Link> shows what to change first.
        </p>
      </div>
    </section>
  );
}

export default function Home(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={`${siteConfig.title}: ${siteConfig.tagline}`} description={String(siteConfig.customFields?.description ?? '')}>
      <main>
        <Hero />
        <HomepageFeatures />
        <GetStarted />
      </main>
    </Layout>
  );
}
