// Copied from @docusaurus/theme-classic@2.1.0 src/theme/TabItem/index.tsx sha256:9bc86cd69551d5592a7a0f3bc4a52b1b233136fb974533cfceea3d0c7eb34ef5
/**
 * One tab panel. Replaces theme-classic 2.1.0's TabItem
 * (lib/theme/TabItem/index.js, a div with role, class and `hidden`), which
 * cannot take an id: the panel needs one for its tab's `aria-controls`
 * (src/theme/Tabs). tests/unit/copied-framework-code.test.ts fails when
 * the installed original changes.
 */
import React from 'react';
import clsx from 'clsx';
import type {Props as ThemeProps} from '@theme/TabItem';
import styles from './styles.module.css';

export interface Props extends ThemeProps {
  /** Given by src/theme/Tabs. */
  readonly panelId?: string;
}

export default function TabItem({children, hidden, className, panelId}: Props): JSX.Element {
  return (
    <div role="tabpanel" id={panelId} className={clsx(styles.tabItem, className)} hidden={hidden}>
      {children}
    </div>
  );
}
