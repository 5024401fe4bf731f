// Copied from @docusaurus/theme-classic@2.1.0 src/theme/SkipToContent/index.tsx sha256:25326f9ea7c683bb537119b33e04c0b7b3d0e2583f89f2550d56dc7f61bbf7fb
/**
 * The skip link, as in the theme, with a real name on its landmark: the
 * theme's region passes a translation id without a default message, so
 * screen readers announced the region as "theme.common.skipToMainContent".
 */
import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useSkipToContent} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

export default function SkipToContent(): JSX.Element {
  const {containerRef, handleSkip} = useSkipToContent();
  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={translate({
        id: 'site.skipToContent.regionLabel',
        message: 'Skip to main content',
        description: 'Accessible name of the landmark that holds the skip link',
      })}>
      {/* The theme's own pattern: the hash link is handled in JS, focus moves to <main>. */}
      <a href="#" className={styles.skipLink} onClick={handleSkip}>
        <Translate
          id="theme.common.skipToMainContent"
          description="The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation">
          Skip to main content
        </Translate>
      </a>
    </div>
  );
}
