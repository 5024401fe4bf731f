/**
 * Keeps theme-classic's banner of older versions and, on pages of the current
 * main docs (which have no banner), says which release they describe: the
 * label 2.0.0-rc.2 alone would suggest a pre-release. An <aside> keeps the
 * note out of the local search index, like the banner it sits beside.
 */
import React from 'react';
import OriginalDocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {useDocsVersion} from '@docusaurus/theme-common/internal';
import {CURRENT_DOCS_LABEL, CURRENT_DOCS_RELEASE} from '@site/src/utils/currentDocsRelease';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocVersionBannerType>;

function CurrentReleaseNote(): JSX.Element {
  return (
    <aside className={`theme-doc-current-release ${styles.note}`} aria-label="Release described">
      These pages describe <strong>Docusaurus {CURRENT_DOCS_RELEASE}</strong>, the latest release. The label{' '}
      {CURRENT_DOCS_LABEL} is this site&apos;s name for its current docs, not a version to install.{' '}
      <Link to="/versions">About the versions</Link>
    </aside>
  );
}

export default function DocVersionBanner(props: Props): JSX.Element {
  const {pluginId, version} = useDocsVersion();
  return (
    <>
      <OriginalDocVersionBanner {...props} />
      {pluginId === 'default' && version === 'current' && <CurrentReleaseNote />}
    </>
  );
}
