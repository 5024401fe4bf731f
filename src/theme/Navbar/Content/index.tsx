// Copied from @docusaurus/theme-classic@2.1.0 src/theme/Navbar/Content/index.tsx sha256:0e465bba2bf4f3c32e4e6a1f104e39c90160dc4665d0d419f48677afde1d63ea
/**
 * The navbar's row: menu toggle, logo and the configured items on the left;
 * items, colour-mode toggle and search on the right (the theme's layout).
 *
 * Ejected for one change: the items, which the stylesheet hides below 997px,
 * sit in `display: contents` wrappers that keep their server markup
 * unhydrated while the screen is narrow (useKeepServerMarkupWhileNarrow.ts). On a phone they were a fifth of the
 * docs page's hydration (the versions dropdown alone lists every version),
 * all of it for elements nobody sees; the phone menu renders its own. Items
 * of other types (search, the site's own) may show on a phone: they hydrate.
 */
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {splitNavbarItems, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarSearch from '@theme/Navbar/Search';
import themeStyles from '@docusaurus/theme-classic/lib/theme/Navbar/Content/styles.module.css';
import {keptServerChildren} from '@site/src/plugins/bundle-performance/keepServerMarkup/useKeepServerMarkup';
import {useKeepServerMarkupWhileNarrow} from '@site/src/plugins/bundle-performance/keepServerMarkup/useKeepServerMarkupWhileNarrow';
import styles from './styles.module.css';
import {runsByVisibility} from './navbarItemRuns';

function WideScreenOnly({children}: {children: ReactNode}): JSX.Element {
  const {keep, ref} = useKeepServerMarkupWhileNarrow<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.wideScreenOnly} {...(keep ? keptServerChildren : {children})} />
  );
}

function NavbarItems({items}: {items: NavbarItemConfig[]}): JSX.Element {
  return (
    <>
      {runsByVisibility(items).map((run, runIndex) => {
        const rendered = run.items.map((item, index) => (
          // The configured list never changes order while the site runs.
          // eslint-disable-next-line react/no-array-index-key
          <NavbarItem {...item} key={index} />
        ));
        return run.hidden ? (
          // eslint-disable-next-line react/no-array-index-key
          <WideScreenOnly key={runIndex}>{rendered}</WideScreenOnly>
        ) : (
          // eslint-disable-next-line react/no-array-index-key
          <React.Fragment key={runIndex}>{rendered}</React.Fragment>
        );
      })}
    </>
  );
}

export default function NavbarContent(): JSX.Element {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = useThemeConfig().navbar.items as NavbarItemConfig[];
  const [leftItems, rightItems] = splitNavbarItems(items);
  const hasSearchItem = items.some((item) => item.type === 'search');
  return (
    <div className="navbar__inner">
      <div className="navbar__items">
        {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
        <NavbarLogo />
        <NavbarItems items={leftItems} />
      </div>
      <div className="navbar__items navbar__items--right">
        <NavbarItems items={rightItems} />
        {/* Hidden below 997px too, but a handful of elements: it hydrates everywhere, so
            its enabled state tells any screen that the page has hydrated. */}
        <NavbarColorModeToggle className={themeStyles.colorModeToggle} />
        {!hasSearchItem && (
          <NavbarSearch>
            <SearchBar />
          </NavbarSearch>
        )}
      </div>
    </div>
  );
}
