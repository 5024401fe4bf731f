/**
 * The announcement bar (spec §4), ejected from theme-classic 2.1.0 to fix two
 * things readers see:
 *
 * - A new announcement id must show the bar again. 2.1.0 resets the stored
 *   dismissal, but the inline head script has already marked the page
 *   "initially dismissed" (from the old id's flag) and that CSS hook stays on
 *   for the whole page view: the new bar stays invisible until the next full
 *   load. Once React decides the bar is active, the hook is switched off.
 * - The bar must not cover the phone side menu (see styles.module.css).
 */
import React, {useEffect} from 'react';
import {createStorageSlot, useThemeConfig} from '@docusaurus/theme-common';
// tsc ("moduleResolution": "node") cannot see package.json "exports" subpaths,
// webpack can: import at runtime from the public path, type from its file.
// @ts-expect-error -- typed just below.
import {useAnnouncementBar as untypedUseAnnouncementBar} from '@docusaurus/theme-common/internal';
import type {useAnnouncementBar as UseAnnouncementBar} from '@docusaurus/theme-common/lib/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';

import styles from './styles.module.css';

const useAnnouncementBar = untypedUseAnnouncementBar as typeof UseAnnouncementBar;

/** Written by theme-classic's inline script from the stored dismissal flag. */
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';
// The keys theme-common uses for the dismissal (2.1.0 does not export them).
const DISMISSED_ID_STORAGE_KEY = 'docusaurus.announcement.id';
const DISMISSED_FLAG_STORAGE_KEY = 'docusaurus.announcement.dismiss';

/** Has the reader closed this very announcement (not an older one)? */
function isDismissedForId(id: string): boolean {
  return (
    createStorageSlot(DISMISSED_ID_STORAGE_KEY).get() === id &&
    createStorageSlot(DISMISSED_FLAG_STORAGE_KEY).get() === 'true'
  );
}

/**
 * Switches the CSS hook off when the bar is active and not dismissed for its
 * current id. For a reader who closed this id the hook stays on, so the
 * server-rendered bar never flashes while React settles.
 */
function useRevealWhenActive(isActive: boolean, id: string | undefined): void {
  useEffect(() => {
    if (isActive && id !== undefined && !isDismissedForId(id)) {
      document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
    }
  }, [isActive, id]);
}

export default function AnnouncementBar(): JSX.Element | null {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  useRevealWhenActive(isActive, announcementBar?.id);
  if (!isActive || !announcementBar) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <div
      className={styles.announcementBar}
      style={{backgroundColor, color: textColor}}
      role="banner">
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && (
        <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />
      )}
    </div>
  );
}
