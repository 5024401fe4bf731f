/**
 * Navbar dropdowns (docs version, language) that work from the keyboard.
 *
 * The theme's desktop dropdown only toggles on Enter: Escape does nothing,
 * arrow keys do nothing, and a menu left with Shift+Tab stays open over the
 * page. Here Enter or Space toggles the menu, ArrowDown (ArrowUp) opens it on
 * its first (last) entry, arrows (and Home/End) move
 * through the entries, Escape closes it and puts focus back on its button,
 * and it closes whenever focus leaves it. The phone menu keeps the theme's
 * collapsible list, made reachable with Tab.
 */
import React, {useEffect, useRef, useState, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import OriginalDropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type {DesktopOrMobileNavBarItemProps, Props} from '@theme/NavbarItem/DropdownNavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';

const menuEntries = (dropdown: HTMLElement | null): HTMLElement[] =>
  Array.from(dropdown?.querySelectorAll<HTMLElement>('.dropdown__menu a[href], .dropdown__menu button') ?? []);

function KeyboardDropdown({items, position, className, onClick, ...props}: DesktopOrMobileNavBarItemProps): JSX.Element {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // The entry to focus once the menu is open (focus cannot enter a hidden menu).
  const pendingFocus = useRef<number | null>(null);

  const focusEntry = (entry: number) => {
    const entries = menuEntries(dropdownRef.current);
    const target = entries[entry < 0 ? entries.length - 1 : entry];
    // The menu fades in: it stays `visibility: hidden`, and unfocusable, for
    // the first frame or two of its transition.
    let attempts = 0;
    const tryFocus = () => {
      target?.focus();
      attempts += 1;
      if (target && document.activeElement !== target && attempts < 30) requestAnimationFrame(tryFocus);
    };
    tryFocus();
  };

  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      focusEntry(pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [open]);

  useEffect(() => {
    const closeOnOutsidePress = (event: Event) => {
      if (dropdownRef.current && !dropdownRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsidePress);
    document.addEventListener('touchstart', closeOnOutsidePress);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsidePress);
      document.removeEventListener('touchstart', closeOnOutsidePress);
    };
  }, []);

  const openAt = (entry: number) => {
    if (open) {
      focusEntry(entry);
    } else {
      pendingFocus.current = entry;
      setOpen(true);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      // As in the theme, Enter only toggles; Tab or the arrows then enter the menu.
      event.preventDefault();
      setOpen(!open);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const entries = menuEntries(dropdownRef.current);
    const current = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % entries.length,
      ArrowUp: (current - 1 + entries.length) % entries.length,
      Home: 0,
      End: entries.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      entries[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      // NavbarNavLink takes no ref, so the button is found in the DOM.
      dropdownRef.current?.querySelector<HTMLElement>('.navbar__link')?.focus();
    }
  };

  return (
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': open,
      })}
      onBlur={(event) => {
        if (!dropdownRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={open}
        role="button"
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (event: React.MouseEvent) => event.preventDefault()}
        onKeyDown={onButtonKeyDown}>
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu" onKeyDown={onMenuKeyDown}>
        {items.map((childItemProps, index) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...childItemProps} key={index} />
        ))}
      </ul>
    </div>
  );
}

export default function DropdownNavbarItem({mobile = false, ...props}: Props): JSX.Element {
  if (!mobile) return <KeyboardDropdown {...props} />;
  // The phone menu's list header is a link with no target when the dropdown
  // has none (the version list): without an href it could not take focus.
  const focusable = props.to || props.href ? {} : {href: '#'};
  return <OriginalDropdownNavbarItem mobile {...props} {...focusable} />;
}
