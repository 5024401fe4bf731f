// Copied from @docusaurus/theme-classic@2.1.0 src/theme/CodeBlock/Container/index.tsx sha256:89e986b3187da4a1f70d47f822533d591ec1ad46123c207d1c30f646b7c3d3d5
/**
 * The theme's code block frame, whose style carries the Prism theme's colours
 * as CSS variables (background, plain text). Our CodeBlock does not remount
 * blocks after hydration (../index.tsx), and hydration leaves the server's
 * style attribute as it is: a reader in dark mode would keep the light
 * theme's background under recoloured, light tokens. So the variables are
 * also set on the element itself once it is in the page, and again whenever
 * the Prism theme changes.
 */
import React, {useLayoutEffect, useRef, type ComponentProps, type ElementType} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, usePrismTheme} from '@docusaurus/theme-common';
import {getPrismCssVariables} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends ElementType>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): JSX.Element {
  const prismTheme = usePrismTheme();
  const prismCssVariables = getPrismCssVariables(prismTheme);
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(prismCssVariables)) ref.current?.style.setProperty(name, String(value));
  }, [prismTheme]);
  return (
    <As
      {...props}
      ref={ref}
      style={prismCssVariables}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
