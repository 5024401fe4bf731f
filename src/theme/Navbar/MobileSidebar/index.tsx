/**
 * The phone menu as a modal dialog for keyboard and screen-reader users,
 * which the theme's menu is not: opening it moves focus into it, Tab and
 * Shift+Tab cycle inside it, Escape closes it, and on closing focus returns
 * to the menu button instead of getting lost on the page. The menu is only
 * rendered once the reader heads for it (./useMenuRequested.ts).
 */
import React, {useEffect, useRef} from 'react';
import {translate} from '@docusaurus/Translate';
import {useNavbarMobileSidebar as useMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useMenuRequested} from './useMenuRequested';

const menuLabel = translate({
  id: 'site.navbar.mobileSidebarLabel',
  message: 'Site navigation',
  description: 'Accessible name of the phone menu dialog',
});

const sidebarElement = (): HTMLElement | null => document.querySelector('.navbar-sidebar');
const toggleButton = (): HTMLElement | null => document.querySelector('button.navbar__toggle');

/**
 * What Tab can reach in the menu. The menu slides between two panels (site
 * links, the current docs sidebar); the one outside the menu's own box is
 * skipped (it is clipped, not hidden, so it would otherwise take focus unseen).
 */
function reachableControls(sidebar: HTMLElement): HTMLElement[] {
  const menuBox = sidebar.getBoundingClientRect();
  const candidates = sidebar.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, [tabindex="0"]');
  return Array.from(candidates).filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.left >= menuBox.left - 1 && box.right <= menuBox.right + 1;
  });
}

/**
 * Focuses `element` as soon as it can take focus. The menu fades in from
 * `visibility: hidden`, and an element that is still hidden when the menu
 * opens refuses focus, so this tries again on each frame for up to a second.
 */
function focusOnceVisible(element: HTMLElement): () => void {
  let frame = 0;
  const giveUpAt = performance.now() + 1000;
  const attempt = () => {
    element.focus();
    if (document.activeElement !== element && performance.now() < giveUpAt) {
      frame = requestAnimationFrame(attempt);
    }
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

function useMenuKeyboard(shown: boolean, close: () => void): void {
  const wasShown = useRef(false);

  useEffect(() => {
    const sidebar = sidebarElement();
    if (!shown) {
      const focusWasInMenu = sidebar?.contains(document.activeElement) || document.activeElement === document.body;
      if (wasShown.current && focusWasInMenu) toggleButton()?.focus();
      wasShown.current = false;
      return undefined;
    }
    wasShown.current = true;
    if (!sidebar) return undefined;
    sidebar.setAttribute('role', 'dialog');
    sidebar.setAttribute('aria-modal', 'true');
    sidebar.setAttribute('aria-label', menuLabel);
    const closeButton = sidebar.querySelector<HTMLElement>('.navbar-sidebar__close');
    const stopFocusing = closeButton ? focusOnceVisible(closeButton) : () => undefined;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = reachableControls(sidebar);
      if (controls.length === 0) return;
      const first = controls[0]!;
      const last = controls[controls.length - 1]!;
      const inside = sidebar.contains(document.activeElement);
      if (!inside || (event.shiftKey && document.activeElement === first)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      stopFocusing();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [shown, close]);
}

export default function MobileSidebarWrapper(): JSX.Element {
  const mobileSidebar = useMobileSidebar();
  useMenuKeyboard(mobileSidebar.shown, mobileSidebar.toggle);
  const requested = useMenuRequested(mobileSidebar.shown);
  return requested ? <MobileSidebar /> : <></>;
}
