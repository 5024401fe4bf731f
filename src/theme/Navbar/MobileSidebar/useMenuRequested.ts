/**
 * Whether the phone menu should be in the page yet. The theme renders the
 * whole menu (every navbar item in its phone form, and the current docs
 * sidebar) right after hydration on any phone-width screen, hidden, in a
 * 60-100 ms task on a phone-class CPU that most readers never open. Here it
 * is rendered once the reader heads for the menu button (pointer over or
 * down, touch, keyboard focus), which comes before the click that opens it,
 * so the menu is in place to slide in; a menu opened any other way renders
 * as it opens. Once rendered, it stays.
 */
import {useEffect, useState} from 'react';

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
const isMenuButton = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('button.navbar__toggle') !== null;

export function useMenuRequested(shown: boolean): boolean {
  const [headedFor, setHeadedFor] = useState(false);
  useEffect(() => {
    if (headedFor) return undefined;
    const onIntent = (event: Event) => {
      if (isMenuButton(event.target)) setHeadedFor(true);
    };
    intentEvents.forEach((type) => document.addEventListener(type, onIntent, {capture: true, passive: true}));
    return () => intentEvents.forEach((type) => document.removeEventListener(type, onIntent, {capture: true}));
  }, [headedFor]);
  return headedFor || shown;
}
