// Copied from @docusaurus/theme-classic@2.1.0 src/theme/Navbar/MobileSidebar/Header/index.tsx sha256:d8cc6f2b013a05fe22b12fb7b2853d55de0f73e59873e8f9ea4451bb820859b2
/**
 * The phone menu's header, as in the theme, with a name on its close button
 * (the theme's button holds only an icon, so screen readers announced an
 * unnamed button).
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import {useNavbarMobileSidebar as useMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import IconClose from '@theme/Icon/Close';
import NavbarLogo from '@theme/Navbar/Logo';

export default function NavbarMobileSidebarHeader(): JSX.Element {
  const mobileSidebar = useMobileSidebar();
  return (
    <div className="navbar-sidebar__brand">
      <NavbarLogo />
      <NavbarColorModeToggle className="margin-right--md" />
      <button
        type="button"
        className="clean-btn navbar-sidebar__close"
        aria-label={translate({
          id: 'site.navbar.mobileSidebarClose',
          message: 'Close navigation bar',
          description: 'Name of the button that closes the phone menu',
        })}
        onClick={() => mobileSidebar.toggle()}>
        <IconClose color="var(--ifm-color-emphasis-600)" />
      </button>
    </div>
  );
}
