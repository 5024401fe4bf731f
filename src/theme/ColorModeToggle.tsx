/**
 * The colour mode toggle, plus a polite live region that says which mode is
 * now on. The theme's button only changes its own label, which screen
 * readers do not read out again after a press, so the change went unheard.
 * Nothing is announced on page load: only a press changes the text.
 */
import React, {useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ColorModeToggleType>;

const announcements = {
  dark: translate({id: 'site.colorToggle.nowDark', message: 'Dark mode is on', description: 'Announced after switching to dark mode'}),
  light: translate({id: 'site.colorToggle.nowLight', message: 'Light mode is on', description: 'Announced after switching to light mode'}),
};

export default function ColorModeToggleWrapper(props: Props): JSX.Element {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(props.value);
  useEffect(() => {
    if (previous.current !== props.value) setAnnouncement(announcements[props.value]);
    previous.current = props.value;
  }, [props.value]);
  return (
    <>
      <ColorModeToggle {...props} />
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
