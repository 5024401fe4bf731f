// Copied from @docusaurus/theme-common@2.1.0 src/hooks/useHideableNavbar.ts sha256:fd9a6e80d2ee60ea4b939e5e662b8c73e261710256b1809f4171fd16fc9e5207
/**
 * The theme's hide-on-scroll navbar (useHideableNavbar in theme-common), with
 * one change: the navbar's height is measured at the first scroll, not by the
 * ref callback while React commits the hydrated page. Measuring there forced
 * the browser to lay out the whole page inside hydration's long task (about a
 * tenth of it on a phone-class CPU); at the first scroll the layout is done
 * already. Behaviour is the theme's: shown near the top, hidden while
 * scrolling down, shown while scrolling up or at the bottom, hidden when a
 * navigation targets an anchor (so the heading is not covered).
 */
import {useCallback, useRef, useState} from 'react';
import {useLocationChange, useScrollPosition} from '@docusaurus/theme-common/internal';

export function useHideOnScroll(hideOnScroll: boolean): {
  navbarRef: (node: HTMLElement | null) => void;
  isNavbarVisible: boolean;
} {
  const [isNavbarVisible, setIsNavbarVisible] = useState(hideOnScroll);
  const isFocusedAnchor = useRef(false);
  const navbar = useRef<HTMLElement | null>(null);
  const navbarHeight = useRef<number | null>(null);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    navbar.current = node;
    navbarHeight.current = null;
  }, []);
  const measuredHeight = () => {
    navbarHeight.current ??= navbar.current?.getBoundingClientRect().height ?? 0;
    return navbarHeight.current;
  };

  useScrollPosition(({scrollY: scrollTop}, lastPosition) => {
    if (!hideOnScroll) return;
    const height = measuredHeight();
    // Rubber-band scrolling above the top must not hide it.
    if (scrollTop < height) {
      setIsNavbarVisible(true);
      return;
    }
    if (isFocusedAnchor.current) {
      isFocusedAnchor.current = false;
      return;
    }
    const lastScrollTop = lastPosition?.scrollY;
    const documentHeight = document.documentElement.scrollHeight - height;
    if (lastScrollTop && scrollTop >= lastScrollTop) {
      setIsNavbarVisible(false);
    } else if (scrollTop + window.innerHeight < documentHeight) {
      setIsNavbarVisible(true);
    }
  });

  useLocationChange(({location}) => {
    if (!hideOnScroll) return;
    if (location.hash) {
      isFocusedAnchor.current = true;
      setIsNavbarVisible(false);
      return;
    }
    setIsNavbarVisible(true);
  });

  return {navbarRef, isNavbarVisible};
}
