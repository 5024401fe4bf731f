/**
 * The version badge of a docs page, followed by the "Compare versions"
 * control: both are about which version the reader is looking at.
 */
import React from 'react';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type {WrapperProps} from '@docusaurus/types';
import CompareVersionsLink from '@site/src/components/VersionCompare/CompareVersionsLink';

type Props = WrapperProps<typeof DocVersionBadgeType>;

export default function DocVersionBadgeWrapper(props: Props): JSX.Element {
  return (
    <>
      <DocVersionBadge {...props} />
      <CompareVersionsLink />
    </>
  );
}
