/**
 * Fetches a card's preview module once the card comes within a screen's
 * reach, and hands it back for rendering. Until then (and during server
 * rendering) the card shows an empty tinted box of the same size.
 */
import {useEffect, useRef, useState, type RefObject} from 'react';

import {loadIdealImage, loadPreviewImage, type IdealImageComponent, type IdealImageModule} from './previewImages';

export interface LoadedPreview {
  Image: IdealImageComponent;
  image: IdealImageModule;
}

// Start a little before the card scrolls in, so the image is usually ready.
const ROOT_MARGIN = '300px 0px';

export function useLazyPreview(fileName: string): [RefObject<HTMLDivElement>, LoadedPreview | null] {
  const containerRef = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<LoadedPreview | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        Promise.all([loadIdealImage(), loadPreviewImage(fileName)])
          .then(([Image, image]) => {
            if (!cancelled) setPreview({Image, image});
          })
          // A missing chunk (say, after a redeploy) only costs the decorative picture.
          .catch(() => undefined);
      },
      {rootMargin: ROOT_MARGIN},
    );
    observer.observe(container);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [fileName]);

  return [containerRef, preview];
}
