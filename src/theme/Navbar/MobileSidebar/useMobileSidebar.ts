/**
 * The phone menu's state (shown, toggle) from theme-common, typed.
 * tsc ("moduleResolution": "node") cannot see package.json "exports" subpaths,
 * webpack can: import at runtime from the public path, type from its file.
 */
// @ts-expect-error -- typed just below.
import {useNavbarMobileSidebar as untypedUseNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import type {useNavbarMobileSidebar as UseNavbarMobileSidebar} from '@docusaurus/theme-common/lib/internal';

export const useMobileSidebar = untypedUseNavbarMobileSidebar as typeof UseNavbarMobileSidebar;
