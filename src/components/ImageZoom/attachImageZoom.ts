/**
 * Makes content images zoomable with medium-zoom (which handles the overlay,
 * the animation and closing on Escape, click and scroll) and adds what it
 * lacks for keyboard and screen reader users: the image is a focusable button
 * named "Enlarge image: <alt>", Enter or Space opens it, the enlarged copy
 * takes focus as a "Close enlarged image" button, and focus returns to the
 * image once it closes.
 */
import mediumZoom, {type Zoom} from 'medium-zoom';
import './imageZoom.css';

/** Icons and badges below this size (px) gain nothing from enlarging. */
export const minimumZoomableSide = 64;

let zoom: Zoom | undefined;
let cleanups: (() => void)[] = [];

/**
 * medium-zoom drops a close request (Escape, Enter on the copy) made during
 * its 0.3 s opening animation, so a quick Enter then Escape left the image
 * enlarged. Such a request is kept here and carried out once it has opened.
 */
let opening = false;
let closeWhenOpened = false;

function requestClose(activeZoom: Zoom): void {
  if (opening) {
    closeWhenOpened = true;
  } else {
    void activeZoom.close();
  }
}

function getZoom(): Zoom {
  if (!zoom) {
    const created = mediumZoom({margin: 24, background: 'var(--ifm-background-color)'});
    // medium-zoom closes on keyup itself once opened; this covers the opening.
    document.addEventListener('keyup', (event) => {
      if (opening && (event.key === 'Escape' || event.key === 'Esc')) requestClose(created);
    });
    zoom = created;
  }
  return zoom;
}

/** The displayed size if laid out, else the size the image declares or has once loaded. */
function imageSize(image: HTMLImageElement): {width: number; height: number} | undefined {
  if (image.complete && image.naturalWidth > 0) {
    return {width: Math.min(image.naturalWidth, image.width || Infinity), height: Math.min(image.naturalHeight, image.height || Infinity)};
  }
  const width = Number(image.getAttribute('width'));
  const height = Number(image.getAttribute('height'));
  return width > 0 && height > 0 ? {width, height} : undefined;
}

function isLargeEnough(image: HTMLImageElement): boolean | undefined {
  const size = imageSize(image);
  return size && size.width >= minimumZoomableSide && size.height >= minimumZoomableSide;
}

function onKeys(element: HTMLElement, action: () => void): () => void {
  const listener = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      action();
    }
  };
  element.addEventListener('keydown', listener);
  return () => element.removeEventListener('keydown', listener);
}

/** medium-zoom inserts the enlarged copy right after announcing `open`; it clones our attributes too. */
function labelEnlargedCopy(image: HTMLImageElement, activeZoom: Zoom): void {
  const copy = document.querySelector<HTMLImageElement>('.medium-zoom-image--opened');
  if (!copy) return;
  copy.setAttribute('aria-label', `Close enlarged image: ${image.alt}`);
  copy.removeAttribute('data-zoomable');
  onKeys(copy, () => requestClose(activeZoom));
  copy.focus({preventScroll: true});
}

function makeZoomable(image: HTMLImageElement, activeZoom: Zoom): () => void {
  image.tabIndex = 0;
  image.setAttribute('role', 'button');
  image.setAttribute('aria-label', `Enlarge image: ${image.alt}`);
  image.setAttribute('data-zoomable', 'true');
  const removeKeys = onKeys(image, () => void activeZoom.open({target: image}));
  const onOpen = () => {
    opening = true;
    closeWhenOpened = false;
    queueMicrotask(() => labelEnlargedCopy(image, activeZoom));
  };
  const onOpened = () => {
    opening = false;
    if (closeWhenOpened) {
      closeWhenOpened = false;
      void activeZoom.close();
    }
  };
  const onClosed = () => {
    // Only take focus back if it went nowhere else (the copy it sat on is gone).
    if (!document.activeElement || document.activeElement === document.body) image.focus({preventScroll: true});
  };
  image.addEventListener('medium-zoom:open', onOpen);
  image.addEventListener('medium-zoom:opened', onOpened);
  image.addEventListener('medium-zoom:closed', onClosed);
  activeZoom.attach(image);
  return () => {
    removeKeys();
    image.removeEventListener('medium-zoom:open', onOpen);
    image.removeEventListener('medium-zoom:opened', onOpened);
    image.removeEventListener('medium-zoom:closed', onClosed);
    for (const name of ['tabindex', 'role', 'aria-label', 'data-zoomable']) image.removeAttribute(name);
  };
}

export function attachImageZoom(images: HTMLImageElement[]): void {
  const activeZoom = getZoom();
  for (const image of images) {
    const large = isLargeEnough(image);
    if (large) {
      cleanups.push(makeZoomable(image, activeZoom));
    } else if (large === undefined) {
      // Size unknown until the file arrives (a lazy image without dimensions).
      const onLoad = () => {
        if (image.isConnected && isLargeEnough(image)) cleanups.push(makeZoomable(image, activeZoom));
      };
      image.addEventListener('load', onLoad, {once: true});
      cleanups.push(() => image.removeEventListener('load', onLoad));
    }
  }
}

/** Before the next page renders its images: the old ones leave the page. */
export function detachImageZoom(): void {
  if (!zoom) return;
  opening = false;
  closeWhenOpened = false;
  void zoom.close();
  zoom.detach();
  cleanups.forEach((cleanup) => cleanup());
  cleanups = [];
}
