/**
 * A navbar item of our own type, `custom-dogfood-navbar-item`. It proves that a
 * site can register new item types; it only shows on the test fixtures.
 */
import React from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {isTestsPath} from '@site/src/utils/testsPath';

export interface Props {
  content: string;
  mobile?: boolean;
}

export default function CustomDogfoodNavbarItem({content, mobile}: Props): JSX.Element | null {
  const {pathname} = useLocation();
  const testsRoot = useBaseUrl('/tests/');
  if (!isTestsPath(pathname, testsRoot)) {
    return null;
  }
  const label = 'Custom item: shown only on test pages';
  return (
    <button
      type="button"
      className={mobile ? 'menu__link' : 'button button--sm button--outline button--primary margin-left--sm'}
      title={label}
      aria-label={label}
      data-testid="custom-dogfood-navbar-item"
      onClick={() => {
        // eslint-disable-next-line no-alert
        window.alert('This button is a custom navbar item type, registered by the site.');
      }}>
      {content}
    </button>
  );
}
