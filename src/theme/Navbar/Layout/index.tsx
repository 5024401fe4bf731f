// Copied from @docusaurus/theme-classic@2.1.0 src/theme/Navbar/Layout/index.tsx sha256:b460918c3588285f00dddbb8b70850850bbdf9d7812b67d34e8eaf4516d247fc
/**
 * The theme's navbar frame, with the hide-on-scroll behaviour of
 * ./useHideOnScroll.ts (which measures the navbar off the hydration path).
 */
import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import type {Props} from '@theme/Navbar/Layout';
import styles from '@docusaurus/theme-classic/lib/theme/Navbar/Layout/styles.module.css';
import {useHideOnScroll} from './useHideOnScroll';

function NavbarBackdrop(props: ComponentProps<'div'>) {
  return <div role="presentation" {...props} className={clsx('navbar-sidebar__backdrop', props.className)} />;
}

export default function NavbarLayout({children}: Props): JSX.Element {
  const {
    navbar: {hideOnScroll, style},
  } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  const {navbarRef, isNavbarVisible} = useHideOnScroll(hideOnScroll);
  return (
    <nav
      ref={navbarRef}
      className={clsx(
        'navbar',
        'navbar--fixed-top',
        hideOnScroll && [styles.navbarHideable, !isNavbarVisible && styles.navbarHidden],
        {
          'navbar--dark': style === 'dark',
          'navbar--primary': style === 'primary',
          'navbar-sidebar--show': mobileSidebar.shown,
        },
      )}>
      {children}
      <NavbarBackdrop onClick={mobileSidebar.toggle} />
      <NavbarMobileSidebar />
    </nav>
  );
}
