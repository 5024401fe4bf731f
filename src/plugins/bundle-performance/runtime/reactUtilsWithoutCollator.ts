// Copied from @docusaurus/theme-common@2.1.0 src/utils/reactUtils.tsx sha256:a326caabaef95f6d8a53933696e3729d93c57287f057308ebc5604e5fdc0b682
/**
 * theme-common's React helpers, with `useShallowMemoObject` ordering the keys
 * by plain comparison instead of `localeCompare`. The order only has to be
 * the same from one render to the next; `localeCompare`'s first call builds
 * an ICU collator, and as the first one on a page ran while React hydrated,
 * that was the largest single slice of hydration on a phone-class CPU.
 *
 * Swapped in by src/plugins/bundle-performance (replaceInternalModule.ts).
 */
import {useMemo} from 'react';
import * as original from '@original-framework-module/reactUtils';

export const {useIsomorphicLayoutEffect, useEvent, usePrevious, ReactContextError, composeProviders} = original;

export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // The object is the same as long as its keys and values are.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}
