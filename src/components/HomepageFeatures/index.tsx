import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {homeFeatures} from '@site/src/data/homeFeatures';
import styles from './styles.module.css';

/** Grid of the framework's main features, each linking into the docs. */
export default function HomepageFeatures(): JSX.Element {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className="text--center">
          What you get
        </Heading>
        <div className="row">
          {homeFeatures.map((feature) => (
            <div key={feature.title} className="col col--4 margin-bottom--lg">
              <Heading as="h3">{feature.title}</Heading>
              <p>{feature.description}</p>
              <Link to={feature.link}>{feature.linkLabel} →</Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
