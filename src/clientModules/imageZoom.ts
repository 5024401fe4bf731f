/**
 * Image zoom for content images. This module runs on every page, so it stays
 * tiny: it only looks for candidate images after each route change and loads
 * the zoom code (its own chunk, with medium-zoom) when a page has some.
 */
type ZoomModule = typeof import('../components/ImageZoom/attachImageZoom');

/**
 * Images in rendered Markdown that carry a meaning: not decorative (empty alt
 * or role=presentation) and not inside a link, where a click must follow the link.
 */
export const zoomCandidateSelector =
  '.markdown img[alt]:not([alt=""]):not([role="presentation"]):not(a img)';

let loadedZoom: ZoomModule | undefined;

export function onRouteDidUpdate(): void {
  loadedZoom?.detachImageZoom();
  const candidates = Array.from(document.querySelectorAll<HTMLImageElement>(zoomCandidateSelector));
  if (candidates.length === 0) return;
  import(/* webpackChunkName: "image-zoom" */ '../components/ImageZoom/attachImageZoom')
    .then((zoomModule) => {
      loadedZoom = zoomModule;
      zoomModule.attachImageZoom(candidates.filter((image) => image.isConnected));
    })
    .catch((error: unknown) => {
      // Without zoom the images still show: not worth more than a warning.
      console.warn('Image zoom could not be loaded:', error);
    });
}
