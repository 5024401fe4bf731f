import {createStorageSlot} from '@docusaurus/theme-common';

/** The PWA plugin's key: readers who installed the app before our registration existed keep offline mode. */
export const appInstalledSlot = createStorageSlot('docusaurus.pwa.event.appInstalled.fired');
