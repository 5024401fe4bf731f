/**
 * The theme's tabs, with each tab pointing at the panel it shows
 * (`aria-controls`): without that link the Nu HTML Checker reports every
 * active tab as having no tab panel, and assistive technology cannot jump
 * from a tab to its content. The panels get their ids from src/theme/TabItem.
 */
import React, {Children, cloneElement, isValidElement, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import OriginalTabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';

/**
 * Tab groups met so far on each page, in render order. The server renders a
 * page's groups in the same order as the browser's first render of it, so the
 * ids of the static HTML are the ones React sees when it hydrates.
 */
const groupsPerPage = new Map<string, number>();

function useGroupNumber(): number {
  const {pathname} = useLocation();
  const [number] = useState(() => {
    const next = (groupsPerPage.get(pathname) ?? 0) + 1;
    groupsPerPage.set(pathname, next);
    return next;
  });
  return number;
}

export default function Tabs(props: Props): JSX.Element {
  const group = useGroupNumber();
  // A lazy group renders only the chosen panel: every tab controls that one.
  const panelId = (index: number) => (props.lazy ? `tabpanel-${group}` : `tabpanel-${group}-${index}`);
  const withControls = (attributes: {[key: string]: unknown} | undefined, index: number) => ({
    ...attributes,
    'aria-controls': panelId(index),
  });
  const children = Children.map(props.children, (child, index) =>
    isValidElement<TabItemProps>(child)
      ? cloneElement(child, {panelId: panelId(index), attributes: withControls(child.props.attributes, index)} as Partial<TabItemProps>)
      : child,
  ) as Props['children'];
  const values = props.values?.map((value, index) => ({...value, attributes: withControls(value.attributes, index)}));
  return <OriginalTabs {...props} values={values}>{children}</OriginalTabs>;
}
