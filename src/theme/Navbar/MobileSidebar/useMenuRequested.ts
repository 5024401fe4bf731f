/**
 * Whether the phone menu should be in the page yet. The theme renders the
 * whole menu (every navbar item in its phone form, and the current docs
 * sidebar) right after hydration on any phone-width screen, hidden, in a
 * long task on a phone-class CPU, for a menu most readers never open. Here it
 * is rendered once the reader heads for the menu button (pointer over it,
 * touch, keyboard focus: src/utils/navigationIntent.ts), which comes before the click that opens it,
 * so the menu is in place to slide in; a menu opened any other way renders
 * as it opens. Once rendered, it stays.
 */
import {useEffect, useState} from 'react';
import {whenHeadedFor} from '@site/src/utils/navigationIntent';

const isMenuButton = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('button.navbar__toggle') !== null;

export function useMenuRequested(shown: boolean): boolean {
  const [headedFor, setHeadedFor] = useState(false);
  useEffect(() => (headedFor ? undefined : whenHeadedFor(isMenuButton, () => setHeadedFor(true))), [headedFor]);
  return headedFor || shown;
}
