// Copied from @docusaurus/theme-classic@2.1.0 src/theme/Navbar/MobileSidebar/Toggle/index.tsx sha256:b746f526f97ab4fa4028a14576b7dde65593128b439f0aa77f156bafd4331a8f
/**
 * The phone menu's open button. The theme's button also toggled the menu on
 * every keydown, so Enter or Space opened and at once closed it again (the
 * key press is followed by a click), and Tab opened it by passing through.
 * Here only the click toggles, and the button says whether the menu is open.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import {useNavbarMobileSidebar as useMobileSidebar} from '@docusaurus/theme-common/internal';
import IconMenu from '@theme/Icon/Menu';

export default function MobileSidebarToggle(): JSX.Element {
  const mobileSidebar = useMobileSidebar();
  return (
    <button
      type="button"
      onClick={mobileSidebar.toggle}
      aria-label={translate({
        id: 'site.navbar.mobileSidebarToggle',
        message: 'Navigation bar toggle',
        description: 'Name of the button that opens the phone menu',
      })}
      aria-expanded={mobileSidebar.shown}
      className="navbar__toggle clean-btn">
      <IconMenu />
    </button>
  );
}
