/**
 * Fetches a card's preview module once the card comes within a screen's
 * reach, and hands it back for rendering. Until then (and during server
 * rendering) the card shows an empty tinted box of the same size.
 */
import {useEffect, useRef, useState, type RefObject} from 'react';

import {whenNearViewport} from '@site/src/plugins/bundle-performance/keepServerMarkup/whenNearViewport';
import {loadIdealImage, loadPreviewImage, type IdealImageComponent, type IdealImageModule} from './previewImages';

export interface LoadedPreview {
  Image: IdealImageComponent;
  image: IdealImageModule;
}

export function useLazyPreview(fileName: string): [RefObject<HTMLDivElement>, LoadedPreview | null] {
  const containerRef = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<LoadedPreview | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let cancelled = false;
    // Starts a little before the card scrolls in, so the image is usually ready.
    const stopWaiting = whenNearViewport(container, () => {
      Promise.all([loadIdealImage(), loadPreviewImage(fileName)])
        .then(([Image, image]) => {
          if (!cancelled) setPreview({Image, image});
        })
        // A missing chunk (say, after a redeploy) only costs the decorative picture.
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [fileName]);

  return [containerRef, preview];
}
