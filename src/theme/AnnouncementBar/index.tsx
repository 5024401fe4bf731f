/**
 * Wraps theme-classic's announcement bar (shown until dismissed for its current id) to fix what 2.1.0 gets
 * wrong when the announcement id changes.
 *
 * A new id must show the bar again. 2.1.0 resets the stored dismissal, but
 * its inline head script has already marked the page "initially dismissed"
 * (from the old id's flag), and that CSS hook hides the bar for the whole
 * page view: the new announcement only appears on the next full load. Once
 * React has the bar active, and not dismissed for its current id, the hook is
 * switched off.
 */
import React, {useEffect} from 'react';
import OriginalAnnouncementBar from '@theme-original/AnnouncementBar';
import {createStorageSlot, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

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
 * For a reader who closed the current id the hook stays on, so the
 * server-rendered bar never flashes while React settles. This effect runs
 * before the provider's own (children first), so storage still holds what the
 * reader had when the page loaded.
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
  const {isActive} = useAnnouncementBar();
  useRevealWhenActive(isActive, announcementBar?.id);
  return <OriginalAnnouncementBar />;
}
